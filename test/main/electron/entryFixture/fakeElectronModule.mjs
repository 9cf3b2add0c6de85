// The smallest `electron` the built main (out/main/electron/main.js) needs to start. When the
// window loads its URL, it fetches the page through the registered protocol handler, prints
// a JSON report on stdout, then closes the window the way a user would (the app must quit).
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The user-data folder (where the workspace goes): a temporary one, removed when the process ends.
const userData = mkdtempSync(join(tmpdir(), 'camconfig-fake-user-data-'));
process.on('exit', () => rmSync(userData, { recursive: true, force: true }));

const report = { args: process.argv.slice(2), privileged: [], sandbox: false, handlers: [], listeners: [] };
const protocolHandlers = new Map();

export const app = new (class extends EventEmitter {
  enableSandbox() {
    report.sandbox = true;
  }
  requestSingleInstanceLock() {
    return true;
  }
  async whenReady() {}
  getLocale() {
    return 'de-DE';
  }
  getPreferredSystemLanguages() {
    return ['de-DE', 'en-US'];
  }
  getPath(name) {
    report.paths = [...(report.paths ?? []), name];
    return userData;
  }
  quit() {
    report.quit = true;
    process.stdout.write(JSON.stringify(report) + '\n');
    process.exit(0);
  }
  exit(code) {
    process.stdout.write(JSON.stringify({ ...report, exitCode: code }) + '\n');
    process.exit(code);
  }
})();

export const protocol = {
  registerSchemesAsPrivileged: (schemes) => report.privileged.push(...schemes.map((s) => s.scheme)),
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

export const dialog = { showOpenDialog: async () => ({ canceled: true, filePaths: [] }) };

export const safeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(`fake:${Buffer.from(text, 'utf8').toString('hex')}`),
  decryptString: (data) => Buffer.from(data.toString().slice('fake:'.length), 'hex').toString('utf8'),
};

class WebContents extends EventEmitter {
  id = 1;
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
    setImmediate(() => app.emit('window-all-closed'));
  }
  once(...args) {
    return super.once(...args);
  }
  show() {}
  isDestroyed() {
    return false;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
}
