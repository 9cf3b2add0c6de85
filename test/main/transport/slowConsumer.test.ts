// A WebSocket client that stops reading (its TCP socket paused) is a consumer that fell behind:
// the server's send buffer fills, the connection counts as congested, the bounded queue drops
// the oldest bus messages, and once the client reads again it is told how many it missed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../../src/main/transport/webServer';
import type { WireServerMessage } from '../../../src/shared/api/wire';
import { busMessage, createStudioServicesDouble } from './studioServicesDouble';

const queueBound = 2000;
const chunk = 2000;
const maxMessages = 300_000;

let rendererDir: string;
let server: WebServer;
const services = createStudioServicesDouble();

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'camconfig-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>studio</title>');
  server = await startWebServer({ services, rendererDir, batching: { maxQueuedMessages: queueBound }, flowControl: { congestionBytes: 256 * 1024 } });
});
afterAll(async () => {
  await server?.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

describe('a WebSocket client that stops reading', () => {
  it('has its oldest bus messages dropped and counted, and learns the count when it reads again', async () => {
    const client = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { headers: { Cookie: server.sessionCookie, Origin: server.origin } });
    const values: number[] = [];
    let droppedTotal = 0;
    client.on('message', (data) => {
      const message = JSON.parse(String(data)) as WireServerMessage;
      if (!('events' in message)) return;
      for (const event of message.events) {
        if (event.event !== 'bus.messages') continue;
        values.push(...event.payload.messages.map((entry) => Number(entry.value)));
        droppedTotal = event.payload.droppedTotal;
      }
    });
    await new Promise((resolve) => client.once('open', resolve));
    await expect.poll(() => services.listenerCount()).toBe(1);
    const tcp = (client as unknown as { _socket: Socket })._socket;
    tcp.pause();

    // Far more than the kernel buffers (about 6 MB, some 35 000 messages, here) plus the queue
    // can hold, in chunks so the server's socket writes run between them.
    let sent = 0;
    while (sent < maxMessages) {
      for (let index = 0; index < chunk; index++) services.emit(busMessage(sent++));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    tcp.resume();
    await expect.poll(() => values.length + droppedTotal, { timeout: 20_000 }).toBe(sent);
    client.terminate();

    expect(droppedTotal).toBeGreaterThan(0);
    expect(values.at(-1)).toBe(sent - 1);
    // Delivered messages stay in order; the gap is where the oldest queued ones were dropped.
    expect(values.every((value, index) => index === 0 || value > values[index - 1]!)).toBe(true);
  });
});
