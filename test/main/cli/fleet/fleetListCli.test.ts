// `camconfig fleet backup|history|diff --list CSV` as a technician runs them against simulated
// cameras: the cameras of a camera list, never imported, backed up under their addresses with
// $CAMCONFIG_PASSWORD; their backup files (older names with `:` too) listed and compared; every
// combination that makes no sense refused in one line naming the option.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFleetInProcess, type FleetRun } from './fleetInProcess';
import { ExitCode } from '../../../../src/main/cli/exitCodes';
import { RemoteConfigClient } from '../../../../src/main/remoteconfig/remoteConfigClient';
import { type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { encodeLatin1 } from '../../../../src/shared/remoteconfig/latin1';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { auditedScripts } from '../../../support/auditLines';
import { fleetTestFiles } from './fleetTestFiles';

const password = 'Site-List-4242';
const { fleet, newFolder: newFolder } = fleetTestFiles('fleet-list');


function camconfigFleet(args: string[], env: Record<string, string>, home: string): Promise<FleetRun> {
  return runFleetInProcess(args, { HOME: home, ...env });
}

/** A site folder: the camera list (the community CSV, never imported) and a workspace beside it. */
function siteWith(cameras: SimulatedCamera[]): { folder: string; list: string; workspace: string } {
  const folder = newFolder();
  const list = join(folder, 'site.csv');
  writeFileSync(list, ['# site', 'IP;ROOM', ...cameras.map((camera, index) => `127.0.0.1:${camera.port};Room ${index + 1}`)].join('\n') + '\n');
  return { folder, list, workspace: join(folder, 'workspace') };
}

const withPassword = { CAMCONFIG_PASSWORD: password };

describe('camconfig fleet --list', () => {
  it('backup --list backs up every listed camera under its address, byte for byte, with $CAMCONFIG_PASSWORD; names an offline one (exit 10); audits into the workspace in use', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 3, password })));
    const site = siteWith(fleet);
    const ports = fleet.map((camera) => camera.port);
    await fleet[1]!.stop();
    const out = join(site.folder, 'out');
    const run = await camconfigFleet(['backup', '--list', site.list, '-o', out, '--workspace', site.workspace, '--json'], withPassword, site.folder);
    expect(run.code, run.stderr).toBe(ExitCode.fleetIncomplete);
    const summary = JSON.parse(run.stdout) as { ok: number; failed: number; results: Array<{ cameraId: string; status: string; kind?: string; file?: string }> };
    expect(summary).toMatchObject({ ok: 2, failed: 1 });
    expect(summary.results[1]).toMatchObject({ cameraId: `127.0.0.1:${ports[1]}`, status: 'failed', kind: 'unreachable' });
    for (const index of [0, 2]) {
      const port = ports[index]!;
      const file = summary.results[index]!.file!;
      expect(file).toMatch(new RegExp(`/out/127-0-0-1\\+${port}_\\d{6}-\\d{4}\\.cfg$`));
      const reference = await new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password }).readConfigFile();
      expect(readFileSync(file).equals(Buffer.from(encodeLatin1(reference.text)))).toBe(true);
    }
    const audit = readFileSync(join(site.workspace, 'audit.jsonl'), 'utf8');
    const audited = auditedScripts(site.workspace).map((entry) => entry.camera.port);
    expect(new Set(audited)).toEqual(new Set(ports));
    expect(audit + run.stdout + run.stderr).not.toContain(password);
    // Nothing was imported: the workspace holds no camera list, and no snapshot (a listed camera's backups are its history).
    expect(readdirSync(site.workspace).filter((name) => name.startsWith('cameras') || name === 'snapshots')).toEqual([]);
  });

  it('backup --list without $CAMCONFIG_PASSWORD and no terminal says how to give one and sends nothing', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 1, password })));
    const site = siteWith(fleet);
    const run = await camconfigFleet(['backup', '--list', site.list, '--workspace', site.workspace], {}, site.folder);
    expect(run.code).toBe(ExitCode.usage);
    expect(run.stderr).toContain('no password: give --password, set CAMCONFIG_PASSWORD, or run on a terminal to be asked');
    expect(existsSync(join(site.workspace, 'backups'))).toBe(false);
  });

  it('history --list lists the backups of the listed cameras (older names with : too), newest first; diff --list compares a backup with the camera now', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 2, password })));
    const site = siteWith(fleet);
    const [first, second] = fleet.map((camera) => `127.0.0.1:${camera.port}`) as [string, string];
    const backup = await camconfigFleet(['backup', '--list', site.list, '--workspace', site.workspace], withPassword, site.folder);
    expect(backup.code, backup.stderr).toBe(ExitCode.ok);
    const backups = join(site.workspace, 'backups');
    const [newest] = readdirSync(backups).filter((name) => name.startsWith(`127-0-0-1+${fleet[0]!.port}_`));
    // A backup kept under the name used before names had to be valid on Windows, of an older configuration.
    const older = readFileSync(join(backups, newest!), 'latin1').replace('SPEAKERLEVEL=50', 'SPEAKERLEVEL=7');
    writeFileSync(join(backups, `127-0-0-1:${fleet[0]!.port}_240101-0930.cfg`), older, 'latin1');

    const history = await camconfigFleet(['history', '--list', site.list, '--workspace', site.workspace], {}, site.folder);
    expect(history.code, history.stderr).toBe(ExitCode.ok);
    const lines = history.stdout.trim().split('\n');
    expect(lines.map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual([`${first} ${newest!.slice(-15, -4)}`, `${first} 240101-0930`, `${second} ${lines[2]!.split(/\s+/)[1]}`]);
    expect(lines[1]).toMatch(/^\S+ +240101-0930 +2024-01-01 09:30:00 +\S+ +\d+ sections, \d+ bytes +127-0-0-1:\d+_240101-0930\.cfg$/);
    const one = JSON.parse((await camconfigFleet(['history', '--list', site.list, second, '--backups', backups, '--json'], {}, site.folder)).stdout) as { cameras: Array<{ address: string; backups: unknown[] }> };
    expect(one.cameras.map((camera) => [camera.address, camera.backups.length])).toEqual([[second, 1]]);

    const change = join(site.folder, 'level.txt');
    writeFileSync(change, 'write params\naudio/SPEAKERLEVEL=44\n');
    expect((await camconfigFleet(['apply', '--commands', change, '--list', site.list, '--workspace', site.workspace], withPassword, site.folder)).code).toBe(ExitCode.ok);
    expect(getParam(fleet[0]!.running, 'audio', 'SPEAKERLEVEL')).toBe('44');
    const sinceBackup = await camconfigFleet(['diff', '--list', site.list, '--workspace', site.workspace, `${first}@latest`, first, 'audio'], withPassword, site.folder);
    expect(sinceBackup.code, sinceBackup.stderr).toBe(ExitCode.ok);
    expect(sinceBackup.stdout).toBe(`--- ${first} backup ${newest}\n+++ ${first} now (section audio)\n~ audio/SPEAKERLEVEL: 50 -> 44\n1 difference\n`);
    // Two backups need no camera and no password.
    const betweenBackups = await camconfigFleet(['diff', '--list', site.list, '--workspace', site.workspace, `${first}@2401`, `${first}@latest`, 'audio'], {}, site.folder);
    expect(betweenBackups.stdout).toContain('~ audio/SPEAKERLEVEL: 7 -> 50\n');
    const tooShort = await camconfigFleet(['diff', '--list', site.list, '--workspace', site.workspace, `${first}@24`, second], withPassword, site.folder);
    expect(tooShort.code).toBe(ExitCode.usage);
    expect(tooShort.stderr).toContain(`'${first}@24': no backup '24' of ${first} in ${backups}; give 'latest'`);
    const notListed = await camconfigFleet(['history', '--list', site.list, '127.0.0.1:1', '--workspace', site.workspace], {}, site.folder);
    expect(notListed.code).toBe(ExitCode.usage);
    expect(notListed.stderr).toContain(`no camera '127.0.0.1:1' in the list ${site.list}`);
  });

  it.each([
    [['backup', '--list', 'site.csv', '--group', 'Yard'], '--group chooses cameras of the workspace: with --list CSV the cameras are those of the list'],
    [['backup', '--password', 'secret-word'], '--password only applies with --list CSV: a workspace camera is reached with its own user, password and settings'],
    [['diff', 'cam-1', 'cam-2', '--https'], '--https only applies with --list CSV'],
    [['history', 'cam-1', '--backups', 'old'], "--backups only applies with --list CSV: a workspace camera's history is its snapshots in the workspace"],
    [['diff', 'cam-1@latest', 'cam-2', '--backups', 'old'], '--backups only applies with --list CSV'],
    [['history', '--list', 'site.csv', 'a', 'b'], 'fleet history --list CSV takes at most one CAMERA'],
  ])('refuses %j in one line naming the option (exit 2)', async (args, message) => {
    const folder = newFolder();
    const run = await camconfigFleet([...args, '--workspace', join(folder, 'workspace')], {}, folder);
    expect(run.code).toBe(ExitCode.usage);
    expect(run.stderr.split('\n')[0]).toContain(message);
    expect(run.stderr).not.toContain('secret-word');
    expect(existsSync(join(folder, 'workspace'))).toBe(false);
  });
});
