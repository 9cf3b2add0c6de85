// A small "subnet" on loopback for the scan tests: Linux routes all of 127.0.0.0/8 to lo, so
// each host of the site listens on its own 127.0.19.N, all at ONE port as on a real subnet.
// The port is the kernel's choice for the first host; the others bind it on their own address
// (another is asked for when one of them is taken meanwhile).
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { SimulatedCamera } from '../../../src/main/simulator/camera';
import { newSimulatedCamera, testLatencyMs } from '../../support/simulatedCameras';

export const siteHosts = {
  /** A camera on the technician's credentials (tech / siteSecret). */
  userCamera: '127.0.19.2',
  /** A camera still on the factory credentials. */
  factoryCamera: '127.0.19.3',
  /** A web server that answers every request with a page: not a camera. */
  webServer: '127.0.19.4',
  /** Accepts connections and never answers. */
  silent: '127.0.19.5',
  /** Nothing listens here. */
  nothing: '127.0.19.6',
  /** A camera on credentials the scan does not know. */
  lockedCamera: '127.0.19.7',
} as const;

export const siteRange = '127.0.19.2-127.0.19.7';
export const siteCredentials = { user: 'tech', password: 'siteSecret' };
export const siteFirmware = { user: 'MX-V5.2.6.1-site', factory: 'MX-V4.7.2.9-factory' };
/**
 * The names the cameras report (general/CAMERA_NAME): the user camera's is taken as its label;
 * the factory camera's holds a terminal control (CSI, which Latin-1 carries where a direction
 * mark cannot travel), so that camera is added under its address.
 */
export const siteNames = { user: 'Eingang Süd', factory: 'Tor Ost\u009b2J' };
/** A timeout every simulated camera answers within, whatever the run's test latency. */
export const siteTimeoutMs = 2000 + 3 * testLatencyMs();

export interface LoopbackSite {
  port: number;
  stop(): Promise<void>;
}

export async function startLoopbackSite(): Promise<LoopbackSite> {
  for (let attempt = 1; ; attempt++) {
    const stops: Array<() => Promise<void>> = [];
    const stopAll = async (): Promise<void> => {
      await Promise.all(stops.splice(0).map((stop) => stop()));
    };
    try {
      const first = newSimulatedCamera({ host: siteHosts.userCamera, ...siteCredentials, firmware: siteFirmware.user, identity: { name: siteNames.user } });
      const { port } = await first.start(0);
      stops.push(() => first.stop());
      stops.push(await startCamera(newSimulatedCamera({ host: siteHosts.factoryCamera, firmware: siteFirmware.factory, identity: { name: siteNames.factory } }), port));
      stops.push(await startCamera(newSimulatedCamera({ host: siteHosts.lockedCamera, user: 'other', password: 'unknown-to-the-scan' }), port));
      stops.push(await startWebServer(siteHosts.webServer, port));
      stops.push(await startSilentServer(siteHosts.silent, port));
      return { port, stop: stopAll };
    } catch (error) {
      await stopAll();
      if (attempt >= 5 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
}

async function startCamera(camera: SimulatedCamera, port: number): Promise<() => Promise<void>> {
  await camera.start(port);
  return () => camera.stop();
}

async function startWebServer(host: string, port: number): Promise<() => Promise<void>> {
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>router login</body></html>\n'));
  });
  await listen(server, host, port);
  return () => closeServer(server);
}

async function startSilentServer(host: string, port: number): Promise<() => Promise<void>> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, host, port);
  return async () => {
    for (const socket of sockets) socket.destroy();
    await closeServer(server);
  };
}

function listen(server: Server | HttpServer, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server | HttpServer): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
