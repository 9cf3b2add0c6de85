import type { BrowserWindowConstructorOptions } from 'electron';
import { product } from '../../shared/product';

export interface MainWindowPaths {
  /** Absolute path of out/preload/index.cjs. */
  preloadPath: string;
  /** Absolute path of the window icon (PNG). */
  iconPath: string;
}

/** The main window: isolated, sandboxed renderer with no Node, no webview, only our preload. */
export function createMainWindowOptions(paths: MainWindowPaths): BrowserWindowConstructorOptions {
  return {
    title: product.name,
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 560,
    show: false,
    icon: paths.iconPath,
    backgroundColor: '#0f172a',
    webPreferences: {
      preload: paths.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
    },
  };
}
