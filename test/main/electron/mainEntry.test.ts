// The built entry, out/main/electron/main.js, run under plain Node with a fake `electron`
// (entryFixture/): it finds the built preload, renderer and icon from its own location,
// registers the API, serves the page through camconfig://, and quits when the window closes.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bridgeChannels } from '../../../src/shared/api/bridge';
import { contentSecurityPolicy } from '../../../src/shared/api/contentSecurityPolicy';

describe('out/main/electron/main.js', () => {
  it('starts with the built files, serves the page, and quits when the last window closes', () => {
    const result = spawnSync(process.execPath, ['--import', './test/main/electron/entryFixture/registerFakeElectron.mjs', 'out/main/electron/main.js', '--no-demo'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).not.toMatch(/could not start/);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
    expect(report).toMatchObject({
      args: ['--no-demo'],
      privileged: ['camconfig'],
      sandbox: true,
      preloadExists: true,
      iconExists: true,
      loadedUrl: 'camconfig://app/index.html',
      page: { status: 200, csp: contentSecurityPolicy, hasTitle: true },
      quit: true,
      paths: ['userData'],
    });
    expect(report.webPreferences.preload).toMatch(/out\/preload\/index\.cjs$/);
    expect(report.handlers).toEqual([bridgeChannels.call]);
    expect(report.listeners).toEqual([bridgeChannels.subscribe, bridgeChannels.ack, bridgeChannels.unsubscribe]);
  });

  it.each([
    [['--no-demo', '--camera', '127.0.0.1:9'], '--camera 127.0.0.1:9: no password: set CAMCONFIG_PASSWORD'],
    [['--no-sandbox', 'stray'], "CamConfig Studio takes no arguments (found 'stray')"],
  ])('refuses %j on stderr and quits with exit code 2 before opening a window', (args, problem) => {
    const env = { ...process.env };
    delete env.CAMCONFIG_PASSWORD;
    const result = spawnSync(process.execPath, ['--import', './test/main/electron/entryFixture/registerFakeElectron.mjs', 'out/main/electron/main.js', ...args], {
      encoding: 'utf8',
      timeout: 30_000,
      env,
    });
    expect(result.stderr).toContain(`CamConfig Studio: ${problem}`);
    expect(result.status).toBe(2);
    const report = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
    expect(report).toMatchObject({ exitCode: 2 });
    expect(report.loadedUrl).toBeUndefined();
    expect(report.handlers).toEqual([]);
  });
});
