// The site's history through the services (siteHistory.log): who changed what and when, read
// from the commits the studio made (and one made by hand), all or one camera's; a workspace
// that is not a site has none. A site's snapshots are not pruned at 100 per camera.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../../src/main/siterepo/siteRepository';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../../siterepo/gitServers';
import { startStudio } from '../studioOnWorkspace';

const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const site = { name: 'Lager Süd', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'de' as const };
const passphrase = 'site phrase of the team';

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => home.restore());

async function newSite(): Promise<string> {
  const { repository } = await SiteRepository.init(join(await makeTemporaryFolder('camconfig-site-history-'), 'lager'), site, anna);
  plainGit(repository.folder, 'config', 'user.name', anna.name);
  plainGit(repository.folder, 'config', 'user.email', anna.email);
  return repository.folder;
}

describe('the site history', () => {
  it('lists the commits newest first with who, when and what, all or one camera’s (a removed one’s too)', async () => {
    const folder = await newSite();
    const camera = await startCamera({ password: 'door-Secret-77' });
    const studio = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
    const door = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password: 'door-Secret-77', label: 'Door' });
    const gate = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password: 'door-Secret-77', label: 'Gate' });
    await studio.call('cameras.update', { cameraId: door.cameraId, label: 'Front door' });
    plainGit(folder, 'commit', '--allow-empty', '-m', 'Noted the new mast by hand');

    const all = await studio.call('siteHistory.log', {});
    expect(all.isSite).toBe(true);
    expect(all.more).toBe(false);
    expect(all.entries.map((entry) => [entry.operation, entry.cameraIds])).toEqual([
      [null, []],
      ['camera-edit', [door.cameraId]],
      ['camera-add', [gate.cameraId]],
      ['camera-add', [door.cameraId]],
      ['site-init', []],
    ]);
    expect(all.entries[0]).toMatchObject({ subject: 'Noted the new mast by hand', author: anna });
    expect(all.entries.map((entry) => entry.commit)).toEqual(plainGit(folder, 'log', '--format=%H').trim().split('\n'));
    for (const entry of all.entries) expect(Number.isNaN(Date.parse(entry.committedAt))).toBe(false);

    const doorOnly = await studio.call('siteHistory.log', { cameraId: door.cameraId });
    expect(doorOnly.entries.map((entry) => entry.operation)).toEqual(['camera-edit', 'camera-add']);

    await studio.call('cameras.remove', { cameraId: gate.cameraId });
    const removed = await studio.call('siteHistory.log', { cameraId: gate.cameraId });
    expect(removed.entries.map((entry) => entry.operation)).toEqual(['camera-remove', 'camera-add']);
    expect((await studio.failure('siteHistory.log', { cameraId: 'cam-999' })).code).toBe('not_found');

    const newest = await studio.call('siteHistory.log', { limit: 2 });
    expect(newest.entries).toHaveLength(2);
    expect(newest.more).toBe(true);
  });

  it('answers "not a site" for a workspace of one technician', async () => {
    const studio = await startStudio(await makeTemporaryFolder('camconfig-not-a-site-'));
    expect(await studio.call('siteHistory.log', {})).toEqual({ isSite: false, entries: [], more: false });
  });

  it('refuses a camera id that is not one, naming the field', async () => {
    const studio = await startStudio(await newSite(), { kind: 'none', sitePassphrase: passphrase });
    const failure = await studio.failure('siteHistory.log', { cameraId: '--all' });
    expect(failure.code).toBe('invalid_request');
    expect(failure.message).toContain('cameraId');
  });
});
