// A stand-in for the `electron` module (no Electron binary here): records what the app does
// with it and lets tests play the parts of Chromium (IPC from a frame, navigation, ...).
// Where the shell relies on how Electron behaves, the fake behaves so, with the source named
// (electron/electron at the pinned major; docs/desktop.md, "The fake electron module", lists
// each behaviour and the test that holds it).
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { DesktopElectron } from '../../../src/main/electron/desktopApp';

export interface FakeFrame {
  url: string;
  parent: FakeFrame | null;
}

export class FakeWebContents extends EventEmitter {
  private static nextId = 1;
  readonly id = FakeWebContents.nextId++;
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  readonly mainFrame: FakeFrame = { url: 'camconfig://app/index.html', parent: null };
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  destroyed = false;

  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('destroyed');
  }
  /**
   * View > Reload (Ctrl/Cmd+R) or a reload after a crash: the browser side loads the page again
   * in this webContents, which keeps its id (docs/api/web-contents.md, `contents.id`); a
   * browser-initiated reload emits no `will-navigate` (docs/api/web-contents.md, Event
   * 'will-navigate': "not emitted ... when the page is reloaded"). What was in flight to the old
   * page is never acknowledged: the new page has a new main frame and its own preload.
   */
  reload(): void {
    (this as { mainFrame: FakeFrame }).mainFrame = { url: this.mainFrame.url, parent: null };
    this.emit('did-start-loading');
    setImmediate(() => this.emit('did-finish-load'));
  }
  /** The renderer process crashed (docs/api/web-contents.md, Event 'render-process-gone'). */
  crash(): void {
    this.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
  }
  /** Plays Chromium asking to navigate; returns true when the app prevented it. */
  attemptNavigation(kind: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url: string): boolean {
    let prevented = false;
    this.emit(kind, { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

export class FakeIpcMain {
  readonly handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  readonly listeners = new Map<string, Array<(event: unknown, ...args: unknown[]) => void>>();

  handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, handler);
  }
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): this {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    return this;
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  removeAllListeners(channel: string): this {
    this.listeners.delete(channel);
    return this;
  }
  /** ipcRenderer.invoke from `frame` of `contents`. */
  async invoke(channel: string, contents: FakeWebContents, frame: FakeFrame | null, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ sender: contents, senderFrame: frame }, ...args);
  }
  /** ipcRenderer.send from `frame` of `contents`. */
  send(channel: string, contents: FakeWebContents, frame: FakeFrame | null, ...args: unknown[]): void {
    for (const listener of this.listeners.get(channel) ?? []) listener({ sender: contents, senderFrame: frame }, ...args);
  }
}

type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void, details: PermissionDetails) => void;
type PermissionCheckHandler = (contents: unknown, permission: string, requestingOrigin: string, details: PermissionDetails) => boolean;

/** What Chromium hands the handlers (docs/api/session.md, setPermissionRequestHandler / setPermissionCheckHandler). */
export interface PermissionDetails {
  requestingUrl?: string;
  isMainFrame: boolean;
}

/**
 * The names Chromium asks with (docs/api/session.md): Monaco's Paste calls
 * navigator.clipboard.readText(), which asks for `clipboard-read`; writeText asks for
 * `clipboard-sanitized-write`.
 */
export const chromiumPermissionNames = ['clipboard-read', 'clipboard-sanitized-write', 'media', 'geolocation', 'notifications', 'midiSysex', 'pointerLock', 'fullscreen', 'openExternal', 'display-capture', 'deprecated-sync-clipboard-read'] as const;

export class FakeSession {
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: PermissionCheckHandler | null = null;
  devicePermissionHandler: ((...args: unknown[]) => boolean) | null = null;
  beforeRequest: ((details: { url: string }, callback: (response: { cancel: boolean }) => void) => void) | null = null;
  readonly webRequest = {
    onBeforeRequest: (listener: (details: { url: string }, callback: (response: { cancel: boolean }) => void) => void) => {
      this.beforeRequest = listener;
    },
  };
  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.permissionCheckHandler = handler;
  }
  /** Plays a page asking for `permission` (navigator.clipboard.readText() etc.); resolves to the answer. */
  request(permission: string, details: PermissionDetails): Promise<boolean> {
    return new Promise((resolve) => {
      if (!this.permissionRequestHandler) throw new Error('no permission request handler: Chromium would grant by default');
      this.permissionRequestHandler({}, permission, resolve, details);
    });
  }
  /** Plays Chromium's permission check (before most requests). */
  check(permission: string, requestingOrigin: string, details: PermissionDetails): boolean {
    if (!this.permissionCheckHandler) throw new Error('no permission check handler: Chromium would grant by default');
    return this.permissionCheckHandler({}, permission, requestingOrigin, details);
  }
  setDevicePermissionHandler(handler: (...args: unknown[]) => boolean): void {
    this.devicePermissionHandler = handler;
  }
  /** Whether a request for `url` would be let through. */
  allowsRequest(url: string): boolean {
    let cancelled = true;
    this.beforeRequest?.({ url }, ({ cancel }) => (cancelled = cancel));
    return !cancelled;
  }
}

export interface OpenedDialog {
  /** The window it is modal over (null: none). */
  parent: unknown;
  options: { title?: string; properties?: string[]; filters?: Array<{ name: string; extensions: string[] }> };
  /** Plays the technician: a chosen path, or null for Cancel. */
  answer(path: string | null): void;
}

export interface SaveDialogShown {
  /** The window it is modal over (null: none). */
  parent: unknown;
  options: { title?: string; defaultPath?: string; properties?: string[]; filters?: Array<{ name: string; extensions: string[] }> };
  /** Plays the technician: the path typed or chosen, or null for Cancel. */
  answer(path: string | null): void;
}

/** dialog.showOpenDialog and dialog.showSaveDialog that wait until the test answers them, as a technician would. */
export class FakeDialog {
  readonly opened: OpenedDialog[] = [];
  readonly saveDialogs: SaveDialogShown[] = [];

  /**
   * docs/api/dialog.md, `dialog.showSaveDialog([window, ]options)`: the window is optional (given,
   * the dialog is modal over it); it resolves `{ canceled, filePath }`, and a cancelled dialog's
   * `filePath` is the empty string (so in Electron 45: electron.d.ts of electron@45.5.0,
   * `SaveDialogReturnValue.filePath`, generated from that page; before, it was undefined).
   */
  showSaveDialog(...args: unknown[]): Promise<{ canceled: boolean; filePath: string }> {
    const [parent, options] = args.length >= 2 ? args : [null, args[0]];
    return new Promise((resolve) => {
      this.saveDialogs.push({ parent, options: options as SaveDialogShown['options'], answer: (path) => resolve(path === null ? { canceled: true, filePath: '' } : { canceled: false, filePath: path }) });
    });
  }

  showOpenDialog(...args: unknown[]): Promise<{ canceled: boolean; filePaths: string[] }> {
    const [parent, options] = args.length >= 2 ? args : [null, args[0]];
    return new Promise((resolve) => {
      this.opened.push({ parent, options: options as OpenedDialog['options'], answer: (path) => resolve(path === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [path] }) });
    });
  }
}

export interface FakeElectronOptions {
  gotLock?: boolean;
  locale?: string;
  preferredSystemLanguages?: string[];
  /** As under Wayland (electron/electron#48859): `ready-to-show` never fires. */
  withholdReadyToShow?: boolean;
  /** A page that never finishes loading: no `did-finish-load` either. */
  withholdDidFinishLoad?: boolean;
}

export function createFakeElectron(options: FakeElectronOptions = {}) {
  const calls: string[] = [];
  const windows: FakeBrowserWindow[] = [];
  const paths = new Map<string, string>([['appData', '/fake/appData']]);
  const app = new (class extends EventEmitter {
    sandboxEnabled = false;
    quitCount = 0;
    ready = false;
    /** Set once the process would have ended: by quitting, app.exit() or a signal's default action. */
    ended: { how: 'quit' | 'exit' | 'signal'; detail: string | number } | null = null;
    private quitting = false;
    private readonly signalsSeen = new Set<string>();
    readonly readyNow: Promise<void>;
    constructor() {
      super();
      // `ready` comes on a later turn, once the entry module has been evaluated (docs/tutorial/esm.md):
      // what must precede it has to run before the first await.
      this.readyNow = new Promise((resolve) =>
        setImmediate(() => {
          this.ready = true;
          this.emit('ready');
          resolve();
        }),
      );
    }
    enableSandbox() {
      if (this.ready) throw new Error('app.enableSandbox() can only be called before app is ready');
      calls.push('app.enableSandbox');
      this.sandboxEnabled = true;
    }
    requestSingleInstanceLock() {
      calls.push('app.requestSingleInstanceLock');
      return options.gotLock ?? true;
    }
    /**
     * Browser::Quit (shell/browser/browser.cc): `before-quit` (preventable), then every window
     * closes, then `will-quit` (preventable; a prevented quit may be asked again), then `quit`.
     * `window-all-closed` is not emitted while quitting (Browser::OnWindowAllClosed; docs/api/app.md).
     */
    quit() {
      calls.push('app.quit');
      this.quitCount++;
      if (this.quitting || this.ended) return;
      if (this.emitPreventable('before-quit')) return;
      this.quitting = true;
      const open = windows.filter((each) => !each.destroyed);
      if (open.length === 0) this.notifyAndShutdown();
      for (const window of open) window.close();
    }
    /** A window closed while quitting: the last one lets the quit go on. */
    notifyAndShutdown() {
      if (windows.some((each) => !each.destroyed)) return;
      if (this.emitPreventable('will-quit')) {
        this.quitting = false;
        return;
      }
      this.emit('quit', {}, 0);
      this.ended = { how: 'quit', detail: 0 };
    }
    isQuitting() {
      return this.quitting;
    }
    exit(code = 0) {
      calls.push(`app.exit(${code})`);
      this.ended = { how: 'exit', detail: code };
    }
    /**
     * SIGINT/SIGTERM/SIGHUP: Electron's handler calls Browser::Quit once and puts the default
     * action back (GracefulShutdownHandler, shell/browser/electron_browser_main_parts_posix.cc),
     * so a second one of the same signal ends the process outright.
     */
    receiveSignal(signal: 'SIGINT' | 'SIGTERM' | 'SIGHUP') {
      if (this.signalsSeen.has(signal)) {
        this.ended = { how: 'signal', detail: signal };
        return;
      }
      this.signalsSeen.add(signal);
      this.quit();
    }
    private emitPreventable(name: string): boolean {
      let prevented = false;
      this.emit(name, { preventDefault: () => (prevented = true) });
      return prevented;
    }
    async whenReady() {
      calls.push('app.whenReady');
      await this.readyNow;
    }
    /** docs/api/app.md, app.getPath: userData is appData plus the app's name (package.json's `name` under `electron .`). */
    getPath(name: string) {
      if (name === 'userData') return paths.get('userData') ?? join(paths.get('appData')!, 'camconfig');
      const path = paths.get(name);
      if (path === undefined) throw new Error(`Failed to get '${name}' path`);
      return path;
    }
    setPath(name: string, path: string) {
      calls.push(`app.setPath(${name})`);
      if (this.ready && name === 'userData') throw new Error('setPath(userData) after ready: Chromium already opened its profile in the old folder');
      paths.set(name, path);
    }
    /** As on Windows: the locale is known only once the app is ready. */
    getLocale() {
      if (!this.ready) throw new Error('app.getLocale before the app is ready');
      calls.push('app.getLocale');
      return options.locale ?? 'en-US';
    }
    getPreferredSystemLanguages() {
      return options.preferredSystemLanguages ?? [options.locale ?? 'en-US'];
    }
  })();

  const privileged: Array<{ scheme: string; privileges: Record<string, boolean> }> = [];
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const protocol = {
    /** docs/api/protocol.md: "This method can only be used before the ready event of the app module". */
    registerSchemesAsPrivileged(schemes: typeof privileged) {
      if (app.ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
      calls.push('protocol.registerSchemesAsPrivileged');
      privileged.push(...schemes);
    },
    handle(scheme: string, handler: (request: Request) => Promise<Response>) {
      if (!app.ready) throw new Error('protocol.handle before the app is ready');
      protocolHandlers.set(scheme, handler);
    },
  };

  class FakeBrowserWindow extends EventEmitter {
    readonly webContents = new FakeWebContents();
    loadedUrl: string | null = null;
    shown = false;
    focused = false;
    destroyed = false;
    constructor(readonly options: Record<string, unknown>) {
      super();
      windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    /**
     * Resolves when the page has loaded; `did-finish-load` and, unless withheld as under
     * Wayland (electron/electron#48859), `ready-to-show` follow on a later turn
     * (docs/api/browser-window.md, "Using the ready-to-show event").
     */
    async loadURL(url: string) {
      this.loadedUrl = url;
      this.webContents.mainFrame.url = url;
      setImmediate(() => {
        if (!options.withholdDidFinishLoad) this.webContents.emit('did-finish-load');
        if (!options.withholdReadyToShow && !options.withholdDidFinishLoad) this.emit('ready-to-show');
      });
    }
    show() {
      this.shown = true;
    }
    isVisible() {
      return this.shown;
    }
    isDestroyed() {
      return this.destroyed;
    }
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {
      this.focused = true;
    }
    /** As the window's close button: the last window closed emits `window-all-closed` unless the app is quitting. */
    close() {
      if (this.destroyed) return;
      this.destroyed = true;
      this.emit('closed');
      this.webContents.destroy();
      if (windows.some((each) => !each.destroyed)) return;
      if (app.isQuitting()) app.notifyAndShutdown();
      else app.emit('window-all-closed');
    }
  }

  const ipcMain = new FakeIpcMain();
  const session = { defaultSession: new FakeSession() };
  const opened: string[] = [];
  const shell = {
    async openExternal(url: string) {
      opened.push(url);
    },
  };
  const dialog = new FakeDialog();
  const electron = { app, protocol, BrowserWindow: FakeBrowserWindow, dialog, ipcMain, session, shell };
  return {
    electron: electron as unknown as DesktopElectron,
    app,
    calls,
    privileged,
    protocolHandlers,
    windows,
    ipcMain,
    session: session.defaultSession,
    opened,
    dialog,
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;

/**
 * A stand-in for Electron's safeStorage: "encrypts" by XOR with a key byte behind a header
 * naming the key, and fails to decrypt another key's data, as the real one does for data of
 * another user or machine.
 */
export function createFakeSafeStorage(options: { available?: boolean; key?: number; backend?: string } = {}) {
  const key = options.key ?? 0x5a;
  const header = Buffer.from(`fake-v10-${key}:`);
  const calls: string[] = [];
  return {
    calls,
    isEncryptionAvailable: () => options.available ?? true,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString(plainText: string): Buffer {
      calls.push('encryptString');
      return Buffer.concat([header, Buffer.from(plainText, 'utf8').map((byte) => byte ^ key)]);
    },
    decryptString(encrypted: Buffer): string {
      calls.push('decryptString');
      if (!encrypted.subarray(0, header.length).equals(header)) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(encrypted.subarray(header.length).map((byte) => byte ^ key)).toString('utf8');
    },
  };
}
