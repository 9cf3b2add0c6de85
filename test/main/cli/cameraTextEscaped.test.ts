// Text from the network never reaches the terminal raw, in any command (issue 30, fault 4): a
// simulated camera whose firmware (timestamp/VERSION) and general/LOCATION hold ESC[2J (clear
// the screen), an OSC title sequence ended by BEL, a BEL and the C1 control CSI (U+009B) is
// asked by every command that prints camera text, run as the technician runs them (the built
// CLI). Neither stdout nor stderr holds one of those characters raw; each command still shows
// the text, escaped. The CSV export carries no control character either (only its CRLF line
// ends), while `rc backup` into a pipe stays byte for byte.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLatin1 } from '../../../src/shared/remoteconfig/latin1';
import type { SimulatedCamera } from '../../../src/main/simulator/camera';
import { openWorkspace } from '../../../src/main/workspace';
import { newSimulatedCamera } from '../../support/simulatedCameras';
import { removeHomes, runCamconfig, type CliRun } from './rcCli';

const esc = '\u001b';
const bel = '\u0007';
const csi = '\u009b';
const hostileFirmware = `MX-V5.2${esc}[2J${esc}]0;owned${bel}${bel}${csi}31m`;
const hostileLocation = `Tor${esc}[2J${esc}]0;Titel${bel}Nord${bel}${csi}2J`;
/** What every plain-text output shows of the firmware: each control as a visible escape. */
const shownFirmware = 'MX-V5.2\\u{1b}[2J\\u{1b}]0;owned\\u{7}\\u{7}\\u{9b}31m';
const shownLocation = 'Tor\\u{1b}[2J\\u{1b}]0;Titel\\u{7}Nord\\u{7}\\u{9b}2J';

const host = '127.0.30.2';
const plainHost = '127.0.30.3';
const password = 'escape-test-pass';
const passphrase = 'escape test workspace phrase';
const env = { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase, CAMCONFIG_PASSWORD: password };

let camera: SimulatedCamera;
/** A camera without hostile text, for `fleet diff` to compare with. */
let plainCamera: SimulatedCamera;
let folder: string;
let workspace: string;
let list: string;
let hostileList: string;
let baseline: string;
let backups: string;

beforeAll(async () => {
  camera = newSimulatedCamera({ host, password, firmware: hostileFirmware });
  await camera.start(0);
  camera.runScript(`helo\nwrite params\ngeneral/LOCATION=${hostileLocation}\nquit\n`);
  plainCamera = newSimulatedCamera({ host: plainHost, password });
  await plainCamera.start(0);
  folder = mkdtempSync(join(tmpdir(), 'camconfig-escapes-'));
  workspace = join(folder, 'workspace');
  const opened = await openWorkspace(workspace, { kind: 'passphrase', passphrase });
  await opened.save({
    nextNumber: 3, cameras: [
      { id: 'cam-1', label: 'Gate', host, port: camera.port, https: false, user: 'admin', password, group: 'Hall', variables: {} },
      { id: 'cam-2', label: 'Yard', host: plainHost, port: plainCamera.port, https: false, user: 'admin', password, group: null, variables: {} },
    ],
  });
  list = join(folder, 'site.csv');
  writeFileSync(list, `IP;LABEL\n${host}:${camera.port};Gate\n`);
  hostileList = join(folder, 'hostile.csv');
  writeFileSync(hostileList, `IP;LABEL\n${host}:${camera.port};Tor${esc}[2J${bel}${csi}2J\n`);
  baseline = join(folder, 'baseline.txt');
  writeFileSync(baseline, 'SECTION general\nLOCATION=Halle 3\nENDSECTION general\n');
  backups = join(folder, 'backups');
  const backup = await runCamconfig(['fleet', 'backup', '--list', list, '-o', backups], { env, timeoutMs: 30_000 });
  expect(backup.code, backup.stderr).toBe(0);
});

afterAll(async () => {
  await camera.stop();
  await plainCamera.stop();
  rmSync(folder, { recursive: true, force: true });
  removeHomes();
});

/** Every character a terminal takes as a command (C0 but tab and line feed, DEL, C1), with its index. */
function rawControls(text: string, { crlf = false } = {}): string[] {
  const found: string[] = [];
  for (const [index, char] of [...text].entries()) {
    const code = char.codePointAt(0)!;
    if (char === '\t' || char === '\n' || (crlf && char === '\r' && text[index + 1] === '\n')) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) found.push(`U+${code.toString(16).padStart(4, '0')} at ${index}`);
  }
  return found;
}

function expectNoRawControls(run: CliRun): void {
  expect(rawControls(run.stdout), `stdout: ${JSON.stringify(run.stdout.slice(0, 400))}`).toEqual([]);
  expect(rawControls(run.stderr), `stderr: ${JSON.stringify(run.stderr.slice(0, 400))}`).toEqual([]);
  expect(run.stdoutBytes.includes(0x1b) || run.stdoutBytes.includes(0x07)).toBe(false);
}

interface Case {
  /** The arguments after `camconfig`; `{port}` is the camera's port. */
  args: () => string[];
  /** What the output (stdout and stderr) shows of the camera's text. */
  shows: () => string;
  /** The exit codes it may end with: 0 (10 when some camera is not right) unless said. */
  exits?: number[];
}

const cases: Record<string, Case> = {
  'discover': { args: () => ['discover', host, '--port', String(camera.port), '--user', 'admin', '--workspace', join(folder, 'discover-ws')], shows: () => `firmware ${shownFirmware}` },
  'discover --add': { args: () => ['discover', host, '--port', String(camera.port), '--user', 'admin', '--add', '--workspace', join(folder, 'discover-add-ws')], shows: () => `found camera ${host}:${camera.port} firmware ${shownFirmware}` },
  'rc get': { args: () => ['rc', '--camera', `${host}:${camera.port}`, 'get', 'general/LOCATION', 'timestamp/VERSION'], shows: () => `general/LOCATION=${shownLocation}\ntimestamp/VERSION=${shownFirmware}` },
  'rc view': { args: () => ['rc', '--camera', `${host}:${camera.port}`, 'view', 'general'], shows: () => `LOCATION=${shownLocation}` },
  'fleet inventory': { args: () => ['fleet', 'inventory', '--workspace', workspace], shows: () => shownFirmware },
  'fleet backup': { args: () => ['fleet', 'backup', '--workspace', workspace, '-o', join(folder, 'workspace-backups')], shows: () => 'Gate' },
  'fleet backup --list': { args: () => ['fleet', 'backup', '--list', list, '-o', join(folder, 'list-backups')], shows: () => `${host}:` },
  'fleet history': { args: () => ['fleet', 'history', 'cam-1', '--workspace', workspace], shows: () => shownFirmware },
  'fleet history --list': { args: () => ['fleet', 'history', '--list', list, '--backups', backups], shows: () => shownFirmware },
  'fleet diff': { args: () => ['fleet', 'diff', 'cam-1', 'cam-2', 'general', '--workspace', workspace], shows: () => shownLocation },
  'fleet import': { args: () => ['fleet', 'import', hostileList, '--dry-run', '--workspace', join(folder, 'import-ws')], shows: () => 'column LABEL: the name contains the control character U+001B ESC', exits: [2] },
  'fleet check': { args: () => ['fleet', 'check', '--baseline', baseline, '--group', 'Hall', '--workspace', workspace], shows: () => shownLocation },
  'fleet check --list': { args: () => ['fleet', 'check', '--baseline', baseline, '--list', list], shows: () => shownLocation },
};

describe('camera text in every command is printed with its controls escaped', () => {
  it.each(Object.entries(cases))('%s', async (_name, { args, shows, exits = [0, 10] }) => {
    const run = await runCamconfig(args(), { env, timeoutMs: 30_000 });
    expect(exits, `exit ${run.code}: ${run.stderr}`).toContain(run.code);
    expectNoRawControls(run);
    expect(run.stdout + run.stderr).toContain(shows());
  });

  it('discover --json and inventory --json carry the exact text as JSON escapes', async () => {
    const discover = await runCamconfig(['discover', host, '--port', String(camera.port), '--user', 'admin', '--json', '--workspace', join(folder, 'discover-ws')], { env });
    expectNoRawControls(discover);
    expect((JSON.parse(discover.stdout) as { results: Array<{ firmware: string }> }).results[0]!.firmware).toBe(hostileFirmware);
    const inventory = await runCamconfig(['fleet', 'inventory', '--json', '--workspace', workspace], { env });
    expectNoRawControls(inventory);
    expect((JSON.parse(inventory.stdout) as { cameras: Array<{ firmware: string }> }).cameras[0]!.firmware).toBe(hostileFirmware);
  });

  it('fleet inventory --csv writes no control character into the CSV, the firmware escaped', async () => {
    const run = await runCamconfig(['fleet', 'inventory', '--csv', '--workspace', workspace], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(rawControls(run.stdout, { crlf: true })).toEqual([]);
    expect(rawControls(run.stderr)).toEqual([]);
    expect(run.stdout).toContain(`;"${shownFirmware}";`); // quoted: it holds the separator
  });

  it('rc backup into a pipe stays byte for byte, controls included', async () => {
    const run = await runCamconfig(['rc', '--camera', `${host}:${camera.port}`, 'backup'], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdoutBytes.includes(Buffer.from(encodeLatin1(`LOCATION=${hostileLocation}\n`)))).toBe(true);
    expect(rawControls(run.stderr)).toEqual([]);
  });

  it('fleet backup files keep the camera text byte for byte', () => {
    const files = readdirSync(backups);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(backups, files[0]!)).includes(Buffer.from(encodeLatin1(`LOCATION=${hostileLocation}\n`)))).toBe(true);
  });
});
