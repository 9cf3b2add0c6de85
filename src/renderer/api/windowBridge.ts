// `window.camconfig`: the bridge the Electron preload exposes (absent in web mode).
import type { CamconfigBridge } from '../../shared/api/bridge';

declare global {
  interface Window {
    camconfig?: CamconfigBridge;
  }
}

export function electronBridge(): CamconfigBridge | undefined {
  return window.camconfig;
}
