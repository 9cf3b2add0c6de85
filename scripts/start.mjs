// `npm start`: installs missing dependencies, builds what is stale, then opens the Electron
// desktop app. Where the Electron runtime is missing and cannot be obtained (one bounded
// attempt), it says so and starts web mode (`camconfig serve`) instead, in this same process,
// which prints the URL to open. A failed attempt is remembered for a day
// (scripts/electron-attempt.mjs); `--retry-electron` tries again at once. Other arguments such
// as `--no-demo` are passed through. Ctrl-C stops the app and this script cleanly. Where
// Electron is there but cannot start (Chromium's sandbox, running as root, a missing library:
// it ends before it is ready), it says why and what to do, and starts web mode too.
//   CAMCONFIG_ELECTRON_INSTALL_TIMEOUT_MS  bound of the download attempt (default 120000)
// The dependency check comes first (imports run in order) and, like everything imported here,
// uses Node builtins only: it must work before node_modules exists.
import './ensure-deps.mjs';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build.mjs';
import { rememberFailure, rememberedFailure, retryFlag } from './electron-attempt.mjs';
import { findElectron } from './electron-binary.mjs';
import { runElectron } from './electron-run.mjs';
import { electronStartAdvice } from './electron-start-advice.mjs';

const node = process.execPath;
const retryElectron = process.argv.includes(retryFlag);
const appArgs = process.argv.slice(2).filter((arg) => arg !== retryFlag);
const installTimeoutMs = Number(process.env.CAMCONFIG_ELECTRON_INSTALL_TIMEOUT_MS ?? 120_000);

function tryToObtainElectron() {
  console.log(`Electron runtime missing; trying to download it once (at most ${Math.round(installTimeoutMs / 1000)} s) ...`);
  const result = spawnSync(node, ['node_modules/electron/install.js'], { encoding: 'utf8', timeout: installTimeoutMs });
  if (result.error?.code === 'ETIMEDOUT') return `the download did not finish within ${Math.round(installTimeoutMs / 1000)} s`;
  if (result.status !== 0) return lastLine(result.stderr) || `electron/install.js exited with ${result.status}`;
  return null;
}

function lastLine(text) {
  const lines = (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  const errorLine = lines.find((line) => /^(\w*Error|error)\b/.test(line));
  return errorLine ?? lines.at(-1) ?? '';
}

// The staleness check runs here; a build, when one is needed, in its own process as before.
const build = isStale() ? spawnSync(node, ['scripts/build.mjs'], { stdio: 'inherit' }) : { status: 0 };
if (build.status !== 0) {
  console.error('npm start: the build failed (see above); nothing was started.');
  process.exit(1);
}

function electronVersion() {
  try {
    return JSON.parse(readFileSync(createRequire(import.meta.url).resolve('electron/package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/** Tries to download the runtime unless an attempt with the same settings failed within the day. */
function obtainElectron() {
  const version = electronVersion();
  const earlier = retryElectron ? null : rememberedFailure(version);
  if (earlier) {
    return { reason: `${earlier.reason}; the download failed at ${earlier.failedAt.toISOString()} and is tried again after ${earlier.retryAt.toISOString()} or with npm start -- ${retryFlag}` };
  }
  const problem = tryToObtainElectron();
  const found = problem === null ? findElectron() : { reason: problem };
  if (!found.binary) rememberFailure(version, found.reason);
  return found;
}

let electron = findElectron();
if (!electron.binary) electron = obtainElectron();

if (electron.binary) {
  console.log('Starting CamConfig Studio (desktop) ...');
  // ELECTRON_RUN_AS_NODE would turn the app into a plain Node process: never pass it on.
  const { ELECTRON_RUN_AS_NODE: _ignored, ...env } = process.env;
  const outcome = await runElectron(electron.binary, ['.', ...appArgs], env);
  if (outcome.failed) {
    const context = { root: process.getuid?.() === 0, noSandbox: appArgs.includes('--no-sandbox'), sandboxHelper: join(dirname(electron.binary), 'chrome-sandbox') };
    console.log(electronStartAdvice(outcome.failed, context));
    await serveInThisProcess(webModeArgs(appArgs));
  } else {
    process.exit(outcome.exitCode);
  }
} else {
  console.log(`Electron runtime could not be obtained (${electron.reason}); starting web mode instead.`);
  await serveInThisProcess(webModeArgs(appArgs));
}

/** Chromium's switch is Electron's to read: `camconfig serve` would refuse it. */
function webModeArgs(args) {
  return args.filter((arg) => arg !== '--no-sandbox');
}

/**
 * Runs `camconfig serve ARGS` in this process, as if it had been started so: a second Node
 * process would cost a whole Node start before the studio starts loading. serve handles
 * Ctrl-C / SIGTERM itself and sets the exit code.
 */
async function serveInThisProcess(args) {
  const camconfig = new URL('../bin/camconfig.js', import.meta.url);
  process.argv = [node, fileURLToPath(camconfig), 'serve', ...args];
  await import(camconfig.href);
}
