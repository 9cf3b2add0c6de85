// The Electron shell, with the electron module passed in (main.ts gives the real one, tests a
// fake). It hardens the app, serves the renderer from camconfig://app, starts the services
// and wires them to the window over IPC.
import type * as Electron from 'electron';
import { contentSecurityPolicy } from '../../shared/api/contentSecurityPolicy';
import { appEntryUrl, appScheme, appSchemePrivileges, createAppProtocolHandler, isAppUrl } from './appProtocol';
import { createFileChooser } from './fileDialog';
import { registerIpcApi, type IpcApi, type IpcDispatcher } from './ipcApi';
import type { FileChooser } from '../services/fileChooser';
import { denyAllPermissions } from './permissions';
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
}

export interface DesktopFrontDoor {
  chooseFile: FileChooser;
  /** The system's languages, app.getLocale() first (systemLanguages.ts): studio.info hands them to the renderer. */
  systemLanguages: string[];
}

export interface DesktopApp {
  window: Electron.BrowserWindow;
  /** Closes IPC and the services (also done when the last window closes). */
  shutdown(): Promise<void>;
}

/** Resolves to the running app, or null when another instance already runs (this one quits). */
export async function startDesktopApp(electron: DesktopElectron, options: DesktopAppOptions): Promise<DesktopApp | null> {
  const { app, protocol, shell } = electron;
  const log = options.log ?? ((line: string) => console.warn(`[camconfig] ${line}`));

  protocol.registerSchemesAsPrivileged([{ scheme: appScheme, privileges: appSchemePrivileges }]);
  app.enableSandbox();
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
  const backend = await options.startBackend(options.start, { chooseFile: createFileChooser(electron.dialog, () => window), systemLanguages: systemLanguages(app) });
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
    onRefused: (reason) => log(`refused an API call: ${reason}`),
  });
  const shutdown = shutdownOnce(ipc, backend);

  app.on('second-instance', () => {
    if (mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    void shutdown().finally(() => app.quit());
  });
  mainWindow.once('ready-to-show', () => mainWindow.show());
  await mainWindow.loadURL(appEntryUrl);
  return { window: mainWindow, shutdown };
}

function hardenSession(session: Electron.Session): void {
  denyAllPermissions(session);
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
