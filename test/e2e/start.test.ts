// `npm start` (scripts/start.mjs) on a machine without the Electron runtime: it tries once to
// obtain it, says plainly that it could not, and serves web mode instead. The download is
// pointed at a closed loopback port, so the attempt fails at once and nothing leaves 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type RunningStudio } from './studioProcess';
import { closedTcpPort } from '../support/reservedPort';

let cacheDir: string | null = null;
let env: NodeJS.ProcessEnv;
let started: RunningStudio | null = null;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'camconfig-electron-cache-'));
  const offlineMirror = `http://127.0.0.1:${await closedTcpPort()}/`;
  env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/electron|proxy/i.test(name))),
    ELECTRON_MIRROR: offlineMirror,
    npm_config_electron_mirror: offlineMirror,
    electron_config_cache: cacheDir,
    CAMCONFIG_ELECTRON_INSTALL_TIMEOUT_MS: '20000',
  };
});

afterAll(async () => {
  await started?.stop('SIGKILL');
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

describe('npm start without an Electron runtime', () => {
  it('falls back to web mode, says why, serves the studio, and stops on Ctrl-C', async () => {
    started = await startStudio(['scripts/start.mjs', '--no-demo'], env);
    expect(started.output()).toMatch(/Electron runtime could not be obtained \(.+\); starting web mode instead/);

    // The token URL sets the session cookie (and may redirect to drop the token from the address).
    const entry = await fetch(started.url, { redirect: 'manual' });
    const cookie = entry.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/=/);
    const page = await fetch(new URL('/', started.url), { headers: { cookie: cookie! } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>CamConfig Studio</title>');
    const withoutToken = await fetch(new URL('/', started.url));
    expect(withoutToken.status).not.toBe(200);

    // The URL is printed as soon as the server listens, before the services start: their line comes later.
    await started.waitForOutput(/no simulated devices/);
    const code = await started.stop('SIGINT');
    expect(code).toBe(0);
    expect(started.output()).toMatch(/SIGINT received, stopped/);
  });

  it('remembers a failed download for these settings: the next start does not try again, --retry-electron does', async () => {
    const ownCache = mkdtempSync(join(tmpdir(), 'camconfig-electron-cache-'));
    const ownEnv = { ...env, electron_config_cache: ownCache };
    try {
      const first = await startStudio(['scripts/start.mjs', '--no-demo'], ownEnv);
      expect(first.output()).toContain('trying to download it once');
      expect(await first.stop('SIGINT')).toBe(0);

      const second = await startStudio(['scripts/start.mjs', '--no-demo'], ownEnv);
      expect(second.output()).not.toContain('trying to download');
      expect(second.output()).toMatch(/Electron runtime could not be obtained \(.+; the download failed at \S+ and is tried again after \S+ or with npm start -- --retry-electron\); starting web mode instead/);
      expect(await second.stop('SIGINT')).toBe(0);

      const retried = await startStudio(['scripts/start.mjs', '--no-demo', '--retry-electron'], ownEnv);
      expect(retried.output()).toContain('trying to download it once');
      expect(await retried.stop('SIGINT')).toBe(0);
    } finally {
      rmSync(ownCache, { recursive: true, force: true });
    }
  }, 120_000);
});
