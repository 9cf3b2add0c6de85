// `camconfig fleet check` in process: 20 simulated cameras of a workspace group, 3 drifted in
// different parameters and 1 the workspace keeps a wrong password for. The check names exactly
// the drifted parameters and the unreadable camera (exit 10), and is kept as a run; --fix
// --dry-run prints the scripts and sends nothing; --fix brings the three back (read with a
// fresh client); a second check is compliant but for the unreadable camera. A baseline file
// and --list work too; usage problems exit 2.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BaselineStore } from '../../../../src/main/baseline/baselineStore';
import { CheckRunStore } from '../../../../src/main/baseline/checkRunStore';
import { ExitCode } from '../../../../src/main/cli/exitCodes';
import { RemoteConfigClient } from '../../../../src/main/remoteconfig/remoteConfigClient';
import { type SimulatedCamera } from '../../../../src/main/simulator/camera';
import { openWorkspace } from '../../../../src/main/workspace';
import { getParam } from '../../../../src/shared/remoteconfig/configModel';
import { startSimulatedCameraFleet } from '../../../support/simulatedCameras';
import { runFleetInProcess } from './fleetInProcess';
import { fleetTestFiles } from './fleetTestFiles';

const password = 'check-cli-pass';
const passphrase = 'check workspace phrase';
const baselineText = 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\nSECTION sip\nNUMBER={SIP}\nDISPLAY_NAME={ROOM}\nENDSECTION sip\nSECTION general\nLANGUAGE=de\nENDSECTION general\n';

const { fleet, newFolder: temporary } = fleetTestFiles('fleet-check');


function clientOf(camera: SimulatedCamera): RemoteConfigClient {
  return new RemoteConfigClient({ host: '127.0.0.1', port: camera.port, user: 'admin', password });
}

/** A workspace whose group Hall holds the cameras with their SIP number and room as variables; camera `wrongAt` with a wrong password. */
async function workspaceOf(cameras: SimulatedCamera[], wrongAt: number | null): Promise<string> {
  const folder = join(temporary(), 'workspace');
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  const kept = cameras.map((camera, index) => ({
    id: `cam-${index + 1}`,
    label: `Cam ${index + 1}`,
    host: '127.0.0.1',
    port: camera.port,
    https: false,
    user: 'admin',
    password: index === wrongAt ? 'wrong-password' : password,
    group: 'Hall',
    variables: { SIP: getParam(camera.running, 'sip', 'NUMBER')!, ROOM: getParam(camera.running, 'sip', 'DISPLAY_NAME')! },
  }));
  await workspace.save({ nextNumber: cameras.length + 1, cameras: kept });
  await new BaselineStore(folder).save({ name: 'Site Nord', text: baselineText, groups: ['Hall'] });
  return folder;
}

function check(args: string[]) {
  return runFleetInProcess(['check', ...args], { HOME: temporary(), CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase });
}

describe('camconfig fleet check', () => {
  it('names the drifted parameters and the unreadable camera, fixes the three and checks clean', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 20, password })));
    const workspace = await workspaceOf(fleet, 17);
    await clientOf(fleet[2]!).setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '20' }], { store: true });
    await clientOf(fleet[7]!).setParams([{ section: 'sip', name: 'DISPLAY_NAME', value: 'Foyer Öst' }], { store: true });
    await clientOf(fleet[12]!).setParams([{ section: 'general', name: 'LANGUAGE', value: 'en' }], { store: true });
    const base = ['--baseline', 'Site Nord', '--group', 'Hall', '--workspace', workspace];

    const first = await check([...base, '--json']);
    expect(first.code, first.stderr).toBe(ExitCode.fleetIncomplete);
    const result = JSON.parse(first.stdout) as { cameras: Array<{ label: string; host: string; port: number; status: string; drift: unknown[]; reason: string | null }>; counts: unknown; runId: string };
    expect(result.counts).toEqual({ compliant: 16, drifted: 3, unreadable: 1, not_in_force: 0 });
    expect(result.cameras.filter((camera) => camera.status !== 'compliant').map(({ label, status, drift }) => ({ label, status, drift }))).toEqual([
      { label: 'Cam 3', status: 'drifted', drift: [{ section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: '20' }] },
      { label: 'Cam 8', status: 'drifted', drift: [{ section: 'sip', name: 'DISPLAY_NAME', expected: 'Foyer Ost', found: 'Foyer Öst' }] },
      { label: 'Cam 13', status: 'drifted', drift: [{ section: 'general', name: 'LANGUAGE', expected: 'de', found: 'en' }] },
      { label: 'Cam 18', status: 'unreadable', drift: [] },
    ]);
    expect(result.cameras[17]).toMatchObject({ host: '127.0.0.1', port: fleet[17]!.port, reason: expect.stringMatching(/^credentials refused/) });
    expect((await new CheckRunStore(workspace).newest('Site Nord'))?.runId).toBe(result.runId);

    const dryRun = await check([...base, '--fix', '--dry-run', '--store']);
    expect(dryRun.code, dryRun.stderr).toBe(ExitCode.ok);
    expect(dryRun.stdout).toContain('# Cam 3\nhelo\nwrite params\naudio/SPEAKERLEVEL=50\nview section audio\nstore\nquit\n');
    expect(dryRun.stdout).toContain('# Cam 18: unreadable, nothing to send');
    // Cam 8's sip value applies only after a reboot, which --reboot would do: the dry run says so, Cam 3's audio needs none.
    expect(dryRun.stdout).toContain('# Cam 8\n# the values of sip apply only after a reboot: add --reboot, or the camera shows "reboot needed" until it reboots\nhelo\n');
    expect(dryRun.stdout).not.toContain('# Cam 3\n# ');
    expect(getParam(fleet[2]!.running, 'audio', 'SPEAKERLEVEL')).toBe('20');

    const fixed = await check([...base, '--fix', '--store']);
    expect(fixed.code, fixed.stdout).toBe(ExitCode.fleetIncomplete); // Cam 18 could not be fixed
    expect(fixed.stdout).toMatch(/Cam 3: applied and verified/);
    expect(fixed.stdout).toMatch(/Cam 8: applied and verified: [^\n]*; reboot needed \(sip\): not in force until the camera reboots\n/);
    expect(fixed.stdout).not.toMatch(/Cam 3: [^\n]*reboot needed/);
    expect(fixed.stdout).toMatch(/Cam 18: not fixed, unreadable: credentials refused/);
    const [three, eight, thirteen] = await Promise.all([2, 7, 12].map((index) => clientOf(fleet[index]!).readSections(['audio', 'sip', 'general'])));
    expect([getParam(three!, 'audio', 'SPEAKERLEVEL'), getParam(eight!, 'sip', 'DISPLAY_NAME'), getParam(thirteen!, 'general', 'LANGUAGE')]).toEqual(['50', 'Foyer Ost', 'de']);
    expect(getParam(fleet[7]!.flash, 'sip', 'DISPLAY_NAME')).toBe('Foyer Ost');

    const second = await check(base);
    expect(second.code).toBe(ExitCode.fleetIncomplete);
    expect(second.stdout).toContain('19 compliant, 0 reboot needed, 0 drifted, 1 unreadable');
    expect(second.stdout).toMatch(/UNREADABLE {2}Cam 18 \(127\.0\.0\.1:\d+\): credentials refused/);
    expect((await new CheckRunStore(workspace).list('Site Nord')).length).toBe(4);
  }, 60_000);

  it('checks a baseline file against the cameras of a list; exit 0 when all are compliant', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 2, password })));
    const folder = temporary();
    writeFileSync(join(folder, 'site.baseline'), 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\nSECTION sip\nNUMBER={SIP}\nENDSECTION sip\n');
    writeFileSync(join(folder, 'cameras.csv'), ['ADDRESS;SIP', ...fleet.map((camera) => `127.0.0.1:${camera.port};${getParam(camera.running, 'sip', 'NUMBER')}`)].join('\n') + '\n');
    const run = await runFleetInProcess(['check', '--baseline', join(folder, 'site.baseline'), '--list', join(folder, 'cameras.csv'), '--workspace', join(folder, 'workspace')], { HOME: folder, CAMCONFIG_PASSWORD: password });
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    expect(run.stdout).toContain('2 compliant, 0 reboot needed, 0 drifted, 0 unreadable');
    expect(run.stderr).not.toContain('kept as check run'); // a file's check is not kept
  });

  it('says REBOOT, not compliant, for a camera whose checked sip values wait for a reboot, and counts it apart, in English and German', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 2, password })));
    const folder = temporary();
    // Written and stored on the first camera, not rebooted: sip applies only after a reboot.
    await clientOf(fleet[0]!).setParams([{ section: 'sip', name: 'REGISTRAR', value: '192.0.2.7:5060' }], { store: true });
    await clientOf(fleet[1]!).setParams([{ section: 'sip', name: 'REGISTRAR', value: '192.0.2.7:5060' }], { store: true });
    await clientOf(fleet[1]!).reboot();
    await expect.poll(() => clientOf(fleet[1]!).rebootNeeded().catch(() => ['not up yet']), { timeout: 20_000 }).toEqual([]);
    writeFileSync(join(folder, 'sip.baseline'), 'SECTION sip\nREGISTRAR=192.0.2.7:5060\nENDSECTION sip\n');
    writeFileSync(join(folder, 'cameras.csv'), ['ADDRESS', ...fleet.map((camera) => `127.0.0.1:${camera.port}`)].join('\n') + '\n');
    const args = ['check', '--baseline', join(folder, 'sip.baseline'), '--list', join(folder, 'cameras.csv'), '--workspace', join(folder, 'workspace')];
    const english = await runFleetInProcess(args, { HOME: folder, CAMCONFIG_PASSWORD: password, LANG: 'C' });
    expect(english.code, english.stderr).toBe(ExitCode.fleetIncomplete);
    expect(english.stdout).toMatch(/^REBOOT {6}127\.0\.0\.1:\d+: reboot needed: the values of sip are stored but not yet in force$/m);
    expect(english.stdout).toMatch(/^compliant {3}127\.0\.0\.1:\d+$/m);
    expect(english.stdout).toContain('1 compliant, 1 reboot needed, 0 drifted, 0 unreadable');
    const german = await runFleetInProcess(args, { HOME: folder, CAMCONFIG_PASSWORD: password, LANG: 'de_DE.UTF-8' });
    expect(german.stdout).toMatch(/^NEUSTART {4}127\.0\.0\.1:\d+: Neustart nötig: die Werte von sip sind gespeichert, aber noch nicht wirksam$/m);
    expect(german.stdout).toContain('1 konform, 1 Neustart nötig, 0 abweichend, 0 nicht lesbar');
  }, 60_000);

  it('reads a baseline file of 256 KiB exactly and refuses one byte more, naming the limit', async () => {
    fleet.push(...(await startSimulatedCameraFleet({ count: 1, password })));
    const folder = temporary();
    writeFileSync(join(folder, 'cameras.csv'), `ADDRESS\n127.0.0.1:${fleet[0]!.port}\n`);
    const values = 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n';
    const baselineOf = (bytes: number): string => {
      const file = join(folder, `${bytes}.baseline`);
      writeFileSync(file, `#${'x'.repeat(bytes - values.length - 2)}\n${values}`);
      return file;
    };
    const checkFile = (file: string) => runFleetInProcess(['check', '--baseline', file, '--list', join(folder, 'cameras.csv'), '--workspace', join(folder, 'workspace')], { HOME: folder, CAMCONFIG_PASSWORD: password });

    const atLimit = await checkFile(baselineOf(256 * 1024));
    expect(atLimit.code, atLimit.stderr).toBe(ExitCode.ok);
    expect(atLimit.stdout).toContain('1 compliant, 0 reboot needed, 0 drifted, 0 unreadable');
    const beyond = await checkFile(baselineOf(256 * 1024 + 1));
    expect(beyond.code).toBe(ExitCode.usage);
    expect(beyond.stderr).toMatch(/cannot read baseline '.*262145\.baseline': it is larger than 256 KiB \(262144 bytes\)/);
  });

  it('exits 2 for a usage problem, naming it', async () => {
    const folder = temporary();
    const workspace = join(folder, 'workspace');
    const cases: Array<[string[], RegExp]> = [
      [['--group', 'Hall'], /which baseline\?/],
      [['--baseline', 'Site'], /which cameras\?/],
      [['--baseline', 'Site', '--group', 'Hall', '--list', 'x.csv'], /either --group GROUP or --list CSV/],
      [['--baseline', 'Nirgends', '--group', 'Hall', '--workspace', workspace], /no baseline of that name in the workspace .* and no file/],
      [['--baseline', 'Site', '--group', 'Hall', '--dry-run'], /--dry-run only applies with --fix/],
      [['--baseline', 'Site', '--group', 'Hall', '--parallel', '257'], /--parallel needs a whole number of cameras from 1 to 256/],
      [['--baseline', 'Site', '--group', 'Hall', '--password', 'secret'], /password/],
      [['--baseline', 'Site', '--group', 'Hall', '--fix', '--reboot'], /--reboot needs --store/],
    ];
    for (const [args, message] of cases) {
      const run = await check(args);
      expect(run.code, args.join(' ')).toBe(ExitCode.usage);
      expect(run.stderr).toMatch(message);
    }
    writeFileSync(join(folder, 'broken.baseline'), 'SECTION audio\nLEVEL\nENDSECTION audio\n');
    const broken = await check(['--baseline', join(folder, 'broken.baseline'), '--group', 'Hall', '--workspace', workspace]);
    expect(broken.code).toBe(ExitCode.usage);
    expect(broken.stderr).toContain('broken.baseline line 2: expected NAME=value');
    const help = await check(['--help']);
    expect(help.code).toBe(ExitCode.ok);
    expect(help.stdout).toContain('--baseline NAME|FILE');
  });
});
