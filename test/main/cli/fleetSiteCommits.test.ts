// `camconfig fleet import|backup|apply|check|check --fix|report` and `discover --add` on a site
// (--site DIR) in this process, against simulated cameras: each ends in one commit by the
// technician of git's config, with a subject a person reads and the trailers, read back by plain
// `git log`/`git show`; the reads (inventory, history, diff) commit nothing; a folder that is not
// a site commits nothing and keeps working.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BaselineStore } from '../../../src/main/baseline/baselineStore';
import { runDiscoverCommand } from '../../../src/main/cli/discover/discoverCommand';
import { runFleetCommand } from '../../../src/main/cli/fleet/fleetCommand';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../siterepo/gitServers';
import { runCommandInProcess } from './commandInProcess';

const password = 'site-Cli-Pass-41';
const passphrase = 'site phrase of the cli team';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const site = { name: 'Lager Süd', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let cameras: SimulatedCamera[];
let root: string;
let folder: string;
beforeAll(async () => {
  home = await isolatedGitHome();
  cameras = await startSimulatedCameraFleet({ count: 3, password, rebootSeconds: 0.2 });
  root = await makeTemporaryFolder('camconfig-fleet-site-');
  folder = (await SiteRepository.init(join(root, 'lager'), site, anna)).repository.folder;
  plainGit(folder, 'config', 'user.name', anna.name);
  plainGit(folder, 'config', 'user.email', anna.email);
});
afterAll(async () => {
  await stopCameraFleet(cameras);
  await home.restore();
});

const env = (): NodeJS.ProcessEnv => ({ HOME: home.home, PATH: process.env.PATH ?? '', CAMCONFIG_SITE_PASSPHRASE: passphrase, CAMCONFIG_PASSWORD: password, LANG: 'C' });
const fleet = (...args: string[]) => runCommandInProcess(runFleetCommand, [...args, '--site', folder], env());
const discover = (...args: string[]) => runCommandInProcess(runDiscoverCommand, [...args, '--site', folder], env());

/** The newest commit as plain git shows it: author, subject and the three trailers. */
const newest = (): string => plainGit(folder, 'log', '-1', '--format=%an <%ae>|%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)|%(trailers:key=Camconfig-Cameras,valueonly,separator=)|%(trailers:key=Camconfig-Result,valueonly,separator=)').trim();
const count = (): number => Number(plainGit(folder, 'rev-list', '--count', 'HEAD').trim());
const filesOf = (commit = 'HEAD'): string[] => plainGit(folder, '-c', 'core.quotePath=false', 'show', '--name-only', '--format=', commit).trim().split('\n');

describe('camconfig fleet on a site', () => {
  it('ends every command that changes the site in one commit by the technician; reads commit nothing', async () => {
    const list = join(root, 'hall.csv');
    await writeFile(list, `IP;GROUP\n127.0.0.1:${cameras[0]!.port};Hall\n127.0.0.1:${cameras[1]!.port};Hall\n`);
    expect((await fleet('import', list)).code).toBe(0);
    expect(newest()).toBe('Anna Berg <anna@installer.example>|Imported 2 cameras from hall.csv|import|cam-1, cam-2|2 added, 0 updated, 0 refused');
    expect(filesOf()).toEqual(expect.arrayContaining(['site-key.json', expect.stringMatching(/^cameras\/[0-9a-f]{32}\.json$/)]));
    expect(filesOf()).toHaveLength(3);

    cameras[1]!.setFaults({ cutOffAfterLines: 5 });
    const backup = await fleet('backup');
    expect(backup.code).toBe(10);
    expect(backup.stderr).toMatch(/committed [0-9a-f]{10}: Backed up 2 cameras: 1 ok, 1 failed/);
    expect(newest()).toMatch(/^Anna Berg <anna@installer\.example>\|Backed up 2 cameras: 1 ok, 1 failed\|backup\|cam-., cam-.\|1 backed up, 1 failed, 0 not reached$/);
    expect(filesOf().some((file) => file.startsWith('backups/'))).toBe(true);
    cameras[1]!.setFaults({ cutOffAfterLines: null });

    const commands = join(root, 'level.txt');
    await writeFile(commands, 'write params\naudio/SPEAKERLEVEL=61\n');
    const applied = await fleet('apply', '--commands', commands, '--group', 'Hall');
    expect(applied, applied.stderr + applied.stdout).toMatchObject({ code: 0 });
    expect(newest()).toMatch(/^Anna Berg <anna@installer\.example>\|Applied settings to 2 cameras\|fleet-apply\|cam-., cam-.\|2 (verified|applied)$/);
    expect(filesOf()).toEqual(expect.arrayContaining(['audit.jsonl', expect.stringMatching(/^snapshots\/cam-1\//)]));

    await new BaselineStore(folder).save({ name: 'Audio Süd', text: 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n', groups: ['Hall'] });
    plainGit(folder, 'add', 'baselines');
    plainGit(folder, 'commit', '--quiet', '-m', 'Baseline by hand');
    expect((await fleet('check', '--baseline', 'Audio Süd', '--group', 'Hall')).code).toBe(10);
    expect(newest()).toMatch(/^Anna Berg <anna@installer\.example>\|Checked 2 cameras against baseline 'Audio Süd' v1\|check\|cam-., cam-.\|0 compliant, 2 drifted, 0 unreadable$/);
    expect(filesOf()).toEqual(expect.arrayContaining([expect.stringMatching(/^baseline-runs\/.+\.json$/), 'audit.jsonl']));

    expect((await fleet('check', '--baseline', 'Audio Süd', '--group', 'Hall', '--fix')).code).toBe(0);
    expect(newest()).toMatch(/^Anna Berg <anna@installer\.example>\|Brought 2 cameras back to baseline 'Audio Süd' v1: 2 (verified|applied)\|fix\|cam-., cam-.\|2 (verified|applied)$/);

    expect((await fleet('report', '--group', 'Hall')).code).toBe(0);
    expect(newest()).toBe('Anna Berg <anna@installer.example>|Saved a report of 2 cameras|report|-|html, pdf');
    expect(filesOf().filter((file) => !file.startsWith('reports/'))).toEqual([]);

    const before = count();
    for (const read of [['inventory'], ['history', 'cam-1'], ['diff', 'cam-1@latest', 'cam-2@latest']]) expect((await fleet(...read)).code).toBe(0);
    expect(count()).toBe(before);

    const found = await discover('127.0.0.1', '--port', String(cameras[2]!.port), '--add');
    expect(found.code).toBe(0);
    expect(newest()).toBe('Anna Berg <anna@installer.example>|Added 1 discovered camera|discovery-add|cam-3|1 added');
    // What the reads sent is in the audit log, committed with the next change (as in the studio); nothing else is left.
    expect(plainGit(folder, 'status', '--porcelain').replace(' M audit.jsonl\n', '')).toBe('');
    expect(plainGit(folder, 'fsck', '--strict', '--no-progress')).toBe('');
    const history = plainGit(folder, 'log', '-p', '--all') + plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
    for (const secret of [password, passphrase]) expect(history).not.toContain(secret);
  });
});
