// The digest e-mail (channels.email.digest): the site agent on a clock the test moves, with
// jobs that say what they saw, its state in a real agent-state.json and a local SMTP server
// (smtp-server, read with mailparser): three alerts give ONE message listing them at the
// digest's slot; a period with none sends nothing; alerts collected before a stop are sent,
// once, by the next start's digest. Every wait is for a state, never for a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentChannels } from '../../../src/main/agent/agentChannels';
import { AgentMetrics } from '../../../src/main/agent/agentMetrics';
import { AgentStateKeeper } from '../../../src/main/agent/agentStateKeeper';
import { AlertStateFile } from '../../../src/main/agent/alertStateFile';
import { SiteAgent, type AgentJobs, type RefreshReading } from '../../../src/main/agent/siteAgent';
import { checkAgentSettings } from '../../../src/shared/agent/agentSettings';
import type { AlertCamera } from '../../../src/shared/agent/alertState';
import { renderText } from '../../../src/shared/i18n/renderText';
import type { Language } from '../../../src/shared/i18n/languages';
import { FakeClock } from './fakeClock';
import { smtpReceiver } from './agentProcess';

const start = Date.parse('2026-06-01T10:00:00Z');
const cameras: AlertCamera[] = ['Gate', 'Yard', 'Dock'].map((name, index) => ({ id: `cam-${index + 1}`, name, address: `127.0.0.1:${8081 + index}`, group: 'Hall' }));
const poll = { timeout: 30_000, interval: 20 };

const folders: string[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A running agent whose refresh reports the cameras in `silent` as not answering. */
async function digestAgent(folder: string, smtpPort: number, clock: FakeClock, silent: Set<string>, language: Language = 'en') {
  const check = checkAgentSettings({
    jobs: { refresh: { schedule: '0 * * * * *' }, check: { enabled: false }, backup: { enabled: false } },
    thresholds: { offlineAfterSeconds: 0 },
    channels: { email: { host: '127.0.0.1', port: smtpPort, security: 'none', from: 'agent@site.example', to: ['tech@example.net'], digest: { schedule: '0 0 * * * *' }, retries: 0 } },
  });
  if (!check.ok) throw new Error(check.problems.map((problem) => renderText(problem, 'en')).join('; '));
  const { settings } = check;
  const file = new AlertStateFile(folder);
  const keeper = new AgentStateKeeper((await file.load()).state, file, (error) => { throw error; });
  const secrets = { open: () => null, seal: () => { throw new Error('no secret is sealed here'); } } as unknown as Parameters<typeof agentChannels>[1];
  const lines: string[] = [];
  const channels = agentChannels(settings.channels, secrets, { site: 'Depot Nord', language, timeZone: 'Europe/Berlin', settingsFile: join(folder, 'agent.json'), log: (line) => lines.push(renderText(line, 'en')) });
  const reading = (camera: AlertCamera): RefreshReading => ({ camera, answered: !silent.has(camera.name), firmware: 'MX-V5.2.1', rebootNeeded: [], factoryPassword: false, lastAnswerAt: null, roundTripMs: null, lastBackupAt: null });
  const jobs: AgentJobs = {
    refresh: async () => ({ job: 'refresh', cameras: cameras.map(reading) }),
    check: async () => ({ job: 'check', cameras: [] }),
    backup: async () => ({ job: 'backup', cameras: [] }),
  };
  const agent = new SiteAgent({ settings, timeZone: 'Europe/Berlin', language, keeper, channels, metrics: new AgentMetrics(() => clock.now()), jobs, clock, say: (text) => lines.push(renderText(text, 'en')) });
  await agent.start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await agent.stop();
  };
  closers.push(stop);
  return { agent, keeper, lines, stop, count: (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length };
}

/** Lets a minute pass (one refresh slot) and waits until that refresh ended. */
async function minute(clock: FakeClock, running: Awaited<ReturnType<typeof digestAgent>>): Promise<void> {
  const before = running.count(/^refresh ended/);
  clock.pass(60_000);
  await expect.poll(() => running.count(/^refresh ended/), poll).toBe(before + 1);
}

describe('the digest e-mail', () => {
  it('sends three alerts of one period as one message listing them, and nothing for a period without any', async () => {
    const smtp = await smtpReceiver();
    closers.push(smtp.close);
    const folder = mkdtempSync(join(tmpdir(), 'camconfig-digest-'));
    folders.push(folder);
    const clock = new FakeClock(start);
    const silent = new Set<string>();
    const running = await digestAgent(folder, smtp.port, clock, silent);

    await minute(clock, running);
    silent.add('Gate');
    silent.add('Yard');
    await minute(clock, running);
    silent.delete('Gate');
    await minute(clock, running);
    expect(running.keeper.state.deliveries).toEqual([{ channel: 'email', notices: [expect.objectContaining({ kind: 'offline', phase: 'started' }), expect.objectContaining({ kind: 'offline', phase: 'started' }), expect.objectContaining({ kind: 'offline', phase: 'ended' })] }]);
    expect(smtp.mails).toEqual([]);

    clock.pass(57 * 60_000); // to 11:00, the digest's slot
    await expect.poll(() => smtp.mails.length, poll).toBe(1);
    await expect.poll(() => running.keeper.state.deliveries[0]?.notices.length, poll).toBe(0);
    const mail = smtp.mails[0]!;
    expect(mail.subject).toBe('[Depot Nord] 3 alerts');
    expect(mail.text).toContain('3 alerts for Depot Nord from Jun 1, 2026, 12:02 PM GMT+2 to Jun 1, 2026, 12:03 PM GMT+2:');
    const entries = mail.text!.split('\n').filter((line) => /^Jun 1, 2026/.test(line));
    expect(entries).toEqual(['Jun 1, 2026, 12:02 PM GMT+2  Gate (127.0.0.1:8081): offline (started)', 'Jun 1, 2026, 12:02 PM GMT+2  Yard (127.0.0.1:8082): offline (started)', 'Jun 1, 2026, 12:03 PM GMT+2  Gate (127.0.0.1:8081): offline (ended)']);
    expect(mail.text).toContain('Gate (127.0.0.1:8081, group Hall) does not answer since 2026-06-01T10:02:00.000Z\nWhat to do: Check power');
    expect(running.count(/^digest of 3 alerts sent by email$/)).toBe(1);
    expect(running.agent.health()).toMatchObject({ waiting: { email: 0 }, channels: { email: { sent: 3, failed: 0 } } });

    // The next hour: Yard still silent, nothing new: no message.
    for (let passed = 0; passed < 61; passed++) await minute(clock, running);
    await running.stop();
    expect(smtp.mails).toHaveLength(1);
  });

  it('keeps the alerts collected across a restart and sends them once, at the next start’s digest, in the site language', async () => {
    const smtp = await smtpReceiver();
    closers.push(smtp.close);
    const folder = mkdtempSync(join(tmpdir(), 'camconfig-digest-'));
    folders.push(folder);
    const clock = new FakeClock(start);
    const silent = new Set<string>(['Dock']);
    const first = await digestAgent(folder, smtp.port, clock, silent, 'de');
    await minute(clock, first);
    await first.stop();
    expect(smtp.mails).toEqual([]);

    const again = await digestAgent(folder, smtp.port, clock, silent, 'de');
    expect(again.keeper.state.deliveries).toEqual([{ channel: 'email', notices: [expect.objectContaining({ kind: 'offline', phase: 'started' })] }]);
    clock.pass(59 * 60_000);
    await expect.poll(() => smtp.mails.length, poll).toBe(1);
    expect(smtp.mails[0]!.subject).toBe('[Depot Nord] 1 Meldung');
    expect(smtp.mails[0]!.text).toContain('1 Meldung für Depot Nord um 01.06.2026, 12:01 MESZ:');
    expect(smtp.mails[0]!.text).toContain('Dock (127.0.0.1:8083): nicht erreichbar (begonnen)');
    await expect.poll(() => again.keeper.state.deliveries[0]?.notices.length, poll).toBe(0);
    clock.pass(60 * 60_000);
    await again.stop();
    expect(smtp.mails).toHaveLength(1);
  });
});
