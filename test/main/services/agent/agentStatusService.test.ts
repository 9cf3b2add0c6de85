// agent.status reads what the real `camconfig agent` wrote (the built CLI, a refresh every second,
// on a workspace of two simulated cameras, one of them stopped): the refresh's last run with its
// outcome and next slot, the agent running as a process here, the stopped camera's open offline
// alert by name, address and group; `agent.statusChanged` follows the agent's writes; after SIGTERM
// it is told stopped with no next slot; killed with SIGKILL, not running. The last push to the site's
// remote is handed on as agent-runs.json says it (a failed one with its commits waiting and git's words),
// and an agent-runs.json of before lastPush still reads, with none. A state file cut short is told as unreadable and left
// where it lies; a folder where the agent never ran says so.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import type { AgentStatus } from '../../../../src/shared/api/agentStatusSchemas';
import { renderText } from '../../../../src/shared/i18n/renderText';
import { localize } from '../../../../src/shared/i18n/text';
import { startAgentProcess, type AgentProcess } from '../../../support/agentProcess';
import { createTestStudioServices, startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { studioItself } from '../../../../src/main/services/studioServices';
import { running, startStudio } from '../studioOnWorkspace';

const password = 'Status-Cam-4711';
const passphrase = 'agent status passphrase 9';
const pollTimeout = { timeout: 60_000, interval: 100 };

let cameras: SimulatedCamera[];
const folders: string[] = [];
const agents: AgentProcess[] = [];

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 2, password });
});

afterEach(() => {
  for (const agent of agents.splice(0)) agent.kill();
});

afterAll(async () => {
  for (const services of running.splice(0)) await services.close();
  await stopCameraFleet(cameras);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** agent-runs.json as an agent that ran one refresh and stopped cleanly at `at` writes it (no lastPush). */
function stoppedRuns(at: number) {
  const never = { lastStartedAt: null, lastEndedAt: null, lastOutcome: null, lastDurationMs: null, lastProblem: null, nextAt: null };
  return {
    version: 1,
    pid: 4242,
    host: 'site-box',
    startedAt: at - 60_000,
    stoppedAt: at,
    wroteAt: at,
    jobs: [
      { job: 'refresh', lastStartedAt: at - 2000, lastEndedAt: at - 1500, lastOutcome: 'ok', lastDurationMs: 500, lastProblem: null, nextAt: null },
      { job: 'check', ...never },
      { job: 'backup', ...never },
    ],
  };
}

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-agent-status-'));
  folders.push(folder);
  return folder;
}

describe('agent.status', () => {
  it('says what the agent wrote while it runs, follows its writes, and tells it stopped', async () => {
    const folder = newFolder();
    const studio = await startStudio(folder, { kind: 'passphrase', passphrase });
    for (const [index, camera] of cameras.entries()) {
      const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: index === 0 ? 'Gate' : 'Yard' });
      await studio.call('cameras.update', { cameraId, group: 'Hall' });
    }
    expect(await studio.call('agent.status', {})).toMatchObject({ state: 'not_run', agent: null, jobs: [], alerts: [] });

    const gatePort = cameras[0]!.port;
    await cameras[0]!.stop();
    writeFileSync(join(folder, 'agent.json'), JSON.stringify({ timeZone: 'Europe/Berlin', jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } }, thresholds: { offlineAfterSeconds: 0 } }));
    const agent = startAgentProcess(folder, passphrase);
    agents.push(agent);
    const refreshOf = (status: AgentStatus) => status.jobs.find((job) => job.job === 'refresh');
    const status = () => studio.call('agent.status', {});
    try {
      await expect.poll(async () => refreshOf(await status())?.lastOutcome, pollTimeout).toBe('ok');
      await expect.poll(async () => (await status()).alerts.map((alert) => `${alert.kind} ${alert.camera.name}`), pollTimeout).toEqual(['offline Gate']);
      const seen = await status();
      expect(seen).toMatchObject({ state: 'known', problem: null, timeZone: 'Europe/Berlin', agent: { running: 'yes', stoppedAt: null, pid: agent.child.pid } });
      const refresh = refreshOf(seen)!;
      expect(refresh.lastEndedAt).toBeGreaterThanOrEqual(refresh.lastStartedAt!);
      expect(refresh.lastDurationMs).toBeGreaterThanOrEqual(0);
      expect(refresh.nextAt).toBeGreaterThan(refresh.lastStartedAt!);
      expect(seen.jobs.filter((job) => job.job !== 'refresh').map((job) => [job.job, job.state, job.nextAt])).toEqual([['check', 'never', null], ['backup', 'never', null]]);
      const alert = seen.alerts[0]!;
      expect(alert.camera).toMatchObject({ name: 'Gate', address: `127.0.0.1:${gatePort}`, group: 'Hall' });
      expect(alert.alertedAt).not.toBeNull();
      expect(renderText(alert.text, 'en')).toBe('does not answer');
      expect(renderText(alert.text, 'de')).toBe('antwortet nicht');
      expect(renderText(alert.advice, 'en')).toMatch(/^Check power, cabling/);

      await expect.poll(() => studio.events.filter((event) => event.event === 'agent.statusChanged').length, pollTimeout).toBeGreaterThan(0);
      const changed = studio.events.filter((event) => event.event === 'agent.statusChanged').at(-1)!.payload as AgentStatus;
      expect(changed.state).toBe('known');
    } finally {
      expect(await agent.stop(), agent.output()).toBe(0);
      await cameras[0]!.start(gatePort);
    }
    const after = await status();
    expect(after.agent).toMatchObject({ running: 'no' });
    expect(after.agent!.stoppedAt).not.toBeNull();
    expect(refreshOf(after)).toMatchObject({ state: 'ended', nextAt: null });
  }, 120_000);

  it('tells an agent killed without a clean stop as not running, and keeps the last runs it wrote', async () => {
    const folder = newFolder();
    const studio = await startStudio(folder, { kind: 'passphrase', passphrase });
    await studio.call('cameras.add', { host: '127.0.0.1', port: cameras[1]!.port, user: 'admin', password, label: 'Yard' });
    writeFileSync(join(folder, 'agent.json'), JSON.stringify({ jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } } }));
    const agent = startAgentProcess(folder, passphrase);
    agents.push(agent);
    await expect.poll(async () => (await studio.call('agent.status', {})).jobs.find((job) => job.job === 'refresh')?.lastOutcome, pollTimeout).toBe('ok');
    agent.kill();
    await agent.stop();
    const status = await studio.call('agent.status', {});
    expect(status.agent).toMatchObject({ running: 'no', stoppedAt: null, pid: agent.child.pid });
    const refresh = status.jobs.find((job) => job.job === 'refresh')!;
    expect(refresh.lastOutcome).toBe('ok');
    expect(['ended', 'cut_off']).toContain(refresh.state);
    expect(refresh.nextAt).toBeNull();
    expect(status.alerts).toEqual([]);
  }, 120_000);

  it('hands on the last push agent-runs.json records, a failed one with its waiting commits and why', async () => {
    const folder = newFolder();
    const studio = await startStudio(folder);
    const problem = localize('siteRepo.work.pushFailed', { folder, words: "fatal: unable to connect to 127.0.0.1:9418: Connection refused" });
    const at = Date.UTC(2026, 11, 3, 16, 5);
    writeFileSync(join(folder, 'agent-runs.json'), JSON.stringify({ ...stoppedRuns(at), lastPush: { at, outcome: 'failed', waiting: 3, problem } }));
    const status = await studio.call('agent.status', {});
    expect(status).toMatchObject({ state: 'known', problem: null, lastPush: { at, outcome: 'failed', waiting: 3, problem } });
    expect(renderText(status.lastPush!.problem!, 'en')).toBe(`${folder}: git push failed: fatal: unable to connect to 127.0.0.1:9418: Connection refused`);
    expect(renderText(status.lastPush!.problem!, 'de')).toBe(`${folder}: git push fehlgeschlagen: fatal: unable to connect to 127.0.0.1:9418: Connection refused`);

    writeFileSync(join(folder, 'agent-runs.json'), JSON.stringify({ ...stoppedRuns(at), lastPush: { at: at + 1000, outcome: 'pushed', waiting: 0, problem: null } }));
    expect((await studio.call('agent.status', {})).lastPush).toEqual({ at: at + 1000, outcome: 'pushed', waiting: 0, problem: null });
  });

  it('reads an agent-runs.json written before lastPush was kept, and tells no push', async () => {
    const folder = newFolder();
    const studio = await startStudio(folder);
    const at = Date.UTC(2026, 11, 3, 16, 5);
    writeFileSync(join(folder, 'agent-runs.json'), JSON.stringify(stoppedRuns(at)));
    const status = await studio.call('agent.status', {});
    expect(status).toMatchObject({ state: 'known', problem: null, agent: { running: 'no', stoppedAt: at } });
    expect(status.jobs.find((job) => job.job === 'refresh')).toMatchObject({ state: 'ended', lastOutcome: 'ok' });
    expect(status).not.toHaveProperty('lastPush');
  });

  it('tells a state file cut short as unreadable, naming it, and leaves it where it lies', async () => {
    const folder = newFolder();
    const studio = await startStudio(folder);
    const path = join(folder, 'agent-state.json');
    writeFileSync(path, '{"version": 1, "conditions": [');
    const status = await studio.call('agent.status', {});
    expect(status.state).toBe('unreadable');
    expect(renderText(status.problem!, 'en')).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be read: `));
    expect(renderText(status.problem!, 'de')).toContain('kann nicht gelesen werden');
    expect(status.alerts).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe('{"version": 1, "conditions": [');
    expect(existsSync(`${path}.last-good`)).toBe(false);
  });

  it('says there is no workspace when the studio runs without one', async () => {
    const services = await createTestStudioServices({ demo: false, mode: 'web' });
    running.push(services);
    expect(await services.handlers['agent.status']({}, studioItself)).toMatchObject({ state: 'no_workspace', agent: null, jobs: [], alerts: [] });
  });
});
