// Opening a colleague's site runs nothing of theirs: a repository whose .git/config names a
// file system monitor, a hooks folder and hooks, or a pager, is opened, status'd, committed and
// pulled without any of them running; what cannot be overridden (a credential helper, a filter
// named by .gitattributes) is refused, naming the setting.
import { chmod, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { globalConfigOf, isolatedGitHome, makeBareRepository, makeTemporaryFolder, plainGit } from './gitServers';

const anna = { name: 'Anna', email: 'anna@installer.example' };
const site = { name: 'Lager', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let root: string;
let marker: string;
let program: string;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => home.restore());
beforeEach(async () => {
  root = await makeTemporaryFolder('camconfig-site-hostile-');
  marker = join(root, 'ran');
  program = join(root, 'program.sh');
  await writeFile(program, `#!/bin/sh\necho "$0 $*" >> '${marker}'\n`);
  await chmod(program, 0o755);
  return () => rm(root, { recursive: true, force: true });
});

const ran = (): Promise<boolean> =>
  stat(marker).then(
    () => true,
    () => false,
  );

async function plantHooks(hooksFolder: string): Promise<void> {
  await mkdir(hooksFolder, { recursive: true });
  for (const hook of ['pre-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit', 'post-checkout', 'post-merge', 'reference-transaction', 'pre-push', 'post-index-change']) {
    await writeFile(join(hooksFolder, hook), `#!/bin/sh\nexec '${program}' ${hook}\n`);
    await chmod(join(hooksFolder, hook), 0o755);
  }
}

describe('a site made elsewhere', () => {
  it('is opened, status\'d, committed, pushed and pulled without its fsmonitor, hooks or pager running', async () => {
    const remote = makeBareRepository(root, 'remote.git');
    const { repository } = await SiteRepository.init(join(root, 'site'), site, anna, { remote });
    await repository.push(anna);
    const folder = repository.folder;
    plainGit(folder, 'config', 'core.fsmonitor', program);
    plainGit(folder, 'config', 'core.hooksPath', join(root, 'hooks'));
    plainGit(folder, 'config', 'core.pager', program);
    await plantHooks(join(root, 'hooks'));
    await plantHooks(join(folder, '.git', 'hooks'));
    const other = await SiteRepository.clone(remote, join(root, 'other'));
    await writeFile(join(other.repository.folder, 'notes.txt'), 'from the other clone\n');
    await other.repository.commit({ operation: 'report', subject: 'Notes', cameras: [], result: 'saved' }, anna, ['notes.txt']);
    await other.repository.push(anna);

    const { repository: opened } = await SiteRepository.open(folder);
    await opened.status();
    await writeFile(join(folder, 'report.txt'), 'report\n');
    await opened.commit({ operation: 'report', subject: 'Report', cameras: [], result: 'saved' }, anna, ['report.txt']);
    await opened.log();
    expect(await opened.push(anna)).toMatchObject({ outcome: 'pushed', pulledFirst: { outcome: 'merged' } });
    expect(await ran()).toBe(false);

    // The trap is real: plain git in the same repository runs it.
    plainGit(folder, 'status');
    expect(await ran()).toBe(true);
  });

  it.each([
    ['credential.helper', '!sh -c "touch /tmp/x"', 'credential.helper (runs a credential program)'],
    ['filter.lfs.smudge', 'touch /tmp/x', 'filter.lfs.smudge (runs a filter program on every file)'],
    ['remote.origin.uploadpack', 'touch /tmp/x', 'remote.origin.uploadpack (runs a program to reach the remote)'],
    ['core.worktree', '/', 'core.worktree (runs a program or moves the working folder)'],
  ])('is refused when its .git/config sets %s, naming it', async (key, value, named) => {
    const { repository } = await SiteRepository.init(join(root, 'site'), site, anna);
    plainGit(repository.folder, 'config', key, value);
    await expect(SiteRepository.open(repository.folder)).rejects.toThrow(`its .git/config sets ${named}; opening a site runs nothing of its own`);
  });

  it('is refused when its .gitattributes hands files to a filter, at open, at clone and at pull, before any file is written', async () => {
    // The technician's own configuration has a filter (as git-lfs installs one): a site must not be able to call it.
    // Written into the test's own HOME by its path, so the machine's ~/.gitconfig is never touched.
    const globalConfig = globalConfigOf(home.home);
    expect(process.env.HOME).toBe(home.home);
    plainGit(root, 'config', '--file', globalConfig, 'filter.evil.smudge', program);
    plainGit(root, 'config', '--file', globalConfig, 'filter.evil.clean', program);
    try {
      const remote = makeBareRepository(root, 'remote.git');
      const { repository } = await SiteRepository.init(join(root, 'site'), site, anna, { remote });
      await repository.push(anna);
      const { repository: other } = await SiteRepository.clone(remote, join(root, 'other'));
      await writeFile(join(repository.folder, '.gitattributes'), '*.json filter=evil\n');
      // Every tracked file through the filter now: whether plain git runs it on a plain commit depends on the files'
      // timestamps (a file changed within the index's second is read again), so under load it may not.
      plainGit(repository.folder, 'add', '.gitattributes');
      plainGit(repository.folder, 'add', '--renormalize', '.');
      plainGit(repository.folder, '-c', 'user.name=x', '-c', 'user.email=x@x', 'commit', '--quiet', '-m', 'filter');
      plainGit(repository.folder, 'push', '--quiet', 'origin', 'main');
      expect(await ran()).toBe(true); // plain git ran the filter on the commit: the trap is real
      await rm(marker);
      await expect(SiteRepository.open(repository.folder)).rejects.toThrow(".gitattributes line 1 hands files to the filter 'evil'");
      await expect(other.pull(anna)).rejects.toThrow("the remote's commits were not merged: .gitattributes line 1 hands files to the filter 'evil'");
      await expect(SiteRepository.clone(remote, join(root, 'third'))).rejects.toThrow("the site's files were not checked out: .gitattributes line 1");
      expect(await ran()).toBe(false);
    } finally {
      plainGit(root, 'config', '--file', globalConfig, '--remove-section', 'filter.evil');
    }
  });
});
