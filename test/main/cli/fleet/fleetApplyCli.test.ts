// `camconfig fleet apply` against simulated cameras: the dry run prints each camera's script
// and sends nothing, a bad placeholder or list line exits 2 with nothing sent, an apply writes
// each camera its own value and exits 10 naming an offline camera.
import { SnapshotStore } from '../../../../src/main/fleet';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runFleetInProcess, type FleetRun } from './fleetInProcess';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { stopCameraFleet, type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { openWorkspace } from '../../../../src/main/workspace';
import { ExitCode } from '../../../../src/main/cli/exitCodes';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { auditedScripts } from '../../../support/auditLines';

const fleet: SimulatedCamera[] = [];
const folders: string[] = [];
afterEach(async () => {
  await stopCameraFleet(fleet.splice(0));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'fleet-apply-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

async function camconfigFleet(args: string[], env: Record<string, string> = { CAMCONFIG_PASSWORD: 'meinsm' }): Promise<FleetRun & { home: string }> {
  const home = folderWith({});
  return { ...(await runFleetInProcess(args, { HOME: home, ...env })), home };
}

function listOf(cameras: SimulatedCamera[]): string {
  return ['# address;speaker level', 'ADDRESS;LEVEL', ...cameras.map((camera, index) => `127.0.0.1:${camera.port};${30 + index}`)].join('\n') + '\n';
}

const levelCommands = 'helo\nwrite params\naudio/SPEAKERLEVEL={LEVEL}\nquit\n';

describe('camconfig fleet apply', () => {
  it('--dry-run prints every camera\'s exact script and sends nothing', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 3 })));
    const folder = folderWith({ 'levels.txt': levelCommands, 'cameras.csv': listOf(fleet) });
    const run = await camconfigFleet(['apply', '--commands', join(folder, 'levels.txt'), '--list', join(folder, 'cameras.csv'), '--store', '--dry-run']);
    expect(run.code).toBe(ExitCode.ok);
    expect(run.stdout).toBe(fleet.map((camera, index) => `# 127.0.0.1:${camera.port}\nhelo\nwrite params\naudio/SPEAKERLEVEL=${30 + index}\nview section audio\nstore\nquit\n`).join('\n') + '\n');
    expect(fleet.map((camera) => getParam(camera.running, 'audio', 'SPEAKERLEVEL'))).toEqual(['50', '50', '50']);
  });

  it('refuses an unknown placeholder and a bad list line with exit 2, naming file and line, and sends nothing', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 2 })));
    const folder = folderWith({ 'typo.txt': 'write params\naudio/SPEAKERLEVEL={LEVL}\n', 'levels.txt': levelCommands, 'cameras.csv': listOf(fleet), 'bad.csv': 'ADDRESS;LEVEL\n127.0.0.1:1;5\nnot an address;6\n' });
    const typo = await camconfigFleet(['apply', '--commands', join(folder, 'typo.txt'), '--list', join(folder, 'cameras.csv'), '--store']);
    expect(typo.code).toBe(ExitCode.usage);
    expect(typo.stderr).toContain(`${join(folder, 'typo.txt')} line 2: unknown placeholder {LEVL} (the camera list's columns are ADDRESS, HOST, PORT, LEVEL)`);
    const badList = await camconfigFleet(['apply', '--commands', join(folder, 'levels.txt'), '--list', join(folder, 'bad.csv')]);
    expect(badList.code).toBe(ExitCode.usage);
    expect(badList.stderr).toMatch(/bad\.csv line 3: .*not an address/);
    expect(fleet.map((camera) => getParam(camera.running, 'audio', 'SPEAKERLEVEL'))).toEqual(['50', '50']);
  });

  it('refuses a command file that reboots without storing, also when a placeholder fills in the reboot: exit 2, file and line, no camera gets a request', async () => {
    const requests: string[] = [];
    fleet.push(...(await startSimulatedCameraFleet({ count: 2, log: (line) => requests.push(line) })));
    const list = ['ADDRESS;LEVEL;ACTION', ...fleet.map((camera) => `127.0.0.1:${camera.port};40;reboot`)].join('\n') + '\n';
    const folder = folderWith({ 'reboot.txt': 'write params\naudio/SPEAKERLEVEL={LEVEL}\nreboot\n', 'action.txt': 'write params\naudio/SPEAKERLEVEL={LEVEL}\n{ACTION}\n', 'cameras.csv': list });
    const written = await camconfigFleet(['apply', '--commands', join(folder, 'reboot.txt'), '--list', join(folder, 'cameras.csv'), '--store']);
    expect(written.code).toBe(ExitCode.usage);
    expect(written.stderr).toContain(`${join(folder, 'reboot.txt')} line 3: reboot without store would lose what 'write params' (line 1) changed`);
    const filled = await camconfigFleet(['apply', '--commands', join(folder, 'action.txt'), '--list', join(folder, 'cameras.csv'), '--store']);
    expect(filled.code).toBe(ExitCode.usage);
    expect(filled.stderr).toContain(`${join(folder, 'action.txt')} line 3: reboot without store would lose what 'write params' (line 1) changed`);
    expect(requests).toEqual([]);
    expect(fleet.map((camera) => camera.isRebooting())).toEqual([false, false]);
  });

  it('applies and stores each camera its own value, reports an offline camera by name and exits 10', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 4 })));
    const folder = folderWith({ 'levels.txt': levelCommands, 'cameras.csv': listOf(fleet) });
    const offline = fleet[2]!;
    const offlinePort = offline.port;
    await offline.stop();
    const run = await camconfigFleet(['apply', '--commands', join(folder, 'levels.txt'), '--list', join(folder, 'cameras.csv'), '--store', '--parallel', '2', '--json']);
    expect(run.code).toBe(ExitCode.fleetIncomplete);
    const report = JSON.parse(run.stdout) as { results: Array<{ label: string; status: string; step?: string; kind?: string }>; counts: Record<string, number> };
    expect(report.counts).toEqual({ verified: 3, applied: 0, failed: 1, notReached: 0 });
    expect(report.results.find((result) => result.label === `127.0.0.1:${offlinePort}`)).toMatchObject({ status: 'failed', step: 'write', kind: 'unreachable' });
    expect(run.stderr).toContain(`127.0.0.1:${fleet[0]!.port}: verified`);
    expect(run.stderr).not.toContain('meinsm');
    expect([0, 1, 3].map((index) => getParam(fleet[index]!.flash, 'audio', 'SPEAKERLEVEL'))).toEqual(['30', '31', '33']);
    // Every script sent is in the audit log of the default workspace (in the run's own HOME), never the password.
    const audit = readFileSync(join(run.home, '.config', 'camconfig', 'audit.jsonl'), 'utf8');
    const entries = auditedScripts(join(run.home, '.config', 'camconfig'));
    expect(entries.filter((entry) => entry.script.includes('audio/SPEAKERLEVEL=3')).map((entry) => entry.camera.port).sort()).toEqual([0, 1, 3].map((index) => fleet[index]!.port).sort());
    // The offline camera failed at the read of the values it holds (the audit run's old values): its write was never sent.
    expect(entries.filter((entry) => entry.camera.port === offlinePort).map((entry) => entry.operation)).toEqual(['read sections']);
    expect(entries.every((entry) => entry.source === 'cli')).toBe(true);
    expect(audit).not.toContain('meinsm');
  });

  it('--group all applies to every camera of the workspace with its own password, {NAME} its label', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 2, password: 'kept-in-workspace' })));
    const folder = folderWith({ 'names.txt': 'write params\nsip/DISPLAY_NAME={NAME}\n' });
    const workspace = await openWorkspace(join(folder, 'workspace'), { kind: 'passphrase', passphrase: 'workspace passphrase' });
    const cameras = fleet.map((camera, index) => ({ id: `cam-${index + 1}`, label: `Door ${index + 1}`, host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password: 'kept-in-workspace', group: null, variables: {} }));
    await workspace.save({ nextNumber: 3, cameras });
    const args = ['apply', '--commands', join(folder, 'names.txt'), '--group', 'all', '--workspace', join(folder, 'workspace')];
    const run = await camconfigFleet(args, { CAMCONFIG_WORKSPACE_PASSPHRASE: 'workspace passphrase' });
    expect(run.code).toBe(ExitCode.ok);
    expect(run.stdout).toContain('Door 2: applied and verified');
    expect(fleet.map((camera) => getParam(camera.running, 'sip', 'DISPLAY_NAME'))).toEqual(['Door 1', 'Door 2']);
    const history = new SnapshotStore(join(folder, 'workspace', 'snapshots'));
    expect((await history.list('cam-2')).map((snapshot) => snapshot.reason)).toEqual(['applied']);
    expect((await history.read('cam-2', (await history.list('cam-2'))[0]!.id)).text).toContain('DISPLAY_NAME=Door 2');
    const unknownGroup = await camconfigFleet([...args.slice(0, 4), 'entrance', ...args.slice(5)]);
    expect(unknownGroup.code).toBe(ExitCode.usage);
    expect(unknownGroup.stderr).toContain("--group 'entrance'");
  });

  it('--group NAME applies to that group only, with each camera its own variables', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 3, password: 'kept-in-workspace' })));
    const folder = folderWith({ 'rooms.txt': 'write params\nsip/DISPLAY_NAME={ROOM}\n' });
    const workspace = await openWorkspace(join(folder, 'workspace'), { kind: 'passphrase', passphrase: 'workspace passphrase' });
    const groups = ['Yard', null, 'Yard'];
    const cameras = fleet.map((camera, index) => ({ id: `cam-${index + 1}`, label: `Door ${index + 1}`, host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password: 'kept-in-workspace', group: groups[index]!, variables: { ROOM: `Room ${index + 1}` } }));
    await workspace.save({ nextNumber: 4, cameras });
    const before = getParam(fleet[1]!.running, 'sip', 'DISPLAY_NAME');
    const run = await camconfigFleet(['apply', '--commands', join(folder, 'rooms.txt'), '--group', 'Yard', '--workspace', join(folder, 'workspace')], { CAMCONFIG_WORKSPACE_PASSPHRASE: 'workspace passphrase' });
    expect(run.code).toBe(ExitCode.ok);
    expect(fleet.map((camera) => getParam(camera.running, 'sip', 'DISPLAY_NAME'))).toEqual(['Room 1', before, 'Room 3']);
    const unknownGroup = await camconfigFleet(['apply', '--commands', join(folder, 'rooms.txt'), '--group', 'Hall', '--workspace', join(folder, 'workspace')], { CAMCONFIG_WORKSPACE_PASSPHRASE: 'workspace passphrase' });
    expect(unknownGroup.code).toBe(ExitCode.usage);
    expect(unknownGroup.stderr).toContain('groups: all, Yard');
  });
});
