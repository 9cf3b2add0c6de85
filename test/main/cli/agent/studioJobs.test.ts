// The agent's jobs as studioJobs binds them to the studio's own handlers, on real simulated
// cameras over HTTP: what a refresh reads (firmware, sections waiting for a reboot) and what a
// backup reports (a camera stopped fails, in the site's words) become the sightings the alert
// state turns into reboot-pending, firmware-changed and backup-failed alerts.
import { afterEach, describe, expect, it } from 'vitest';
import { studioJobs } from '../../../../src/main/cli/agent/studioJobs';
import type { JobResult } from '../../../../src/main/agent/siteAgent';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { openWorkspace } from '../../../../src/main/workspace';
import { checkAgentSettings } from '../../../../src/shared/agent/agentSettings';
import { emptyAlertState, observe, takeOutbox, type AlertState } from '../../../../src/shared/agent/alertState';
import { createTestStudioServices, newSimulatedCamera, startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { temporaryFolder } from '../../workspace/workspaceFolder';

const password = 'Jobs-Cam-4711';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function siteOf(cameras: SimulatedCamera[]) {
  const folder = await temporaryFolder();
  const protection = { kind: 'passphrase', passphrase: 'Jobs test passphrase 8' } as const;
  const workspace = await openWorkspace(folder, protection);
  await workspace.save({
    nextNumber: 3,
    cameras: cameras.map((camera, index) => ({ id: `cam-${index + 1}`, label: index === 0 ? 'Gate' : 'Yard', host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password, group: 'Hall', variables: {} })),
  });
  const services = await createTestStudioServices({ demo: false, mode: 'web', workspace: await openWorkspace(folder, protection) });
  closers.push(() => services.close());
  return studioJobs(services, 'en', () => undefined);
}

/** What the alert state tells of the results, one after the other. */
function toldOf(results: JobResult[]): string[] {
  const check = checkAgentSettings({ thresholds: { rebootPendingAfterSeconds: 0 } });
  if (!check.ok) throw new Error('settings');
  let state: AlertState = emptyAlertState();
  const told: string[] = [];
  results.forEach((result, index) => {
    const taken = takeOutbox(observe(state, result, { now: Date.parse('2026-06-01T12:00:00Z') + index * 60_000, thresholds: check.settings.thresholds, silenced: false }));
    state = taken.state;
    told.push(...taken.notices.map((notice) => `${notice.kind} ${notice.phase} ${notice.camera?.name}`));
  });
  return told;
}

const never = new AbortController().signal;

describe('the agent jobs on the studio', () => {
  it('reads the firmware and the sections waiting for a reboot at a refresh, and a new firmware on the same address', async () => {
    const cameras = await startSimulatedCameraFleet({ count: 2, password });
    closers.push(() => stopCameraFleet(cameras));
    cameras[1]!.runScript('helo\nwrite params\nsip/NUMBER=4711\nquit\n');
    const jobs = await siteOf(cameras);

    const before = await jobs.refresh(never);
    if (before.job !== 'refresh') throw new Error('not a refresh');
    expect(before.cameras.map((reading) => [reading.camera.name, reading.answered, reading.firmware, reading.rebootNeeded.length > 0])).toEqual([
      ['Gate', true, cameras[0]!.firmware, false],
      ['Yard', true, cameras[1]!.firmware, true],
    ]);

    // Gate's address answered by a camera on another firmware, as after an update.
    const port = cameras[0]!.port;
    await cameras[0]!.stop();
    const updated = newSimulatedCamera({ user: 'admin', password, firmware: 'MX-V9.9.9-test' });
    await updated.start(port);
    closers.push(() => updated.stop());
    const after = await jobs.refresh(never);
    if (after.job !== 'refresh') throw new Error('not a refresh');
    expect(after.cameras.find((reading) => reading.camera.name === 'Gate')?.firmware).toBe('MX-V9.9.9-test');
    expect(toldOf([before, after])).toEqual(['reboot-pending started Yard', 'firmware-changed event Gate']);
  });

  it('reports a backup of a camera stopped as failed, in words, and one that answered as taken', async () => {
    const cameras = await startSimulatedCameraFleet({ count: 2, password });
    closers.push(() => stopCameraFleet(cameras));
    const jobs = await siteOf(cameras);
    await cameras[0]!.stop();

    const result = await jobs.backup(never);
    if (result.job !== 'backup') throw new Error('not a backup');
    const byName = new Map(result.cameras.map((sighting) => [sighting.camera.name, sighting.failure]));
    expect(byName.get('Yard')).toBeNull();
    expect(byName.get('Gate')).toEqual(expect.stringMatching(/\S/));
    expect(byName.get('Gate')).not.toContain(password);
    expect(toldOf([result])).toEqual(['backup-failed started Gate']);
  });
});
