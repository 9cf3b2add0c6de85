// A webhook receiver on 127.0.0.1 (port 0) for tests: it checks every request's HMAC-SHA256
// signature with the key it is given, as a real receiver would, and keeps what arrived.
// Plain Node (no vitest): the e2e tests start it beside the studio.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureHeader, timestampHeader, webhookSignature } from '../../src/main/agent/webhookChannel';

export interface ReceivedAlert {
  body: unknown;
  signatureValid: boolean;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedAlert[];
  stop(): Promise<void>;
}

export async function startWebhookReceiver(key: string, status = 204): Promise<WebhookReceiver> {
  const received: ReceivedAlert[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const given = Buffer.from(String(request.headers[signatureHeader]));
      const expected = Buffer.from(webhookSignature(key, String(request.headers[timestampHeader]), raw));
      received.push({ body: JSON.parse(raw) as unknown, signatureValid: given.length === expected.length && timingSafeEqual(given, expected) });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?site=depot`,
    received,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
