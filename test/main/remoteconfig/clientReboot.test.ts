// Reboots against the simulated camera: unstored changes are lost, stored ones kept; the
// client waits through the reboot (going down, waiting, back) and verifies stored values.
// test latency: opt out: "never goes down" needs a camera that answers within the client's 0.4 s reboot-wait time-out
import { localize } from '../../../src/shared/i18n/text';
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { AuthError, OperationCancelledError, RebootWaitError, VerifyFailedError } from '../../../src/main/remoteconfig/errors';
import { waitForReboot, type Probe, type RebootProgress } from '../../../src/main/remoteconfig/rebootWaiter';
import { SimulatedCamera } from '../../../src/main/simulator/camera';
import { clientFor, startCamera, stopAll } from './cameraFixture';

afterEach(stopAll);

const fastWait = { timeoutMs: 10_000, pollIntervalMs: 50 };
/** How early a timer may fire by Date.now (whole milliseconds, the event loop's cached clock). */
const timerRoundingMs = 2;

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
    // The camera is held off the network from the first probe until the waiter says it waits: a
    // late answer to the reboot (a busy machine) cannot let the first probe find it back already.
    const onProgress = (step: RebootProgress): void => {
      progress.push(step);
      if (step.phase === 'going-down') camera.setFaults({ refuseConnections: true });
      if (step.phase === 'waiting') camera.setFaults({ refuseConnections: false });
    };
    const requestedAt = Date.now();
    await client.rebootAndWait({ ...fastWait, onProgress });
    const waitedMs = Date.now() - requestedAt;
    const phases = progress.map((step) => step.phase);
    expect(phases[0]).toBe('going-down');
    expect(phases).toContain('waiting');
    expect(phases.at(-1)).toBe('back');
    const elapsed = progress.map((step) => step.elapsedMs);
    expect(elapsed).toEqual([...elapsed].sort((a, b) => a - b));
    // One pause (50 ms) lies between the first 'waiting' and 'back'; the wait began after the request.
    const firstWaiting = progress.find((step) => step.phase === 'waiting')!;
    expect(elapsed.at(-1)!).toBeGreaterThanOrEqual(firstWaiting.elapsedMs + fastWait.pollIntervalMs - timerRoundingMs);
    expect(elapsed.at(-1)!).toBeLessThanOrEqual(waitedMs);
    expect(waitedMs).toBeGreaterThanOrEqual(500 - timerRoundingMs); // rebootSeconds, counted from before the request
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
      throw new OperationCancelledError(camera, { ran: [], failed: [], unknown: [] }, localize('remoteConfig.cancelled.beforeSending'));
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
      // A long poll interval gives every probe the client's own time-out (a probe near the deadline
      // would otherwise get 0.2 s, and a slow answer on a busy machine would read as "went down").
      const error = await clientFor(camera).waitUntilRebooted({ timeoutMs: 400, pollIntervalMs: 5_000 }).catch((caught: unknown) => caught);
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
