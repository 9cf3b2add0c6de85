// The Electron preload's bridge: what `window.camconfig` holds in desktop mode. The WebSocket
// client of web mode implements the same interface, so one client sits on top of either.
import type { WireEventBatch, WireResult } from './wire';

export interface CamconfigBridge {
  /** One call; resolves to the result envelope (never rejects for API errors). */
  call(method: string, input: unknown): Promise<WireResult>;
  /** Receives every event batch of this connection; returns the function that stops it. */
  subscribe(listener: (batch: WireEventBatch) => void): () => void;
}

/** The property of `window` the preload exposes the bridge under. */
export const bridgeGlobalName = 'camconfig';

/** IPC channels between the preload and the main process. */
export const bridgeChannels = {
  /** ipcRenderer.invoke(call, method, input) → WireResult. */
  call: 'camconfig:call',
  /** ipcRenderer.send(subscribe): start this renderer's event stream (idempotent). */
  subscribe: 'camconfig:subscribe',
  /** ipcRenderer.send(unsubscribe): stop it. */
  unsubscribe: 'camconfig:unsubscribe',
  /** main → renderer: webContents.send(events, WireEventBatch). */
  events: 'camconfig:events',
  /** ipcRenderer.send(ack): one batch was handed to the page's listeners (flow control). */
  ack: 'camconfig:ack',
} as const;
