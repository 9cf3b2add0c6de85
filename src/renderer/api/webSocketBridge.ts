// The CamconfigBridge of web mode: one WebSocket to `/api` on the page's own origin. The
// session cookie set by `camconfig serve` authenticates it. After a lost connection the next
// call or subscription opens a new one.
import type { CamconfigBridge } from '../../shared/api/bridge';
import { isEventBatch, type WireEventBatch, type WireResult, type WireServerMessage } from '../../shared/api/wire';

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

const openState = 1;

export function createWebSocketBridge(url: string, open: (url: string) => WebSocketLike = (address) => new WebSocket(address)): CamconfigBridge {
  const listeners = new Set<(batch: WireEventBatch) => void>();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let socket: WebSocketLike | null = null;
  let ready: Promise<WebSocketLike> | null = null;

  function failPending(reason: string): void {
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  }

  function receive(data: unknown): void {
    if (typeof data !== 'string') return;
    const message = JSON.parse(data) as WireServerMessage;
    if (isEventBatch(message)) {
      for (const listener of listeners) listener(message);
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    waiting.resolve(message.ok ? { ok: true, output: message.output } : { ok: false, error: message.error });
  }

  function connect(): Promise<WebSocketLike> {
    if (ready) return ready;
    ready = new Promise((resolve, reject) => {
      const current = open(url);
      socket = current;
      let opened = false;
      current.addEventListener('open', () => {
        opened = true;
        resolve(current);
      });
      current.addEventListener('message', (event) => receive(event.data));
      current.addEventListener('close', () => {
        if (socket === current) {
          socket = null;
          ready = null;
        }
        failPending('the connection to the studio closed');
        if (!opened) reject(new Error(`cannot connect to the studio at ${url}`));
      });
    });
    return ready;
  }

  return {
    async call(method: string, input: unknown): Promise<WireResult> {
      const current = await connect();
      const id = nextId++;
      return new Promise<WireResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (current.readyState !== openState) {
          pending.delete(id);
          reject(new Error('the connection to the studio closed'));
          return;
        }
        current.send(JSON.stringify({ id, method, input }));
      });
    },
    subscribe(listener: (batch: WireEventBatch) => void): () => void {
      listeners.add(listener);
      void connect().catch(() => undefined);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
