// The built entry, out/main/electron/main.js, run under plain Node with a fake `electron`
// (entryFixture/): it finds the built preload, renderer and icon from its own location,
// registers the API, serves the page through camconfig://, and quits when the window closes.
// The fake emits `ready` as soon as the entry module has been evaluated (the strictest case
// Electron allows), so whatever must precede `ready` has to run before the entry's first await.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bridgeChannels } from '../../../src/shared/api/bridge';
import { contentSecurityPolicy } from '../../../src/shared/api/contentSecurityPolicy';
import { desktopReadyLine } from '../../../src/main/electron/readyLine';
// @ts-expect-error: a plain .mjs script of npm start, without types
import { desktopReadyLine as readyLineNpmStartWaitsFor } from '../../../scripts/electron-run.mjs';

function runEntry(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(process.execPath, ['--import', './test/main/electron/entryFixture/registerFakeElectron.mjs', 'out/main/electron/main.js', ...args], {
    encoding: 'utf8',
    timeout: 30_000,
    env,
  });
  return { result, report: JSON.parse(result.stdout.trim().split('\n').at(-1)!) };
}

describe('out/main/electron/main.js', () => {
  it('starts with the built files, serves the page, and quits when the last window closes', () => {
    const { result, report } = runEntry(['--no-demo']);
    expect(result.stderr).not.toMatch(/could not start/);
    expect(result.status).toBe(0);
    expect(report).toMatchObject({
      args: ['--no-demo'],
      privileged: ['camconfig'],
      sandbox: true,
      preloadExists: true,
      iconExists: true,
      loadedUrl: 'camconfig://app/index.html',
      page: { status: 200, csp: contentSecurityPolicy, hasTitle: true },
      quit: true,
    });
    expect(report.webPreferences.preload).toMatch(/out\/preload\/index\.cjs$/);
    expect(report.handlers).toEqual([bridgeChannels.call]);
    expect(report.listeners).toEqual([bridgeChannels.subscribe, bridgeChannels.ack, bridgeChannels.unsubscribe]);
  });

  it('registers the scheme and enables the sandbox before its first await, so before `ready`', () => {
    const { result, report } = runEntry(['--no-demo']);
    expect(result.stderr).not.toMatch(/could not start/);
    expect(report.lateBeforeReady).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('keeps its user data in a folder of its own, "CamConfig Studio", never in the CLI workspace folder `camconfig`', () => {
    const { report } = runEntry(['--no-demo']);
    expect(report.userData).toMatch(/[/\\]CamConfig Studio$/);
    expect(report.appDataEntries).not.toContain('camconfig');
    expect(report.workspaceFiles).not.toBeNull(); // the workspace was opened (and closed) there
  });

  it('says on stdout, in the words npm start waits for, that Electron is ready', () => {
    const { result } = runEntry(['--no-demo']);
    expect(readyLineNpmStartWaitsFor).toBe(desktopReadyLine);
    expect(result.stdout.split('\n')).toContain(desktopReadyLine);
  });

  it("starts with the -psn_ argument macOS's Finder adds on a first launch", () => {
    const { result, report } = runEntry(['--no-demo', '-psn_0_1234567']);
    expect(result.stderr).not.toMatch(/CamConfig Studio: /);
    expect(result.status).toBe(0);
    expect(report.quit).toBe(true);
  });

  it.each([
    [['--no-demo', '--camera', '127.0.0.1:9'], '--camera 127.0.0.1:9: no password: set CAMCONFIG_PASSWORD'],
    [['--no-sandbox', 'stray'], "CamConfig Studio takes no arguments (found 'stray')"],
  ])('refuses %j on stderr and in a dialog, and quits with exit code 2 before opening a window', (args, problem) => {
    const env = { ...process.env };
    delete env.CAMCONFIG_PASSWORD;
    const { result, report } = runEntry(args, env);
    expect(result.stderr).toContain(`CamConfig Studio: ${problem}`);
    expect(result.status).toBe(2);
    expect(report).toMatchObject({ exitCode: 2 });
    expect(report.errorBoxes).toEqual([{ title: 'CamConfig Studio could not start', content: expect.stringContaining(problem) }]);
    expect(report.loadedUrl).toBeUndefined();
    expect(report.handlers).toEqual([]);
  });
});
