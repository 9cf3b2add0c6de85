// "Send a test alert": one notice through one channel of the saved agent.json, built as the
// agent builds it (the sealed key opened here), tried once, and the answer in the technician's
// words. What the channel logs names only its target, never the key; the problem of its last
// attempt is the reason of a failure.
import type { AlertNotice } from '../../../shared/agent/alertState';
import type { AgentSettings } from '../../../shared/agent/agentSettings';
import type { AgentChannelName } from '../../../shared/api/agentSchemas';
import type { SealedSecret } from '../../../shared/api/sealedSecretSchema';
import { givenWords } from '../../../shared/i18n/errorWords';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';
import { EmailChannel } from '../../agent/emailChannel';
import type { ChannelProblem, QueuedChannel } from '../../agent/queuedChannel';
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
  /** The site's report language and time zone: the alert's words and times, as the agent sends them. */
  language: Language;
  timeZone: string;
  /** The webhook's key, opened; null when this run cannot open it. */
  webhookKey: () => string | null;
  /** A sealed secret of agent.json (the SMTP password), opened; null when this run cannot open it. */
  openSecret: (sealed: SealedSecret) => string | null;
  now?: () => number;
}

type BuiltChannel = { channel: QueuedChannel; target: string; deliveredNote: Text };

function emailChannelFor({ settings, site, language, timeZone, openSecret }: TestAlertSetup): BuiltChannel | Text {
  const email = settings.channels.email;
  if (email === undefined) return localize('agentStudio.testAlert.noChannel', { channel: 'email' });
  const password = email.password === undefined ? null : openSecret(email.password);
  if (email.password !== undefined && (password === null || password === '')) return localize('agentStudio.testAlert.passwordNotOpened');
  const auth = email.user !== undefined && password !== null ? { auth: { user: email.user, password } } : {};
  const built = new EmailChannel({ site, language, timeZone, host: email.host, port: email.port, security: email.security, from: email.from, to: email.to, ...auth, timeoutMs: email.timeoutSeconds * 1000, retries: 0, queueSize: 1 });
  const host = email.host.includes(':') ? `[${email.host}]` : email.host;
  return { channel: built, target: `smtp://${host}:${email.port}`, deliveredNote: localize('agentStudio.testAlert.emailTook', { count: email.to.length }) };
}

/** The channel as the agent would build it, tried once; or why it cannot be built. */
function channelFor(channel: AgentChannelName, setup: TestAlertSetup): BuiltChannel | Text {
  const { settings, site, webhookKey } = setup;
  if (channel === 'email') return emailChannelFor(setup);
  if (channel === 'webhook') {
    const webhook = settings.channels.webhook;
    if (webhook === undefined) return localize('agentStudio.testAlert.noChannel', { channel });
    const secret = webhookKey();
    if (secret === null) return localize('agentStudio.testAlert.keyNotOpened');
    const built = new WebhookChannel({ url: webhook.url, secret, site, timeoutMs: webhook.timeoutSeconds * 1000, retries: 0, queueSize: 1 });
    return { channel: built, target: new URL(webhook.url).origin, deliveredNote: localize('agentStudio.testAlert.webhookTook') };
  }
  const syslog = settings.channels.syslog;
  if (syslog === undefined) return localize('agentStudio.testAlert.noChannel', { channel });
  const built = new SyslogChannel({ host: syslog.host, port: syslog.port, transport: syslog.transport, site, retries: 0, queueSize: 1 });
  const host = syslog.host.includes(':') ? `[${syslog.host}]` : syslog.host;
  return { channel: built, target: `${syslog.transport}://${host}:${syslog.port}`, deliveredNote: localize(syslog.transport === 'udp' ? 'agentStudio.testAlert.udpSent' : 'agentStudio.testAlert.tcpTook') };
}

export async function sendTestAlert(channelName: AgentChannelName, setup: TestAlertSetup): Promise<TestAlertAnswer> {
  const built = channelFor(channelName, setup);
  if (!('channel' in built)) return { delivered: false, target: '', note: built };
  const { channel, target, deliveredNote } = built;
  try {
    channel.send(testNotice(setup.site, setup.language, setup.now?.() ?? Date.now()));
    await channel.idle();
    if (channel.countsNow().sent === 1) return { delivered: true, target, note: deliveredNote };
    return { delivered: false, target, note: localize('agentStudio.testAlert.notDelivered', { target, reason: failureReason(channel.lastProblem()) }) };
  } finally {
    await channel.close();
  }
}

/**
 * The agent's alerts have no kind of their own for a test: it goes as a summary without a
 * camera (as the hourly summary does), its words saying it is a test.
 */
function testNotice(site: string, language: Language, now: number): AlertNotice {
  return {
    kind: 'held-back',
    phase: 'summary',
    camera: null,
    since: now,
    at: now,
    text: renderText(localize('agentStudio.testAlert.notice', { site: site.slice(0, 200) }), language),
    advice: renderText(localize('agentStudio.testAlert.noticeAdvice'), language),
  };
}

/** The last attempt's problem: a system error's code in the technician's words, or the channel's own words. */
function failureReason(problem: ChannelProblem | null): Text {
  if (problem === null) return localize('agentStudio.testAlert.noReason');
  if ('text' in problem) return problem.text;
  const known = connectionErrorReasons[problem.code];
  return known ? localize(known) : givenWords(problem.code);
}
