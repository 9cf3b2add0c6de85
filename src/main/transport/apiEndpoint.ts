// The WebSocket endpoint of the API at /api. The web server can listen (and serve the page)
// before the studio's services exist: `camconfig serve` prints its URL while they start, so
// the browser loads the page meanwhile. A connection that comes before them waits for them;
// the dispatcher, the contract's schemas and ws are loaded only then, off the path to the URL.
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { errorAsText } from '../../shared/i18n/errorWords';
import { renderText } from '../../shared/i18n/renderText';
import { localize } from '../../shared/i18n/text';
import type { StudioServices } from '../services/studioServices';
import type { ApiDispatcher } from './apiDispatcher';
import type { EventBatcherOptions } from './eventBatcher';
import { requestLanguage } from './requestLanguage';
import type { serveWebSocket, WebSocketFlowControl } from './webSocketSession';

/** Connections (past the access checks) that may wait for the services at once; more are refused. */
export const maxWaitingConnections = 32;

export interface ApiEndpointOptions {
  batching?: Omit<EventBatcherOptions, 'isCongested'>;
  flowControl?: WebSocketFlowControl;
  maxPayloadBytes: number;
}

export interface ApiEndpoint {
  /** Takes an upgrade request that passed the access checks: now, or once the services are ready. */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Connections waiting for the services to start. */
  waitingConnections(): number;
  close(): void;
}

interface ReadyEndpoint {
  dispatcher: ApiDispatcher;
  sockets: WebSocketServer;
  serve: typeof serveWebSocket;
}

export function createApiEndpoint(services: StudioServices | Promise<StudioServices>, options: ApiEndpointOptions): ApiEndpoint {
  let closed = false;
  let current: ReadyEndpoint | null = null;
  const waiting = new Set<Duplex>();
  const ready = Promise.resolve(services).then(async (studio) => {
    const [{ ApiDispatcher }, { serveWebSocket }] = await Promise.all([import('./apiDispatcher'), import('./webSocketSession')]);
    const { WebSocketServer: Server } = loadWs();
    if (closed) throw new Error('the web server was closed');
    current = { dispatcher: new ApiDispatcher(studio, options.batching), sockets: new Server({ noServer: true, maxPayload: options.maxPayloadBytes }), serve: serveWebSocket };
    return current;
  });
  // The caller reports a failed start; a connection waiting for it is refused below.
  ready.catch(() => undefined);

  const upgrade = (endpoint: ReadyEndpoint, request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    endpoint.sockets.handleUpgrade(request, socket, head, (webSocket) => endpoint.serve(webSocket, endpoint.dispatcher, options.flowControl));
  };

  return {
    accept(request, socket, head) {
      if (current) return upgrade(current, request, socket, head);
      if (closed || waiting.size >= maxWaitingConnections) return refuseUpgrade(socket, 503, renderText(localize('transport.web.tooManyWaiting'), requestLanguage(request.headers['accept-language'])));
      waiting.add(socket);
      socket.once('close', () => waiting.delete(socket));
      ready.then(
        (endpoint) => {
          if (!waiting.delete(socket) || socket.destroyed) return;
          upgrade(endpoint, request, socket, head);
        },
        (error: unknown) => {
          if (!waiting.delete(socket) || socket.destroyed) return;
          refuseUpgrade(socket, 503, renderText(localize('transport.web.couldNotStart', { detail: errorAsText(error) }), requestLanguage(request.headers['accept-language'])));
        },
      );
    },
    waitingConnections: () => waiting.size,
    close() {
      closed = true;
      for (const socket of waiting) socket.destroy();
      waiting.clear();
      if (!current) return;
      current.dispatcher.close();
      for (const client of current.sockets.clients) client.terminate();
      current.sockets.close();
    },
  };
}

/**
 * ws is a CommonJS package: required, its files load as CommonJS; imported, Node's ES module
 * loader first lexes each of them for its exports (some 40 ms of the services' start).
 */
function loadWs(): { WebSocketServer: typeof WebSocketServer } {
  return createRequire(import.meta.url)('ws') as { WebSocketServer: typeof WebSocketServer };
}

const statusTexts = { 401: 'Unauthorized', 403: 'Forbidden', 503: 'Service Unavailable' } as const;

/** `reason` in words already: in the language the request asked for (requestLanguage.ts). */
export function refuseUpgrade(socket: Duplex, status: keyof typeof statusTexts, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${statusTexts[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`);
}
