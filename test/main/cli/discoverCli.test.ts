// `camconfig discover` as a user runs it (the built out/), against the loopback "subnet" of
// loopbackSite.ts: the --json document, --add into a temporary workspace, the exit codes of a
// bad range or option, and Ctrl+C. Network safety: every address is in 127.0.0.0/8.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkspace } from '../../../src/main/workspace';
import { freshHome, removeHomes, runCamconfig } from './rcCli';
import { startChangingCertificateHost } from '../discovery/changingCertificateHost';
import { startStallingHost } from '../discovery/stallingCameraHosts';
import { siteCredentials, siteFirmware, siteHosts, siteNames, siteRange, siteTimeoutMs, startLoopbackSite, type LoopbackSite } from '../discovery/loopbackSite';

let site: LoopbackSite;
const folders: string[] = [];
const passphrase = 'discover test passphrase';

beforeAll(async () => {
  site = await startLoopbackSite();
});

afterAll(async () => {
  await site.stop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  removeHomes();
});

function tempWorkspace(): string {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-discover-'));
  folders.push(folder);
  return folder;
}

function scanArgs(workspace: string, ...more: string[]): string[] {
  return ['discover', siteRange, '--port', String(site.port), '--user', siteCredentials.user, '--timeout', String(siteTimeoutMs / 1000), '--workspace', workspace, ...more];
}

const siteEnv = { CAMCONFIG_PASSWORD: siteCredentials.password, CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase };

describe('camconfig discover', () => {
  it('--json prints exactly {"results": [...]}, one per address, classified', async () => {
    const run = await runCamconfig(scanArgs(tempWorkspace(), '--json'), { env: siteEnv });
    expect(run.code, run.stderr).toBe(0);
    const document = JSON.parse(run.stdout) as { results: Array<Record<string, unknown>> };
    expect(Object.keys(document)).toEqual(['results']);
    expect(document.results.map((result) => Object.keys(result))).toEqual(Array(6).fill(['address', 'port', 'status', 'firmware', 'factoryPassword', 'inWorkspace']));
    expect(document.results.map(({ address, status, firmware, factoryPassword }) => [address, status, firmware, factoryPassword])).toEqual([
      [siteHosts.userCamera, 'camera', siteFirmware.user, false],
      [siteHosts.factoryCamera, 'camera', siteFirmware.factory, true],
      [siteHosts.webServer, 'not_camera', null, false],
      [siteHosts.silent, 'no_answer', null, false],
      [siteHosts.nothing, 'no_answer', null, false],
      [siteHosts.lockedCamera, 'locked', null, false],
    ]);
    expect(new Set(document.results.map((result) => result.port))).toEqual(new Set([site.port]));
    expect(run.stderr).toContain('6 of 6 probed, 3 found');
    expect(run.stdout + run.stderr).not.toContain(siteCredentials.password);
  });

  it('--add puts the cameras that opened into the workspace with the credentials that opened them, each under the name it reports (else its address), and names the locked one', async () => {
    const workspace = tempWorkspace();
    const run = await runCamconfig(scanArgs(workspace, '--add', '--group', 'Site A'), { env: siteEnv });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`added cam-1 ${siteNames.user} (${siteHosts.userCamera}:${site.port}), group Site A\n`);
    expect(run.stderr).toMatch(new RegExp(`added cam-2 ${siteHosts.factoryCamera}:${site.port}, group Site A, with the factory password: change it`));
    expect(run.stderr).toContain(`1 address(es) asked for other credentials: ${siteHosts.lockedCamera}:${site.port}`);
    expect(run.stderr).toContain(`${siteHosts.lockedCamera} --port ${site.port} --user USER --add`);
    expect(run.stdout).toMatch(new RegExp(`^${siteHosts.factoryCamera.replace(/\./g, '\\.')}:${site.port} +camera +firmware ${siteFirmware.factory}, FACTORY PASSWORD`, 'm'));
    expect(run.stdout + run.stderr).not.toContain(siteCredentials.password);

    const opened = await openWorkspace(workspace, { kind: 'passphrase', passphrase });
    expect(opened.initial().cameras.map(({ id, label, host, port, https, user, password, group }) => ({ id, label, host, port, https, user, password, group }))).toEqual([
      { id: 'cam-1', label: siteNames.user, host: siteHosts.userCamera, port: site.port, https: false, ...siteCredentials, group: 'Site A' },
      // Its reported name holds a control character: refused, the camera goes under its address.
      { id: 'cam-2', label: `${siteHosts.factoryCamera}:${site.port}`, host: siteHosts.factoryCamera, port: site.port, https: false, user: 'admin', password: 'meinsm', group: 'Site A' },
    ]);

    const again = await runCamconfig(scanArgs(workspace, '--add', '--json'), { env: siteEnv });
    expect(again.code, again.stderr).toBe(0);
    const results = (JSON.parse(again.stdout) as { results: Array<{ address: string; inWorkspace: boolean }> }).results;
    expect(results.filter((result) => result.inWorkspace).map((result) => result.address)).toEqual([siteHosts.userCamera, siteHosts.factoryCamera]);
    expect(again.stderr).toContain('0 cameras added to the workspace');
    expect(again.stderr).toContain(`not added: ${siteHosts.userCamera}:${site.port} is already in the workspace (cam-1): it is left as it is\n`);
    expect(again.stderr).toContain(`not added: ${siteHosts.factoryCamera}:${site.port} is already in the workspace (cam-2): it is left as it is\n`);
  });

  it('--https: a host whose certificate changes between connections is that address\'s result; the scan goes on, and says what to do', async () => {
    const changing = await startChangingCertificateHost('127.0.19.12');
    try {
      const range = `${siteHosts.factoryCamera}-127.0.19.12`;
      const run = await runCamconfig(['discover', range, '--https', '--port', String(changing.port), '--user', siteCredentials.user, '--timeout', String(siteTimeoutMs / 1000), '--json', '--workspace', tempWorkspace()], { env: siteEnv });
      expect(run.code, run.stderr).toBe(0);
      const results = (JSON.parse(run.stdout) as { results: Array<{ address: string; status: string }> }).results;
      expect(results.find((result) => result.address === '127.0.19.12')?.status).toBe('certificate_changed');
      expect(results).toHaveLength(10);
      expect(run.stderr).toContain(`1 address(es) presented another TLS certificate on a later connection of this scan: 127.0.19.12:${changing.port}`);
      expect(run.stderr).toContain('Scan them again');
      expect(run.stderr).not.toContain('--insecure');
    } finally {
      await changing.stop();
    }
  });

  it('--add adds no host whose answer starts as a camera\'s and breaks off before it is complete', async () => {
    const stalling = await startStallingHost('127.0.19.15', 'closes early');
    try {
      const workspace = tempWorkspace();
      const run = await runCamconfig(['discover', '127.0.19.15', '--port', String(stalling.port), '--add', '--json', '--workspace', workspace], { env: siteEnv });
      expect(run.code, run.stderr).toBe(0);
      expect((JSON.parse(run.stdout) as { results: Array<{ status: string }> }).results.map((result) => result.status)).toEqual(['no_answer']);
      expect(run.stderr).toContain('0 cameras added to the workspace');
      expect((await openWorkspace(workspace, { kind: 'passphrase', passphrase })).initial().cameras).toEqual([]);
    } finally {
      await stalling.stop();
    }
  });

  it.each([
    ['10.0.0.0/19', ['discover', '10.0.0.0/19'], /range '10\.0\.0\.0\/19': 8190 addresses; a scan takes at most 4096/],
    ['127.0.0.9-127.0.0.2', ['discover', '127.0.0.9-127.0.0.2'], /127\.0\.0\.2 comes before 127\.0\.0\.9/],
    ['(no range)', ['discover'], /which addresses\? Give a RANGE/],
    ['127.0.0.2 127.0.0.3', ['discover', '127.0.0.2', '127.0.0.3'], /one range at a time/],
    ['127.0.0.2 --port 0', ['discover', '127.0.0.2', '--port', '0'], /--port: port '0' is not a number from 1 to 65535/],
    ['127.0.0.2 --parallel 0', ['discover', '127.0.0.2', '--parallel', '0'], /--parallel needs a whole number from 1 to 256/],
    ['127.0.0.2 --timeout 600', ['discover', '127.0.0.2', '--timeout', '600'], /--timeout needs a number of seconds from 0\.1 to 60/],
    ['127.0.0.2 --group x', ['discover', '127.0.0.2', '--group', 'x'], /--group only applies to --add/],
    ['127.0.0.2 --user tech', ['discover', '127.0.0.2', '--user', 'tech'], /no password for --user tech: set CAMCONFIG_PASSWORD/],
    ['127.0.0.2 --password secret', ['discover', '127.0.0.2', '--password', 'secret'], /unknown option --password/],
    // Hostile inputs: oversized, wrong types, control characters; none is echoed whole.
    ['100000 characters', ['discover', '1'.repeat(100_000)], /range '1{64}\.\.\.': longer than 64 characters/],
    ['../../etc/passwd', ['discover', '../../etc/passwd'], /range '\.\.\/\.\.\/etc\/passwd': more than one '\/'/],
    ['127.0.0.2 --port 10000 x', ['discover', '127.0.0.2', '--port', 'x'.repeat(10_000)], /--port: port 'x{16}' is not a number/],
    ['127.0.0.2 --parallel 1e9', ['discover', '127.0.0.2', '--parallel', '1e9'], /--parallel needs a whole number from 1 to 256/],
    ['127.0.0.2 --parallel 2.5', ['discover', '127.0.0.2', '--parallel', '2.5'], /--parallel needs a whole number/],
    ['127.0.0.2 --timeout NaN', ['discover', '127.0.0.2', '--timeout', 'NaN'], /--timeout needs a number of seconds/],
    ['127.0.0.2 --timeout 0x10', ['discover', '127.0.0.2', '--timeout', '0x10'], /option --timeout needs a number of seconds from 0\.1 to 60, found '0x10' \(written in plain decimal digits/],
    ['127.0.0.2 --parallel 0x10', ['discover', '127.0.0.2', '--parallel', '0x10'], /option --parallel needs a whole number from 1 to 256, found '0x10'/],
    ['127.0.0.2 --add --group aBELb', ['discover', '127.0.0.2', '--add', '--group', 'a\u0007b'], /--group: group name contains/],
    ['127.0.0.2 --add --group 1000 g', ['discover', '127.0.0.2', '--add', '--group', 'g'.repeat(1000)], /--group: group name is longer than 100 characters/],
    ['127.0.0.2 --user 10000 u', ['discover', '127.0.0.2', '--user', 'u'.repeat(10_000)], /--user 'u{64}' is not a user name/],
    ['127.0.0.2 --user a:b', ['discover', '127.0.0.2', '--user', 'a:b'], /is not a user name \(1 to 64 characters, no ':'\)/],
  ])('exits 2 for a bad range or option: discover %s', async (_title, args, message) => {
    const run = await runCamconfig([...args, '--workspace', tempWorkspace()]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
    expect(run.stderr.length).toBeLessThan(5000);
  });

  it('Ctrl+C cancels: exit 130 and the results of what was scanned', async () => {
    // One at a time, the silent host last: the scan waits on it (for up to a minute) when the signal comes.
    const args = ['bin/camconfig.js', 'discover', `${siteHosts.userCamera}-${siteHosts.silent}`, '--port', String(site.port), '--parallel', '1', '--timeout', '60', '--json', '--workspace', tempWorkspace()];
    const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', HOME: freshHome() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let interrupted = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      // Once: a second Ctrl+C ends the process at once, as Node's own handler does.
      if (!interrupted && stderr.includes('3 of 4 probed')) interrupted = child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, stderr).toBe(130);
    expect(stderr).toContain('cancelled: 3 of 4 probed');
    const results = (JSON.parse(stdout) as { results: Array<{ address: string; status: string }> }).results;
    expect(results.map(({ address, status }) => [address, status])).toEqual([
      [siteHosts.userCamera, 'locked'],
      [siteHosts.factoryCamera, 'camera'],
      [siteHosts.webServer, 'not_camera'],
    ]);
  });
});
