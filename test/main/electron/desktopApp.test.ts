import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeChannels } from '../../../src/shared/api/bridge';
import { contentSecurityPolicy } from '../../../src/shared/api/contentSecurityPolicy';
import { methodNames } from '../../../src/shared/api/contract';
import type { WireEventBatch, WireResult } from '../../../src/shared/api/wire';
import { renderText } from '../../../src/shared/i18n/renderText';
import type { Text } from '../../../src/shared/i18n/text';
import { prepareBeforeReady } from '../../../src/main/electron/beforeReady';
import { startDesktopApp, type DesktopAppOptions, type DesktopBackend, type DesktopFrontDoor } from '../../../src/main/electron/desktopApp';
import { chromiumPermissionNames, createFakeElectron, type FakeElectronOptions, type FakeFrame } from './fakeElectron';

let rendererRoot: string;

beforeAll(async () => {
  rendererRoot = await mkdtemp(join(tmpdir(), 'camconfig-renderer-'));
  await writeFile(join(rendererRoot, 'index.html'), '<!doctype html><title>t</title>');
});
afterAll(async () => {
  await rm(rendererRoot, { recursive: true, force: true });
});

function recordingBackend(close: () => Promise<void> = async () => undefined) {
  const calls: Array<{ method: string; input: unknown }> = [];
  const sinks = new Set<(batch: WireEventBatch) => void>();
  let closed = 0;
  let closeFinished = 0;
  const backend: DesktopBackend = {
    dispatcher: {
      async call(method, input): Promise<WireResult> {
        calls.push({ method, input });
        return { ok: true, output: { echoed: method } };
      },
      connect(sink) {
        sinks.add(sink);
        return { close: () => sinks.delete(sink) };
      },
    },
    async close() {
      closed++;
      await close();
      closeFinished++;
    },
  };
  return { backend, calls, sinks, closedCount: () => closed, closeFinishedCount: () => closeFinished };
}

type ShellTimings = Pick<DesktopAppOptions, 'windowShowTimeoutMs' | 'shutdownTimeoutMs'>;

async function startWithFakes(options: FakeElectronOptions = {}, timings: ShellTimings = {}, closeBackend?: () => Promise<void>) {
  const fake = createFakeElectron(options);
  prepareBeforeReady(fake.electron); // as main.ts does, before its first await
  const recorder = recordingBackend(closeBackend);
  const logged: string[] = [];
  const frontDoors: DesktopFrontDoor[] = [];
  const started = await startDesktopApp(fake.electron, {
    preloadPath: '/app/out/preload/index.cjs',
    rendererRoot,
    iconPath: '/app/out/renderer/app-icon.png',
    start: { demo: true, cameras: [], distributorUserConfig: undefined },
    startBackend: async (_start, frontDoor) => {
      frontDoors.push(frontDoor);
      return recorder.backend;
    },
    log: (line) => logged.push(line),
    ...timings,
  });
  const window = fake.windows[0];
  const contents = window?.webContents;
  return { fake, recorder, started, window, contents, logged, frontDoors };
}

describe('the main window', () => {
  it('is isolated and sandboxed, without Node, webview or weakened web security, and uses our preload', async () => {
    const { window } = await startWithFakes();
    const preferences = window?.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      preload: '/app/out/preload/index.cjs',
    });
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('loads the app from the custom protocol, not file://', async () => {
    const { window } = await startWithFakes();
    expect(window?.loadedUrl).toBe('camconfig://app/index.html');
    await expect.poll(() => window?.shown).toBe(true);
  });

  it('enables the sandbox for every renderer and registers the scheme as privileged before the app is ready', async () => {
    const { fake } = await startWithFakes();
    expect(fake.app.sandboxEnabled).toBe(true);
    expect(fake.calls.indexOf('app.enableSandbox')).toBeLessThan(fake.calls.indexOf('app.whenReady'));
    expect(fake.calls.indexOf('protocol.registerSchemesAsPrivileged')).toBeLessThan(fake.calls.indexOf('app.whenReady'));
    expect(fake.calls.indexOf('app.setPath(userData)')).toBeLessThan(fake.calls.indexOf('app.whenReady'));
    expect(fake.privileged).toEqual([{ scheme: 'camconfig', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
    expect(fake.protocolHandlers.has('camconfig')).toBe(true);
  });

  it('quits at once when another instance holds the single instance lock, and that one gets focus', async () => {
    const second = await startWithFakes({ gotLock: false });
    expect(second.started).toBeNull();
    expect(second.fake.app.quitCount).toBe(1);
    expect(second.fake.windows).toHaveLength(0);

    const first = await startWithFakes();
    first.fake.app.emit('second-instance');
    expect(first.window?.focused).toBe(true);
  });

  it('closes IPC and the services, then quits, when the last window closes', async () => {
    const { fake, recorder, window } = await startWithFakes();
    window!.close();
    await expect.poll(() => fake.app.ended).toEqual({ how: 'quit', detail: 0 });
    expect(recorder.closedCount()).toBe(1);
    expect(fake.ipcMain.handlers.has(bridgeChannels.call)).toBe(false);
  });
});

describe('before ready', () => {
  it('registers the scheme, enables the sandbox and sets userData, which the fake (like Electron) refuses once ready', async () => {
    const fake = createFakeElectron();
    prepareBeforeReady(fake.electron);
    await fake.app.whenReady();
    expect(() => prepareBeforeReady(fake.electron)).toThrow(/before app is ready/);
  });

  it('gives the desktop app a user-data folder of its own, not the CLI workspace that `electron .` would name after package.json', async () => {
    const { fake } = await startWithFakes();
    expect(fake.app.getPath('userData')).toBe('/fake/appData/CamConfig Studio');
  });
});

describe('showing the window', () => {
  it('shows it on did-finish-load when ready-to-show never fires, as under Wayland (electron/electron#48859)', async () => {
    const { window } = await startWithFakes({ withholdReadyToShow: true }, { windowShowTimeoutMs: 600_000 });
    await expect.poll(() => window?.shown).toBe(true);
  });

  it('shows it after the bounded wait when neither event comes', async () => {
    const { window } = await startWithFakes({ withholdReadyToShow: true, withholdDidFinishLoad: true }, { windowShowTimeoutMs: 20 });
    expect(window?.shown).toBe(false);
    await expect.poll(() => window?.shown).toBe(true);
  });
});

describe('quitting', () => {
  it.each<[string, (fake: ReturnType<typeof createFakeElectron>) => void]>([
    ['app.quit() (the menu Quit role, Cmd+Q, File > Quit)', (fake) => fake.app.quit()],
    ['SIGTERM', (fake) => fake.app.receiveSignal('SIGTERM')],
    ['SIGINT (Ctrl+C)', (fake) => fake.app.receiveSignal('SIGINT')],
    ['SIGHUP', (fake) => fake.app.receiveSignal('SIGHUP')],
  ])('closes the services once through %s, and the process ends only after they have flushed', async (_way, quit) => {
    let flush: () => void = () => undefined;
    const { fake, recorder } = await startWithFakes({}, {}, () => new Promise<void>((resolve) => (flush = resolve)));
    quit(fake);
    await expect.poll(() => recorder.closedCount()).toBe(1);
    expect(fake.app.ended).toBeNull(); // will-quit held while the services close
    fake.app.quit(); // asked again meanwhile: still one shutdown
    flush();
    await expect.poll(() => fake.app.ended).toEqual({ how: 'quit', detail: 0 });
    expect(recorder.closedCount()).toBe(1);
    expect(recorder.closeFinishedCount()).toBe(1);
  });

  it('quits after the bounded wait when the services do not close, and says so', async () => {
    const { fake, logged } = await startWithFakes({}, { shutdownTimeoutMs: 20 }, () => new Promise<void>(() => undefined));
    fake.app.quit();
    await expect.poll(() => fake.app.ended).toEqual({ how: 'quit', detail: 0 });
    expect(logged.some((line) => line.includes('did not close within'))).toBe(true);
  });
});

describe("the system's language", () => {
  it("hands the services Electron's app.getLocale() first, read once the app is ready, then the system's other languages", async () => {
    const { fake, frontDoors } = await startWithFakes({ locale: 'de-AT', preferredSystemLanguages: ['en-GB', 'de-AT', 'fr-FR'] });
    expect(frontDoors.map((door) => door.systemLanguages)).toEqual([['de-AT', 'en-GB', 'fr-FR']]);
    expect(fake.calls.indexOf('app.whenReady')).toBeLessThan(fake.calls.indexOf('app.getLocale'));
  });

  it('passes on English when the system speaks it', async () => {
    const { frontDoors } = await startWithFakes({ locale: 'en-US', preferredSystemLanguages: [] });
    expect(frontDoors[0]?.systemLanguages).toEqual(['en-US']);
  });
});

describe('the API over IPC', () => {
  it('routes every contract method from the app page to the dispatcher', async () => {
    const { fake, recorder, contents } = await startWithFakes();
    for (const method of methodNames) {
      const result = await fake.ipcMain.invoke(bridgeChannels.call, contents!, contents!.mainFrame, method, { probe: method });
      expect(result).toEqual({ ok: true, output: { echoed: method } });
    }
    expect(recorder.calls.map((call) => call.method)).toEqual(methodNames);
    expect(recorder.calls[0]?.input).toEqual({ probe: methodNames[0] });
  });

  it.each<[string, (main: FakeFrame) => FakeFrame | null]>([
    ['an iframe inside the app page', (main) => ({ url: 'camconfig://app/index.html', parent: main })],
    ['the window after it showed another site', () => ({ url: 'https://evil.example/', parent: null })],
    ['a file:// page', () => ({ url: 'file:///etc/passwd', parent: null })],
    ['a frame that is gone', () => null],
  ])('refuses a call from %s', async (_name, frameOf) => {
    const { fake, recorder, contents, logged } = await startWithFakes();
    const result = (await fake.ipcMain.invoke(bridgeChannels.call, contents!, frameOf(contents!.mainFrame), 'studio.info', {})) as WireResult;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/^Call refused: /) });
    expect(!result.ok && renderText(result.error.text!, 'de')).toMatch(/^Aufruf abgelehnt: der (sendende Frame|Absender) /);
    expect(recorder.calls).toEqual([]);
    expect(logged.some((line) => line.startsWith('refused an API call'))).toBe(true);
  });

  it('refuses a call from another webContents, even showing an app URL', async () => {
    const { fake, recorder } = await startWithFakes();
    const { FakeWebContents } = await import('./fakeElectron');
    const stranger = new FakeWebContents();
    const result = (await fake.ipcMain.invoke(bridgeChannels.call, stranger, stranger.mainFrame, 'studio.info', {})) as WireResult;
    expect(result.ok).toBe(false);
    expect(recorder.calls).toEqual([]);
  });

  it('refuses a method name that is not a string', async () => {
    const { fake, recorder, contents } = await startWithFakes();
    const result = (await fake.ipcMain.invoke(bridgeChannels.call, contents!, contents!.mainFrame, { toString: 'x' }, {})) as WireResult;
    expect(result).toEqual({ ok: false, error: { code: 'invalid_request', message: 'The method name must be a string.', text: { id: 'transport.ipc.methodNotString' } } });
    expect(renderText((result as { error: { text: Text } }).error.text, 'de')).toBe('Der Methodenname muss ein Text sein.');
    expect(recorder.calls).toEqual([]);
  });

  it('streams event batches to the subscribed page, and stops on unsubscribe and when the page goes away', async () => {
    const { fake, recorder, contents } = await startWithFakes();
    fake.ipcMain.send(bridgeChannels.subscribe, contents!, contents!.mainFrame);
    fake.ipcMain.send(bridgeChannels.subscribe, contents!, contents!.mainFrame); // idempotent
    expect(recorder.sinks.size).toBe(1);
    const batch: WireEventBatch = { events: [{ event: 'bus.messages', payload: { messages: [], dropped: 0, droppedTotal: 0 } }] };
    for (const sink of recorder.sinks) sink(batch);
    expect(contents!.sent).toEqual([{ channel: bridgeChannels.events, args: [batch] }]);

    fake.ipcMain.send(bridgeChannels.unsubscribe, contents!, contents!.mainFrame);
    expect(recorder.sinks.size).toBe(0);

    fake.ipcMain.send(bridgeChannels.subscribe, contents!, contents!.mainFrame);
    expect(recorder.sinks.size).toBe(1);
    contents!.destroy();
    expect(recorder.sinks.size).toBe(0);
  });

  it('starts no event stream for a foreign frame', async () => {
    const { fake, recorder, contents } = await startWithFakes();
    fake.ipcMain.send(bridgeChannels.subscribe, contents!, { url: 'https://evil.example/', parent: null });
    expect(recorder.sinks.size).toBe(0);
  });
});

describe('navigation, new windows and permissions', () => {
  it('denies navigation and redirects away from the page, and webviews', async () => {
    const { contents } = await startWithFakes();
    expect(contents!.attemptNavigation('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents!.attemptNavigation('will-navigate', 'camconfig://app/other.html')).toBe(true);
    expect(contents!.attemptNavigation('will-redirect', 'http://127.0.0.1:1/')).toBe(true);
    expect(contents!.attemptNavigation('will-attach-webview', 'https://evil.example/')).toBe(true);
  });

  it('denies every new window; allow-listed https links open in the system browser, others nowhere', async () => {
    const { fake, contents } = await startWithFakes();
    const open = contents!.windowOpenHandler!;
    for (const url of ['https://github.com/camconfig', 'http://github.com/x', 'https://evil.example/', 'javascript:alert(1)', 'file:///etc/passwd', 'https://user:pw@github.com/']) {
      expect(open({ url })).toEqual({ action: 'deny' });
    }
    expect(fake.opened).toEqual(['https://github.com/camconfig']);
  });

  it('hardens every webContents the app creates, not just the main window', async () => {
    const { fake } = await startWithFakes();
    const { FakeWebContents } = await import('./fakeElectron');
    const other = new FakeWebContents();
    fake.app.emit('web-contents-created', {}, other);
    expect(other.attemptNavigation('will-navigate', 'https://evil.example/')).toBe(true);
    expect(other.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it("grants the clipboard (Monaco's Paste and Copy) to the app page only, and refuses every other permission and origin", async () => {
    const { fake } = await startWithFakes();
    const session = fake.session;
    const appPage = { requestingUrl: 'camconfig://app/index.html', isMainFrame: true };
    for (const permission of ['clipboard-read', 'clipboard-sanitized-write']) {
      expect(await session.request(permission, appPage), permission).toBe(true);
      expect(session.check(permission, 'camconfig://app', appPage), permission).toBe(true);
      expect(await session.request(permission, { requestingUrl: 'camconfig://app/index.html', isMainFrame: false }), `${permission} from a sub-frame`).toBe(false);
      expect(await session.request(permission, { requestingUrl: 'https://evil.example/', isMainFrame: true }), `${permission} from another site`).toBe(false);
      expect(session.check(permission, 'https://evil.example', { isMainFrame: true }), `${permission} checked for another origin`).toBe(false);
    }
    for (const permission of chromiumPermissionNames.filter((name) => !name.startsWith('clipboard-'))) {
      expect(await session.request(permission, appPage), permission).toBe(false);
      expect(session.check(permission, 'camconfig://app', appPage), permission).toBe(false);
    }
    expect(fake.session.devicePermissionHandler!({})).toBe(false);
  });

  it('lets the page load only its own files: network requests are cancelled', async () => {
    const { fake } = await startWithFakes();
    expect(fake.session.allowsRequest('camconfig://app/assets/index.js')).toBe(true);
    expect(fake.session.allowsRequest('https://evil.example/x.js')).toBe(false);
    expect(fake.session.allowsRequest('http://127.0.0.1:8080/')).toBe(false);
    expect(fake.session.allowsRequest('ws://127.0.0.1:8080/api')).toBe(false);
    expect(fake.session.allowsRequest('file:///etc/passwd')).toBe(false);
  });
});

describe('the camconfig:// protocol as registered', () => {
  it('serves the renderer with the CSP header', async () => {
    await mkdir(join(rendererRoot, 'assets'), { recursive: true });
    const { fake } = await startWithFakes();
    const handler = fake.protocolHandlers.get('camconfig')!;
    const response = await handler(new Request('camconfig://app/index.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(await response.text()).toContain('<title>t</title>');
  });
});
