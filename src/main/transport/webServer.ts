// The web server of web mode (`camconfig serve`): the built renderer over HTTP and the API
// contract over a WebSocket at /api, behind the access guard (docs/api.md, "Web mode security").
// It may start before the services: the page is served at once and the API waits for them
// (apiEndpoint.ts), so only this module and the access checks load before the URL exists.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorAsText } from '../../shared/i18n/errorWords';
import { renderText } from '../../shared/i18n/renderText';
import { localize, type Text } from '../../shared/i18n/text';
import { webContentSecurityPolicy } from '../../shared/api/contentSecurityPolicy';
import type { StudioServices } from '../services/studioServices';
import { createApiEndpoint, refuseUpgrade } from './apiEndpoint';
import type { EventBatcherOptions } from './eventBatcher';
import { defaultRendererDir } from './projectRoot';
import { reportDownload, reportDownloadPrefix } from './reportDownload';
import { requestLanguage } from './requestLanguage';
import { findStaticFile, isRefusal } from './staticFiles';
import { isLoopbackHost, newToken, urlHostName, WebAccessGuard, type AccessDecision } from './webAccessGuard';
import type { WebSocketFlowControl } from './webSocketSession';

export interface WebServerOptions {
  /** The services, or their start: API connections made before they are ready wait for them (a failed start refuses them with 503). */
  services: StudioServices | Promise<StudioServices>;
  /** Default 127.0.0.1; any 127.0.0.0/8 address, ::1 or localhost. Another address needs `allowRemote`. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  allowRemote?: boolean;
  /** Default out/renderer of this project. */
  rendererDir?: string;
  /** Default: 32 random bytes. The same token on the same port keeps the browsers' sessions. */
  token?: string;
  /** Batching of every connection (isCongested is not used here: see `flowControl`). */
  batching?: Omit<EventBatcherOptions, 'isCongested'>;
  flowControl?: WebSocketFlowControl;
}

export interface WebServer {
  /** The URL to open, token included (it may be opened again, e.g. in a second tab). */
  url: string;
  origin: string;
  port: number;
  token: string;
  /** `name=value` of this server's session cookie, as a browser sends it after opening `url`. */
  sessionCookie: string;
  /** API connections waiting for the services to start (none once they have). */
  waitingConnections(): number;
  /** Stops the server and its connections (not the services: the caller owns them). */
  close(): Promise<void>;
}

export const apiPath = '/api';
const maxRequestBytes = 1024 * 1024;

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !options.allowRemote) {
    throw new Error(`refusing to listen on ${host}: web mode serves cameras' passwords to whoever holds the URL; use 127.0.0.1, or allow remote access explicitly`);
  }
  const token = options.token ?? newToken();
  const rendererDir = options.rendererDir ?? defaultRendererDir();
  const api = createApiEndpoint(options.services, { batching: options.batching, flowControl: options.flowControl, maxPayloadBytes: maxRequestBytes });
  let guard: WebAccessGuard | null = null;

  const server = createServer((request, response) => {
    if (!guard) return sendText(request, response, 503, localize('transport.web.starting'));
    serveHttp(request, response, guard, rendererDir, () => options.services).catch((error: unknown) => {
      if (!response.headersSent) sendText(request, response, 500, localize('transport.web.couldNotAnswer', { detail: errorAsText(error) }));
      else response.destroy();
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const decision = guard ? checkUpgrade(request, guard) : { allowed: false as const, status: 403 as const, reason: localize('transport.web.starting') };
    if (!decision.allowed) return refuseUpgrade(socket, decision.status, renderText(decision.reason, requestLanguage(request.headers['accept-language'])));
    api.accept(request, socket, head);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  guard = new WebAccessGuard(token, { host, port, allowRemote: options.allowRemote ?? false });
  const origin = `http://${urlHostName(host)}:${port}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    token,
    sessionCookie: guard.session.cookiePair(),
    waitingConnections: () => api.waitingConnections(),
    close: async () => {
      api.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function checkUpgrade(request: IncomingMessage, guard: WebAccessGuard): AccessDecision {
  const host = guard.checkHost(request);
  if (!host.allowed) return host;
  if (requestPath(request) !== apiPath) return { allowed: false, status: 403, reason: localize('transport.web.noWebSocketHere', { path: apiPath }) };
  const origin = guard.checkOrigin(request);
  if (!origin.allowed) return origin;
  return guard.checkSession(request);
}

async function serveHttp(request: IncomingMessage, response: ServerResponse, guard: WebAccessGuard, rendererDir: string, services: () => StudioServices | Promise<StudioServices>): Promise<void> {
  const hostHeader = request.headers.host ?? '';
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('Cache-Control', 'no-store');
  const hostDecision = guard.checkHost(request);
  if (!hostDecision.allowed) return sendText(request, response, hostDecision.status, hostDecision.reason);
  response.setHeader('Content-Security-Policy', webContentSecurityPolicy(hostHeader));
  const url = parseRequestUrl(request);
  if (!url) return sendText(request, response, 400, localize('transport.web.unreadableUrl'));
  const givenToken = url.searchParams.get('token');
  if (givenToken !== null) {
    if (!guard.matchesToken(givenToken)) return sendText(request, response, 401, localize('transport.web.wrongToken'));
    response.setHeader('Set-Cookie', guard.session.setCookieHeader());
    response.writeHead(302, { Location: '/' });
    response.end();
    return;
  }
  const session = guard.checkSession(request);
  if (!session.allowed) return sendText(request, response, session.status, session.reason);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendText(request, response, 405, request.method === undefined ? localize('transport.web.anyMethodNotServed') : localize('transport.web.methodNotServed', { method: request.method }));
  }
  if (url.pathname.startsWith(reportDownloadPrefix)) return sendReport(request, response, await services(), url.pathname);
  const file = await findStaticFile(rendererDir, url.pathname);
  if (isRefusal(file)) return sendText(request, response, 404, localize('transport.web.notFound', { path: url.pathname }));
  response.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': file.body.length });
  response.end(request.method === 'HEAD' ? undefined : file.body);
}

async function sendReport(request: IncomingMessage, response: ServerResponse, services: StudioServices, path: string): Promise<void> {
  const answer = await reportDownload(services, path);
  if (answer.status !== 200) return sendText(request, response, answer.status, answer.reason);
  response.writeHead(200, answer.headers);
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}

/** The request target as a URL (only path and query matter), or null when it cannot be parsed. */
function parseRequestUrl(request: IncomingMessage): URL | null {
  const target = request.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'http://studio.invalid');
  } catch {
    return null;
  }
}

function requestPath(request: IncomingMessage): string | null {
  return parseRequestUrl(request)?.pathname ?? null;
}

/** A refusal or failure in the language the request asks for (requestLanguage.ts). */
function sendText(request: IncomingMessage, response: ServerResponse, status: number, text: Text): void {
  const language = requestLanguage(request.headers['accept-language']);
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': language });
  response.end(renderText(text, language) + '\n');
}
