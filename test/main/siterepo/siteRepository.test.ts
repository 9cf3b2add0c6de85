// A site is a git repository: what the studio commits is read back by plain git (log, show,
// fsck), one commit per operation with the technician as author and trailers for machines.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { SiteRepositoryError } from '../../../src/main/siterepo/siteErrors';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from './gitServers';

const anna = { name: 'Anna Köhler', email: 'anna@installer.example' };
const site = { name: 'Klinik Süd', customer: 'Stadtwerke', address: 'Hauptstraße 1, Ulm', timeZone: 'Europe/Berlin', reportLanguage: 'de' as const };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let root: string;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => home.restore());
beforeEach(async () => {
  root = await makeTemporaryFolder('camconfig-site-');
});
afterEach(async () => rm(root, { recursive: true, force: true }));

describe('a site repository', () => {
  it('starts with site.json, .gitignore and .gitattributes in one commit that plain git log, show and fsck read', async () => {
    const folder = join(root, 'klinik');
    const { repository, site: opened } = await SiteRepository.init(folder, site, anna);
    expect(opened).toEqual(site);
    expect(JSON.parse(await readFile(join(folder, 'site.json'), 'utf8'))).toEqual({ version: 1, site });
    expect(await readFile(join(folder, '.gitattributes'), 'utf8')).toContain('*.jsonl merge=union');
    expect(await readFile(join(folder, '.gitignore'), 'utf8')).toContain('*.last-good');
    expect(plainGit(folder, 'log', '--format=%an <%ae>|%s')).toBe("Anna Köhler <anna@installer.example>|Started the site 'Klinik Süd'\n");
    expect(plainGit(folder, 'show', '--stat', 'HEAD')).toContain('site.json');
    expect(plainGit(folder, 'log', '-1', '--format=%(trailers)')).toBe('Camconfig-Operation: site-init\nCamconfig-Cameras: -\nCamconfig-Result: created\n\n');
    expect(plainGit(folder, 'fsck', '--strict', '--no-dangling')).toBe('');
    expect((await repository.status()).uncommitted).toEqual([]);
  });

  it('commits one operation as one commit of its own files, and nothing when nothing changed', async () => {
    const folder = join(root, 'klinik');
    const { repository } = await SiteRepository.init(folder, site, anna);
    await mkdir(join(folder, 'cameras'));
    await writeFile(join(folder, 'cameras', 'a.json'), '{"label":"Eingang"}\n');
    await writeFile(join(folder, 'notes-by-hand.txt'), 'not ours\n');
    const operation = { operation: 'fleet-apply', subject: "Brought 1 camera back to baseline 'Audio Süd' v2: 1 verified", cameras: ['cam-1'], result: '1 verified' };
    const made = await repository.commit(operation, anna, ['cameras/a.json']);
    expect(made?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(plainGit(folder, 'show', '--name-only', '--format=%s', 'HEAD')).toBe("Brought 1 camera back to baseline 'Audio Süd' v2: 1 verified\n\ncameras/a.json\n");
    expect((await repository.status()).uncommitted).toEqual(['notes-by-hand.txt']);
    expect(await repository.commit(operation, anna, ['cameras/a.json'])).toBeNull();
    expect(plainGit(folder, 'rev-list', '--count', 'HEAD')).toBe('2\n');
    const [latest] = await repository.log();
    expect(latest).toMatchObject({ author: anna, subject: operation.subject, operation: 'fleet-apply', cameras: ['cam-1'], result: '1 verified' });
    expect((await repository.log({ paths: ['cameras/a.json'] })).map((entry) => entry.operation)).toEqual(['fleet-apply']);
  });

  it('leaves a file staged by hand out of the operation commit, still staged', async () => {
    const folder = join(root, 'klinik');
    const { repository } = await SiteRepository.init(folder, site, anna);
    await mkdir(join(folder, 'backups'));
    await writeFile(join(folder, 'backups', 'b.cfg'), 'SECTION audio\n');
    await writeFile(join(folder, 'staged-by-hand.txt'), 'not ours\n');
    plainGit(folder, 'add', 'staged-by-hand.txt');
    await repository.commit({ operation: 'backup', subject: 'Backed up 1 camera', cameras: ['cam-1'], result: '1 backed up' }, anna, ['backups']);
    expect(plainGit(folder, 'show', '--name-only', '--format=%s', 'HEAD')).toBe('Backed up 1 camera\n\nbackups/b.cfg\n');
    expect(plainGit(folder, 'diff', '--cached', '--name-only')).toBe('staged-by-hand.txt\n');
    await writeFile(join(folder, 'backups', 'c.cfg'), 'SECTION sip\n');
    plainGit(folder, 'reset', '--quiet');
    await repository.commit({ operation: 'backup', subject: 'Backed up 1 camera', cameras: ['cam-1'], result: '1 backed up' }, anna, ['backups']);
    expect(plainGit(folder, 'show', '--name-only', '--format=%s', 'HEAD')).toBe('Backed up 1 camera\n\nbackups/c.cfg\n');
    expect((await repository.status()).uncommitted).toEqual(['staged-by-hand.txt']);
  });

  it('asks git once whether an absent folder it names is tracked, and again once the index changed (a removal by hand is committed)', async () => {
    const folder = join(root, 'klinik');
    const { repository } = await SiteRepository.init(folder, site, anna);
    const backupRun = { operation: 'backup', subject: 'Backed up 1 camera', cameras: ['cam-1'], result: '1 backed up' };
    const gitStarted = (): { spawned: string[]; onGitSpawn: (args: readonly string[]) => void } => {
      const spawned: string[] = [];
      return { spawned, onGitSpawn: (args) => spawned.push(args.find((arg) => /^[a-z][a-z-]+$/.test(arg)) ?? '') };
    };
    await mkdir(join(folder, 'backups'));
    const first = gitStarted();
    await writeFile(join(folder, 'backups', 'a.cfg'), 'SECTION audio\n');
    const made = await repository.commit(backupRun, anna, ['backups', 'history'], first);
    expect(first.spawned).toEqual(['ls-files', 'add', 'diff', 'commit']);
    expect(made?.commit).toBe(plainGit(folder, 'rev-parse', 'HEAD').trim());
    const second = gitStarted();
    await writeFile(join(folder, 'backups', 'b.cfg'), 'SECTION audio\n');
    await repository.commit(backupRun, anna, ['backups', 'history'], second);
    expect(second.spawned).toEqual(['add', 'diff', 'commit']);

    await mkdir(join(folder, 'history'));
    await writeFile(join(folder, 'history', 'cam-1.cfg'), 'SECTION sip\n');
    plainGit(folder, 'add', 'history');
    plainGit(folder, '-c', 'user.name=x', '-c', 'user.email=x@x', 'commit', '--quiet', '-m', 'history by hand');
    await rm(join(folder, 'history'), { recursive: true });
    await writeFile(join(folder, 'backups', 'c.cfg'), 'SECTION audio\n');
    const third = gitStarted();
    await repository.commit(backupRun, anna, ['backups', 'history'], third);
    expect(third.spawned[0]).toBe('ls-files');
    expect(plainGit(folder, 'show', '--name-status', '--no-renames', '--format=%s', 'HEAD')).toBe('Backed up 1 camera\n\nA\tbackups/c.cfg\nD\thistory/cam-1.cfg\n');
    expect((await repository.status()).uncommitted).toEqual([]);
  });

  it('keeps a subject that starts with # and paths that look like patterns or options', async () => {
    const folder = join(root, 'klinik');
    const { repository } = await SiteRepository.init(folder, site, anna);
    await writeFile(join(folder, '*'), 'star\n');
    await writeFile(join(folder, '-n'), 'dash\n');
    await writeFile(join(folder, 'other'), 'left alone\n');
    await repository.commit({ operation: 'report', subject: '#2 report', cameras: [], result: 'saved' }, anna, ['*', '-n']);
    expect(plainGit(folder, 'show', '--name-only', '--format=%s', 'HEAD')).toBe('#2 report\n\n*\n-n\n');
  });

  it('refuses a technician git would garble and a subject with a line break, naming the field', async () => {
    const { repository } = await SiteRepository.init(join(root, 'klinik'), site, anna);
    const operation = { operation: 'report', subject: 'x', cameras: [], result: 'saved' };
    await expect(repository.commit(operation, { name: 'Eve <evil>', email: 'e@x.example' }, 'all')).rejects.toThrow('the technician name is empty or contains < or >');
    await expect(repository.commit(operation, { name: 'Eve', email: 'not-an-address' }, 'all')).rejects.toThrow("the technician e-mail 'not-an-address'");
    await expect(repository.commit({ ...operation, subject: 'a\nCamconfig-Result: forged' }, anna, 'all')).rejects.toThrow('the commit subject contains the control character U+000A');
  });

  it('refuses a remote URL with a password in it, saying why, and keeps it out of .git/config', async () => {
    const folder = join(root, 'klinik');
    const error = await SiteRepository.init(folder, site, anna, { remote: 'https://anna:hunter2@git.example/sites/klinik.git' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteRepositoryError);
    expect((error as Error).message).toContain('it holds a password, which git would keep in plain text in .git/config');
    expect((error as Error).message).not.toContain('hunter2');
    const { repository } = await SiteRepository.init(folder, site, anna);
    await expect(repository.setRemote('ext::sh -c touch% /tmp/x')).rejects.toThrow("the transport 'ext::' runs a program");
    await expect(repository.setRemote('--upload-pack=touch /tmp/x')).rejects.toThrow("starts with '-'");
    expect(await readFile(join(folder, '.git', 'config'), 'utf8')).not.toContain('hunter2');
  });

  it('reports a merge made by hand and changes nothing of it', async () => {
    const folder = join(root, 'klinik');
    const { repository } = await SiteRepository.init(folder, site, anna);
    plainGit(folder, 'switch', '--quiet', '-c', 'side');
    await writeFile(join(folder, 'site.json'), '{"by":"hand, side"}\n');
    plainGit(folder, '-c', 'user.name=x', '-c', 'user.email=x@x', 'commit', '--quiet', '-am', 'side');
    plainGit(folder, 'switch', '--quiet', 'main');
    await writeFile(join(folder, 'site.json'), '{"by":"hand, main"}\n');
    plainGit(folder, '-c', 'user.name=x', '-c', 'user.email=x@x', 'commit', '--quiet', '-am', 'main');
    expect(() => plainGit(folder, '-c', 'user.name=x', '-c', 'user.email=x@x', 'merge', 'side')).toThrow();
    const before = await readFile(join(folder, 'site.json'), 'utf8');
    expect((await repository.status()).inProgress).toBe('merge');
    await expect(repository.commit({ operation: 'report', subject: 'x', cameras: [], result: 'saved' }, anna, 'all')).rejects.toThrow('a merge made by hand is under way in the site; finish or abort it with git first');
    expect(await readFile(join(folder, 'site.json'), 'utf8')).toBe(before);
  });

  it('opens only a folder that is a site: a plain folder and a folder inside another repository are refused', async () => {
    await expect(SiteRepository.open(root)).rejects.toThrow('is not a site (it has no .git folder)');
    const folder = join(root, 'klinik');
    await SiteRepository.init(folder, site, anna);
    await mkdir(join(folder, 'inner', '.git'), { recursive: true });
    await expect(SiteRepository.open(join(folder, 'inner'))).rejects.toThrow();
  });
});
