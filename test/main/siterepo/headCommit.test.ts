// The commit id a site's commit reports is read from .git's files when they say it plainly, and
// left to git otherwise (a packed ref, a HEAD that points outside refs/heads).
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { headCommitFromFiles } from '../../../src/main/siterepo/headCommit';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from './gitServers';

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let folder: string;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => home.restore());
beforeEach(async () => {
  folder = await makeTemporaryFolder('camconfig-head-');
  plainGit(folder, 'init', '--quiet', '--initial-branch=main');
  await writeFile(join(folder, 'a.txt'), 'a\n');
  plainGit(folder, 'add', 'a.txt');
  plainGit(folder, '-c', 'user.name=x', '-c', 'user.email=x@x', 'commit', '--quiet', '-m', 'a');
});
afterEach(async () => rm(folder, { recursive: true, force: true }));

it('reads the branch HEAD names as git does', async () => {
  expect(await headCommitFromFiles(join(folder, '.git'))).toBe(plainGit(folder, 'rev-parse', 'HEAD').trim());
});

it('leaves a packed ref, a detached HEAD and a HEAD naming a path outside refs/heads to git', async () => {
  const gitDir = join(folder, '.git');
  plainGit(folder, 'pack-refs', '--all');
  expect(await headCommitFromFiles(gitDir)).toBeNull();
  await writeFile(join(gitDir, 'HEAD'), `${plainGit(folder, 'rev-parse', 'HEAD').trim()}\n`);
  expect(await headCommitFromFiles(gitDir)).toBeNull();
  await writeFile(join(gitDir, 'HEAD'), 'ref: refs/heads/../../config\n');
  expect(await headCommitFromFiles(gitDir)).toBeNull();
});
