// What a fleet apply sends as parameter values, through the dispatcher as a page calls it:
// changes to two sections reach the camera and are read back, and a value that holds a line
// break is refused before anything is sent (it would become a command of its own).
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { studioItself, type StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { createTestStudioServices, startSimulatedCameraFleet } from '../../../support/simulatedCameras';

const password = 'fleet-values-pass';
let cameras: SimulatedCamera[] = [];
const cameraLog: string[] = [];
let services: StudioServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
  await stopCameraFleet(cameras);
  cameras = [];
});

async function dispatcherFor(count: number): Promise<{ dispatcher: ApiDispatcher; ids: string[] }> {
  cameras = await startSimulatedCameraFleet({ count, password, rebootSeconds: 0.2, log: (line) => cameraLog.push(line) });
  services = await createTestStudioServices({ demo: false, mode: 'web', cameras: cameras.map((camera) => ({ host: '127.0.0.1', port: camera.port, user: 'admin', password })) });
  const { cameras: listed } = await services.handlers['cameras.list']({}, studioItself);
  return { dispatcher: new ApiDispatcher(services), ids: listed.map((camera) => camera.id) };
}

describe('fleet apply values', () => {
  it('applies changes to two sections in one run and reads both back', async () => {
    const { dispatcher, ids } = await dispatcherFor(2);
    const edits = [
      { section: 'sip', name: 'NUMBER', value: '4{PORT}' },
      { section: 'audio', name: 'SPEAKERLEVEL', value: '61' },
    ];
    const report = (await dispatcher.handle('fleet.apply', { cameras: ids.map((cameraId) => ({ cameraId })), edits, store: true, operationId: 'two-sections' })) as { results: Array<{ status: string }> };
    expect(report.results.map((result) => result.status)).toEqual(['verified', 'verified']);
    expect(cameraLog.length).toBeGreaterThan(0); // the log this file watches sees every request
    for (const camera of cameras) {
      expect(getParam(camera.flash, 'sip', 'NUMBER')).toBe(`4${camera.port}`);
      expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('61');
    }
  });

  it('refuses a value with a line break in the dry run and the run; the camera gets no request', async () => {
    const { dispatcher, ids } = await dispatcherFor(1);
    const logBefore = cameraLog.length;
    const input = { cameras: [{ cameraId: ids[0]! }], edits: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '40\nreboot' }], store: true };
    await expect(dispatcher.handle('fleet.plan', input)).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining('contains a line break') });
    await expect(dispatcher.handle('fleet.apply', { ...input, operationId: 'injected' })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(cameraLog.slice(logBefore)).toEqual([]);
    expect(getParam(cameras[0]!.running, 'audio', 'SPEAKERLEVEL')).toBe('50');
  });
});
