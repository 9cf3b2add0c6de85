// The Electron shell, with the electron module passed in (main.ts gives the real one, tests a
// fake). It hardens the app, serves the renderer from camconfig://app, starts the services
// and wires them to the window over IPC.
import type * as Electron from 'electron';
import { contentSecurityPolicy } from '../../shared/api/contentSecurityPolicy';
import { englishText } from '../../shared/i18n/renderText';
import { appEntryUrl, appScheme, createAppProtocolHandler, isAppUrl } from './appProtocol';
import { createFileDialogs } from './fileDialog';
import { registerIpcApi, type IpcApi, type IpcDispatcher } from './ipcApi';
import type { FileChooser, FolderChooser, SaveFileChooser } from '../services/fileChooser';
import { restrictPermissions } from './permissions';
import { quitThroughShutdown } from './quitting';
import { showWindowWhenLoaded } from './windowShowing';
import { checkAppSender } from './trustedSender';
import { hardenWebContents } from './webContentsHardening';
import { systemLanguages } from './systemLanguages';
import { createMainWindowOptions } from './windowOptions';
import { distributorStartWarning, type StudioStartOptions } from '../services/studioStartOptions';

export type DesktopElectron = Pick<typeof Electron, 'app' | 'BrowserWindow' | 'dialog' | 'ipcMain' | 'protocol' | 'session' | 'shell'>;

export interface DesktopBackend {
  dispatcher: IpcDispatcher;
  /** For the warning when --iface was given and the distributor did not start there. */
  distributorState?(): Promise<{ active: boolean; reason: string | null }>;
  close(): Promise<void>;
}

export interface DesktopAppOptions {
  preloadPath: string;
  rendererRoot: string;
  iconPath: string;
  /** From the command line (studioStartOptions.ts): demo or not, cameras, distributor. */
  start: StudioStartOptions;
  /** `frontDoor`: what only the desktop app gives the services (the native file dialog). */
  startBackend(start: StudioStartOptions, frontDoor: DesktopFrontDoor): Promise<DesktopBackend>;
  log?: (line: string) => void;
  /** Longest wait for `ready-to-show` / `did-finish-load` before the window is shown anyway (default 5 s). */
  windowShowTimeoutMs?: number;
  /** Longest wait for the services to close when the app quits (default 10 s, as `camconfig serve`). */
  shutdownTimeoutMs?: number;
}

export interface DesktopFrontDoor {
  chooseFile: FileChooser;
  chooseSaveFile: SaveFileChooser;
  chooseFolder: FolderChooser;
  /** The system's languages, app.getLocale() first (systemLanguages.ts): studio.info hands them to the renderer. */
  systemLanguages: string[];
}

export interface DesktopApp {
  window: Electron.BrowserWindow;
  /** Closes IPC and the services (also done on every way of quitting, quitting.ts). */
  shutdown(): Promise<void>;
}

/**
 * Resolves to the running app, or null when another instance already runs (this one quits).
 * prepareBeforeReady (beforeReady.ts) must have run before: main.ts calls it first.
 */
export async function startDesktopApp(electron: DesktopElectron, options: DesktopAppOptions): Promise<DesktopApp | null> {
  const { app, protocol, shell } = electron;
  const log = options.log ?? ((line: string) => console.warn(`[camconfig] ${line}`));

  if (!app.requestSingleInstanceLock()) {
    log('CamConfig Studio is already running; focusing that window instead.');
    app.quit();
    return null;
  }
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, { shell, onRefused: (what, url) => log(`refused ${what}${url ? ` to ${url}` : ''}`) });
  });

  await app.whenReady();
  hardenSession(electron.session.defaultSession);
  protocol.handle(appScheme, createAppProtocolHandler({ rendererRoot: options.rendererRoot, contentSecurityPolicy }));

  let window: Electron.BrowserWindow | null = null;
  const backend = await options.startBackend(options.start, { ...createFileDialogs(electron.dialog, () => window), systemLanguages: systemLanguages(app) });
  if (backend.distributorState) {
    const warning = distributorStartWarning(options.start, await backend.distributorState());
    if (warning) log(`warning: ${warning}`);
  }
  const mainWindow = new electron.BrowserWindow(createMainWindowOptions({ preloadPath: options.preloadPath, iconPath: options.iconPath }));
  window = mainWindow;
  const ipc = registerIpcApi({
    ipcMain: electron.ipcMain,
    dispatcher: backend.dispatcher,
    checkSender: (event) => checkAppSender(event, (id) => !mainWindow.isDestroyed() && id === mainWindow.webContents.id),
    onRefused: (reason) => log(`refused an API call: ${englishText(reason)}`),
    onStreamReplaced: (dropped) => log(`the page loaded again: a fresh event stream (${dropped} unacknowledged batches of the old page dropped)`),
  });
  const shutdown = shutdownOnce(ipc, backend);
  quitThroughShutdown(app, shutdown, { timeoutMs: options.shutdownTimeoutMs ?? 10_000, log });

  app.on('second-instance', () => {
    if (mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  showWindowWhenLoaded(mainWindow, { timeoutMs: options.windowShowTimeoutMs ?? 5_000 });
  await mainWindow.loadURL(appEntryUrl);
  return { window: mainWindow, shutdown };
}

function hardenSession(session: Electron.Session): void {
  restrictPermissions(session);
  // The page loads only its own files; the API goes over IPC, so no request leaves the app.
  session.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !isAppUrl(details.url) && !/^(devtools|data|blob):/.test(details.url) });
  });
}

function shutdownOnce(ipc: IpcApi, backend: DesktopBackend): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= (async () => {
      ipc.close();
      await backend.close();
    })();
    return closing;
  };
}
