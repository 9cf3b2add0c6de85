// The renderer's one way to the studio: Electron IPC when the preload exposed its bridge,
// otherwise a WebSocket to `/api` on the page's own origin (web mode, `camconfig serve`).
import { createStudioApi } from '../../shared/api/bridgeClient';
import type { StudioApi } from '../../shared/api/studioApi';
import { createWebSocketBridge, type StudioConnection } from './webSocketBridge';
import { electronBridge } from './windowBridge';

let studio: { api: StudioApi; connection: StudioConnection | null } | null = null;

export function apiWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api`;
}

function createStudio(): { api: StudioApi; connection: StudioConnection | null } {
  const ipc = electronBridge();
  if (ipc) return { api: createStudioApi(ipc), connection: null };
  const webSocket = createWebSocketBridge(apiWebSocketUrl(window.location));
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

export type { StudioApi } from '../../shared/api/studioApi';
export type { ConnectionState, StudioConnection } from './webSocketBridge';
export { ApiCallError } from '../../shared/api/studioApi';
export type { EventName, EventPayload, MethodInput, MethodName, MethodOutput } from '../../shared/api/contract';
