// Runs the Electron desktop app for `npm start` and tells a start that failed (Electron exited
// or was killed before it was ready, or Chromium aborted on its sandbox) from one that ran.
// Electron gets a process group of its own (POSIX): a Ctrl+C in the terminal reaches this
// script only, which asks the app to quit once (SIGTERM: Electron's handler quits the app
// through its shutdown, src/main/electron/quitting.ts) and waits, bounded, as `camconfig serve`.
// A second signal to Electron would kill it outright: Electron's handler is one-shot
// (shell/browser/electron_browser_main_parts_posix.cc, GracefulShutdownHandler).
// Node builtins only.
import { spawn } from 'node:child_process';
import { rootSandboxMessage, suidSandboxMessage } from './electron-start-advice.mjs';

/** Printed by the app once Electron is ready (src/main/electron/readyLine.ts has the same text). */
export const desktopReadyLine = 'CamConfig Studio (desktop): Electron is ready';
export const stopTimeoutMs = 10_000;
/** Enough of Electron's early output to find the sandbox message in, however long its lines. */
const watchedOutputChars = 64 * 1024;

/**
 * Resolves to { failed: { kind, detail } } when Electron could not start, or { exitCode } once
 * the app has run and ended. Its output goes through to ours.
 */
export function runElectron(binary, args, env) {
  return new Promise((resolve) => {
    const child = spawn(binary, args, { stdio: ['inherit', 'pipe', 'pipe'], env, detached: process.platform !== 'win32' });
    const watch = { stdout: '', stderr: '', ready: false, stopping: false };
    const watchOutput = (name, target) => (chunk) => {
      target.write(chunk);
      if (watch.ready) return;
      watch[name] = (watch[name] + chunk.toString()).slice(-watchedOutputChars);
      if (name === 'stdout' && watch.stdout.split('\n').includes(desktopReadyLine)) watch.ready = true;
    };
    child.stdout.on('data', watchOutput('stdout', process.stdout));
    child.stderr.on('data', watchOutput('stderr', process.stderr));

    const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    const stop = () => {
      if (watch.stopping) return;
      watch.stopping = true;
      child.kill('SIGTERM');
      const killer = setTimeout(() => {
        console.error(`npm start: the desktop app did not stop within ${stopTimeoutMs / 1000} s; ending it.`);
        killGroup(child, 'SIGKILL');
      }, stopTimeoutMs);
      killer.unref();
    };
    for (const signal of stopSignals) process.on(signal, stop);
    const settle = (outcome) => {
      for (const signal of stopSignals) process.off(signal, stop);
      resolve(outcome);
    };

    child.on('error', (error) => settle({ failed: { kind: 'spawn', detail: error.message } }));
    child.on('close', (code, signal) => {
      if (watch.stopping) return settle({ exitCode: 0 });
      if (watch.ready) return settle({ exitCode: code ?? 1 });
      settle(startOutcome(code, signal, watch.stderr));
    });
  });
}

/** An exit before ready: the app's own refusal or a second instance, or Electron that cannot start here. */
function startOutcome(code, signal, stderr) {
  if (stderr.includes(suidSandboxMessage)) return { failed: { kind: 'sandbox', detail: suidSandboxMessage } };
  if (stderr.includes(rootSandboxMessage)) return { failed: { kind: 'root', detail: rootSandboxMessage } };
  if (signal) return { failed: { kind: 'signal', detail: signal } };
  // The app itself refused its command line (it says why) or found the running instance.
  if (code === 2 && /^CamConfig Studio: /m.test(stderr)) return { exitCode: 2 };
  if (code === 0 && stderr.includes('CamConfig Studio is already running')) return { exitCode: 0 };
  return { failed: { kind: 'exit', detail: code } };
}

function killGroup(child, signal) {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
