// A stand-in for the `electron` module (no Electron binary here): records what the app does
// with it and lets tests play the parts of Chromium (IPC from a frame, navigation, ...).
import { EventEmitter } from 'node:events';
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

type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void;

export class FakeSession {
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: ((...args: unknown[]) => boolean) | null = null;
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
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void {
    this.permissionCheckHandler = handler;
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

/** dialog.showOpenDialog that waits until the test answers it, as a technician would. */
export class FakeDialog {
  readonly opened: OpenedDialog[] = [];

  showOpenDialog(...args: unknown[]): Promise<{ canceled: boolean; filePaths: string[] }> {
    const [parent, options] = args.length >= 2 ? args : [null, args[0]];
    return new Promise((resolve) => {
      this.opened.push({ parent, options: options as OpenedDialog['options'], answer: (path) => resolve(path === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [path] }) });
    });
  }
}

export function createFakeElectron(options: { gotLock?: boolean; locale?: string; preferredSystemLanguages?: string[] } = {}) {
  const calls: string[] = [];
  const app = new (class extends EventEmitter {
    sandboxEnabled = false;
    quitCount = 0;
    ready = false;
    enableSandbox() {
      if (this.ready) throw new Error('enableSandbox after ready has no effect in Electron');
      calls.push('app.enableSandbox');
      this.sandboxEnabled = true;
    }
    requestSingleInstanceLock() {
      calls.push('app.requestSingleInstanceLock');
      return options.gotLock ?? true;
    }
    quit() {
      calls.push('app.quit');
      this.quitCount++;
    }
    async whenReady() {
      calls.push('app.whenReady');
      this.ready = true;
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
    registerSchemesAsPrivileged(schemes: typeof privileged) {
      if (app.ready) throw new Error('registerSchemesAsPrivileged must be called before the app is ready');
      calls.push('protocol.registerSchemesAsPrivileged');
      privileged.push(...schemes);
    },
    handle(scheme: string, handler: (request: Request) => Promise<Response>) {
      if (!app.ready) throw new Error('protocol.handle before the app is ready');
      protocolHandlers.set(scheme, handler);
    },
  };

  const windows: FakeBrowserWindow[] = [];
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
    async loadURL(url: string) {
      this.loadedUrl = url;
      this.webContents.mainFrame.url = url;
      this.emit('ready-to-show');
    }
    show() {
      this.shown = true;
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
