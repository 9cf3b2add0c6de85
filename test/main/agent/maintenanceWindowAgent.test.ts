// Maintenance windows as the site agent lives them: the agent on a clock the test moves, its
// state in a real agent-state.json, the webhook channel built from agent.json's settings with
// the key sealed by a real workspace, posting to a receiver on loopback. A window that lets the
// jobs run holds back what it sees, the end of an alert told before it included, and the alert
// timers send it when the window closes, before the next refresh; a window that pauses the jobs
// skips their slots. Every wait is for a state, never for a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentChannels } from '../../../src/main/agent/agentChannels';
import { AgentMetrics } from '../../../src/main/agent/agentMetrics';
import { AgentStateKeeper } from '../../../src/main/agent/agentStateKeeper';
import { AlertStateFile } from '../../../src/main/agent/alertStateFile';
import { SiteAgent, type AgentJobs, type RefreshReading } from '../../../src/main/agent/siteAgent';
import { openWorkspace } from '../../../src/main/workspace';
import { checkAgentSettings } from '../../../src/shared/agent/agentSettings';
import type { AlertCamera } from '../../../src/shared/agent/alertState';
import { renderText } from '../../../src/shared/i18n/renderText';
import { FakeClock } from './fakeClock';
import { webhookReceiver } from './agentProcess';

const start = Date.parse('2026-06-01T10:00:00Z');
const minute = 60_000;
const webhookKey = 'window-webhook-key-0123456789';
const cameras: AlertCamera[] = ['Gate', 'Yard'].map((name, index) => ({ id: `cam-${index + 1}`, name, address: `127.0.0.1:${8081 + index}`, group: 'Hall' }));
const poll = { timeout: 20_000, interval: 20 };

const folders: string[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The agent with a refresh every 10 minutes that reports the cameras in `silent` as not answering, and the window given. */
async function windowAgent(window: { from: string; until: string; jobs: 'run' | 'pause' }, silent: Set<string>) {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-window-'));
  folders.push(folder);
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase: 'window test passphrase' });
  const receiver = await webhookReceiver(webhookKey);
  closers.push(receiver.close);
  const check = checkAgentSettings({
    jobs: { refresh: { schedule: '0 */10 * * * *' }, check: { enabled: false }, backup: { enabled: false } },
    thresholds: { offlineAfterSeconds: 0 },
    maintenanceWindows: [{ label: 'firmware update', ...window }],
    channels: { webhook: { url: `http://127.0.0.1:${receiver.port}/alerts`, secret: workspace.secretStore.seal(webhookKey), retries: 0 } },
  });
  if (!check.ok) throw new Error(check.problems.map((problem) => renderText(problem, 'en')).join('; '));
  const { settings } = check;
  const clock = new FakeClock(start);
  const file = new AlertStateFile(folder);
  const keeper = new AgentStateKeeper((await file.load()).state, file, (error) => {
    throw error;
  });
  const lines: string[] = [];
  const channels = agentChannels(settings.channels, workspace.secretStore, { site: 'Depot Nord', language: 'en', timeZone: 'UTC', settingsFile: join(folder, 'agent.json'), log: (line) => lines.push(renderText(line, 'en')) });
  const reading = (camera: AlertCamera): RefreshReading => ({ camera, answered: !silent.has(camera.name), firmware: 'MX-V5.2.1', rebootNeeded: [], factoryPassword: false, lastAnswerAt: null, roundTripMs: null, lastBackupAt: null });
  const jobs: AgentJobs = {
    refresh: async () => ({ job: 'refresh', cameras: cameras.map(reading) }),
    check: async () => ({ job: 'check', cameras: [] }),
    backup: async () => ({ job: 'backup', cameras: [] }),
  };
  const agent = new SiteAgent({ settings, timeZone: 'UTC', language: 'en', keeper, channels, metrics: new AgentMetrics(() => clock.now()), jobs, clock, say: (text) => lines.push(renderText(text, 'en')) });
  await agent.start();
  closers.push(() => agent.stop());
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;
  const refreshes = () => ({ ran: count(/^refresh ended/), paused: count(/^refresh: paused by a maintenance window/) });
  return {
    keeper,
    told: () => receiver.received.map((alert) => `${alert.kind} ${alert.phase} ${alert.camera}`),
    refreshes,
    /** Lets `ms` pass (at most one refresh slot in it) and waits until the refreshes are as many as `expected`, and the channel is idle. */
    async pass(ms: number, expected: { ran: number; paused: number }) {
      clock.pass(ms);
      await expect.poll(refreshes, poll).toEqual(expected);
      await agent.idle();
    },
  };
}

describe('maintenance windows in the running agent', () => {
  it('holds back what a window sees, an alert’s end included, and the alert timers send it when the window closes, before the next refresh', async () => {
    const silent = new Set(['Gate']);
    const site = await windowAgent({ from: '2026-06-01T10:15:00Z', until: '2026-06-01T10:25:00Z', jobs: 'run' }, silent);
    await site.pass(10 * minute, { ran: 1, paused: 0 }); // 10:10, before the window
    await expect.poll(site.told, poll).toEqual(['offline started Gate']);

    silent.clear();
    silent.add('Yard');
    await site.pass(10 * minute, { ran: 2, paused: 0 }); // 10:20, in the window: Gate back, Yard silent
    expect(site.told()).toEqual(['offline started Gate']);
    expect(site.keeper.state.heldInWindow.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera?.name}`)).toEqual(['offline ended Gate']);
    expect(site.keeper.state.conditions.map((condition) => [condition.camera.name, condition.startSentAt])).toEqual([['Yard', null]]);

    // The fake clock fires a whole span's wakes at once: the alert timers run once in it, so the
    // span is cut where the window closes (10:25), and the next look at the clock (10:25:30) finds it closed.
    await site.pass(5 * minute, { ran: 2, paused: 0 });
    await site.pass(30_000, { ran: 2, paused: 0 }); // no refresh since 10:20
    await expect.poll(site.told, poll).toEqual(['offline started Gate', 'offline ended Gate', 'offline started Yard']);
    expect(site.keeper.state.heldInWindow).toEqual([]);
  });

  it('skips the job slots of a window that pauses the jobs, and tells what the next refresh after it sees', async () => {
    const silent = new Set(['Gate']);
    const site = await windowAgent({ from: '2026-06-01T10:15:00Z', until: '2026-06-01T10:35:00Z', jobs: 'pause' }, silent);
    await site.pass(10 * minute, { ran: 1, paused: 0 });
    await expect.poll(site.told, poll).toEqual(['offline started Gate']);
    silent.clear();
    await site.pass(10 * minute, { ran: 1, paused: 1 });
    await site.pass(10 * minute, { ran: 1, paused: 2 });
    expect(site.told()).toEqual(['offline started Gate']);
    await site.pass(10 * minute, { ran: 2, paused: 2 }); // 10:40, after the window
    await expect.poll(site.told, poll).toEqual(['offline started Gate', 'offline ended Gate']);
  });
});
