// `npm run desktop:smoke`: the real desktop app on a machine that has the Electron runtime (a
// packager's, a desktop). It builds what is stale, starts Electron on the app with a user-data
// folder of its own (a temporary appData) under the session's display, or under Xvfb
// (`xvfb-run`) where Linux has none, waits through the DevTools port for the window and the
// first camera in its Cameras list, quits through the application menu's Quit role (in the
// main process, through its inspector), and checks that the app ended by itself with code 0 and
// left its workspace complete on disk (no half-written file). Without a runtime it says so in
// one line and exits 0: nothing to check there. Loopback only: both debugging ports are
// Electron's own on 127.0.0.1. Node builtins and ws (a dependency of the app).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findElectron } from './electron-binary.mjs';

const stepTimeoutMs = 60_000;
const cameraShown = `document.querySelector('[role="listbox"][aria-labelledby="cameras-heading"] [role="option"]') !== null`;
// Electron resolves require('electron') to its API from any CommonJS require, also one made
// here for the inspector's context (Node 22.3+ in Electron: process.getBuiltinModule).
const clickQuitRole = `(() => {
  const { Menu } = process.getBuiltinModule('node:module').createRequire(process.cwd() + '/')('electron');
  const items = (Menu.getApplicationMenu()?.items ?? []).flatMap((item) => item.submenu?.items ?? []);
  const quit = items.find((item) => item.role === 'quit');
  if (!quit) return 'the application menu has no Quit role';
  quit.click();
  return 'clicked';
})()`;

const electron = findElectron();
if (!electron.binary) {
  console.log(`desktop smoke: no Electron runtime present (${electron.reason}); nothing to check on this machine.`);
  process.exit(0);
}

const { isStale } = await import('./build.mjs');
if (isStale() && spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0) fail('the build failed (see above)');

const appData = mkdtempSync(join(tmpdir(), 'camconfig-desktop-smoke-'));
process.on('exit', () => rmSync(appData, { recursive: true, force: true }));
const { ELECTRON_RUN_AS_NODE: _ignored, ...parentEnv } = process.env;
// Electron's appData: $XDG_CONFIG_HOME on Linux, %APPDATA% on Windows; macOS has no variable for it.
const env = { ...parentEnv, XDG_CONFIG_HOME: appData, APPDATA: appData };
const userData = process.platform === 'darwin' ? null : join(appData, 'CamConfig Studio');

const [command, args] = withDisplay(electron.binary, ['.', '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', '--inspect=127.0.0.1:0']);
const app = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
let stderr = '';
app.stderr.on('data', (chunk) => {
  stderr = (stderr + chunk.toString()).slice(-64 * 1024);
  process.stderr.write(chunk);
});
const exited = new Promise((resolve) => app.once('exit', (code, signal) => resolve({ code, signal })));

try {
  const devtoolsPort = Number((await outputMatch(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//, 'the DevTools port'))[1]);
  const inspector = (await outputMatch(/Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/\S+)/, "the main process's inspector"))[1];
  const page = await until('the window with the studio page', async () => {
    const targets = await (await fetch(`http://127.0.0.1:${devtoolsPort}/json/list`)).json();
    return targets.find((target) => target.type === 'page' && target.url.startsWith('camconfig://app/')) ?? null;
  });
  console.log('desktop smoke: the window shows the studio page');
  await until('the first camera in the Cameras list', () => evaluate(page.webSocketDebuggerUrl, cameraShown));
  console.log('desktop smoke: the first camera is shown');
  const clicked = await evaluate(inspector, clickQuitRole);
  if (clicked !== 'clicked') fail(clicked);
  const end = await Promise.race([exited, timeout('the app to quit')]);
  if (end.code !== 0) fail(`the app ended with ${end.signal ?? `code ${end.code}`} after Quit`);
  checkWorkspace();
  console.log('desktop smoke: passed (window, first camera, Quit, workspace on disk)');
  process.exit(0);
} catch (error) {
  app.kill('SIGKILL');
  fail(error instanceof Error ? error.message : String(error));
}

/** Linux without a display: under Xvfb, if it is installed. */
function withDisplay(binary, electronArgs) {
  if (process.platform !== 'linux' || process.env.DISPLAY || process.env.WAYLAND_DISPLAY) return [binary, electronArgs];
  if (spawnSync('xvfb-run', ['--help'], { stdio: 'ignore' }).error) fail('Linux without a display ($DISPLAY, $WAYLAND_DISPLAY) and without xvfb-run: install xvfb, or run it in a desktop session');
  return ['xvfb-run', ['-a', binary, ...electronArgs]];
}

function checkWorkspace() {
  if (userData === null) return console.log('desktop smoke: macOS keeps userData in ~/Library/Application Support: its workspace is not checked');
  const folder = join(userData, 'workspace');
  if (!existsSync(folder)) fail(`no workspace at ${folder}`);
  for (const name of readdirSync(folder, { recursive: true })) {
    const path = join(folder, String(name));
    if (/\.tmp$|~$/.test(path)) fail(`a half-written file is left in the workspace: ${path}`);
    if (path.endsWith('.json')) {
      try {
        JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        fail(`${path} is not complete JSON after Quit: ${error.message}`);
      }
    }
  }
}

function outputMatch(pattern, what) {
  return until(what, async () => pattern.exec(stderr));
}

async function until(what, probe) {
  const deadline = Date.now() + stepTimeoutMs;
  for (;;) {
    const found = await probe().catch(() => null);
    if (found) return found;
    const end = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 250))]);
    if (end) throw new Error(`the app ended (${end.signal ?? `code ${end.code}`}) before ${what}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${stepTimeoutMs / 1000} s`);
  }
}

function timeout(what) {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`waited ${stepTimeoutMs / 1000} s for ${what}`)), stepTimeoutMs).unref());
}

/** Runtime.evaluate over the DevTools protocol: the value of `expression` (awaited). */
async function evaluate(webSocketUrl, expression) {
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(webSocketUrl);
  try {
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, awaitPromise: true, returnByValue: true } }));
    const answer = await new Promise((resolve) => socket.on('message', (data) => resolve(JSON.parse(data.toString()))));
    if (answer.result?.exceptionDetails) throw new Error(answer.result.exceptionDetails.exception?.description ?? answer.result.exceptionDetails.text);
    return answer.result?.result?.value;
  } finally {
    socket.close();
  }
}

function fail(why) {
  console.error(`desktop smoke: FAILED: ${why}`);
  process.exit(1);
}
