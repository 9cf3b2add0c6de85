// What `npm start` says when Electron cannot start here (scripts/electron-run.mjs tells why):
// one line with the reason, what to do, and that web mode starts instead. Node builtins only.

/** Chromium aborts so when its setuid sandbox helper is not root-owned 4755 (electron/electron#42510). */
export const suidSandboxMessage = 'The SUID sandbox helper binary was found, but is not configured correctly';
/** Chromium refuses to run as root with the sandbox on. */
export const rootSandboxMessage = 'Running as root without --no-sandbox is not supported';

const noSandboxRisk = 'npm start -- --no-sandbox, which runs the studio page without the operating system sandbox (acceptable only on a machine you trust, as the page shows camera data)';

/**
 * `failure`: { kind: 'sandbox' | 'signal' | 'exit' | 'spawn', detail }, from electron-run.mjs.
 * `context`: { root: running as root, noSandbox: --no-sandbox was already given, sandboxHelper: path of chrome-sandbox }.
 */
export function electronStartAdvice(failure, context) {
  return `Electron could not start (${why(failure)}); ${whatToDo(failure, context)}; starting web mode instead.`;
}

function why(failure) {
  switch (failure.kind) {
    case 'sandbox':
      return "Chromium's sandbox could not be set up";
    case 'root':
      return 'Chromium does not run as root with its sandbox on';
    case 'signal':
      return `it was ended by ${failure.detail} before it was ready`;
    case 'spawn':
      return `it could not be run: ${failure.detail}`;
    default:
      return `it exited with code ${failure.detail} before it was ready`;
  }
}

function whatToDo(failure, { root, noSandbox, sandboxHelper }) {
  if (noSandbox) return 'it failed with --no-sandbox too: see its output above';
  if (root || failure.kind === 'root') return `as root, Chromium needs --no-sandbox: start as your own user, or run ${noSandboxRisk}`;
  if (failure.kind === 'sandbox') {
    return `make its helper setuid root (sudo chown root:root ${sandboxHelper} && sudo chmod 4755 ${sandboxHelper}), or on Ubuntu 24.04 and later allow it user namespaces with an AppArmor profile (docs/desktop.md, "When Electron cannot start"), or run ${noSandboxRisk}`;
  }
  return `see its output above; where it names the sandbox, run ${noSandboxRisk}`;
}
