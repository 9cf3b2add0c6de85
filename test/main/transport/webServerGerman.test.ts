// What the web server answers a browser is read by a person: in the language the request asks
// for (Accept-Language, by quality), English when it asks for none the catalog speaks
// (docs/architecture.md, Languages).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { requestLanguage } from '../../../src/main/transport/requestLanguage';
import { renderText } from '../../../src/shared/i18n/renderText';
import type { Text } from '../../../src/shared/i18n/text';
import { startWebServer, type WebServer } from '../../../src/main/transport/webServer';
import { createStudioServicesDouble } from './studioServicesDouble';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(server: WebServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { Host: `127.0.0.1:${server.port}`, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A WebSocket's refusal: its status and the words of its body. */
function upgradeRefusal(server: WebServer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { headers });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('error', () => undefined);
  });
}

const german = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' };
let rendererDir: string;
let server: WebServer | undefined;

beforeAll(() => {
  rendererDir = mkdtempSync(join(tmpdir(), 'camconfig-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>studio</title>');
});
afterAll(() => rmSync(rendererDir, { recursive: true, force: true }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(): Promise<WebServer> {
  server = await startWebServer({ services: createStudioServicesDouble(), rendererDir, port: 0 });
  return server;
}

describe('the language of a request', () => {
  it('is the first language of Accept-Language the catalog speaks, by quality; English otherwise', () => {
    expect(requestLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLanguage('fr-FR, en;q=0.5, de;q=0.7')).toBe('de');
    expect(requestLanguage('de;q=0, en')).toBe('en');
    expect(requestLanguage('fr, *')).toBe('en');
    expect(requestLanguage('de;q=abc, en;q=0.1')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage(`${'x,'.repeat(5000)}de`)).toBe('en');
  });
});

describe('the web server in German', () => {
  it('refuses a browser without a session in German, and in English when it asks for English or nothing', async () => {
    const server = await start();
    const refusal = await get(server, '/', german);
    expect(refusal.status).toBe(401);
    expect(refusal.headers['content-language']).toBe('de');
    expect(refusal.body).toBe('keine Sitzung: die URL öffnen, die camconfig serve ausgegeben hat (sie enthält das Token)\n');
    expect((await get(server, '/?token=wrong', german)).body).toBe('falsches Token: die URL öffnen, die camconfig serve ausgegeben hat\n');
    expect((await get(server, '/', { 'Accept-Language': 'en-US' })).body).toBe('no session: open the URL camconfig serve printed (it carries the token)\n');
    expect((await get(server, '/')).body).toBe('no session: open the URL camconfig serve printed (it carries the token)\n');
  });

  it("says in German that a Host header does not name it, and that a file is not there", async () => {
    const server = await start();
    const foreign = await get(server, '/', { ...german, Host: `evil.example:${server.port}` });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toBe(`der Host-Header 'evil.example:${server.port}' nennt nicht diesen Server (http://127.0.0.1:${server.port}/ verwenden)\n`);
    const missing = await get(server, '/nothing.js', { ...german, Cookie: server.sessionCookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('nicht gefunden: /nothing.js\n');
  });

  it('refuses a WebSocket from a foreign origin in German', async () => {
    const server = await start();
    await expect(upgradeRefusal(server, { ...german, Cookie: server.sessionCookie, Origin: 'http://evil.example' })).resolves.toEqual({
      status: 403,
      body: `WebSocket vom Origin 'http://evil.example' abgelehnt: nur Seiten von http://127.0.0.1:${server.port} dürfen sich verbinden`,
    });
  });

  it('refuses a message that is no request with words the page shows in its language, English as the machine form', async () => {
    const server = await start();
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { headers: { Cookie: server.sessionCookie, Origin: server.origin } });
    const answers: Array<{ id: number; ok: boolean; error?: { message: string; text?: Text } }> = [];
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as (typeof answers)[number] & { events?: unknown };
      if (!('events' in message)) answers.push(message);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send('{ not json');
    socket.send(JSON.stringify({ id: 7, method: 42 }));
    await expect.poll(() => answers.length).toBe(3);
    socket.terminate();
    const german = answers.map((answer) => renderText(answer.error!.text!, 'de'));
    expect(german[0]).toBe('Anfragen sind JSON-Textnachrichten, keine Binärdaten');
    expect(german[1]).toBe('die Anfrage ist kein gültiges JSON');
    expect(german[2]).toMatch(/^der Umschlag der Anfrage ist ungültig: method: /);
    expect(answers.map((answer) => answer.error!.message)).toEqual(['requests are JSON text messages, not binary', 'request is not valid JSON', expect.stringMatching(/^request envelope is invalid: method: /)]);
    expect(answers[2]!.id).toBe(7);
  });
});
