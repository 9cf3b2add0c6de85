// The CamconfigBridge of web mode: one WebSocket to `/api` on the page's own origin. The
// session cookie set by `camconfig serve` authenticates it. When an open connection drops,
// calls waiting for an answer fail at once (ApiCallError 'transport' in the client), the
// connection is reported lost, and while the page is subscribed the bridge reconnects with
// backoff; the server streams events to every connection, so reconnecting resubscribes.
// Every message is parsed with the wire schemas (src/shared/api/wire.ts): one that breaks them
// is refused, counted and reported (onRefusedMessage), never delivered and never thrown.
import type { CamconfigBridge } from '../../shared/api/bridge';
import {
  describeWireIssues,
  wireAnswerIdSchema,
  wireEventBatchEnvelopeSchema,
  wireEventNameSchema,
  wireEventSchema,
  wireResponseSchema,
  type WireEvent,
  type WireEventBatch,
  type WireResult,
} from '../../shared/api/wire';

interface Pending {
  resolve: (result: WireResult) => void;
  reject: (error: Error) => void;
}

/** The smallest WebSocket surface this client needs (browsers' WebSocket and the `ws` package both have it). */
export interface WebSocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export type ConnectionState = 'connected' | 'lost';

/** Tells the page when the connection to the studio is lost and when it is back. */
export interface StudioConnection {
  onChange(listener: (state: ConnectionState) => void): () => void;
  /**
   * A message from the studio that breaks the wire format or the contract was refused (never
   * delivered); `refusedTotal` counts them since the page opened.
   */
  onRefusedMessage(listener: (problem: string, refusedTotal: number) => void): () => void;
}

export interface WebSocketBridge extends CamconfigBridge, StudioConnection {
  /** Closes the socket and stops reconnecting. */
  close(): void;
}

export interface ReconnectTiming {
  /** Delay before the first retry; doubled after each failed one. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const defaultReconnectTiming: ReconnectTiming = { firstDelayMs: 250, maxDelayMs: 5000 };

const openState = 1;
const closedMessage = 'the connection to the studio closed';

function describeEventName(event: unknown): string {
  const named = wireEventNameSchema.safeParse(event);
  return named.success ? `'${named.data.event.slice(0, 60)}'` : 'unnamed';
}

/** Delays of the retries after a loss: first, doubled each time, capped at max. */
export function reconnectDelayMs(attempt: number, timing: ReconnectTiming): number {
  return Math.min(timing.maxDelayMs, timing.firstDelayMs * 2 ** attempt);
}

export function createWebSocketBridge(
  url: string,
  open: (url: string) => WebSocketLike = (address) => new WebSocket(address),
  timing: ReconnectTiming = defaultReconnectTiming,
): WebSocketBridge {
  const listeners = new Set<(batch: WireEventBatch) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const refusedListeners = new Set<(problem: string, refusedTotal: number) => void>();
  let refusedTotal = 0;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let ready: Promise<WebSocketLike> | null = null;
  let state: ConnectionState | null = null;
  let failedRetries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  function setState(next: ConnectionState): void {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  }

  function failPending(reason: string): void {
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  }

  function refuse(problem: string): void {
    refusedTotal++;
    for (const listener of refusedListeners) listener(problem, refusedTotal);
  }

  /** Every message is parsed with the wire schemas: a malformed one is refused and reported, never delivered or thrown. */
  function receive(data: unknown): void {
    if (typeof data !== 'string') return refuse('a binary WebSocket message (the studio sends text)');
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return refuse(`a message that is not JSON: ${data.slice(0, 80)}`);
    }
    const batch = wireEventBatchEnvelopeSchema.safeParse(message);
    if (batch.success) return deliver(batch.data.events);
    const response = wireResponseSchema.safeParse(message);
    if (!response.success) return refuseAnswer(message, `a malformed answer: ${describeWireIssues(response.error)}`);
    const answer = response.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    waiting.resolve(answer.ok ? { ok: true, output: answer.output } : { ok: false, error: answer.error });
  }

  /** Refuses a malformed answer and fails the call waiting for it, when its id can still be read. */
  function refuseAnswer(message: unknown, problem: string): void {
    refuse(problem);
    const answerId = wireAnswerIdSchema.safeParse(message);
    const waiting = answerId.success ? pending.get(answerId.data.id) : undefined;
    if (!answerId.success || !waiting) return;
    pending.delete(answerId.data.id);
    waiting.reject(new Error(`the studio sent ${problem}`));
  }

  /** Hands the well-formed events of a batch to the listeners; each malformed one is refused on its own. */
  function deliver(events: unknown[]): void {
    const checked: WireEvent[] = [];
    for (const event of events) {
      const parsed = wireEventSchema.safeParse(event);
      if (parsed.success) checked.push(parsed.data);
      else refuse(`a malformed ${describeEventName(event)} event: ${describeWireIssues(parsed.error)}`);
    }
    if (checked.length === 0) return;
    for (const listener of listeners) listener({ events: checked });
  }

  /** While the page listens for events, a lost connection is retried until it is back. */
  function scheduleRetry(): void {
    if (closed || retryTimer !== null || listeners.size === 0) return;
    const delay = reconnectDelayMs(failedRetries, timing);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => {
        failedRetries++;
        scheduleRetry();
      });
    }, delay);
  }

  function connect(): Promise<WebSocketLike> {
    if (closed) return Promise.reject(new Error('the connection to the studio was closed by the page'));
    if (ready) return ready;
    const attempt = new Promise<WebSocketLike>((resolve, reject) => {
      const current = open(url);
      let opened = false;
      current.addEventListener('open', () => {
        opened = true;
        failedRetries = 0;
        if (closed) current.close();
        else setState('connected');
        resolve(current);
      });
      current.addEventListener('message', (event) => receive(event.data));
      current.addEventListener('close', () => {
        if (ready === attempt) ready = null;
        failPending(closedMessage);
        if (!opened) reject(new Error(`cannot connect to the studio at ${url}`));
        if (closed) return;
        if (opened || state === 'connected') setState('lost');
        if (opened) scheduleRetry();
      });
    });
    ready = attempt;
    return attempt;
  }

  return {
    async call(method: string, input: unknown): Promise<WireResult> {
      const current = await connect();
      const id = nextId++;
      return new Promise<WireResult>((resolve, reject) => {
        if (current.readyState !== openState) {
          reject(new Error(closedMessage));
          return;
        }
        pending.set(id, { resolve, reject });
        current.send(JSON.stringify({ id, method, input }));
      });
    },
    subscribe(listener: (batch: WireEventBatch) => void): () => void {
      listeners.add(listener);
      connect().catch(() => {
        setState('lost');
        scheduleRetry();
      });
      return () => {
        listeners.delete(listener);
      };
    },
    onChange(listener: (state: ConnectionState) => void): () => void {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    onRefusedMessage(listener: (problem: string, refusedTotal: number) => void): () => void {
      refusedListeners.add(listener);
      return () => {
        refusedListeners.delete(listener);
      };
    },
    close(): void {
      closed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      void ready?.then((socket) => socket.close(), () => undefined);
      failPending('the connection to the studio was closed by the page');
    },
  };
}
