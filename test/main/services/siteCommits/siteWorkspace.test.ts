// A workspace that is a site (docs/site-repository.md): the services keep each camera in
// cameras/<identity>.json sealed with the site key; every call that changes the site (a
// camera's add, edit and removal, a backup run) ends in one commit by the technician, read back
// by plain git; a read commits nothing, and no password or passphrase is in any object of the
// history. Without the site passphrase the cameras load without passwords and a call needing
// one names $CAMCONFIG_SITE_PASSPHRASE.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../../src/main/siterepo/siteRepository';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../../siterepo/gitServers';
import { running, startStudio } from '../studioOnWorkspace';

const password = 'door-Secret-77';
const passphrase = 'site phrase of the team';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const site = { name: 'Lager Süd', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => home.restore());

async function newSite(): Promise<string> {
  const { repository } = await SiteRepository.init(join(await makeTemporaryFolder('camconfig-site-workspace-'), 'lager'), site, anna);
  // The technician from git's own config, as plain git takes it.
  plainGit(repository.folder, 'config', 'user.name', anna.name);
  plainGit(repository.folder, 'config', 'user.email', anna.email);
  return repository.folder;
}

const commits = (folder: string): string[] => plainGit(folder, 'log', '--format=%an <%ae>|%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)|%(trailers:key=Camconfig-Cameras,valueonly,separator=)', '--').trim().split('\n');

describe('a workspace that is a site', () => {
  it('keeps cameras one file each, sealed with the site key, and commits each change once by the technician', async () => {
    const folder = await newSite();
    const camera = await startCamera({ password });
    const studio = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: 'Door' });
    await studio.call('cameras.update', { cameraId, label: 'Front door', group: 'Entrance' });
    await studio.call('cameras.list', {});
    await studio.call('workspace.status', {});
    await studio.call('cameras.update', { cameraId, label: 'Front door' }); // nothing changed: no commit

    expect(await readdir(folder)).not.toContain('cameras.json');
    const files = await readdir(join(folder, 'cameras'));
    expect(files.filter((name) => name.endsWith('.json'))).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.json$/)]);
    expect(commits(folder)).toEqual([
      `Anna Berg <anna@installer.example>|Changed camera 'Front door' (${cameraId})|camera-edit|${cameraId}`,
      `Anna Berg <anna@installer.example>|Added camera 'Door' (${cameraId})|camera-add|${cameraId}`,
      "Anna Berg <anna@installer.example>|Started the site 'Lager Süd'|site-init|-",
    ]);
    expect(plainGit(folder, 'show', '--stat', '--format=', 'HEAD~1')).toContain('site-key.json');
    expect(plainGit(folder, 'fsck', '--strict', '--no-progress')).toBe('');
    const history = plainGit(folder, 'log', '-p', '--all');
    const objects = plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
    for (const secret of [password, passphrase]) {
      expect(history).not.toContain(secret);
      expect(objects).not.toContain(secret);
    }

    const backup = await studio.call('fleet.backup', { cameraIds: [cameraId] });
    expect(backup.ok).toBe(1);
    expect(commits(folder)[0]).toBe(`Anna Berg <anna@installer.example>|Backed up 1 camera|backup|${cameraId}`);
    expect(plainGit(folder, 'show', '--name-only', '--format=', 'HEAD').split('\n').filter((path) => path.startsWith('backups/'))).toHaveLength(1);
    expect(plainGit(folder, 'log', '-1', '--format=%(trailers:key=Camconfig-Result,valueonly)')).toBe('1 backed up, 0 failed, 0 not reached\n\n');

    await studio.call('cameras.remove', { cameraId });
    expect(commits(folder)[0]).toBe(`Anna Berg <anna@installer.example>|Removed camera ${cameraId}|camera-remove|${cameraId}`);
    expect(plainGit(folder, 'status', '--porcelain', '--', 'cameras')).toBe('');
  });

  it('opens again with the passphrase; without it, cameras have no password and a call names the variable', async () => {
    const folder = await newSite();
    const camera = await startCamera({ password });
    const first = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    const { cameraId } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: 'Door' });
    await running.pop()!.close();

    const withPassphrase = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    expect((await withPassphrase.call('cameras.list', {})).cameras.map(({ id, label, passwordKnown }) => ({ id, label, passwordKnown }))).toEqual([{ id: cameraId, label: 'Door', passwordKnown: true }]);
    await running.pop()!.close();

    const without = await startStudio(folder, { kind: 'none' });
    expect((await without.call('cameras.list', {})).cameras.map(({ id, passwordKnown }) => ({ id, passwordKnown }))).toEqual([{ id: cameraId, passwordKnown: false }]);
    const failure = await without.failure('config.readFile', { cameraId });
    expect(failure.code).toBe('auth');
    expect(englishText(failure.text!)).toContain('the site passphrase is needed (set CAMCONFIG_SITE_PASSPHRASE');
    // A label changed without the passphrase keeps the sealed password as it was.
    await without.call('cameras.update', { cameraId, label: 'Gate' });
    await running.pop()!.close();
    const again = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    expect((await again.call('cameras.list', {})).cameras.map(({ label, passwordKnown }) => ({ label, passwordKnown }))).toEqual([{ label: 'Gate', passwordKnown: true }]);
  });
});
