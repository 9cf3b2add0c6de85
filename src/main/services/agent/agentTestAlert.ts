// "Send a test alert": one notice through one channel of the saved agent.json, built as the
// agent builds it (the sealed key opened here), tried once, and the answer in the technician's
// words. What the channel logs names only its target, never the key; the last line it logged
// is the reason of a failure.
import type { AlertNotice } from '../../../shared/agent/alertState';
import type { AgentSettings } from '../../../shared/agent/agentSettings';
import type { AgentChannelName } from '../../../shared/api/agentSchemas';
import { givenWords } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';
import type { AlertChannel } from '../../agent/queuedChannel';
import { SyslogChannel } from '../../agent/syslogChannel';
import { WebhookChannel } from '../../agent/webhookChannel';
import { connectionErrorReasons } from '../../base/net/connectionErrorReasons';

export interface TestAlertAnswer {
  delivered: boolean;
  target: string;
  note: Text;
}

export interface TestAlertSetup {
  settings: AgentSettings;
  site: string;
  /** The webhook's key, opened; null when this run cannot open it. */
  webhookKey: () => string | null;
  now?: () => number;
}

/** The channel as the agent would build it, tried once; or why it cannot be built. */
function channelFor(channel: AgentChannelName, { settings, site, webhookKey }: TestAlertSetup, log: (line: string) => void): { channel: AlertChannel; target: string; deliveredNote: Text } | Text {
  if (channel === 'webhook') {
    const webhook = settings.channels.webhook;
    if (webhook === undefined) return localize('agentStudio.testAlert.noChannel', { channel });
    const secret = webhookKey();
    if (secret === null) return localize('agentStudio.testAlert.keyNotOpened');
    const built = new WebhookChannel({ url: webhook.url, secret, site, timeoutMs: webhook.timeoutSeconds * 1000, retries: 0, queueSize: 1, log });
    return { channel: built, target: new URL(webhook.url).origin, deliveredNote: localize('agentStudio.testAlert.webhookTook') };
  }
  const syslog = settings.channels.syslog;
  if (syslog === undefined) return localize('agentStudio.testAlert.noChannel', { channel });
  const built = new SyslogChannel({ host: syslog.host, port: syslog.port, transport: syslog.transport, site, retries: 0, queueSize: 1, log });
  const host = syslog.host.includes(':') ? `[${syslog.host}]` : syslog.host;
  return { channel: built, target: `${syslog.transport}://${host}:${syslog.port}`, deliveredNote: localize(syslog.transport === 'udp' ? 'agentStudio.testAlert.udpSent' : 'agentStudio.testAlert.tcpTook') };
}

export async function sendTestAlert(channelName: AgentChannelName, setup: TestAlertSetup): Promise<TestAlertAnswer> {
  const logged: string[] = [];
  const built = channelFor(channelName, setup, (line) => logged.push(line));
  if (!('channel' in built)) return { delivered: false, target: '', note: built };
  const { channel, target, deliveredNote } = built;
  try {
    channel.send(testNotice(setup.site, setup.now?.() ?? Date.now()));
    await channel.idle();
    if (channel.countsNow().sent === 1) return { delivered: true, target, note: deliveredNote };
    return { delivered: false, target, note: localize('agentStudio.testAlert.notDelivered', { target, reason: failureReason(logged.at(-1)) }) };
  } finally {
    await channel.close();
  }
}

/**
 * The agent's alerts have no kind of their own for a test: it goes as a summary without a
 * camera (as the hourly summary does), its words saying it is a test.
 */
function testNotice(site: string, now: number): AlertNotice {
  return {
    kind: 'held-back',
    phase: 'summary',
    camera: null,
    since: now,
    at: now,
    text: `Test alert from CamConfig Studio for site ${site.slice(0, 200)}: this channel works.`,
    advice: 'Nothing to do: a technician sent it from the studio to try the channel.',
  };
}

/** A channel's log line is "<channel> <target>: <problem> (attempt 1 of 1)": the problem, a system error code in words. */
function failureReason(line: string | undefined): Text {
  if (line === undefined) return localize('agentStudio.testAlert.noReason');
  const problem = line.replace(/^\S+ \S+: /, '').replace(/ \(attempt \d+ of \d+\)$/, '');
  const known = connectionErrorReasons[problem];
  return known ? localize(known) : givenWords(problem);
}
