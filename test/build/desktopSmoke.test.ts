// `npm run desktop:smoke` (scripts/desktop-smoke.mjs) on a machine without the Electron
// runtime, as every machine here is: one line saying so, exit code 0, nothing started.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function smoke(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['scripts/desktop-smoke.mjs'], { encoding: 'utf8', timeout: 60_000, env });
}

const executableName = existsSync('node_modules/electron/path.txt') ? readFileSync('node_modules/electron/path.txt', 'utf8') : 'electron';
const withoutElectronVariables = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/electron/i.test(name)));

describe('npm run desktop:smoke without an Electron runtime', () => {
  it('says so in one line and exits 0 when the electron package has no binary', () => {
    const result = smoke(withoutElectronVariables);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^desktop smoke: no Electron runtime present \(.+\); nothing to check on this machine\.\n$/);
    expect(result.stderr).toBe('');
  });

  it('says so for an ELECTRON_OVERRIDE_DIST_PATH that holds no binary', () => {
    const empty = mkdtempSync(join(tmpdir(), 'camconfig-no-electron-'));
    try {
      const result = smoke({ ...withoutElectronVariables, ELECTRON_OVERRIDE_DIST_PATH: empty });
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(`desktop smoke: no Electron runtime present (no Electron binary at ${join(empty, executableName)}); nothing to check on this machine.\n`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
