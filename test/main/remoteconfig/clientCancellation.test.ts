// Cancelling the client's work through an AbortSignal: a request not yet sent sends nothing, a
// request in flight is closed and reported with what is known to have run, and a reboot wait
// stops at once. A cancelled operation is never reported as done.
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { OperationCancelledError } from '../../../src/main/remoteconfig/errors';
import { clientFor, startCamera, stopAll } from './cameraFixture';

afterEach(stopAll);

const micro = [{ section: 'audio', name: 'MICRO', value: '0' }];

async function cancelledError(work: Promise<unknown>): Promise<OperationCancelledError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OperationCancelledError);
  return error as OperationCancelledError;
}

describe('cancelling the remote configuration client', () => {
  it('sends nothing when the signal is already aborted', async () => {
    const camera = await startCamera();
    const controller = new AbortController();
    controller.abort();
    const error = await cancelledError(clientFor(camera).setParams(micro, { store: true, signal: controller.signal }));
    expect(error.kind).toBe('cancelled');
    expect(error.message).toMatch(/^cancelled before the request was sent \(camera 127\.0\.0\.1:\d+\): no command of this request reached the camera$/);
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
  });

  it('closes a request in flight and says its commands may or may not have run', async () => {
    const camera = await startCamera();
    camera.setFaults({ latencyMs: 5_000 });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 200);
    const error = await cancelledError(clientFor(camera, { timeoutMs: 10_000 }).setParams(micro, { store: true, signal: controller.signal }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.report.ran).toEqual([]);
    expect(error.report.unknown).toEqual(['write params', 'view section audio', 'store']);
    expect(error.message).toContain('cancelled after the request was sent, before the camera answered');
    expect(error.message).toContain('unknown whether run: write params; view section audio; store');
  });

  it('stops waiting for a rebooting camera at once', async () => {
    const camera = await startCamera({ rebootSeconds: 30 });
    const client = clientFor(camera);
    await client.reboot();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const error = await cancelledError(client.waitUntilRebooted({ timeoutMs: 60_000, pollIntervalMs: 2_000, signal: controller.signal }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error.during).toBe('while waiting for the camera to come back after the reboot');
    expect(camera.isRebooting()).toBe(true);
  });
});

describe('cancelling while the camera answers', () => {
  it('reports the commands confirmed so far as run and the rest as unknown', async () => {
    const camera = await startCamera();
    camera.setFaults({ endlessAnswer: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await cancelledError(clientFor(camera, { timeoutMs: 10_000, maxAnswerBytes: 512 * 1024 ** 2 }).runScript('view section audio\nstore\n', { signal: controller.signal }));
    expect(error.during).toBe('while the camera was answering');
    expect(error.report.ran).toEqual(['view section audio']);
    expect(error.report.unknown).toEqual(['store']);
  });
});
