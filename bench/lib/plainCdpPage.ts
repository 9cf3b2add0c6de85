// A headless Chromium page driven over the DevTools protocol with only what a measurement in
// the page needs: a script before the page's own, navigation, and evaluating functions in the
// page. Playwright enables the protocol's Network domain on every page it drives, and with it
// Chromium copies every WebSocket frame into a protocol event on the page's main thread: for a
// 4 MB answer that is 100+ ms of work no technician's studio does. Benches that time the
// page's own work on large answers drive it through this instead. Loopback only: the
// debugging port is Chromium's own on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';

const listeningLine = /DevTools listening on (ws:\/\/127\.0\.0\.1:\d+\/\S+)/;
const startTimeoutMs = 30_000;

export interface PlainPage {
  /** Navigates to `url`; answers once the document has loaded. */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page, awaits its promise, answers its JSON value. */
  evaluate<Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result>;
  /** Polls `fn(arg)` in the page each animation frame until it is true (bounded by `timeoutMs`). */
  waitFor<Arg>(fn: (arg: Arg) => boolean, arg: Arg, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface ProtocolAnswer {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/** A headless Chromium that opens plain pages, each in a browser context of its own. */
export interface PlainBrowser {
  /** A blank page in a new browser context (no cookies, no cache shared with other pages); closing it disposes the context. */
  newPage(initScript: string, width: number, height: number): Promise<PlainPage>;
  close(): Promise<void>;
}

type ProtocolSend = (method: string, params: object, sessionId?: string) => Promise<unknown>;

/** Opens a blank page of `width` x `height` in which `initScript` runs before the scripts of every document it loads. */
export async function openPlainPage(executablePath: string, args: readonly string[], initScript: string, width: number, height: number): Promise<PlainPage> {
  const browser = await openPlainBrowser(executablePath, [...args, `--window-size=${width},${height}`]);
  try {
    const page = await browser.newPage(initScript, width, height);
    return { ...page, close: () => page.close().finally(() => browser.close()) };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export async function openPlainBrowser(executablePath: string, args: readonly string[]): Promise<PlainBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'camconfig-bench-chromium-'));
  const browser = spawn(executablePath, [...args, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    const socket = await connect(await browserEndpoint(browser));
    const send = protocolSender(socket);
    return {
      newPage: (initScript, width, height) => openPageInNewContext(send, initScript, width, height),
      async close() {
        const exited = new Promise((resolve) => browser.once('exit', resolve));
        await send('Browser.close', {}).catch(() => undefined);
        await exited;
        socket.close();
        removeProfile(profile);
      },
    };
  } catch (error) {
    await stopBrowser(browser);
    removeProfile(profile);
    throw error;
  }
}

async function openPageInNewContext(send: ProtocolSend, initScript: string, width: number, height: number): Promise<PlainPage> {
  const { browserContextId } = (await send('Target.createBrowserContext', {})) as { browserContextId: string };
  const { targetId } = (await send('Target.createTarget', { url: 'about:blank', browserContextId })) as { targetId: string };
  const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
  const inPage = (method: string, params: object = {}) => send(method, params, sessionId);
  await inPage('Page.enable');
  await inPage('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  await inPage('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
  const page: PlainPage = {
    async goto(url) {
      await inPage('Page.navigate', { url });
      await page.waitFor((target) => document.readyState === 'complete' && location.href.startsWith(target), url.replace(/\?.*$/, ''));
    },
    async evaluate(fn, arg) {
      const answer = (await inPage('Runtime.evaluate', { expression: `(${fn.toString()})(${JSON.stringify(arg)})`, awaitPromise: true, returnByValue: true })) as {
        result: { value?: unknown };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      };
      if (answer.exceptionDetails) throw new Error(`in the page: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
      return answer.result.value as Awaited<ReturnType<typeof fn>>;
    },
    async waitFor(fn, arg, timeoutMs = 60_000) {
      const poll = `new Promise((resolve) => { const until = performance.now() + ${timeoutMs}; const check = () => { let done = false; try { done = (${fn.toString()})(${JSON.stringify(arg)}); } catch {} if (done || performance.now() > until) resolve(done); else requestAnimationFrame(check); }; check(); })`;
      const answer = (await inPage('Runtime.evaluate', { expression: poll, awaitPromise: true, returnByValue: true })) as { result: { value?: unknown } };
      if (answer.result.value !== true) throw new Error(`the page did not reach ${fn.toString().slice(0, 120)} within ${timeoutMs} ms`);
    },
    async close() {
      await send('Target.disposeBrowserContext', { browserContextId });
    },
  };
  return page;
}

function browserEndpoint(browser: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools address within ${startTimeoutMs} ms`)), startTimeoutMs);
    browser.stderr!.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      const found = listeningLine.exec(seen);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    browser.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it printed its DevTools address`));
    });
  });
}

function connect(endpoint: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(endpoint, { maxPayload: 256 * 1024 * 1024 });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function protocolSender(socket: WebSocket): ProtocolSend {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }>();
  socket.on('message', (data) => {
    const answer = JSON.parse(data.toString()) as ProtocolAnswer;
    if (answer.id === undefined) return;
    const waiter = waiting.get(answer.id);
    if (!waiter) return;
    waiting.delete(answer.id);
    if (answer.error) waiter.reject(new Error(`${waiter.method}: ${answer.error.message}`));
    else waiter.resolve(answer.result);
  });
  socket.on('close', () => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`${waiter.method}: the DevTools connection closed`));
    waiting.clear();
  });
  return (method, params, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject, method });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
}

// Chromium's helper processes may still be writing the profile for a moment after the browser has exited.
function removeProfile(profile: string): void {
  rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

async function stopBrowser(browser: ChildProcess): Promise<void> {
  if (browser.exitCode !== null || browser.signalCode !== null) return;
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  browser.kill('SIGTERM');
  await exited;
}
