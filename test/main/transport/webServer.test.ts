import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { maxWaitingConnections } from '../../../src/main/transport/apiEndpoint';
import { startWebServer, type WebServer } from '../../../src/main/transport/webServer';
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

function get(port: number, path: string, headers: Record<string, string> = {}, host = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host, port, path, headers: { Host: `${host}:${port}`, ...headers } }, (response) => {
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
  // A socket still connecting (a loaded machine) reports its terminate as an 'error' event (ws aborts
  // the handshake): heard here, so it is not an uncaught error of the next test.
  for (const socket of openSockets.splice(0)) {
    socket.on('error', () => undefined);
    socket.terminate();
  }
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
  return { Cookie: running().sessionCookie };
}

/** What a browser keeps for one host name: cookies by name (browsers do not separate them by port). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(answer: Answer): void {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      this.cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
  }

  header(): Record<string, string> {
    return { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  values(): string[] {
    return [...this.cookies.values()];
  }
}

function openClient(): WebSocket {
  const socket = new WebSocket(`ws://127.0.0.1:${running().port}/api`, { headers: { ...session(), Origin: running().origin } });
  openSockets.push(socket);
  return socket;
}

describe('web server access', () => {
  it('turns the token URL into a session cookie of its own (HttpOnly, SameSite=Strict, not the token) and a redirect to /', async () => {
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    const answer = await get(server.port, `/?token=${server.token}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
    const cookie = answer.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^camconfig_session_${server.port}=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=/$`));
    expect(cookie).not.toContain(server.token);
    expect(cookie.split(';')[0]).toBe(server.sessionCookie);
    expect((await get(server.port, '/', { Cookie: server.sessionCookie })).status).toBe(200);
  });

  it('lets the printed URL be opened again (a second tab) while the server runs', async () => {
    const server = await start();
    const first = new CookieJar();
    first.take(await get(server.port, `/?token=${server.token}`));
    const second = new CookieJar();
    const again = await get(server.port, `/?token=${server.token}`);
    expect(again.status).toBe(302);
    second.take(again);
    expect((await get(server.port, '/', first.header())).status).toBe(200);
    expect((await get(server.port, '/', second.header())).status).toBe(200);
  });

  it('keeps the sessions of two servers on 127.0.0.1 apart: logging in to the second does not log out the first', async () => {
    const first = await start();
    const second = await startWebServer({ services: createStudioServicesDouble(), rendererDir, port: 0 });
    try {
      const jar = new CookieJar();
      jar.take(await get(first.port, `/?token=${first.token}`));
      jar.take(await get(second.port, `/?token=${second.token}`));
      expect((await get(first.port, '/', jar.header())).status).toBe(200);
      expect((await get(second.port, '/', jar.header())).status).toBe(200);
      expect(await upgradeStatus(first.port, { ...jar.header(), Origin: first.origin })).toBe(101);
      expect(await upgradeStatus(second.port, { ...jar.header(), Origin: second.origin })).toBe(101);
      expect(jar.values().some((value) => value.includes(first.token) || value.includes(second.token))).toBe(false);
      // One server's session is no key to the other, even under the other's cookie name.
      const borrowed = `camconfig_session_${second.port}=${first.sessionCookie.split('=')[1]}`;
      expect((await get(second.port, '/', { Cookie: borrowed })).status).toBe(401);
      expect((await get(second.port, '/', { Cookie: first.sessionCookie })).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('keeps the session when the server starts again on the same port with the same token', async () => {
    const first = await start();
    const { port, token, sessionCookie } = first;
    await first.close();
    server = await startWebServer({ services, rendererDir, port, token });
    expect(server.sessionCookie).toBe(sessionCookie);
    expect((await get(port, '/', { Cookie: sessionCookie })).status).toBe(200);
  });

  it('does not accept the token itself as the session cookie', async () => {
    const server = await start();
    const name = server.sessionCookie.split('=')[0]!;
    expect((await get(server.port, '/', { Cookie: `${name}=${server.token}` })).status).toBe(401);
    expect(await upgradeStatus(server.port, { Cookie: `${name}=${server.token}`, Origin: server.origin })).toBe(401);
  });

  it('accepts its session among other cookies of the same name (a stale one first)', async () => {
    const server = await start();
    const [name, value] = server.sessionCookie.split('=');
    expect((await get(server.port, '/', { Cookie: `other=1; ${name}=${'x'.repeat(43)}; ${name}=${value}` })).status).toBe(200);
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
    const name = server.sessionCookie.split('=')[0]!;
    expect((await get(server.port, '/', { Cookie: `${name}=${'x'.repeat(43)}` })).status).toBe(401);
    const refusal = await get(server.port, '/', { Cookie: `${name}=secret-looking-value` });
    expect(refusal.body).not.toContain('secret-looking-value');
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
    expect(await upgradeStatus(server.port, { Cookie: `${server.sessionCookie.split('=')[0]!}=wrong`, Origin: own })).toBe(401);
    expect(await upgradeStatus(server.port, { ...session(), Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(server.port, { ...session() })).toBe(403);
    expect(await upgradeStatus(server.port, { ...session(), Origin: own, Host: `evil.example:${server.port}` })).toBe(403);
    expect(await upgradeStatus(server.port, { ...session(), Origin: own }, '/other')).toBe(403);
  });

  it('refuses to listen on a non-loopback address unless remote access is allowed', async () => {
    await expect(startWebServer({ services: createStudioServicesDouble(), rendererDir, host: '0.0.0.0' })).rejects.toThrow('refusing to listen on 0.0.0.0');
    await expect(startWebServer({ services: createStudioServicesDouble(), rendererDir, host: '127.999.0.1' })).rejects.toThrow('refusing to listen on 127.999.0.1');
  });

  it('serves its printed URL when bound to another loopback address (127.0.0.2), and still refuses foreign Host headers', async () => {
    services = createStudioServicesDouble();
    server = await startWebServer({ services, rendererDir, host: '127.0.0.2' });
    const { port, token } = server;
    expect(server.url).toBe(`http://127.0.0.2:${port}/?token=${token}`);
    const jar = new CookieJar();
    const login = await get(port, `/?token=${token}`, {}, '127.0.0.2');
    expect(login.status).toBe(302);
    jar.take(login);
    const page = await get(port, '/', jar.header(), '127.0.0.2');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.2:${port}`);
    expect((await get(port, '/', { ...jar.header(), Host: `evil.example:${port}` }, '127.0.0.2')).status).toBe(403);
    expect((await get(port, '/', { ...jar.header(), Host: `127.0.0.2:${port + 1}` }, '127.0.0.2')).status).toBe(403);
    const upgrade = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.2:${port}/api`, { headers: { ...jar.header(), Origin: `http://127.0.0.2:${port}` } });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => undefined);
    });
    expect(upgrade).toBe(101);
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
    services.spies['studio.info'].mockResolvedValue({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'web', demo: false, fileDialog: false, folderDialog: false });
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

describe('a web server started before its services', () => {
  /** A server whose services are still starting: `ready` and `fail` end their start. */
  async function startBeforeServices(): Promise<{ server: WebServer; ready: () => void; fail: (error: Error) => void }> {
    services = createStudioServicesDouble();
    let ready!: () => void;
    let fail!: (error: Error) => void;
    const starting = new Promise<StudioServicesDouble>((resolve, reject) => {
      ready = () => resolve(services);
      fail = reject;
    });
    server = await startWebServer({ services: starting, rendererDir, port: 0 });
    return { server, ready, fail };
  }

  it('serves the page at once; an API connection made meanwhile waits and is answered once they are ready', async () => {
    const { server, ready } = await startBeforeServices();
    const page = await get(server.port, '/', session());
    expect(page.status).toBe(200);
    services.spies['config.profile'].mockResolvedValue({ profile: 'day' });
    const api = createStudioApi(bridgeTo(server));
    const answer = api.call('config.profile', { cameraId: 'cam-1' });
    let answered = false;
    void answer.then(() => (answered = true));
    await expect.poll(() => server.waitingConnections()).toBe(1);
    expect(answered).toBe(false);
    expect(services.spies['config.profile']).not.toHaveBeenCalled();
    ready();
    await expect(answer).resolves.toEqual({ profile: 'day' });
    expect(server.waitingConnections()).toBe(0);
  });

  it('checks a waiting connection first: no session, no waiting', async () => {
    const { server } = await startBeforeServices();
    await expect(upgradeStatus(server.port, { Origin: server.origin })).resolves.toBe(401);
    expect(server.waitingConnections()).toBe(0);
  });

  it('refuses the waiting connections with 503 and the reason when the services cannot start', async () => {
    const { server, fail } = await startBeforeServices();
    const refused = new Promise<{ status: number; body: string }>((resolve) => {
      const socket = openClient();
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      socket.on('error', () => undefined);
    });
    await expect.poll(() => server.waitingConnections()).toBe(1);
    fail(new Error('the workspace cannot be read'));
    await expect(refused).resolves.toEqual({ status: 503, body: 'the studio could not start: the workspace cannot be read' });
  });

  it(`lets at most ${maxWaitingConnections} connections wait; more are refused with 503`, async () => {
    const { server, ready } = await startBeforeServices();
    for (let index = 0; index < maxWaitingConnections; index++) openClient();
    await expect.poll(() => server.waitingConnections()).toBe(maxWaitingConnections);
    await expect(upgradeStatus(server.port, { ...session(), Origin: server.origin })).resolves.toBe(503);
    ready();
    await expect.poll(() => server.waitingConnections()).toBe(0);
  });
});
