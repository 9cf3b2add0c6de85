// The one line `npm start` prints when Electron cannot start (scripts/electron-start-advice.mjs):
// why, what to do for this user, and that web mode starts instead.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of npm start, without types
import { electronStartAdvice } from '../../scripts/electron-start-advice.mjs';

const helper = '/home/tech/camconfig/node_modules/electron/dist/chrome-sandbox';
const asUser = { root: false, noSandbox: false, sandboxHelper: helper };

describe('electronStartAdvice', () => {
  it('names the setuid fix, the AppArmor way and --no-sandbox with its risk when the sandbox helper is not set up', () => {
    const line: string = electronStartAdvice({ kind: 'sandbox', detail: '' }, asUser);
    expect(line).toBe(
      `Electron could not start (Chromium's sandbox could not be set up); make its helper setuid root (sudo chown root:root ${helper} && sudo chmod 4755 ${helper}), or on Ubuntu 24.04 and later allow it user namespaces with an AppArmor profile (docs/desktop.md, "When Electron cannot start"), or run npm start -- --no-sandbox, which runs the studio page without the operating system sandbox (acceptable only on a machine you trust, as the page shows camera data); starting web mode instead.`,
    );
    expect(line.split('\n')).toHaveLength(1);
  });

  it('says that Chromium needs --no-sandbox as root', () => {
    expect(electronStartAdvice({ kind: 'sandbox', detail: '' }, { ...asUser, root: true })).toMatch(/\); as root, Chromium needs --no-sandbox: start as your own user, or run npm start -- --no-sandbox, which runs the studio page without the operating system sandbox/);
    expect(electronStartAdvice({ kind: 'root', detail: '' }, asUser)).toMatch(/^Electron could not start \(Chromium does not run as root with its sandbox on\); as root, Chromium needs --no-sandbox/);
  });

  it('names the exit code or the signal, and does not suggest --no-sandbox again when it was given', () => {
    expect(electronStartAdvice({ kind: 'exit', detail: 127 }, asUser)).toMatch(/^Electron could not start \(it exited with code 127 before it was ready\); see its output above; where it names the sandbox, run npm start -- --no-sandbox/);
    expect(electronStartAdvice({ kind: 'signal', detail: 'SIGTRAP' }, { ...asUser, noSandbox: true })).toBe('Electron could not start (it was ended by SIGTRAP before it was ready); it failed with --no-sandbox too: see its output above; starting web mode instead.');
  });
});
