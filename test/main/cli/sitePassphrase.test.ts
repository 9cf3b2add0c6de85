// `camconfig site passphrase` on a site with two cameras: every password sealed again with a
// new key (a new salt in site-key.json), one commit; the new passphrase opens them, the old one
// no longer opens the site; no password or passphrase in any commit or object of the history.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFleetCommand } from '../../../src/main/cli/fleet/fleetCommand';
import { runSiteCommand } from '../../../src/main/cli/site/siteCommand';
import { readSiteCamera } from '../../../src/main/siterepo/siteCameraFile';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { unlockSiteKey } from '../../../src/main/siterepo/siteSecrets';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../siterepo/gitServers';
import { runCommandInProcess } from './commandInProcess';

const password = 'reseal-Camera-Pass-5';
const oldPassphrase = 'the old phrase of the team';
const newPassphrase = 'the new phrase of the team';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const site = { name: 'Tor', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let folder: string;
beforeAll(async () => {
  home = await isolatedGitHome();
  const root = await makeTemporaryFolder('camconfig-site-passphrase-');
  folder = (await SiteRepository.init(join(root, 'tor'), site, anna)).repository.folder;
  plainGit(folder, 'config', 'user.name', anna.name);
  plainGit(folder, 'config', 'user.email', anna.email);
  const list = join(root, 'tor.csv');
  await writeFile(list, 'IP\n127.0.0.1:8081\n127.0.0.1:8082\n');
  const env = { HOME: home.home, PATH: process.env.PATH ?? '', CAMCONFIG_SITE_PASSPHRASE: oldPassphrase, CAMCONFIG_PASSWORD: password, LANG: 'C' };
  expect((await runCommandInProcess(runFleetCommand, ['import', list, '--site', folder], env)).code).toBe(0);
});
afterAll(async () => home.restore());

const identities = async (): Promise<string[]> => plainGit(folder, 'ls-files', 'cameras').trim().split('\n').map((path) => path.slice('cameras/'.length, -'.json'.length));

describe('camconfig site passphrase', () => {
  it('seals every password again under the new passphrase in one commit; the history holds no secret', async () => {
    const keyBefore = await readFile(join(folder, 'site-key.json'), 'utf8');
    const env = { HOME: home.home, PATH: process.env.PATH ?? '', CAMCONFIG_SITE_PASSPHRASE: oldPassphrase, CAMCONFIG_NEW_SITE_PASSPHRASE: newPassphrase, LANG: 'C' };
    const run = await runCommandInProcess(runSiteCommand, ['passphrase', '--site', folder], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Changed the site passphrase: 2 passwords sealed again \([0-9a-f]{10}\); earlier commits keep the old sealing\n$/);
    expect(plainGit(folder, 'log', '-1', '--format=%an|%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)').trim()).toBe('Anna Berg|Changed the site passphrase: 2 camera passwords sealed again|passphrase-change');
    expect(plainGit(folder, 'show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort()).toEqual([...(await identities()).map((identity) => `cameras/${identity}.json`), 'site-key.json'].sort());
    expect(JSON.parse(await readFile(join(folder, 'site-key.json'), 'utf8')).salt).not.toBe(JSON.parse(keyBefore).salt);
    expect(plainGit(folder, 'status', '--porcelain')).toBe('');

    const newKey = await unlockSiteKey(folder, newPassphrase);
    for (const identity of await identities()) expect((await readSiteCamera(folder, identity, newKey)).password).toBe(password);
    await expect(unlockSiteKey(folder, oldPassphrase)).rejects.toMatchObject({ kind: 'auth' });

    const again = await runCommandInProcess(runSiteCommand, ['passphrase', '--site', folder], env);
    expect(again.code).toBe(4);
    expect(again.stderr).toMatch(/the site passphrase does not match/);

    const history = plainGit(folder, 'log', '-p', '--all') + plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
    for (const secret of [password, oldPassphrase, newPassphrase]) expect(history).not.toContain(secret);
  });

  it('undoes a change stopped midway at the next open, and refuses to start over uncommitted camera files', async () => {
    const root = await makeTemporaryFolder('camconfig-site-passphrase-crash-');
    const crashed = (await SiteRepository.init(join(root, 'hof'), site, anna)).repository.folder;
    plainGit(crashed, 'config', 'user.name', anna.name);
    plainGit(crashed, 'config', 'user.email', anna.email);
    const list = join(root, 'hof.csv');
    await writeFile(list, 'IP\n127.0.0.1:8081\n127.0.0.1:8082\n');
    const env = { HOME: home.home, PATH: process.env.PATH ?? '', CAMCONFIG_SITE_PASSPHRASE: oldPassphrase, CAMCONFIG_PASSWORD: password, LANG: 'C' };
    expect((await runCommandInProcess(runFleetCommand, ['import', list, '--site', crashed], env)).code).toBe(0);
    const committed = plainGit(crashed, 'rev-parse', 'HEAD');
    const [first] = plainGit(crashed, 'ls-files', 'cameras').trim().split('\n');

    // What kill -9 leaves after the first camera was sealed with the new key: its file changed,
    // the new key not yet in place, and the marker naming a process that no longer runs.
    const { repository } = await SiteRepository.open(crashed);
    const other = await unlockSiteKey(crashed, oldPassphrase);
    const camera = await readSiteCamera(crashed, first!.slice('cameras/'.length, -'.json'.length), other);
    await writeFile(join(crashed, first!), JSON.stringify({ version: 1, camera: { ...camera, password: { sealedBy: 'another key' } } }));
    await writeFile(join(crashed, '.site-key.next.json.tmp'), '{}');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(join(crashed, '.git', 'camconfig-passphrase.json'), JSON.stringify({ pid: gone }));
    expect(plainGit(crashed, 'status', '--porcelain', '--', 'cameras')).not.toBe('');

    const reopened = await SiteRepository.open(repository.folder);
    expect(reopened.notes.map((note) => note.id)).toContain('siteRepo.passphrase.undone');
    expect(plainGit(crashed, 'status', '--porcelain')).toBe('');
    expect(plainGit(crashed, 'rev-parse', 'HEAD')).toBe(committed);
    const key = await unlockSiteKey(crashed, oldPassphrase);
    for (const file of plainGit(crashed, 'ls-files', 'cameras').trim().split('\n')) expect((await readSiteCamera(crashed, file.slice('cameras/'.length, -'.json'.length), key)).password).toBe(password);

    await writeFile(join(crashed, first!), (await readFile(join(crashed, first!), 'utf8')).replace('"version": 1', '"version":  1'));
    const refused = await runCommandInProcess(runSiteCommand, ['passphrase', '--site', crashed], { ...env, CAMCONFIG_NEW_SITE_PASSPHRASE: newPassphrase });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('have changes not committed yet');
    expect(plainGit(crashed, 'rev-parse', 'HEAD')).toBe(committed);
  });
});
