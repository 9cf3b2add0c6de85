// Options that take a value may stand before the subcommand's name (docs/cli/camconfig-rc.md
// "Options"): the value is never read as the name, for rc and fleet; sim and serve, which have
// no subcommand, read valued options in any order. The built CLI in a child process, against
// a simulated camera on 127.0.0.1.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServeOptions } from '../../../src/main/cli/serve/serveOptions';
import { parseSimOptions } from '../../../src/main/cli/sim/simOptions';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { freshHome, removeHomes, runCamconfig, runRc } from './rcCli';

afterEach(async () => {
  await stopAll();
  removeHomes();
});

const password = { CAMCONFIG_PASSWORD: 'meinsm' };

describe('camconfig rc with valued options before the subcommand', () => {
  it('rc -c HOST -o b.cfg backup writes the backup to b.cfg', async () => {
    const camera = await startCamera();
    const file = join(freshHome(), 'b.cfg');
    const run = await runRc(['-c', `127.0.0.1:${camera.port}`, '-o', file, 'backup'], { env: password });
    expect(run.stderr).not.toContain('unknown subcommand');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^wrote \d+ bytes \(6 sections, firmware MX-V5\.5\.2\.166\) to .*b\.cfg\n$/);
    expect(readFileSync(file, 'latin1').startsWith('#:MX-V5.5.2.166\n')).toBe(true);
  });

  it('rc --section sip delete deletes the section; --wait-timeout 30 reboot --wait waits for the camera', async () => {
    const camera = await startCamera({ rebootSeconds: 0.3 });
    const rc = (...args: string[]): ReturnType<typeof runRc> => runRc(['--camera', `127.0.0.1:${camera.port}`, ...args], { env: password });
    const deleted = await rc('--section', 'sip', 'delete');
    expect(deleted.stderr).not.toContain('unknown subcommand');
    expect(deleted.stdout).toBe('deleted section(s) sip\n');
    expect(camera.running.sections.some((section) => section.name === 'sip')).toBe(false);
    const rebooted = await rc('--wait-timeout', '30', '--poll-interval', '0.1', 'reboot', '--wait');
    expect(rebooted.stderr).not.toContain('unknown subcommand');
    expect(rebooted.code).toBe(0);
    expect(rebooted.stderr).toMatch(/waiting up to 30 s for it to come back\n[\s\S]*camera is back after/);
  });

  it('an unknown name after valued options is named as the subcommand, not the value', async () => {
    const run = await runRc(['-c', '127.0.0.1:1', '-o', 'b.cfg', 'bakup']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown subcommand 'bakup'");
  });
});

describe('camconfig fleet with a valued option before the subcommand', () => {
  it('fleet --workspace DIR import FILE reads the list into DIR', async () => {
    const home = freshHome();
    const workspace = join(home, 'ws');
    const list = join(home, 'site.csv');
    writeFileSync(list, 'IP;GROUP\n127.0.0.1:8081;A\n');
    const env = { CAMCONFIG_WORKSPACE_PASSPHRASE: 'options before', HOME: home };
    const run = await runCamconfig(['fleet', '--workspace', workspace, 'import', list], { env });
    expect(run.stderr).not.toContain('unknown subcommand');
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('1 camera added');
    expect(existsSync(join(workspace, 'cameras.json'))).toBe(true);
  });

  it('fleet with options but no subcommand shows the usage: exit 0 with --help, 2 without', async () => {
    const help = await runCamconfig(['fleet', '--workspace', 'ws', '--help']);
    expect(help.stdout).toContain('Usage: camconfig fleet <subcommand> [options]');
    expect(help.code).toBe(0);
    const none = await runCamconfig(['fleet', '--workspace', 'ws']);
    expect(none.stdout).toContain('Usage: camconfig fleet <subcommand> [options]');
    expect(none.code).toBe(2);
  });
});

describe('camconfig sim and serve read valued options in any order', () => {
  it('sim and serve take a value that looks like a word as the option value, not as an argument', () => {
    expect(parseSimOptions(['--count', '2', '--port', '0', '--user', 'sim', '--quiet'])).toMatchObject({ count: 2, port: 0, user: 'sim', quiet: true });
    expect(parseSimOptions(['--quiet', '--user', 'sim', '--count', '2'])).toMatchObject({ count: 2, user: 'sim' });
    expect(parseServeOptions(['--workspace', 'serve', '--port', '0'])).toMatchObject({ port: 0, workspace: 'serve' });
    expect(parseServeOptions(['--port', '0', '--workspace', 'serve'])).toMatchObject({ port: 0, workspace: 'serve' });
  });
});
