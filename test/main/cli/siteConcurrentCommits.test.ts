// Two `camconfig fleet apply` processes (the built CLI) on two groups of one site at the same
// time, three rounds: every run ends in a commit of its own (none fails on git's index.lock,
// none is left uncommitted), and each commit holds the history of its own group's cameras only.
// A write lock left by a process killed with -9 does not stop the next commit.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFleetCommand } from '../../../src/main/cli/fleet/fleetCommand';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { siteWriteLockName } from '../../../src/main/siterepo/siteWriteLock';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../siterepo/gitServers';
import { runCommandInProcess } from './commandInProcess';
import { runCamconfig } from './rcCli';

const password = 'two-Procs-Pass-9';
const passphrase = 'phrase of the busy site';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const site = { name: 'Halle', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let cameras: SimulatedCamera[];
let root: string;
let folder: string;
beforeAll(async () => {
  home = await isolatedGitHome();
  cameras = await startSimulatedCameraFleet({ count: 6, password });
  root = await makeTemporaryFolder('camconfig-site-concurrent-');
  folder = (await SiteRepository.init(join(root, 'halle'), site, anna)).repository.folder;
  plainGit(folder, 'config', 'user.name', anna.name);
  plainGit(folder, 'config', 'user.email', anna.email);
});
afterAll(async () => {
  await stopCameraFleet(cameras);
  await home.restore();
});

const env = (): Record<string, string> => ({ HOME: home.home, PATH: process.env.PATH ?? '', CAMCONFIG_SITE_PASSPHRASE: passphrase, CAMCONFIG_PASSWORD: password, LANG: 'C' });
const filesOf = (commit: string): string[] => plainGit(folder, 'show', '--name-only', '--format=', commit).trim().split('\n');

describe('two camconfig processes on one site', () => {
  it('commit one after the other, each its own files, none failing on index.lock', async () => {
    const list = join(root, 'halle.csv');
    await writeFile(list, `IP;GROUP\n${cameras.map((camera, index) => `127.0.0.1:${camera.port};${index < 3 ? 'A' : 'B'}`).join('\n')}\n`);
    expect((await runCommandInProcess(runFleetCommand, ['import', list, '--site', folder], env())).code).toBe(0);
    const start = plainGit(folder, 'rev-parse', 'HEAD').trim();

    for (const round of [1, 2, 3]) {
      const commands = join(root, `level-${round}.txt`);
      await writeFile(commands, `write params\naudio/SPEAKERLEVEL=${40 + round}\n`);
      const runs = await Promise.all(['A', 'B'].map((group) => runCamconfig(['fleet', 'apply', '--commands', commands, '--group', group, '--site', folder], { env: env(), timeoutMs: 60_000 })));
      for (const run of runs) {
        expect(run, run.stderr).toMatchObject({ code: 0 });
        expect(run.stderr).toMatch(/committed [0-9a-f]{10}: Applied settings to 3 cameras/);
      }
    }

    const made = plainGit(folder, 'rev-list', `${start}..HEAD`).trim().split('\n');
    expect(made).toHaveLength(6);
    const groupA = new Set(['cam-1', 'cam-2', 'cam-3']);
    for (const commit of made) {
      const histories = new Set(filesOf(commit).filter((file) => file.startsWith('snapshots/')).map((file) => file.split('/')[1]!));
      expect(histories.size).toBe(3);
      const inA = [...histories].filter((cameraId) => groupA.has(cameraId)).length;
      expect([0, 3]).toContain(inA);
    }
    expect(plainGit(folder, 'status', '--porcelain')).toBe('');
    // A blob one run added and the other's commit superseded (the shared audit log) may dangle; nothing is broken.
    expect(plainGit(folder, 'fsck', '--strict', '--no-dangling', '--no-progress')).toBe('');
  });

  it('takes over a write lock whose process was killed with -9', async () => {
    const holder = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(join(folder, '.git', siteWriteLockName))}, process.pid + '\\n'); setInterval(() => {}, 1000)`]);
    const lock = join(folder, '.git', siteWriteLockName);
    await until(() => existsSync(lock) && readFileSync(lock, 'utf8') === `${holder.pid}\n`);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const commands = join(root, 'level-9.txt');
    await writeFile(commands, 'write params\naudio/SPEAKERLEVEL=49\n');
    const run = await runCamconfig(['fleet', 'apply', '--commands', commands, '--group', 'A', '--site', folder], { env: env(), timeoutMs: 60_000 });
    expect(run.stderr).toMatch(/committed [0-9a-f]{10}: Applied settings to 3 cameras/);
    expect(existsSync(join(folder, '.git', siteWriteLockName))).toBe(false);
  });

  it('takes over a lock file that names no owner (a writer cut off mid-write) once it is a moment old', async () => {
    const lock = join(folder, '.git', siteWriteLockName);
    await writeFile(lock, '');
    const tenSecondsAgo = new Date(Date.now() - 10_000);
    await utimes(lock, tenSecondsAgo, tenSecondsAgo);
    const commands = join(root, 'level-8.txt');
    await writeFile(commands, 'write params\naudio/SPEAKERLEVEL=48\n');
    const run = await runCamconfig(['fleet', 'apply', '--commands', commands, '--group', 'A', '--site', folder], { env: env(), timeoutMs: 60_000 });
    expect(run.stderr).toMatch(/committed [0-9a-f]{10}: Applied settings to 3 cameras/);
    expect(existsSync(lock)).toBe(false);
  });
});

/** Resolves once `done` holds (a state, polled), at most 10 s. */
async function until(done: () => boolean): Promise<void> {
  await expect.poll(done, { timeout: 10_000, interval: 20 }).toBe(true);
}
