// Simulated cameras on 127.0.0.1 for the client and CLI tests, stopped after each test.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimulatedCamera} from '../../../src/main/simulator/camera';
import { type SimulatedCameraOptions } from '../../../src/main/simulator/camera';
import { RemoteConfigClient, type RemoteConfigClientOptions } from '../../../src/main/remoteconfig/remoteConfigClient';
import { newSimulatedCamera } from '../../support/simulatedCameras';

export const tlsKeyPair = {
  key: readFileSync(new URL('../../fixtures/tls/test-key.pem', import.meta.url)),
  cert: readFileSync(new URL('../../fixtures/tls/test-cert.pem', import.meta.url)),
};

const started: Array<{ stop: () => Promise<void> }> = [];

export async function startCamera(options: SimulatedCameraOptions = {}): Promise<SimulatedCamera> {
  const camera = newSimulatedCamera({ rebootSeconds: 0.3, ...options });
  await camera.start(0);
  started.push(camera);
  return camera;
}

export function clientFor(camera: SimulatedCamera, options: Partial<RemoteConfigClientOptions> = {}): RemoteConfigClient {
  return new RemoteConfigClient({ host: '127.0.0.1', port: camera.port, user: 'admin', password: 'meinsm', timeoutMs: 5_000, ...options });
}

/** A web server that is not a camera: answers every request with an HTML page. */
export async function startHtmlServer(): Promise<number> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!DOCTYPE html>\n<html><body><h1>Router login</h1></body></html>\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  started.push({ stop: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return (server.address() as AddressInfo).port;
}

/** A port on 127.0.0.1 that nothing listens on (bound, then closed). */
export async function stopAll(): Promise<void> {
  const toStop = started.splice(0);
  await Promise.all(toStop.map((item) => item.stop()));
}
