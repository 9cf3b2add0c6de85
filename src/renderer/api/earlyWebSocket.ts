// The page's first WebSocket to the studio, opened by shell/boot.ts as soon as the page starts (in
// web mode only), and taken over by the WebSocket bridge when the rest of the page has loaded.
// This file and what it imports stay small: boot.ts runs before the page's other script arrives.
import { holdWebSocket, type HeldWebSocket } from './heldWebSocket';
import { electronBridge } from './windowBridge';

let early: { url: string; socket: HeldWebSocket } | null = null;

/** The studio's WebSocket endpoint on the page's own origin. */
export function apiWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api`;
}

/** Opens the first WebSocket, unless the page runs in the desktop app (IPC, no socket) or it is open already. */
export function openEarlyWebSocket(): void {
  if (early || electronBridge()) return;
  const url = apiWebSocketUrl(window.location);
  early = { url, socket: holdWebSocket(new WebSocket(url)) };
}

/** The early socket for `url`, once (a reconnect opens a fresh one); null when there is none or it had to be given up. */
export function takeEarlyWebSocket(url: string): HeldWebSocket | null {
  const taken = early;
  early = null;
  return taken && taken.url === url && taken.socket.usable ? taken.socket : null;
}
