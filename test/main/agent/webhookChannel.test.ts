import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signatureHeader, timestampHeader, WebhookChannel, webhookSignature, type WebhookOptions } from '../../../src/main/agent/webhookChannel';
import type { AlertNotice } from '../../../src/shared/agent/alertState';
import { renderText } from '../../../src/shared/i18n/renderText';

const secret = 'k3y-0f-the-webhook';

const notice = (name: string): AlertNotice => ({
  kind: 'offline',
  phase: 'started',
  camera: { id: 'cam-1', name, address: '127.0.0.1', group: null },
  since: Date.parse('2026-06-01T12:00:00Z'),
  at: Date.parse('2026-06-01T12:05:00Z'),
  text: `${name} (127.0.0.1) does not answer since 2026-06-01T12:00:00.000Z`,
  advice: 'Check power.',
});

interface Received {
  body: string;
  signatureValid: boolean;
  timestamp: string;
}

/** A webhook receiver on loopback that checks each signature and answers as `answer` says. */
class Sink {
  readonly received: Received[] = [];
  hits = 0;
  redirectTargetHits = 0;
  private readonly held: ServerResponse[] = [];
  private readonly server: Server;

  constructor(private readonly answer: (hit: number, response: ServerResponse) => void) {
    this.server = createServer((request, response) => void this.take(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  hold(response: ServerResponse): void {
    this.held.push(response);
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async take(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.url === '/elsewhere') {
      this.redirectTargetHits++;
      return void response.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const timestamp = String(request.headers[timestampHeader]);
    const given = Buffer.from(String(request.headers[signatureHeader]));
    const expected = Buffer.from(webhookSignature(secret, timestamp, body));
    this.received.push({ body, timestamp, signatureValid: given.length === expected.length && timingSafeEqual(given, expected) });
    this.answer(++this.hits, response);
  }
}

let sink: Sink | null = null;
let channel: WebhookChannel | null = null;
afterEach(async () => {
  await channel?.close();
  await sink?.stop();
  sink = null;
  channel = null;
});

async function setUp(answer: (hit: number, response: ServerResponse) => void, options: Partial<WebhookOptions> = {}) {
  sink = new Sink(answer);
  const url = await sink.start();
  const logged: string[] = [];
  channel = new WebhookChannel({ url, secret, site: 'Warehouse', timeoutMs: 5000, retries: 3, queueSize: 10, firstPauseMs: 1, log: (line) => logged.push(renderText(line, 'en')), ...options });
  return { sink, channel, logged };
}

const ok = (_hit: number, response: ServerResponse): void => void response.writeHead(204).end();

describe('the webhook channel', () => {
  it('posts each alert as signed JSON naming the site and the camera', async () => {
    const { sink, channel } = await setUp(ok);
    channel.send(notice('Entrance'));
    await expect.poll(() => channel.countsNow().sent).toBe(1);
    expect(sink.received).toHaveLength(1);
    const [received] = sink.received;
    expect(received!.signatureValid).toBe(true);
    expect(Math.abs(Number(received!.timestamp) - Date.now() / 1000)).toBeLessThan(300);
    expect(JSON.parse(received!.body)).toEqual({
      site: 'Warehouse',
      alert: expect.objectContaining({ kind: 'offline', phase: 'started', camera: { id: 'cam-1', name: 'Entrance', address: '127.0.0.1', group: null }, since: '2026-06-01T12:00:00.000Z', at: '2026-06-01T12:05:00.000Z' }),
    });
  });

  it('tries again after failures, with the same signed body, and counts one sent', async () => {
    const { sink, channel, logged } = await setUp((hit, response) => void response.writeHead(hit <= 2 ? 503 : 200).end());
    channel.send(notice('Entrance'));
    await expect.poll(() => channel.countsNow()).toEqual({ sent: 1, failed: 0, dropped: 0, queued: 0 });
    expect(sink.hits).toBe(3);
    expect(new Set(sink.received.map((received) => received.body)).size).toBe(1);
    expect(sink.received.every((received) => received.signatureValid)).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/^webhook http:\/\/127\.0\.0\.1:\d+: answered HTTP 503 \(attempt 1 of 4\)$/), expect.stringMatching(/answered HTTP 503 \(attempt 2 of 4\)$/)]);
  });

  it('gives up after its retries, counts a failure and goes on with the next alert', async () => {
    const { sink, channel } = await setUp((hit, response) => void response.writeHead(hit <= 4 ? 500 : 200).end(), { retries: 3 });
    channel.send(notice('Entrance'));
    channel.send(notice('Hall'));
    await expect.poll(() => channel.countsNow()).toEqual({ sent: 1, failed: 1, dropped: 0, queued: 0 });
    expect(sink.hits).toBe(5);
    expect(JSON.parse(sink.received[4]!.body).alert.camera.name).toBe('Hall');
  });

  it('never follows a redirect', async () => {
    const { sink, channel, logged } = await setUp((_hit, response) => void response.writeHead(302, { location: '/elsewhere' }).end(), { retries: 0 });
    channel.send(notice('Entrance'));
    await expect.poll(() => channel.countsNow().failed).toBe(1);
    expect(sink.redirectTargetHits).toBe(0);
    expect(logged[0]).toMatch(/answered HTTP 302, a redirect, which is not followed/);
  });

  it('ends an attempt that gets no answer at its timeout', async () => {
    const { sink, channel, logged } = await setUp((_hit, response) => sink!.hold(response), { retries: 0, timeoutMs: 200 });
    channel.send(notice('Entrance'));
    await expect.poll(() => channel.countsNow().failed).toBe(1);
    expect(sink.hits).toBe(1);
    expect(logged[0]).toMatch(/no answer within 200 ms/);
  });

  it('ends an attempt at its timeout from its start, even when the receiver trickles its answer a byte at a time', async () => {
    const sockets = new Set<Socket>();
    const trickler = createTcpServer((socket) => {
      sockets.add(socket);
      const answer = Buffer.from('HTTP/1.1 200 OK\r\nx-slow: ' + 'a'.repeat(10_000));
      let sent = 0;
      const timer = setInterval(() => socket.write(answer.subarray(sent, ++sent)), 20);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => trickler.listen(0, '127.0.0.1', resolve));
    const logged: string[] = [];
    channel = new WebhookChannel({ url: `http://127.0.0.1:${(trickler.address() as AddressInfo).port}/hook`, secret, site: 'Warehouse', timeoutMs: 300, retries: 0, queueSize: 10, log: (line) => logged.push(renderText(line, 'en')) });
    try {
      channel.send(notice('Entrance'));
      await expect.poll(() => channel!.countsNow().failed, { timeout: 20_000 }).toBe(1);
      expect(logged[0]).toMatch(/no answer within 300 ms/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => trickler.close(resolve));
    }
  });

  it('doubles its pause before each retry, up to its longest', async () => {
    const pauses: number[] = [];
    class PausesNoted extends WebhookChannel {
      protected override pause(ms: number): Promise<boolean> {
        pauses.push(ms);
        return Promise.resolve(true);
      }
    }
    sink = new Sink((_hit, response) => void response.writeHead(503).end());
    channel = new PausesNoted({ url: await sink.start(), secret, site: 'Warehouse', timeoutMs: 5000, retries: 5, queueSize: 10, firstPauseMs: 1000, longestPauseMs: 3000 });
    channel.send(notice('Entrance'));
    await expect.poll(() => channel!.countsNow().failed).toBe(1);
    expect(sink.hits).toBe(6);
    expect(pauses).toEqual([1000, 2000, 3000, 3000, 3000]);
  });

  it('keeps at most queueSize alerts waiting and counts the ones dropped', async () => {
    const { sink, channel } = await setUp((hit, response) => (hit === 1 ? sink!.hold(response) : ok(hit, response)), { queueSize: 2, timeoutMs: 60_000 });
    channel.send(notice('first'));
    await expect.poll(() => sink.hits).toBe(1);
    for (const name of ['second', 'third', 'fourth', 'fifth']) channel.send(notice(name));
    expect(channel.countsNow()).toEqual({ sent: 0, failed: 0, dropped: 2, queued: 2 });
  });

  it('never writes the key into its log lines', async () => {
    const { channel, logged } = await setUp((_hit, response) => void response.writeHead(500).end(), { retries: 2 });
    expect(logged.join('\n')).not.toContain(secret);
    channel.send(notice('Entrance'));
    await expect.poll(() => channel.countsNow().failed).toBe(1);
    expect(logged).toHaveLength(3);
    expect(logged.join('\n')).not.toContain(secret);
  });
});
