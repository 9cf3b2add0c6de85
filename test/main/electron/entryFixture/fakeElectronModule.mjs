// The smallest `electron` the built main (out/main/electron/main.js) needs to start. When the
// window loads its URL, it fetches the page through the registered protocol handler, prints
// a JSON report on stdout, then closes the window the way a user would (the app must quit).
// It behaves as Electron does where the entry relies on it (sources named at each).
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The app-data folder (userData lies in it): a temporary one, removed when the process ends.
const appData = mkdtempSync(join(tmpdir(), 'camconfig-fake-app-data-'));
process.on('exit', () => rmSync(appData, { recursive: true, force: true }));

const report = { args: process.argv.slice(2), privileged: [], sandbox: false, handlers: [], listeners: [], errorBoxes: [], lateBeforeReady: [] };
const protocolHandlers = new Map();
const paths = new Map([['appData', appData]]);
let ready = false;

// Electron emits `ready` once the ESM entry has been evaluated; code after an `await` may run
// after it (electron docs/tutorial/esm.md). The strictest case: ready before any continuation
// of the entry's awaits, i.e. in the first microtask after this graph's evaluation.
queueMicrotask(() => {
  ready = true;
  app.emit('ready');
});

// After ready, Electron throws for registerSchemesAsPrivileged and enableSandbox
// (shell/browser/api/electron_api_protocol.cc, electron_api_app.cc); setPath('userData')
// no longer moves Chromium's profile (docs/api/app.md, app.setPath).
function beforeReadyOnly(what, { throws = true } = {}) {
  if (!ready) return;
  report.lateBeforeReady.push(what);
  if (throws) throw new Error(`${what} can only be called before app is ready`);
}

function emitPreventable(name) {
  let prevented = false;
  app.emit(name, { preventDefault: () => (prevented = true) });
  return prevented;
}

export const app = new (class extends EventEmitter {
  enableSandbox() {
    beforeReadyOnly('app.enableSandbox');
    report.sandbox = true;
  }
  requestSingleInstanceLock() {
    return true;
  }
  whenReady() {
    return ready ? Promise.resolve() : new Promise((resolve) => this.once('ready', resolve));
  }
  getLocale() {
    return 'de-DE';
  }
  getPreferredSystemLanguages() {
    return ['de-DE', 'en-US'];
  }
  // docs/api/app.md: userData is appData plus the app's name (`camconfig`, package.json's name under `electron .`).
  getPath(name) {
    report.paths = [...(report.paths ?? []), name];
    return paths.get(name) ?? (name === 'userData' ? join(appData, 'camconfig') : undefined);
  }
  setPath(name, path) {
    if (name === 'userData') beforeReadyOnly('app.setPath(userData)', { throws: false });
    paths.set(name, path);
  }
  // Browser::Quit (shell/browser/browser.cc): before-quit, windows close, will-quit (preventable), quit.
  quit() {
    if (emitPreventable('before-quit') || emitPreventable('will-quit')) return;
    report.quit = true;
    report.userData = paths.get('userData') ?? join(appData, 'camconfig');
    report.workspaceFiles = existsSync(join(report.userData, 'workspace')) ? readdirSync(join(report.userData, 'workspace')) : null;
    report.appDataEntries = readdirSync(appData);
    process.stdout.write(JSON.stringify(report) + '\n');
    process.exit(0);
  }
  exit(code) {
    process.stdout.write(JSON.stringify({ ...report, exitCode: code }) + '\n');
    process.exit(code);
  }
})();

export const protocol = {
  registerSchemesAsPrivileged: (schemes) => {
    beforeReadyOnly('protocol.registerSchemesAsPrivileged');
    report.privileged.push(...schemes.map((s) => s.scheme));
  },
  handle: (scheme, handler) => protocolHandlers.set(scheme, handler),
};

export const ipcMain = {
  handle: (channel) => report.handlers.push(channel),
  on: (channel) => report.listeners.push(channel),
  removeHandler() {},
  removeAllListeners() {},
};

export const session = {
  defaultSession: {
    setPermissionRequestHandler() {},
    setPermissionCheckHandler() {},
    setDevicePermissionHandler() {},
    webRequest: { onBeforeRequest() {} },
  },
};

export const shell = { openExternal: async () => {} };

export const dialog = {
  showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
  showErrorBox: (title, content) => report.errorBoxes.push({ title, content }),
};

export const safeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(`fake:${Buffer.from(text, 'utf8').toString('hex')}`),
  decryptString: (data) => Buffer.from(data.toString().slice('fake:'.length), 'hex').toString('utf8'),
};

class WebContents extends EventEmitter {
  id = 1;
  send() {}
  setWindowOpenHandler() {}
  isDestroyed() {
    return false;
  }
}

export class BrowserWindow extends EventEmitter {
  webContents = new WebContents();
  constructor(options) {
    super();
    report.webPreferences = options.webPreferences;
    report.preloadExists = existsSync(options.webPreferences.preload);
    report.iconExists = existsSync(options.icon);
    app.emit('web-contents-created', {}, this.webContents);
  }
  async loadURL(url) {
    report.loadedUrl = url;
    const response = await protocolHandlers.get('camconfig')(new Request(url));
    report.page = { status: response.status, csp: response.headers.get('content-security-policy'), hasTitle: (await response.text()).includes('<title>CamConfig Studio</title>') };
    // The user closes the window: the last one closed (not while quitting) emits window-all-closed.
    setImmediate(() => {
      this.webContents.emit('did-finish-load');
      app.emit('window-all-closed');
    });
  }
  once(...args) {
    return super.once(...args);
  }
  show() {}
  isVisible() {
    return false;
  }
  isDestroyed() {
    return false;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
}
