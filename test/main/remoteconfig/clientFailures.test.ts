// How the client reports a camera that refuses, breaks off, is not a camera, is not there,
// or is too slow: each one a typed error whose message names the camera and what is known.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getParam } from '../../../src/shared/remoteconfig/configModel';
import { AuthError, CameraTimeoutError, CameraUnreachableError, CutOffError, NotACameraError, RemoteConfigError } from '../../../src/main/remoteconfig/errors';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { clientFor, startCamera, startHtmlServer, stopAll } from './cameraFixture';
import { closedTcpPort } from '../../support/reservedPort';

afterEach(stopAll);

async function failureOf(work: Promise<unknown>): Promise<RemoteConfigError> {
  const outcome = await work.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(RemoteConfigError);
  return outcome as RemoteConfigError;
}

describe('client failures', () => {
  it('wrong password: AuthError naming the camera and user, and nothing changes', async () => {
    const camera = await startCamera({ password: 'geheim' });
    const error = await failureOf(clientFor(camera, { password: 'wrong' }).setParams([{ section: 'audio', name: 'MICRO', value: '0' }]));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe(`camera 127.0.0.1:${camera.port} refused the credentials of user 'admin' (HTTP 401): check the user name and password`);
    expect(error.message).not.toContain('wrong');
    expect(getParam(camera.running, 'audio', 'MICRO')).toBe('1');
    await expect(clientFor(camera, { password: 'geheim' }).profile()).resolves.toBeNull();
  });

  it('cut-off answer: CutOffError lists what ran (#exec) and what is unknown', async () => {
    const camera = await startCamera({ faults: { cutOffAfterLines: 6 } });
    const client = clientFor(camera);
    const error = await failureOf(client.setParams([{ section: 'audio', name: 'MICRO', value: '0' }], { store: true, update: true }));
    expect(error).toBeInstanceOf(CutOffError);
    const { report } = error as CutOffError;
    // Lines: #read:helo:, #read:write params:, #read:audio/MICRO=0:, #exec cmd=write params,
    // #read:view section audio:, #exec cmd=view section audio (the read-back), then the cut.
    expect(report.ran).toEqual(['write params', 'view section audio']);
    expect(report.unknown).toEqual(['store', 'update']);
    expect(error.message).toMatch(/cut off before OK: the camera confirmed \(#exec\): write params; view section audio\. not confirmed, so it may have run: store; update/);
  });

  it('cut-off before any #exec: everything sent is unknown', async () => {
    const camera = await startCamera({ faults: { cutOffAfterLines: 2 } });
    const error = await failureOf(clientFor(camera).setParams([{ section: 'audio', name: 'MICRO', value: '0' }], { store: true }));
    expect(error).toBeInstanceOf(CutOffError);
    expect((error as CutOffError).report).toEqual({ ran: [], failed: [], unknown: ['write params', 'view section audio', 'store'] });
  });

  it('a web server that is not a camera: NotACameraError', async () => {
    const port = await startHtmlServer();
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'x', timeoutMs: 5_000 });
    const error = await failureOf(client.readSections());
    expect(error).toBeInstanceOf(NotACameraError);
    expect(error.message).toMatch(new RegExp(`^127\\.0\\.0\\.1:${port} answered, but not as a camera's remote configuration \\(a text/html answer starting '<!DOCTYPE html>'\\)`));
  });

  it('https to a plain http server: NotACameraError saying the port speaks plain HTTP', async () => {
    const port = await startHtmlServer();
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, https: true, user: 'admin', password: 'x', timeoutMs: 5_000 });
    const error = await failureOf(client.profile());
    expect(error).toBeInstanceOf(NotACameraError);
    expect(error.message).toBe(
      `127.0.0.1:${port} answered, but not as a camera's remote configuration (it answered the TLS handshake with something that is not TLS: this port speaks plain HTTP, not HTTPS; connect without HTTPS, or to the camera's HTTPS port): check the address and port`,
    );
  });

  // A web server that waits for the end of a request head never answers a ClientHello; the
  // silent peer makes that deterministic. The half-open handshake must not outlive the timeout.
  it('https to a peer that never answers the handshake: a timeout with the hint, and the connection closed', async () => {
    let closed = 0;
    const server = createServer((socket) => {
      socket.resume();
      socket.on('error', () => undefined);
      socket.on('close', () => closed++);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = new RemoteConfigClient({ host: '127.0.0.1', port, https: true, user: 'admin', password: 'x', timeoutMs: 300 });
      const error = await failureOf(client.profile());
      expect(error).toBeInstanceOf(CameraTimeoutError);
      expect(error.message).toBe(`camera 127.0.0.1:${port}: no TLS handshake within 0.3 s (is this an HTTPS port? A plain-HTTP port waits silently for a request: connect without HTTPS)`);
      await expect.poll(() => closed).toBe(1);
    } finally {
      server.close();
    }
  });

  it('nothing listening: CameraUnreachableError naming host and port', async () => {
    const port = await closedTcpPort();
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'x' });
    const error = await failureOf(client.profile());
    expect(error).toBeInstanceOf(CameraUnreachableError);
    expect(error.message).toBe(`cannot reach camera 127.0.0.1:${port}: connection refused (is the camera switched on, and is the port right?)`);
  });

  it('a camera that refuses connections: CameraUnreachableError, nothing sent', async () => {
    const camera = await startCamera({ faults: { refuseConnections: true } });
    const error = await failureOf(clientFor(camera).profile());
    expect(error).toBeInstanceOf(CameraUnreachableError);
    expect(error.message).toBe(`cannot reach camera 127.0.0.1:${camera.port}: connection refused (is the camera switched on, and is the port right?)`);
    camera.setFaults({ refuseConnections: false });
    await camera.whenUp();
    await expect(clientFor(camera).profile()).resolves.toBeNull();
  });

  it('a connection reset after the whole request was sent: CutOffError, unknown whether run (not "cannot reach")', async () => {
    let request = '';
    const server = createServer((socket) => {
      socket.on('data', (chunk: Buffer) => {
        request += chunk.toString('latin1');
        // The whole request has arrived (headers and the script): the camera could have run it.
        if (request.endsWith('quit\n')) socket.resetAndDestroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'x' });
      const error = await failureOf(client.setParams([{ section: 'audio', name: 'MICRO', value: '0' }], { store: true }));
      expect(error).toBeInstanceOf(CutOffError);
      expect(error.kind).toBe('cut_off');
      expect(error.message).toBe(
        `the answer of camera 127.0.0.1:${port} never came: the connection was reset after the request was sent, before any answer: the camera confirmed nothing (no #exec line). not confirmed, so it may have run: write params; view section audio; store. view the configuration before repeating anything`,
      );
      expect(request).toContain('write params\naudio/MICRO=0\n');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a slow camera: CameraTimeoutError naming host, port and the timeout', async () => {
    const camera = await startCamera({ faults: { latencyMs: 5_000 } });
    // It answers after 5 s: a client that ignored its 0.3 s would get the answer, not this error.
    const error = await failureOf(clientFor(camera, { timeoutMs: 300 }).profile());
    expect(error).toBeInstanceOf(CameraTimeoutError);
    expect(error.message).toBe(`camera 127.0.0.1:${camera.port}: no answer within 0.3 s`);
  });

  it('an answer that stalls halfway: CameraTimeoutError that still says what ran', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.once('data', () => socket.write('HTTP/1.0 200 OK\r\nContent-Type: text/plain; charset=ISO-8859-1\r\n\r\n#read:helo:\n#read:store:\n#exec cmd=store\n#store: configuration written to flash\n'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'x', longTimeoutMs: 400 });
      const error = await failureOf(client.runScript('store\nupdate\n'));
      expect(error).toBeInstanceOf(CameraTimeoutError);
      expect((error as CameraTimeoutError).partial).toEqual({ ran: ['store'], failed: [], unknown: ['update'] });
      expect(error.message).toBe(`camera 127.0.0.1:${port}: its answer stopped and did not end within 0.4 s: the camera confirmed (#exec): store. not confirmed, so it may have run: update. view the configuration before repeating anything`);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('restores use the long timeout: a camera slower than the short one still succeeds', async () => {
    const camera = await startCamera({ faults: { latencyMs: 500 } });
    const client = clientFor(camera, { timeoutMs: 200, longTimeoutMs: 20_000 }); // the long one: room for a busy machine beside the 0.5 s
    await expect(client.profile()).rejects.toBeInstanceOf(CameraTimeoutError);
    await expect(client.restore()).resolves.toMatchObject({ completed: true });
  });
});
