// `npx camconfig ...` and `npx sdk-demo ...` work anywhere inside the checkout, as README.md
// says: npm (9 and later) finds the command among the checkout's own `bin` entries and links the
// checkout into its npx cache, so it runs this checkout's build. Offline, with an npm cache of
// its own and a registry on loopback that refuses every request: nothing is fetched.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const checkout = join(import.meta.dirname, '..', '..', '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const home = mkdtempSync(join(tmpdir(), 'camconfig-npx-'));
const npmCache = join(home, 'npm-cache');
afterAll(() => rmSync(home, { recursive: true, force: true }));

function runNpx(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    npm_config_cache: npmCache,
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
  const run = spawnSync(npx, args, { cwd, env, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npx in the checkout', () => {
  it('npx camconfig --help runs the checkout\'s own bin/camconfig.js, from its root and from a folder inside it', () => {
    const direct = spawnSync(process.execPath, [join(checkout, 'bin', 'camconfig.js'), '--help'], { encoding: 'utf8' });
    expect(direct.status).toBe(0);
    for (const cwd of [checkout, join(checkout, 'docs', 'cli')]) {
      const run = runNpx(['camconfig', '--help'], cwd);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toBe(direct.stdout);
    }
    const linked = readdirSync(join(npmCache, '_npx')).map((entry) => realpathSync(join(npmCache, '_npx', entry, 'node_modules', 'camconfig')));
    expect(new Set(linked)).toEqual(new Set([realpathSync(checkout)]));
  });

  it('npx sdk-demo -h and npx camconfig fleet backup --help answer with their usage', () => {
    const demo = runNpx(['sdk-demo', '-h'], checkout);
    expect(demo.status, demo.stderr).toBe(0);
    expect(demo.stdout).toMatch(/^Usage: sdk-demo -s <system_config.json>/);
    const backup = runNpx(['camconfig', 'fleet', 'backup', '--help'], checkout);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('--list CSV');
  });
});
