// An HTTPS host that presents another certificate on every connection, as something in between
// (or a misbehaving balancer) would: each connection gets the other of two test key pairs. It
// asks for credentials (HTTP 401) whatever it is sent, so a probe connects to it twice.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tlsKeyPair } from '../remoteconfig/cameraFixture';

const otherKeyPair = {
  key: readFileSync(new URL('../../fixtures/tls/other-key.pem', import.meta.url)),
  cert: readFileSync(new URL('../../fixtures/tls/other-cert.pem', import.meta.url)),
};

export interface ChangingCertificateHost {
  port: number;
  /** TCP connections it accepted. */
  connections(): number;
  stop(): Promise<void>;
}

export async function startChangingCertificateHost(host: string): Promise<ChangingCertificateHost> {
  const keyPairs = [tlsKeyPair, otherKeyPair];
  let connections = 0;
  let handshakes = 0;
  const server = createServer(keyPairs[0]!, (request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(401, { 'www-authenticate': 'Basic realm="camera"' }).end());
  });
  server.on('connection', () => connections++);
  server.on('secureConnection', () => {
    handshakes++;
    server.setSecureContext(keyPairs[handshakes % 2]!);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
