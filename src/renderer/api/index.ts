// The renderer's one way to the studio: Electron IPC when the preload exposed its bridge,
// otherwise a WebSocket to `/api` on the page's own origin (web mode, `camconfig serve`).
import { createStudioApi } from '../../shared/api/bridgeClient';
import type { StudioApi } from '../../shared/api/studioApi';
import { createWebSocketBridge } from './webSocketBridge';
import { electronBridge } from './windowBridge';

let studioApi: StudioApi | null = null;

export function apiWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api`;
}

export function getStudioApi(): StudioApi {
  studioApi ??= createStudioApi(electronBridge() ?? createWebSocketBridge(apiWebSocketUrl(window.location)));
  return studioApi;
}

export type { StudioApi } from '../../shared/api/studioApi';
export { ApiCallError } from '../../shared/api/studioApi';
export type { EventName, EventPayload, MethodInput, MethodName, MethodOutput } from '../../shared/api/contract';
