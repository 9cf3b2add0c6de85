// git stopped hard (kill -9) in the middle of a commit, a pull or a push leaves a site git
// fsck finds clean; the index.lock such a git leaves behind is removed when no git holds it and
// reported when one does; a pull stopped while files were written is undone.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../../../src/shared/i18n/renderText';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { isolatedGitHome, makeBareRepository, makeTemporaryFolder, plainGit } from './gitServers';

const anna = { name: 'Anna', email: 'anna@installer.example' };
const site = { name: 'Lager', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };
const backupRun = { operation: 'backup', subject: 'Backed up 2000 cameras', cameras: [], result: '2000 backed up' };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let root: string;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => home.restore());
beforeEach(async () => {
  root = await makeTemporaryFolder('camconfig-site-crash-');
  return () => rm(root, { recursive: true, force: true });
});

async function writeBackups(folder: string, count: number, tag: string): Promise<void> {
  await mkdir(join(folder, 'backups'), { recursive: true });
  const body = `# backup ${tag}\n${'x'.repeat(8192)}\n`;
  await Promise.all(Array.from({ length: count }, (_, index) => writeFile(join(folder, 'backups', `10.0.${index >> 8}.${index & 255}_261201-1200.cfg`), `${index}${body}`)));
}

/** Kills (SIGKILL) the first git that runs `subcommand` once `ready()` holds, checking at every turn of the event loop. */
function killWhen(subcommand: string, ready: () => boolean): (args: readonly string[], pid: number) => void {
  let killed = false;
  return (args, pid) => {
    if (args[0] !== subcommand || killed) return;
    killed = true;
    const check = (): void => {
      if (ready()) process.kill(pid, 'SIGKILL');
      else setImmediate(check);
    };
    check();
  };
}

const fsckClean = (folder: string): string => plainGit(folder, 'fsck', '--strict', '--no-dangling');

describe('git stopped hard', () => {
  it('during a commit: fsck clean, the lock it left removed at the next open (no git holds it), the commit made again', async () => {
    const { repository } = await SiteRepository.init(join(root, 'site'), site, anna);
    await writeBackups(repository.folder, 2000, 'first');
    const lock = join(repository.gitDir, 'index.lock');
    const error = await repository.commit(backupRun, anna, 'all', { onGitSpawn: killWhen('add', () => existsSync(lock)) }).then(() => new Error('it did not fail'), (caught: unknown) => caught as Error);
    expect(error.message).toBe('git add was stopped by SIGKILL');
    expect(existsSync(lock)).toBe(true);
    expect(fsckClean(repository.folder)).toBe('');

    const { repository: reopened, notes } = await SiteRepository.open(repository.folder);
    expect(notes.map(englishText)).toEqual(['removed .git/index.lock, left behind by a git that was stopped']);
    expect(await reopened.commit(backupRun, anna, 'all')).not.toBeNull();
    expect(plainGit(repository.folder, 'show', '--stat', '--format=%s', 'HEAD')).toContain('2000 files changed');
    expect(fsckClean(repository.folder)).toBe('');
  });

  it('leaves a lock a running git holds where it is, and says which process holds it', async () => {
    const { repository } = await SiteRepository.init(join(root, 'site'), site, anna);
    const lock = join(repository.gitDir, 'index.lock');
    const working = spawn('git', ['hash-object', '--stdin'], { cwd: repository.folder, stdio: ['pipe', 'ignore', 'ignore'] });
    await once(working, 'spawn');
    await writeFile(lock, '');
    await expect(SiteRepository.open(repository.folder)).rejects.toThrow(`git (process ${working.pid}) is working in the site; open it again when it is done`);
    expect(existsSync(lock)).toBe(true);
    working.stdin.end('x');
    await once(working, 'exit');
    expect((await SiteRepository.open(repository.folder)).notes.map(englishText)).toEqual(['removed .git/index.lock, left behind by a git that was stopped']);
  });

  it('during a pull: the site is as it was before it (branch, files, index), fsck clean, and the next pull goes through', async () => {
    const remote = makeBareRepository(root, 'remote.git');
    const { repository: a } = await SiteRepository.init(join(root, 'a'), site, anna, { remote });
    await a.push(anna);
    const { repository: b } = await SiteRepository.clone(remote, join(root, 'b'));
    await writeBackups(a.folder, 2000, 'from a');
    await a.commit(backupRun, anna, 'all');
    await a.push(anna);
    await writeFile(join(b.folder, 'local.txt'), 'b\n');
    await b.commit({ operation: 'report', subject: 'Local', cameras: [], result: 'saved' }, anna, ['local.txt']);
    const before = plainGit(b.folder, 'rev-parse', 'HEAD');

    const error = await b.pull(anna, { onGitSpawn: killWhen('read-tree', () => existsSync(join(b.folder, 'backups'))) }).then(() => new Error('it did not fail'), (caught: unknown) => caught as Error);
    expect(error.message).toBe('git read-tree was stopped by SIGKILL');
    expect(plainGit(b.folder, 'rev-parse', 'HEAD')).toBe(before);
    expect(existsSync(join(b.folder, 'backups'))).toBe(false);
    expect(plainGit(b.folder, 'status', '--porcelain')).toBe('');
    expect(fsckClean(b.folder)).toBe('');

    const { repository: reopened } = await SiteRepository.open(b.folder);
    expect(await reopened.pull(anna)).toMatchObject({ outcome: 'merged' });
    expect(await readFile(join(b.folder, 'backups', '10.0.0.0_261201-1200.cfg'), 'utf8')).toContain('from a');
  });

  it.each(['fetch', 'merge-tree', 'read-tree'])('cancelled during its %s: a pull leaves the site as it was, and the next one goes through', async (step) => {
    const remote = makeBareRepository(root, 'remote.git');
    const { repository: a } = await SiteRepository.init(join(root, 'a'), site, anna, { remote });
    await a.push(anna);
    const { repository: b } = await SiteRepository.clone(remote, join(root, 'b'));
    await writeBackups(a.folder, 500, 'from a');
    await a.commit(backupRun, anna, 'all');
    await a.push(anna);
    await writeFile(join(b.folder, 'local.txt'), 'b\n');
    await b.commit({ operation: 'report', subject: 'Local', cameras: [], result: 'saved' }, anna, ['local.txt']);
    const before = plainGit(b.folder, 'rev-parse', 'HEAD');
    const controller = new AbortController();
    const onGitSpawn = (args: readonly string[]): void => {
      if (args[0] === step) controller.abort();
    };

    await expect(b.pull(anna, { signal: controller.signal, onGitSpawn })).rejects.toMatchObject({ kind: 'cancelled' });
    expect(plainGit(b.folder, 'rev-parse', 'HEAD')).toBe(before);
    expect(existsSync(join(b.folder, 'backups'))).toBe(false);
    expect(existsSync(join(b.gitDir, 'index.lock'))).toBe(false);
    expect(plainGit(b.folder, 'status', '--porcelain')).toBe('');
    expect(fsckClean(b.folder)).toBe('');
    expect(await b.pull(anna)).toMatchObject({ outcome: 'merged' });
  });

  it('between writing a pull\'s files and moving its branch (the studio itself killed): undone at the next open', async () => {
    const remote = makeBareRepository(root, 'remote.git');
    const { repository: a } = await SiteRepository.init(join(root, 'a'), site, anna, { remote });
    await a.push(anna);
    const { repository: b } = await SiteRepository.clone(remote, join(root, 'b'));
    await writeFile(join(a.folder, 'new.txt'), 'a\n');
    await a.commit({ operation: 'report', subject: 'New', cameras: [], result: 'saved' }, anna, ['new.txt']);
    await a.push(anna);
    plainGit(b.folder, 'fetch', '--quiet', 'origin');
    const from = plainGit(b.folder, 'rev-parse', 'HEAD').trim();
    const to = plainGit(b.folder, 'rev-parse', 'origin/main').trim();
    // What a pull had done when the studio died: its marker written, the files brought to `to`, the branch not yet moved.
    await writeFile(join(b.gitDir, 'camconfig-pull.json'), JSON.stringify({ version: 1, from, to }));
    plainGit(b.folder, 'read-tree', '-m', '-u', from, to);
    expect(existsSync(join(b.folder, 'new.txt'))).toBe(true);

    const { notes } = await SiteRepository.open(b.folder);
    expect(notes.map(englishText)).toEqual(['undid a pull that was stopped midway: the site is as it was before it']);
    expect(existsSync(join(b.folder, 'new.txt'))).toBe(false);
    expect(plainGit(b.folder, 'rev-parse', 'HEAD').trim()).toBe(from);
    expect(plainGit(b.folder, 'status', '--porcelain')).toBe('');
    expect(fsckClean(b.folder)).toBe('');
  });

  it('during a push: the site and the remote fsck clean, and the next push goes through', async () => {
    const remote = makeBareRepository(root, 'remote.git');
    const { repository } = await SiteRepository.init(join(root, 'site'), site, anna, { remote });
    await writeBackups(repository.folder, 2000, 'pushed');
    await repository.commit(backupRun, anna, 'all');
    const error = await repository.push(anna, { onGitSpawn: killWhen('push', () => true) }).then(() => new Error('it did not fail'), (caught: unknown) => caught as Error);
    expect(error.message).toBe('git push was stopped by SIGKILL');
    expect(fsckClean(repository.folder)).toBe('');
    expect(fsckClean(remote)).toBe('');
    expect((await repository.push(anna)).outcome).toBe('pushed');
    expect(plainGit(remote, 'rev-parse', 'main')).toBe(plainGit(repository.folder, 'rev-parse', 'HEAD'));
    expect(fsckClean(remote)).toBe('');
  });
});
