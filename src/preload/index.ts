// The sandboxed preload: exposes `window.camconfig` (the CamconfigBridge of the API contract)
// and nothing else. No ipcRenderer, no IpcRendererEvent ever reaches the page.
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from './preloadBridge';
import { bridgeGlobalName } from '../shared/api/bridge';

contextBridge.exposeInMainWorld(bridgeGlobalName, createPreloadBridge(ipcRenderer));
