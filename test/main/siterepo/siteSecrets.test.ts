// Camera passwords are committed only sealed with the site key (scrypt from the site passphrase,
// AES-256-GCM: the workspace's own sealing). The whole history (git log -p --all, every object
// of both clones and of the remote) and every file under .git hold no password, no passphrase
// and no remote credential; a clone with the passphrase opens the passwords, one without it
// sees the cameras and not their passwords.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteCamera, writeSiteCamera, type SiteCamera } from '../../../src/main/siterepo/siteCameraFile';
import { siteKeyFileName } from '../../../src/main/siterepo/siteLayout';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { unlockSiteKey } from '../../../src/main/siterepo/siteSecrets';
import { isolatedGitHome, makeBareRepository, makeTemporaryFolder, plainGit, startHttpGitServer } from './gitServers';

const anna = { name: 'Anna', email: 'anna@installer.example' };
const site = { name: 'Lager', customer: 'Acme', address: '', timeZone: 'Europe/Berlin', reportLanguage: 'de' as const };
const sitePassphrase = 'site-Passphrase-Blau-42';
const cameraPasswords = ['cam-Secret-Eins-1', 'cam-Secret-Zwei-2'];
const httpPassword = 'remote-Http-Secret-3';
const fastScrypt = { N: 1024, r: 8, p: 1 };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let root: string;
let http: Awaited<ReturnType<typeof startHttpGitServer>>;
beforeAll(async () => {
  home = await isolatedGitHome({ user: 'tech', password: httpPassword });
  root = await makeTemporaryFolder('camconfig-site-secrets-');
  http = await startHttpGitServer(root, 'tech', httpPassword);
});
afterAll(async () => {
  await http?.stop();
  await rm(root, { recursive: true, force: true });
  await home.restore();
});

function camera(identity: string, password: string): SiteCamera {
  return { id: 'cam-1', identity, label: 'Eingang', host: '10.0.0.1', port: 80, https: false, user: 'admin', password, group: null, variables: {} };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Every text git can show of the repository: the history with patches and every object's content. */
function wholeHistory(folder: string): string {
  const log = plainGit(folder, 'log', '-p', '--all', '--binary', '--no-textconv');
  const objects = execFileSync('git', ['cat-file', '--batch-all-objects', '--batch'], { cwd: folder, maxBuffer: 256 * 1024 * 1024 }).toString('latin1');
  return `${log}\n${objects}`;
}

describe('the secrets of a site', () => {
  it('are in no object, no commit and no file under .git of either clone or the remote, and open only with the passphrase', async () => {
    makeBareRepository(root, 'secrets.git');
    const { repository: a } = await SiteRepository.init(join(root, 'a'), site, anna, { remote: http.url('secrets.git') });
    const key = await unlockSiteKey(a.folder, sitePassphrase, fastScrypt);
    const first = await writeSiteCamera(a.folder, camera('0'.repeat(32), cameraPasswords[0]!), key);
    await a.commit({ operation: 'import', subject: 'Imported 1 camera', cameras: ['cam-1'], result: '1 imported' }, anna, [first, siteKeyFileName]);
    await writeSiteCamera(a.folder, camera('0'.repeat(32), cameraPasswords[1]!), key);
    await a.commit({ operation: 'camera-edit', subject: "Changed the password of 'Eingang'", cameras: ['cam-1'], result: 'saved' }, anna, [first]);
    await a.push(anna);

    const { repository: b } = await SiteRepository.clone(http.url('secrets.git'), join(root, 'b'));
    expect((await readSiteCamera(b.folder, '0'.repeat(32), await unlockSiteKey(b.folder, sitePassphrase))).password).toBe(cameraPasswords[1]);
    expect(await readSiteCamera(b.folder, '0'.repeat(32), null)).toMatchObject({ label: 'Eingang', password: null });
    await expect(unlockSiteKey(b.folder, 'a wrong guess')).rejects.toThrow("the site passphrase does not match the one this site's passwords are sealed with");

    const secrets = [sitePassphrase, ...cameraPasswords, httpPassword];
    for (const folder of [a.folder, b.folder, join(root, 'secrets.git')]) {
      const history = wholeHistory(folder);
      expect(history).toContain('passphrase-encrypted');
      for (const secret of secrets) expect(history).not.toContain(secret);
      for (const file of await filesUnder(folder)) {
        const content = (await readFile(file)).toString('latin1');
        for (const secret of secrets) expect(content, file).not.toContain(secret);
      }
    }
  });
});
