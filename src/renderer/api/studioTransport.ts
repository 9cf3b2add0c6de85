// The renderer's one way to the studio: Electron IPC when the preload exposed its bridge,
// otherwise a WebSocket to `/api` on the page's own origin (web mode, `camconfig serve`).
// Only the shell (shell/main.tsx) calls these; everything else gets the API from the Studio.
import { createStudioApi } from '../../shared/api/bridgeClient';
import type { StudioApi } from '../../shared/api/studioApi';
import { apiWebSocketUrl, takeEarlyWebSocket } from './earlyWebSocket';
import { createWebSocketBridge, type StudioConnection } from './webSocketBridge';
import { electronBridge } from './windowBridge';

let studio: { api: StudioApi; connection: StudioConnection | null } | null = null;

function createStudio(): { api: StudioApi; connection: StudioConnection | null } {
  const ipc = electronBridge();
  if (ipc) return { api: createStudioApi(ipc), connection: null };
  // The first connection is the one shell/boot.ts opened while the page loaded; reconnects open their own.
  const webSocket = createWebSocketBridge(apiWebSocketUrl(window.location), (url) => takeEarlyWebSocket(url) ?? new WebSocket(url));
  return { api: createStudioApi(webSocket), connection: webSocket };
}

export function getStudioApi(): StudioApi {
  studio ??= createStudio();
  return studio.api;
}

/** Connection changes of web mode; null in the desktop app, whose IPC cannot drop. */
export function getStudioConnection(): StudioConnection | null {
  studio ??= createStudio();
  return studio.connection;
}

