// Reboots against the simulated camera: unstored changes are lost, stored ones kept; the
// client waits through the reboot (going down, waiting, back) and verifies stored values.
// test latency: opt out: "never goes down" needs a camera that answers within the client's 0.4 s reboot-wait time-out
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { AuthError, OperationCancelledError, RebootWaitError, VerifyFailedError } from '../../../src/main/remoteconfig/errors';
import { waitForReboot, type Probe, type RebootProgress } from '../../../src/main/remoteconfig/rebootWaiter';
import { SimulatedCamera } from '../../../src/main/simulator/camera';
import { clientFor, startCamera, stopAll } from './cameraFixture';

afterEach(stopAll);

const fastWait = { timeoutMs: 10_000, pollIntervalMs: 50 };

describe('reboot', () => {
  it('loses unstored changes and keeps stored ones', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '66' }], { store: true });
    await client.setParams([{ section: 'audio', name: 'MICRO', value: '0' }]);
    await client.reboot();
    expect(camera.isRebooting()).toBe(true);
    await camera.whenUp();
    const after = await client.getParams([
      { section: 'audio', name: 'SPEAKERLEVEL' },
      { section: 'audio', name: 'MICRO' },
    ]);
    expect(after.map((reading) => reading.value)).toEqual(['66', '1']);
  });

  it('rebootAndWait reports going down, waiting and back, then verifyStored passes', async () => {
    const camera = await startCamera({ rebootSeconds: 0.5 });
    const client = clientFor(camera);
    const written = [{ section: 'network', name: 'HOSTNAME', value: 'cam-hof-süd' }];
    await client.setParams(written, { store: true });
    const progress: RebootProgress[] = [];
    await client.rebootAndWait({ ...fastWait, onProgress: (step) => progress.push(step) });
    const phases = progress.map((step) => step.phase);
    expect(phases[0]).toBe('going-down');
    expect(phases).toContain('waiting');
    expect(phases.at(-1)).toBe('back');
    expect(progress.at(-1)!.elapsedMs).toBeGreaterThanOrEqual(400);
    expect(camera.isRebooting()).toBe(false);
    await expect(client.verifyStored(written)).resolves.toBeUndefined();
    expect(await client.rebootNeeded()).toEqual([]);
  });

  it('setParams with reboot, then waitUntilRebooted and a verify that finds an unstored value gone', async () => {
    const camera = await startCamera();
    const client = clientFor(camera);
    await client.setParams([{ section: 'audio', name: 'SPEAKER', value: '0' }]);
    await client.setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '30' }], { store: true, update: true, reboot: true });
    await client.waitUntilRebooted(fastWait);
    await client.verifyStored([{ section: 'audio', name: 'SPEAKERLEVEL', value: '30' }]);
    const error = await client.verifyStored([{ section: 'audio', name: 'SPEAKERLEVEL', value: '30' }, { section: 'audio', name: 'GONE', value: 'x' }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VerifyFailedError);
    expect((error as VerifyFailedError).mismatches).toEqual([{ section: 'audio', name: 'GONE', expected: 'x', actual: undefined }]);
    expect((error as Error).message).toMatch(/did not keep 1 stored value\(s\):\n {2}audio\/GONE: expected 'x', missing/);
  });

  it('a wait cancelled while a probe is under way is reported as the wait cancelled, not by the stage the probe had reached', async () => {
    const camera = { host: '127.0.0.1', port: 8080 };
    const controller = new AbortController();
    const cancelledProbe: Probe = async () => {
      controller.abort();
      throw new OperationCancelledError(camera, { ran: [], failed: [], unknown: [] }, 'before the request was sent');
    };
    const error = await waitForReboot(camera, cancelledProbe, 1_000, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OperationCancelledError);
    expect((error as OperationCancelledError).during).toBe('while waiting for the camera to come back after the reboot');
  });

  it('gives up with RebootWaitError when the camera does not come back in time', async () => {
    const camera = await startCamera({ rebootSeconds: 8 });
    const client = clientFor(camera);
    await client.reboot();
    // Back after 8 s: a wait that ignored its 0.6 s would end in success, not in this error.
    const error = await client.waitUntilRebooted({ timeoutMs: 600, pollIntervalMs: 100 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RebootWaitError);
    expect((error as Error).message).toMatch(new RegExp(`camera 127\\.0\\.0\\.1:${camera.port} did not come back within 0\\.6 s after the reboot \\(last: connection refused`));
  });

  it('gives up when the camera never goes down (the reboot did not happen)', async () => {
    const camera = new SimulatedCamera(); // no test latency: its probes must answer within the client's time-out
    await camera.start(0);
    try {
      const error = await clientFor(camera).waitUntilRebooted({ timeoutMs: 400, pollIntervalMs: 50 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RebootWaitError);
      expect((error as Error).message).toMatch(/still answered 0\.4 s after the reboot command: it did not reboot/);
    } finally {
      await camera.stop();
    }
  });

  it('stops waiting at once when the camera refuses the credentials', async () => {
    const camera = await startCamera({ password: 'x' });
    const error = await clientFor(camera, { password: 'y' }).waitUntilRebooted(fastWait).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
  });
});
