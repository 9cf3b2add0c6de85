// Cancelling the client's work through an AbortSignal: a request not yet sent sends nothing, a
// request in flight is closed and reported with what is known to have run, and a reboot wait
// stops at once. A cancelled operation is never reported as done.
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { OperationCancelledError } from '../../../src/main/remoteconfig/errors';
import type { RebootProgress } from '../../../src/main/remoteconfig/rebootWaiter';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { endlessAnswerLead } from '../../../src/main/simulator/camera/http/faultyAnswer';
import { responseHead, textContentType } from '../../../src/main/simulator/camera/http/httpResponse';
import { clientFor, startCamera, stopAll } from './cameraFixture';
import { newSimulatedCamera } from '../../support/simulatedCameras';

const fakeCameras: Array<() => Promise<void>> = [];
afterEach(async () => {
  await stopAll();
  await Promise.all(fakeCameras.splice(0).map((stop) => stop()));
});

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
    const camera = await startFakeCamera({ answer: false });
    const controller = new AbortController();
    const cancelled = cancelledError(camera.client({ timeoutMs: 10_000 }).setParams(micro, { store: true, signal: controller.signal }));
    await camera.requestReceived;
    controller.abort();
    // Not a time-out (10 s): the camera never answers, so only the cancel ended the request.
    const error = await cancelled;
    expect(error.report.ran).toEqual([]);
    expect(error.report.unknown).toEqual(['write params', 'view section audio', 'store']);
    expect(error.message).toContain('cancelled after the request was sent, before the camera answered');
    expect(error.message).toContain('not confirmed, so it may have run: write params; view section audio; store');
  });

  it('stops waiting for a rebooting camera at once', async () => {
    const camera = await startCamera({ rebootSeconds: 30 });
    const client = clientFor(camera);
    await client.reboot();
    const controller = new AbortController();
    // Cancelled while it sleeps between probes: with a minute between them (past the test's
    // time-out), only a cancel that ends the sleep at once lets the test finish.
    const cancelWhileSleeping = (progress: RebootProgress) => {
      if (progress.phase === 'waiting') queueMicrotask(() => controller.abort());
    };
    const error = await cancelledError(client.waitUntilRebooted({ timeoutMs: 120_000, pollIntervalMs: 60_000, signal: controller.signal, onProgress: cancelWhileSleeping }));
    expect(error.during).toBe('while waiting for the camera to come back after the reboot');
    expect(camera.isRebooting()).toBe(true);
  });
});

describe('cancelling while the camera answers', () => {
  it('reports the commands confirmed so far as run and the rest as unknown', async () => {
    const camera = await startFakeCamera({ answer: true });
    const controller = new AbortController();
    const cancelled = cancelledError(camera.client({ timeoutMs: 10_000, maxAnswerBytes: 512 * 1024 ** 2 }).runScript('view section audio\nstore\n', { signal: controller.signal }));
    await camera.answerBeingRead;
    controller.abort();
    const error = await cancelled;
    expect(error.during).toBe('while the camera was answering');
    expect(error.report.ran).toEqual(['view section audio']);
    expect(error.report.unknown).toEqual(['store']);
  });
});

/**
 * More than the kernel buffers on a loopback connection whose reader has read nothing: the
 * sender's buffer at most, and the receiver's first one (it grows only as the reader reads).
 */
function moreThanKernelBuffers(): number {
  try {
    const field = (name: string, index: number) => Number(readFileSync(`/proc/sys/net/ipv4/${name}`, 'utf8').trim().split(/\s+/)[index]);
    return 2 * (field('tcp_wmem', 2) + field('tcp_rmem', 1));
  } catch {
    return 64 * 1024 ** 2;
  }
}

/**
 * A camera on 127.0.0.1 that holds its answer back on purpose, so a test can cancel at a known
 * moment: `requestReceived` once the whole request is in; with `answer`, it then answers like a
 * simulated camera with the endless-answer fault (the lines up to the last command's start,
 * then filler without end), and `answerBeingRead` resolves once the kernel took more filler than
 * it can buffer: the client has read the first lines.
 */
async function startFakeCamera({ answer }: { answer: boolean }) {
  let requestReceived: () => void = () => undefined;
  let answerBeingRead: () => void = () => undefined;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let request = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      request = Buffer.concat([request, chunk]);
      const body = completeBody(request);
      if (body === null) return;
      socket.removeAllListeners('data');
      requestReceived();
      if (!answer) return;
      const lines = endlessAnswerLead(newSimulatedCamera().runScript(body).lines);
      socket.write(Buffer.concat([responseHead(200, [['Content-Type', textContentType]]), Buffer.from(lines.map((line) => `${line}\n`).join(''), 'latin1')]));
      socket.write(Buffer.from('FILLER=0123456789abcdef\n'.repeat(Math.ceil(moreThanKernelBuffers() / 24)), 'latin1'), () => answerBeingRead());
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fakeCameras.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    requestReceived: new Promise<void>((resolve) => (requestReceived = resolve)),
    answerBeingRead: new Promise<void>((resolve) => (answerBeingRead = resolve)),
    client: (options: { timeoutMs: number; maxAnswerBytes?: number }) => new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'meinsm', ...options }),
  };
}

/** The request's body once all of it (its Content-Length) is in; null before. */
function completeBody(request: Buffer): string | null {
  const headEnd = request.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const length = Number(/^content-length: *(\d+)$/im.exec(request.subarray(0, headEnd).toString('latin1'))?.[1] ?? 0);
  const body = request.subarray(headEnd + 4);
  return body.length < length ? null : body.toString('latin1');
}
