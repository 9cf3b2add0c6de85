// A WebSocket opened before anything listens to it: shell/boot.ts opens the page's first one
// while the rest of the page's script is still loading, so the handshake is done by the time the
// studio's first calls are sent. What the socket hears meanwhile is kept, in order, and handed to
// the listeners once the first one is added. The keeping is bounded: a socket that heard more
// before anyone listened is closed and given up whole (the page opens a fresh one), so nothing
// is dropped from its middle.
import type { WebSocketLike } from './webSocketBridge';

/** What a held socket keeps at most before the page listens. */
export interface HoldLimits {
  messages: number;
  /** The messages' text, in UTF-16 code units. */
  characters: number;
}

export const defaultHoldLimits: HoldLimits = { messages: 2000, characters: 4 * 1024 * 1024 };

type HeardType = 'open' | 'close' | 'error' | 'message';
type Listener = (event: { data: unknown }) => void;

interface Heard {
  type: HeardType;
  data: unknown;
}

/** The part of a browser WebSocket a held one needs (the `ws` package's has it too). */
export interface RawWebSocket {
  readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: HeardType, listener: (event: { data?: unknown }) => void): void;
}

export interface HeldWebSocket extends WebSocketLike {
  /** False once it heard more than its limits allow before anyone listened: it is closed then. */
  readonly usable: boolean;
}

export function holdWebSocket(socket: RawWebSocket, limits: HoldLimits = defaultHoldLimits): HeldWebSocket {
  const listeners = new Map<HeardType, Set<Listener>>();
  /** What was heard before it was handed on; null once handed on (events pass straight through). */
  let backlog: Heard[] | null = [];
  let heldMessages = 0;
  let heldCharacters = 0;
  let handOnQueued = false;
  let usable = true;

  function dispatch({ type, data }: Heard): void {
    for (const listener of listeners.get(type) ?? []) listener({ data });
  }

  function hear(type: HeardType, data: unknown): void {
    if (!usable) return;
    if (backlog === null) return dispatch({ type, data });
    backlog.push({ type, data });
    if (type !== 'message') return;
    heldMessages++;
    heldCharacters += typeof data === 'string' ? data.length : 0;
    if (heldMessages > limits.messages || heldCharacters > limits.characters) giveUp();
  }

  function giveUp(): void {
    usable = false;
    backlog = [];
    socket.close();
  }

  /** Hands the backlog on after the current task's listeners are all added (the bridge adds several in a row). */
  function handOn(): void {
    const heard = backlog ?? [];
    backlog = null;
    for (const event of heard) dispatch(event);
  }

  for (const type of ['open', 'message', 'close', 'error'] as const) socket.addEventListener(type, (event) => hear(type, event.data));

  return {
    get readyState() {
      return socket.readyState;
    },
    get usable() {
      return usable;
    },
    send: (data) => socket.send(data),
    close: () => socket.close(),
    addEventListener(type: HeardType, listener: Listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      listeners.set(type, set);
      set.add(listener);
      if (handOnQueued) return;
      handOnQueued = true;
      queueMicrotask(handOn);
    },
  };
}
