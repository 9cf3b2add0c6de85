// Long operations through the dispatcher, as both transports drive them: operations.cancel
// and a caller that goes away stop a reboot wait at once, and the failure (code cancelled)
// names the commands that had run; nothing is reported as done.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import type { SimulatedCamera } from '../../../../src/main/simulator/camera';
import type { WireEvent } from '../../../../src/shared/api/wire';
import { createTestStudioServices, newSimulatedCamera } from '../../../support/simulatedCameras';

let camera: SimulatedCamera | undefined;
let services: StudioServices;
let dispatcher: ApiDispatcher;
let cameraId: string;
const events: WireEvent[] = [];

beforeAll(async () => {
  services = await createTestStudioServices({ demo: false, mode: 'web', rebootTiming: { pollIntervalMs: 100, timeoutMs: 120_000 } });
  dispatcher = new ApiDispatcher(services);
  dispatcher.connect((batch) => events.push(...batch.events));
});

// Each test its own camera: a cancelled wait leaves it rebooting for a minute.
beforeEach(async () => {
  camera = newSimulatedCamera({ rebootSeconds: 60 });
  await camera.start(0);
  ({ cameraId } = (await dispatcher.handle('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password: 'meinsm' })) as { cameraId: string });
});

afterEach(async () => {
  await dispatcher.handle('cameras.remove', { cameraId });
  await camera?.stop();
});

afterAll(async () => {
  await services?.close();
});

function progressEventsOf(operationId: string): Array<{ step: string; message: string }> {
  return events.filter((event) => event.event === 'operation.progress' && (event.payload as { operationId: string }).operationId === operationId).map((event) => event.payload as { step: string; message: string });
}

function progressOf(operationId: string): string[] {
  return progressEventsOf(operationId).map((progress) => progress.step);
}

async function waitForStep(operationId: string, step: string): Promise<void> {
  await expect.poll(() => progressOf(operationId)).toContain(step);
}

/**
 * The camera answered the reboot command (the wait for it to go down, or already to come back,
 * began): `reboot` is known to have run. Steps of one operation merge on the way (docs/api.md
 * "Batching"), so the first of those may be replaced by the next before it is sent.
 */
async function waitForConfirmedReboot(operationId: string): Promise<void> {
  await expect.poll(() => progressEventsOf(operationId).some((progress) => /waiting for the camera to (go down|come back)/.test(progress.message))).toBe(true);
}

describe('cancelling long operations', () => {
  it('operations.cancel stops a reboot wait of config.apply and names what had run', async () => {
    const operationId = 'apply-then-cancel';
    const applying = dispatcher.call('config.apply', { cameraId, operationId, changes: [{ section: 'audio', name: 'MICRO', value: '0' }], store: true, update: true, reboot: true });
    await waitForConfirmedReboot(operationId);
    expect(await dispatcher.handle('operations.cancel', { operationId })).toEqual({ cancelled: true });
    const result = await applying;
    // The camera stays away 60 s: still away now, so the cancel ended the wait, not its return.
    expect(camera!.isRebooting()).toBe(true);
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const message = (result as { error: { message: string } }).error.message;
    expect(message).toContain('cancelled while waiting for the camera to come back after the reboot; nothing was read back');
    expect(message).toContain('the camera confirmed (#exec): write params; view section audio; store; update; reboot');
    expect(progressOf(operationId)).not.toContain('done');
    expect(progressOf(operationId)).not.toContain('verify');
    const { cameras } = (await dispatcher.handle('cameras.list', {})) as { cameras: Array<{ id: string; state: string }> };
    expect(cameras.find((entry) => entry.id === cameraId)?.state).not.toBe('online');
    expect(await dispatcher.handle('operations.cancel', { operationId })).toEqual({ cancelled: false });
  });

  it('a caller that goes away cancels the operations it started', async () => {
    const operationId = 'reboot-of-a-closed-window';
    const window = new AbortController();
    const rebooting = dispatcher.call('config.reboot', { cameraId, operationId }, window.signal);
    await waitForConfirmedReboot(operationId);
    window.abort();
    const result = await rebooting;
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled', message: expect.stringContaining('the camera confirmed (#exec): reboot') } });
  });

  it('refuses a second operation with the id of one under way', async () => {
    const operationId = 'twice';
    const window = new AbortController();
    const first = dispatcher.call('config.reboot', { cameraId, operationId }, window.signal);
    await waitForStep(operationId, 'reboot');
    const second = await dispatcher.call('config.reboot', { cameraId, operationId });
    expect(second).toMatchObject({ ok: false, error: { code: 'invalid_request', message: expect.stringContaining('already under way') } });
    window.abort();
    await first;
  });
});
