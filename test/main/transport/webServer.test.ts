import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../../src/main/transport/webServer';
import { sessionCookieName } from '../../../src/main/transport/webAccessGuard';
import { createWebSocketBridge, type WebSocketBridge, type WebSocketLike } from '../../../src/renderer/api/webSocketBridge';
import { createStudioApi } from '../../../src/shared/api/bridgeClient';
import { ApiCallError } from '../../../src/shared/api/studioApi';
import type { WireServerMessage } from '../../../src/shared/api/wire';
import { busMessage, createStudioServicesDouble, type StudioServicesDouble } from './studioServicesDouble';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Opens a WebSocket and resolves with the HTTP status of a refusal, or 101 when it opened. */
function upgradeStatus(port: number, headers: Record<string, string>, path = '/api'): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', () => undefined);
  });
}

let rendererDir: string;
let services: StudioServicesDouble;
let server: WebServer | undefined;
const openSockets: WebSocket[] = [];

beforeAll(() => {
  rendererDir = mkdtempSync(join(tmpdir(), 'camconfig-renderer-'));
  mkdirSync(join(rendererDir, 'assets'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>studio</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(rendererDir, 'assets', 'app.css'), 'body{}');
  writeFileSync(join(rendererDir, 'assets', 'notes.unknownext'), 'x');
});
afterAll(() => rmSync(rendererDir, { recursive: true, force: true }));

async function start(): Promise<WebServer> {
  services = createStudioServicesDouble();
  server = await startWebServer({ services, rendererDir, port: 0 });
  return server;
}

function running(): WebServer {
  if (!server) throw new Error('no server started');
  return server;
}

afterEach(async () => {
  // Bridges reconnect on their own; close them first so none retries after its server is gone.
  for (const bridge of openBridges.splice(0)) bridge.close();
  for (const socket of openSockets.splice(0)) socket.terminate();
  await server?.close();
  server = undefined;
});

const openBridges: WebSocketBridge[] = [];

/** The renderer's WebSocket bridge, as a page with the session cookie would open it. */
function bridgeTo(target: WebServer): WebSocketBridge {
  const bridge = createWebSocketBridge(`ws://127.0.0.1:${target.port}/api`, (url) => {
    const socket = new WebSocket(url, { headers: { ...session(), Origin: target.origin } });
    openSockets.push(socket);
    return socket as unknown as WebSocketLike;
  });
  openBridges.push(bridge);
  return bridge;
}

function session(): Record<string, string> {
  return { Cookie: `${sessionCookieName}=${running().token}` };
}

function openClient(): WebSocket {
  const socket = new WebSocket(`ws://127.0.0.1:${running().port}/api`, { headers: { ...session(), Origin: running().origin } });
  openSockets.push(socket);
  return socket;
}

describe('web server access', () => {
  it('turns the token URL into an HttpOnly SameSite=Strict cookie and a redirect to /', async () => {
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    const answer = await get(server.port, `/?token=${server.token}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']?.[0]).toBe(`${sessionCookieName}=${server.token}; HttpOnly; SameSite=Strict; Path=/`);
  });

  it('serves the renderer with the cookie: MIME types, CSP, nosniff; 404 for anything else', async () => {
    const server = await start();
    const index = await get(server.port, '/', session());
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['content-security-policy']).toContain("default-src 'none'");
    expect(index.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${server.port}`);
    expect((await get(server.port, '/assets/app.js', session())).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(server.port, '/assets/app.css', session())).headers['content-type']).toBe('text/css; charset=utf-8');
    for (const path of ['/missing.js', '/assets', '/assets/notes.unknownext', '/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      expect((await get(server.port, path, session())).status, path).toBe(404);
    }
  });

  it('answers request targets that are not a plain path with 400, and keeps running', async () => {
    const server = await start();
    for (const target of ['//evil.example/', 'http://[/', '*']) expect((await get(server.port, target, session())).status, target).toBe(400);
    expect((await get(server.port, '/', session())).status).toBe(200);
  });

  it('refuses a request without token or cookie, and a wrong token, with 401', async () => {
    const server = await start();
    expect((await get(server.port, '/')).status).toBe(401);
    expect((await get(server.port, '/assets/app.js')).status).toBe(401);
    expect((await get(server.port, '/?token=wrong')).status).toBe(401);
    expect((await get(server.port, '/', { Cookie: `${sessionCookieName}=${'x'.repeat(43)}` })).status).toBe(401);
  });

  it('refuses a Host header that does not name the server (DNS rebinding) with 403, even with the token', async () => {
    const server = await start();
    expect((await get(server.port, `/?token=${server.token}`, { Host: `evil.example:${server.port}` })).status).toBe(403);
    expect((await get(server.port, '/', { ...session(), Host: `192.168.1.10:${server.port}` })).status).toBe(403);
    expect((await get(server.port, '/', { ...session(), Host: '127.0.0.1:1' })).status).toBe(403);
    expect((await get(server.port, '/', { ...session(), Host: `localhost:${server.port}` })).status).toBe(200);
  });

  it('opens the WebSocket only for the right cookie, its own origin and Host', async () => {
    const server = await start();
    const own = server.origin;
    expect(await upgradeStatus(server.port, { ...session(), Origin: own })).toBe(101);
    expect(await upgradeStatus(server.port, { Origin: own })).toBe(401);
    expect(await upgradeStatus(server.port, { Cookie: `${sessionCookieName}=wrong`, Origin: own })).toBe(401);
    expect(await upgradeStatus(server.port, { ...session(), Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(server.port, { ...session() })).toBe(403);
    expect(await upgradeStatus(server.port, { ...session(), Origin: own, Host: `evil.example:${server.port}` })).toBe(403);
    expect(await upgradeStatus(server.port, { ...session(), Origin: own }, '/other')).toBe(403);
  });

  it('refuses to listen on a non-loopback address unless remote access is allowed', async () => {
      await expect(startWebServer({ services: createStudioServicesDouble(), rendererDir, host: '0.0.0.0' })).rejects.toThrow('refusing to listen on 0.0.0.0');
  });
});

describe('API over the WebSocket', () => {
  it('answers calls through the renderer client, with typed errors for refused input', async () => {
    const server = await start();
    services.spies['config.profile'].mockResolvedValue({ profile: 'night' });
    const api = createStudioApi(bridgeTo(server));
    await expect(api.call('config.profile', { cameraId: 'cam-1' })).resolves.toEqual({ profile: 'night' });
    const error = await api.call('config.profile', { cameraId: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'invalid_request', method: 'config.profile' });
    expect((error as ApiCallError).message).toContain('cameraId');
    expect(services.spies['config.profile']).toHaveBeenCalledTimes(1);
  });

  it('answers malformed envelopes with invalid_request and keeps the connection', async () => {
    await start();
    const socket = openClient();
    const replies: WireServerMessage[] = [];
    socket.on('message', (data) => replies.push(JSON.parse(String(data)) as WireServerMessage));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('not json');
    socket.send(JSON.stringify({ id: 7, method: 42 }));
    services.spies['studio.info'].mockResolvedValue({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'web', demo: false });
    socket.send(JSON.stringify({ id: 8, method: 'studio.info', input: {} }));
    await expect.poll(() => replies.length).toBe(3);
    expect(replies[0]).toMatchObject({ id: 0, ok: false, error: { code: 'invalid_request', message: 'request is not valid JSON' } });
    expect(replies[1]).toMatchObject({ id: 7, ok: false, error: { code: 'invalid_request' } });
    expect(replies[2]).toMatchObject({ id: 8, ok: true, output: { mode: 'web' } });
  });

  it('delivers events as batches to every connection', async () => {
    const server = await start();
    const api = createStudioApi(bridgeTo(server));
    const received: string[] = [];
    const drops: number[] = [];
    api.subscribe('bus.messages', (payload) => {
      received.push(...payload.messages.map((message) => message.value));
      drops.push(payload.droppedTotal);
    });
    await expect.poll(() => services.listenerCount()).toBe(1);
    for (let i = 0; i < 1200; i++) services.emit(busMessage(i));
    await expect.poll(() => received.length).toBe(1200);
    expect(received).toEqual([...Array(1200).keys()].map(String));
    expect(drops.every((count) => count === 0)).toBe(true);
  });
});
