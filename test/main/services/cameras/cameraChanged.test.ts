// camera.changed: every path of the studio that changes a camera's values tells it once the
// camera answered (the editor's apply, a console script, a baseline fix, a fleet apply, a history
// restore),
// naming the operation and its id; reads, the check and a dry run tell nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../../src/shared/api/contract';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { RemoteConfigClient } from '../../../../src/main/remoteconfig/remoteConfigClient';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio, type Studio } from '../studioOnWorkspace';

const password = 'changed-site-pass';
let cameras: SimulatedCamera[] = [];
afterEach(async () => {
  await stopCameraFleet(cameras);
  cameras = [];
});

async function studioWithCameras(count: number): Promise<{ studio: Studio; ids: string[] }> {
  cameras = await startSimulatedCameraFleet({ count, password });
  const studio = await startStudio(await temporaryFolder());
  const ids: string[] = [];
  for (const [index, camera] of cameras.entries()) {
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: `Cam ${index + 1}` });
    await studio.call('cameras.update', { cameraId, group: 'Hall' });
    ids.push(cameraId);
  }
  return { studio, ids };
}

function changes(studio: Studio): Array<Omit<EventPayload<'camera.changed'>, 'at'>> {
  return studio.events.flatMap((event) => (event.event === 'camera.changed' ? [{ cameraId: event.payload.cameraId, operation: event.payload.operation, operationId: event.payload.operationId }] : []));
}

describe('camera.changed', () => {
  it('follows the editor, a console script, a baseline fix, a fleet apply and a restore; never a read, a check or a dry run', async () => {
    const { studio, ids } = await studioWithCameras(2);
    const [first, second] = ids as [string, string];

    await studio.call('config.readSections', { cameraId: first });
    await studio.call('config.runScript', { cameraId: first, script: 'view section audio\nreboot_needed\n' });
    await studio.call('config.apply', { cameraId: first, operationId: 'edit-1', changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '61' }], update: true });
    await expect.poll(() => changes(studio)).toEqual([{ cameraId: first, operation: 'config.apply', operationId: 'edit-1' }]);

    await studio.call('config.runScript', { cameraId: first, script: 'write params\naudio/SPEAKERLEVEL=62\n' });
    await expect.poll(() => changes(studio).at(-1)).toEqual({ cameraId: first, operation: 'config.runScript', operationId: null });

    // The second camera drifts on site; the check and the dry run only read it, the fix writes it.
    await new RemoteConfigClient({ host: '127.0.0.1', port: cameras[1]!.port, user: 'admin', password }).setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '20' }], { store: true });
    await studio.call('baseline.save', { name: 'Hall', text: 'SECTION audio\nSPEAKERLEVEL=62\nENDSECTION audio\n', groups: ['Hall'] });
    const before = changes(studio).length;
    const { run } = await studio.call('baseline.check', { baseline: 'Hall', operationId: 'check-1' });
    await studio.call('baseline.planFix', { runId: run.runId });
    expect(changes(studio)).toHaveLength(before);
    const report = await studio.call('baseline.fix', { runId: run.runId, operationId: 'fix-1' });
    expect(report.results.map(({ cameraId, status }) => `${cameraId}:${status}`)).toEqual([`${second}:verified`]);
    await expect.poll(() => changes(studio).slice(before)).toContainEqual({ cameraId: second, operation: 'baseline.fix', operationId: 'fix-1' });
    expect(changes(studio).slice(before).every((change) => change.cameraId === second && change.operation === 'baseline.fix')).toBe(true);

    await studio.call('fleet.apply', { cameras: ids.map((cameraId) => ({ cameraId })), edits: [{ section: 'audio', name: 'MICRO', value: '0' }], operationId: 'fleet-1' });
    await expect.poll(() => changes(studio).filter((change) => change.operationId === 'fleet-1').map((change) => change.cameraId)).toEqual(expect.arrayContaining([first, second]));
    expect(changes(studio).filter((change) => change.operationId === 'fleet-1').every((change) => change.operation === 'fleet.apply')).toBe(true);

    const { snapshots } = await studio.call('history.list', { cameraId: first });
    const oldest = snapshots.at(-1)!;
    await studio.call('history.restore', { cameraId: first, snapshotId: oldest.id, operationId: 'restore-1' });
    await expect.poll(() => changes(studio).at(-1)).toEqual({ cameraId: first, operation: 'history.restore', operationId: 'restore-1' });
  });

  it('tells nothing of a write the camera did not answer', async () => {
    const { studio, ids } = await studioWithCameras(1);
    await cameras[0]!.stop();
    await expect(studio.call('config.apply', { cameraId: ids[0]!, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '61' }] })).rejects.toThrow();
    // A later marker: the camera renamed after the failure; its event arrives, and no change was told before it.
    await studio.call('cameras.update', { cameraId: ids[0]!, label: 'Marker' });
    await expect.poll(() => studio.events.some((event) => event.event === 'camera.state' && event.payload.camera.label === 'Marker')).toBe(true);
    expect(changes(studio)).toEqual([]);
  });
});
