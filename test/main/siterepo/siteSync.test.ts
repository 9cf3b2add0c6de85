// Two technicians, one site: two clones of a bare remote served on loopback by git daemon and by
// smart HTTP (git http-backend behind Basic auth) exchange commits on different cameras, which
// merge by themselves (the audit log by merge=union); a push refused as non-fast-forward pulls
// and pushes again; the same file changed on both sides is a conflict that changes nothing.
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { isolatedGitHome, makeBareRepository, makeTemporaryFolder, plainGit, startGitDaemon, startHttpGitServer, type RunningServer } from './gitServers';

const anna = { name: 'Anna Köhler', email: 'anna@installer.example' };
const ben = { name: 'Ben Yıldız', email: 'ben@installer.example' };
const site = { name: 'Klinik Süd', customer: 'Stadtwerke', address: 'Hauptstraße 1', timeZone: 'Europe/Berlin', reportLanguage: 'en' as const };
const httpUser = 'tech';
const httpPassword = 'http-Pa55-5ecret';

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let root: string;
let daemon: RunningServer;
let http: Awaited<ReturnType<typeof startHttpGitServer>>;
beforeAll(async () => {
  home = await isolatedGitHome({ user: httpUser, password: httpPassword });
  root = await makeTemporaryFolder('camconfig-site-sync-');
  await mkdir(join(root, 'remotes'));
  daemon = await startGitDaemon(join(root, 'remotes'));
  http = await startHttpGitServer(join(root, 'remotes'), httpUser, httpPassword);
});
afterAll(async () => {
  await daemon?.stop();
  await http?.stop();
  await rm(root, { recursive: true, force: true });
  await home.restore();
});

async function writeCamera(folder: string, name: string, label: string): Promise<string> {
  await mkdir(join(folder, 'cameras'), { recursive: true });
  await writeFile(join(folder, 'cameras', `${name}.json`), `${JSON.stringify({ label })}\n`);
  return `cameras/${name}.json`;
}

async function logLine(folder: string, line: string): Promise<string> {
  await mkdir(join(folder, 'audit'), { recursive: true });
  await appendFile(join(folder, 'audit', '2026-12.jsonl'), `${line}\n`);
  return 'audit/2026-12.jsonl';
}

describe.each([
  ['git daemon', () => daemon],
  ['smart HTTP with Basic auth', () => http],
])('two clones of one site over %s', (transport, server) => {
  const remoteName = `${transport.replace(/\W+/g, '-')}.git`;

  it('exchange changes to different cameras, which merge by themselves, audit log lines of both kept', async () => {
    makeBareRepository(join(root, 'remotes'), remoteName);
    const url = server().url(remoteName);
    const { repository: a } = await SiteRepository.init(join(root, transport, 'anna'), site, anna, { remote: url });
    expect(await a.push(anna)).toEqual({ outcome: 'pushed', pulledFirst: null });
    const { repository: b, site: cloned } = await SiteRepository.clone(url, join(root, transport, 'ben'));
    expect(cloned).toEqual(site);

    const cameraA = await writeCamera(a.folder, 'a', 'Eingang');
    const auditA = await logLine(a.folder, '{"by":"anna"}');
    await a.commit({ operation: 'camera-edit', subject: "Renamed camera 'Eingang'", cameras: ['cam-1'], result: 'saved' }, anna, [cameraA, auditA]);
    const cameraB = await writeCamera(b.folder, 'b', 'Lager');
    const auditB = await logLine(b.folder, '{"by":"ben"}');
    await b.commit({ operation: 'camera-edit', subject: "Renamed camera 'Lager'", cameras: ['cam-2'], result: 'saved' }, ben, [cameraB, auditB]);

    expect((await a.status()).ahead).toBe(1);
    expect((await a.push(anna)).outcome).toBe('pushed');
    // Ben's push is refused (the remote moved on): it pulls, merges, and pushes again.
    const pushed = await b.push(ben);
    expect(pushed).toMatchObject({ outcome: 'pushed', pulledFirst: { outcome: 'merged' } });
    expect(await a.pull(anna)).toMatchObject({ outcome: 'fast_forward' });

    for (const folder of [a.folder, b.folder]) {
      expect(JSON.parse(await readFile(join(folder, 'cameras', 'a.json'), 'utf8'))).toEqual({ label: 'Eingang' });
      expect(JSON.parse(await readFile(join(folder, 'cameras', 'b.json'), 'utf8'))).toEqual({ label: 'Lager' });
      expect((await readFile(join(folder, 'audit', '2026-12.jsonl'), 'utf8')).split('\n').filter(Boolean).sort()).toEqual(['{"by":"anna"}', '{"by":"ben"}']);
      expect(await (await SiteRepository.open(folder)).repository.status()).toMatchObject({ ahead: 0, behind: 0, uncommitted: [], inProgress: null });
      expect(plainGit(folder, 'fsck', '--strict', '--no-dangling')).toBe('');
    }
    expect(plainGit(a.folder, 'log', '--format=%an|%s', '-4')).toContain("Ben Yıldız|Renamed camera 'Lager'");
    const remoteUrlInConfig = plainGit(b.folder, 'config', '--get', 'remote.origin.url');
    expect(remoteUrlInConfig).not.toContain(httpPassword);
  });

  it('stops at the same camera changed on both sides: nothing of either is lost, nothing is changed', async () => {
    const remote = `conflict-${remoteName}`;
    makeBareRepository(join(root, 'remotes'), remote);
    const url = server().url(remote);
    const { repository: a } = await SiteRepository.init(join(root, transport, 'anna-c'), site, anna, { remote: url });
    const camera = await writeCamera(a.folder, 'a', 'Eingang');
    await a.commit({ operation: 'import', subject: 'Imported 1 camera', cameras: ['cam-1'], result: '1 imported' }, anna, [camera]);
    await a.push(anna);
    const { repository: b } = await SiteRepository.clone(url, join(root, transport, 'ben-c'));
    await writeCamera(a.folder, 'a', 'Eingang Nord');
    await a.commit({ operation: 'camera-edit', subject: 'Renamed', cameras: ['cam-1'], result: 'saved' }, anna, [camera]);
    await a.push(anna);
    await writeCamera(b.folder, 'a', 'Eingang Süd');
    await b.commit({ operation: 'camera-edit', subject: 'Renamed', cameras: ['cam-1'], result: 'saved' }, ben, [camera]);
    const head = plainGit(b.folder, 'rev-parse', 'HEAD');

    expect(await b.pull(ben)).toEqual({ outcome: 'conflict', files: ['cameras/a.json'] });
    expect(plainGit(b.folder, 'rev-parse', 'HEAD')).toBe(head);
    expect(JSON.parse(await readFile(join(b.folder, 'cameras', 'a.json'), 'utf8'))).toEqual({ label: 'Eingang Süd' });
    expect(await b.status()).toMatchObject({ ahead: 1, behind: 1, uncommitted: [], inProgress: null });
    expect(await b.push(ben)).toEqual({ outcome: 'not_pushed', pulled: { outcome: 'conflict', files: ['cameras/a.json'] } });
  });
});

describe('the HTTP remote', () => {
  it('takes the credentials from git (its credential helper): a wrong password is refused in git words, no secret in them', async () => {
    makeBareRepository(join(root, 'remotes'), 'auth.git');
    const gitconfig = join(home.home, '.gitconfig');
    const kept = await readFile(gitconfig, 'utf8');
    await writeFile(gitconfig, kept.replace(httpPassword, 'wrong-guess'));
    try {
      const error = await SiteRepository.clone(http.url('auth.git'), join(root, 'auth-clone')).then(() => new Error('it did not fail'), (caught: unknown) => caught as Error);
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toMatch(/^git clone failed: fatal: Authentication failed for 'http:\/\/127\.0\.0\.1:\d+\/auth\.git\/'$/);
      expect(error.message).not.toContain('wrong-guess');
      expect(http.refusedLogins()).toBeGreaterThan(0);
    } finally {
      await writeFile(gitconfig, kept);
    }
  });

  it('clones a site from a bare remote whose HEAD names another branch (git init --bare made it with master)', async () => {
    plainGit(join(root, 'remotes'), 'init', '--quiet', '--bare', '--initial-branch=master', 'master-head.git');
    const { repository } = await SiteRepository.init(join(root, 'master-anna'), site, anna, { remote: http.url('master-head.git') });
    await repository.push(anna);
    const { repository: cloned, site: read } = await SiteRepository.clone(http.url('master-head.git'), join(root, 'master-ben'));
    expect(read).toEqual(site);
    expect(await cloned.status()).toMatchObject({ branch: 'main', ahead: 0, behind: 0, uncommitted: [] });
  });

  it('says so when the remote holds no site yet', async () => {
    makeBareRepository(join(root, 'remotes'), 'empty.git');
    await expect(SiteRepository.clone(http.url('empty.git'), join(root, 'empty-clone'))).rejects.toThrow('holds no site yet (it is empty)');
  });
});
