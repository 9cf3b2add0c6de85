// One WebSocket connection of web mode: requests in, responses and event batches out.
import type { RawData, WebSocket } from 'ws';
import { wireRequestSchema, type WireResponse, type WireServerMessage } from '../../shared/api/wire';
import type { ApiDispatcher } from './apiDispatcher';
import { safeParseWarming } from './warmingParse';
import { issuesText } from '../../shared/i18n/issueText';
import { englishText } from '../../shared/i18n/renderText';
import { localize, type Text } from '../../shared/i18n/text';

/** Above this many bytes waiting in the socket's send buffer, event batches wait (and the oldest bus messages may be dropped). */
export const defaultCongestionBytes = 4 * 1024 * 1024;

export interface WebSocketFlowControl {
  /** Send-buffer size above which the browser counts as falling behind (default 4 MiB). */
  congestionBytes?: number;
  /** A further congestion signal (tests use it to make the page fall behind on demand). */
  alsoCongested?: () => boolean;
}

export function serveWebSocket(socket: WebSocket, dispatcher: ApiDispatcher, flow: WebSocketFlowControl = {}): void {
  const send = (message: WireServerMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const limit = flow.congestionBytes ?? defaultCongestionBytes;
  const alsoCongested = flow.alsoCongested ?? (() => false);
  const connection = dispatcher.connect(send, { isCongested: () => socket.bufferedAmount > limit || alsoCongested() });
  // A page that goes away (closed, reloaded, its connection dropped) cancels the operations it started.
  const caller = new AbortController();
  const closed = (): void => {
    connection.close();
    caller.abort();
  };
  socket.on('message', (data, isBinary) => {
    void answer(data, isBinary, dispatcher, caller.signal).then(send);
  });
  socket.on('close', closed);
  socket.on('error', closed);
}

async function answer(data: RawData, isBinary: boolean, dispatcher: ApiDispatcher, callerSignal: AbortSignal): Promise<WireResponse> {
  if (isBinary) return refuse(0, localize('transport.socket.binary'));
  let json: unknown;
  try {
    json = JSON.parse(rawToString(data));
  } catch {
    return refuse(0, localize('transport.socket.notJson'));
  }
  const request = safeParseWarming(wireRequestSchema, json);
  if (!request.success) {
    const id = typeof (json as { id?: unknown })?.id === 'number' ? (json as { id: number }).id : 0;
    return refuse(id, localize('transport.socket.badEnvelope', { issues: issuesText(request.error) }));
  }
  const { id, method, input } = request.data;
  return { id, ...(await dispatcher.call(method, input, callerSignal)) };
}

/** A refusal the page shows in its language (`text`), with the English words as the machine form. */
function refuse(id: number, text: Text): WireResponse {
  return { id, ok: false, error: { code: 'invalid_request', message: englishText(text), text } };
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
