// fleet.readGrid, fleet.plan and fleet.apply through the studio's services: the grid reads every camera (one offline camera
// says why and stops none), the dry run refuses a bad placeholder before anything is sent, a
// per-camera template gives each camera its own value, and operations.cancel stops a run with
// the cameras not yet started reported "not reached". Through the dispatcher as a page calls it:
// changes to two sections are read back, and a value that holds a line break is refused before
// anything is sent (it would become a command of its own).
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { studioItself, type StudioServices } from '../../../../src/main/services/studioServices';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { createTestStudioServices, startSimulatedCameraFleet } from '../../../support/simulatedCameras';

const password = 'fleet-services-pass';
let cameras: SimulatedCamera[] = [];
const cameraLog: string[] = [];
let services: StudioServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
  await stopCameraFleet(cameras);
  cameras = [];
});

async function studioWith(count: number): Promise<{ services: StudioServices; ids: string[] }> {
  cameras = await startSimulatedCameraFleet({ count, password, rebootSeconds: 0.2, log: (line) => cameraLog.push(line) });
  services = await createTestStudioServices({ demo: false, mode: 'web', cameras: cameras.map((camera, index) => ({ host: '127.0.0.1', port: camera.port, user: 'admin', password, label: `Camera ${index + 1}` })) });
  const { cameras: listed } = await services.handlers['cameras.list']({}, studioItself);
  return { services, ids: listed.map((camera) => camera.id) };
}

describe('fleetApply handlers', () => {
  it('reads a grid across cameras; an offline camera names its problem and the others are read', async () => {
    const { services, ids } = await studioWith(3);
    await cameras[1]!.stop();
    const { cameras: grid } = await services.handlers['fleet.readGrid']({ cameraIds: ids, sections: ['audio'] }, studioItself);
    expect(grid.map((camera) => camera.sections?.[0]?.params.find((param) => param.name === 'SPEAKERLEVEL')?.value ?? null)).toEqual(['50', null, '50']);
    expect(grid[1]!.error).toMatch(/could not be reached|refused|connect/i);
  });

  it('refuses an unknown placeholder in the dry run and in the run, sending nothing', async () => {
    const { services, ids } = await studioWith(2);
    const input = { cameras: ids.map((cameraId) => ({ cameraId })), edits: [{ section: 'sip', name: 'DISPLAY_NAME', value: '{LABEL}' }], store: true };
    await expect(services.handlers['fleet.plan'](input, studioItself)).rejects.toThrow("the value of sip/DISPLAY_NAME: unknown placeholder {LABEL} (the cameras' variables are NAME, HOST, PORT)");
    await expect(services.handlers['fleet.apply']({ ...input, operationId: 'refused' }, studioItself)).rejects.toThrow('nothing was sent');
    expect(cameras.map((camera) => getParam(camera.running, 'sip', 'DISPLAY_NAME'))).toEqual(['Eingang Süd', 'Hof Nord']);
  });

  it("fills a placeholder from each camera's own variables (camera lists), the caller's overriding them", async () => {
    const { services, ids } = await studioWith(2);
    await services.handlers['cameras.update']({ cameraId: ids[0]!, variables: { ROOM: 'Hall A' } }, studioItself);
    await services.handlers['cameras.update']({ cameraId: ids[1]!, variables: { ROOM: 'Hall B' } }, studioItself);
    const edits = [{ section: 'sip', name: 'DISPLAY_NAME', value: '{ROOM}' }];
    const { scripts } = await services.handlers['fleet.plan']({ cameras: ids.map((cameraId) => ({ cameraId })), edits }, studioItself);
    expect(scripts.map((script) => /sip\/DISPLAY_NAME=(.*)/.exec(script.script)?.[1])).toEqual(['Hall A', 'Hall B']);
    const overridden = await services.handlers['fleet.plan']({ cameras: [{ cameraId: ids[0]!, variables: { ROOM: 'Lobby' } }], edits }, studioItself);
    expect(overridden.scripts[0]!.script).toContain('sip/DISPLAY_NAME=Lobby\n');
  });

  it('gives each camera its own value from a template and reports progress per camera', async () => {
    const { services, ids } = await studioWith(3);
    const steps: string[] = [];
    const states: string[] = [];
    services.onEvent((event) => {
      if (event.event === 'fleet.applyProgress') steps.push(`${event.payload.label}:${event.payload.step}`);
      if (event.event === 'camera.state' && event.payload.camera.label === 'Camera 2') states.push(event.payload.camera.state);
    });
    const input = { cameras: ids.map((cameraId) => ({ cameraId, variables: { ROOM: `R${cameraId.length}` } })), edits: [{ section: 'sip', name: 'DISPLAY_NAME', value: '{NAME} {ROOM}' }], store: true, reboot: true };
    const { scripts } = await services.handlers['fleet.plan'](input, studioItself);
    expect(scripts[0]!.script).toContain(`sip/DISPLAY_NAME=Camera 1 R${ids[0]!.length}\nview section sip\nstore\nreboot\nquit\n`);
    const report = await services.handlers['fleet.apply']({ ...input, operationId: 'names' }, studioItself);
    expect(report.results.map((result) => result.status)).toEqual(['verified', 'verified', 'verified']);
    expect(cameras.map((camera) => getParam(camera.flash, 'sip', 'DISPLAY_NAME'))).toEqual(ids.map((id, index) => `Camera ${index + 1} R${id.length}`));
    expect(steps).toEqual(expect.arrayContaining(['Camera 2:write', 'Camera 2:reboot', 'Camera 2:verify', 'Camera 2:done']));
    expect(states.slice(-2)).toEqual(['rebooting', 'online']);
  }, 30_000);

  it('operations.cancel stops the run: the camera under way fails as cancelled, the rest are not reached', async () => {
    const { services, ids } = await studioWith(4);
    cameras[0]!.setFaults({ latencyMs: 5000 });
    const steps: string[] = [];
    services.onEvent((event) => {
      if (event.event === 'fleet.applyProgress') steps.push(`${event.payload.label}:${event.payload.step}`);
    });
    const run = services.handlers['fleet.apply'](
      { cameras: ids.map((cameraId) => ({ cameraId })), edits: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '7' }], store: true, operationId: 'slow', parallel: 1 },
      studioItself,
    );
    await expect.poll(() => steps).toContain('Camera 1:write'); // the slow camera's script is under way
    await expect(services.handlers['operations.cancel']({ operationId: 'slow' }, studioItself)).resolves.toEqual({ cancelled: true });
    const report = await run;
    expect(report.results.map((result) => result.status)).toEqual(['failed', 'notReached', 'notReached', 'notReached']);
    expect(report.results[0]).toMatchObject({ step: 'write', kind: 'cancelled' });
    expect(cameras.slice(1).map((camera) => getParam(camera.running, 'audio', 'SPEAKERLEVEL'))).toEqual(['50', '50', '50']);
  });
});

describe('fleet apply values', () => {
  it('applies changes to two sections in one run and reads both back', async () => {
    const { services, ids } = await studioWith(2);
    const dispatcher = new ApiDispatcher(services);
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
    const { services, ids } = await studioWith(1);
    const dispatcher = new ApiDispatcher(services);
    const logBefore = cameraLog.length;
    const input = { cameras: [{ cameraId: ids[0]! }], edits: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '40\nreboot' }], store: true };
    await expect(dispatcher.handle('fleet.plan', input)).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining('contains a line break') });
    await expect(dispatcher.handle('fleet.apply', { ...input, operationId: 'injected' })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(cameraLog.slice(logBefore)).toEqual([]);
    expect(getParam(cameras[0]!.running, 'audio', 'SPEAKERLEVEL')).toBe('50');
  });

  it('refuses reboot without store in the dry run and the run, naming the edits; the camera gets no request', async () => {
    const { services, ids } = await studioWith(1);
    const dispatcher = new ApiDispatcher(services);
    const logBefore = cameraLog.length;
    const input = { cameras: [{ cameraId: ids[0]! }], edits: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '40' }], reboot: true };
    const lost = "the reboot step without store would lose what 'write params' (the edits) changed";
    await expect(dispatcher.handle('fleet.plan', input)).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining(lost) });
    await expect(dispatcher.handle('fleet.apply', { ...input, operationId: 'lost-in-reboot' })).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining(lost) });
    expect(cameraLog.slice(logBefore)).toEqual([]);
    expect(cameras[0]!.isRebooting()).toBe(false);
  });
});
