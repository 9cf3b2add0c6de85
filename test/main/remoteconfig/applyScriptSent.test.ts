// What the editor shows as the command script is what the client sends: setParams posts the
// body applyScript builds, byte for byte (Latin-1).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { applyScript } from '../../../src/shared/remoteconfig/applyScript';

const bodies: string[] = [];
let close: (() => Promise<void>) | null = null;

afterEach(async () => {
  await close?.();
  close = null;
  bodies.length = 0;
});

async function recordingServer(): Promise<number> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('latin1'));
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('not a camera\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return (server.address() as AddressInfo).port;
}

describe('setParams sends applyScript', () => {
  it.each([
    [{}],
    [{ update: true }],
    [{ store: true }],
    [{ store: true, update: true, reboot: true }],
  ])('with %o', async (steps) => {
    const port = await recordingServer();
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password: 'secret', timeoutMs: 2000 });
    const changes = [
      { section: 'audio', name: 'MICRO', value: '1' },
      { section: 'general', name: 'LOCATION', value: 'Außenwand' },
    ];
    await expect(client.setParams(changes, steps)).rejects.toThrow();
    expect(bodies).toEqual([applyScript(changes, steps)]);
  });
});
