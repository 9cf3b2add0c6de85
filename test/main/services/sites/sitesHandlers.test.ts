// sites.* through the real dispatcher: the team's site cloned from a git daemon on loopback and
// kept in the studio's recent sites (its own settings file; a folder removed since shown as
// missing), a URL with a password refused with the reason, and the studio's own workspace turned
// into a site where it is: one commit, the password sealed with the site key and opened by it,
// no password or passphrase in any file or object.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runSiteCommand } from '../../../../src/main/cli/site/siteCommand';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { openWorkspace, type PasswordProtection } from '../../../../src/main/workspace';
import type { ApiError } from '../../../../src/shared/api/errors';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { runCommandInProcess } from '../../cli/commandInProcess';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { plainGit, siteRemoteForTests } from '../../siterepo/gitServers';
import { createTestStudioServices } from '../../../support/simulatedCameras';

const remote = siteRemoteForTests('camconfig-sites-service-', 'lager.git');
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const password = 'sites-Door-Secret-4';
const workspacePassphrase = 'anna own workspace phrase';
const sitePassphrase = 'lager team phrase';

const running: StudioServices[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((services) => services.close()));
});

async function studioOn(folder: string, protection: PasswordProtection, recentSitesFile: string) {
  const services = await createTestStudioServices({ demo: false, mode: 'web', workspace: await openWorkspace(folder, protection), recentSitesFile, technician: anna });
  running.push(services);
  const dispatcher = new ApiDispatcher(services);
  return {
    call: (method: string, input: unknown) => dispatcher.handle(method, input) as Promise<Record<string, unknown>>,
    failure: (method: string, input: unknown) => dispatcher.handle(method, input).then(() => Promise.reject(new Error(`${method} did not fail`)), (error: unknown) => error as ApiError),
  };
}

async function everyFile(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('sites.* in the studio', () => {
  it('clones the team site, keeps it in the recent sites and shows it missing once its folder is gone', async () => {
    const url = remote.daemon.url('lager.git');
    const made = join(remote.root, 'made');
    expect((await runCommandInProcess(runSiteCommand, ['init', made, '--name', 'Lager', '--remote', url, '--technician', 'Anna Berg <anna@installer.example>'], process.env)).code).toBe(0);
    expect((await runCommandInProcess(runSiteCommand, ['push', '--site', made, '--technician', 'Anna Berg <anna@installer.example>'], process.env)).code).toBe(0);
    const settings = join(remote.root, 'studio', 'recent-sites.json');
    const studio = await studioOn(join(remote.root, 'own'), { kind: 'none' }, settings);
    expect((await studio.call('sites.recent', {})).sites).toEqual([]);

    const withPassword = await studio.failure('sites.clone', { url: 'https://anna:s3cret-Pw@git.example/lager.git', folder: join(remote.root, 'refused') });
    expect(withPassword.code).toBe('invalid_request');
    expect(withPassword.message).toContain('it holds a password');
    expect(withPassword.message).not.toContain('s3cret-Pw');

    const clone = join(remote.root, 'clone');
    expect(await studio.call('sites.clone', { url, folder: clone, operationId: 'clone-1' })).toEqual({ folder: clone, name: 'Lager' });
    expect(plainGit(clone, 'log', '--format=%s').trim()).toBe("Started the site 'Lager'");
    expect(await studio.call('sites.recent', {})).toEqual({ sites: [{ folder: clone, name: 'Lager', missing: false, openedAt: expect.any(Number) }], current: { folder: join(remote.root, 'own'), name: null, site: false } });
    expect(JSON.parse(await readFile(settings, 'utf8'))).toMatchObject({ version: 1, sites: [{ folder: clone, name: 'Lager' }] });

    const notEmpty = await studio.failure('sites.clone', { url, folder: clone });
    expect(notEmpty.code).toBe('invalid_request');
    expect(await readdir(clone)).toContain('site.json');

    await rm(clone, { recursive: true, force: true });
    expect((await studio.call('sites.recent', {})).sites).toEqual([expect.objectContaining({ folder: clone, missing: true })]);
    // Kept across runs: a new studio reads the same settings file.
    const again = await studioOn(join(remote.root, 'own'), { kind: 'none' }, settings);
    expect((await again.call('sites.recent', {})).sites).toEqual([expect.objectContaining({ folder: clone, name: 'Lager' })]);
  });

  it('stops a clone that runs long when it is cancelled, leaving no folder behind', async () => {
    // A remote that takes the connection and never answers: git waits until it is stopped.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const studio = await studioOn(join(remote.root, 'own-3'), { kind: 'none' }, join(remote.root, 'studio-3', 'recent-sites.json'));
    const folder = join(remote.root, 'never');
    const clone = studio.failure('sites.clone', { url: `git://127.0.0.1:${port}/lager.git`, folder, operationId: 'clone-long' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await studio.call('operations.cancel', { operationId: 'clone-long' })).toEqual({ cancelled: true });
    expect((await clone).code).toBe('cancelled');
    expect(await stat(folder).catch(() => null)).toBeNull();
    expect((await studio.call('sites.recent', {})).sites).toEqual([]);
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("turns the studio's own workspace into a site where it is; its password opens with the site passphrase only", async () => {
    const door = await startCamera({ password });
    const folder = join(remote.root, 'anna-workspace');
    const settings = join(remote.root, 'studio-2', 'recent-sites.json');
    const studio = await studioOn(folder, { kind: 'passphrase', passphrase: workspacePassphrase }, settings);
    await studio.call('cameras.add', { host: '127.0.0.1', port: door.port, user: 'admin', password, label: 'Door' });

    const bad = await studio.failure('sites.fromWorkspace', { name: 'Lager', timeZone: 'Mars/Olympus', reportLanguage: 'de', passphrase: sitePassphrase });
    expect(bad.code).toBe('invalid_request');
    expect(await readdir(folder)).not.toContain('.git');

    const turned = await studio.call('sites.fromWorkspace', { name: 'Lager', customer: 'Acme', timeZone: 'Europe/Berlin', reportLanguage: 'de', passphrase: sitePassphrase });
    expect(turned).toEqual({ folder, commit: expect.stringMatching(/^[0-9a-f]{40}$/), cameras: 1 });
    expect(plainGit(folder, 'log', '--format=%an|%s').trim()).toBe("Anna Berg|Turned workspace 'anna-workspace' into site 'Lager': 1 camera");
    expect(plainGit(folder, 'status', '--porcelain')).toBe('');
    const status = await studio.call('workspace.status', {});
    expect((status.problems as Parameters<typeof englishText>[0][]).map(englishText).join('\n')).toContain(`the workspace ${folder} is a site now: open it`);
    expect((await studio.call('sites.recent', {})).sites).toEqual([expect.objectContaining({ folder, name: 'Lager', missing: false })]);

    const asSite = await openWorkspace(folder, { kind: 'none', sitePassphrase });
    expect(asSite.initial().cameras).toEqual([expect.objectContaining({ label: 'Door', password })]);
    const withoutPassphrase = await openWorkspace(folder, { kind: 'none' });
    expect(withoutPassphrase.initial().cameras).toEqual([expect.objectContaining({ label: 'Door', password: null })]);

    const twice = await studio.failure('sites.fromWorkspace', { name: 'Lager', timeZone: 'UTC', reportLanguage: 'en', passphrase: sitePassphrase });
    expect(twice.code).toBe('invalid_request');
    expect(twice.message).toContain('is a site already');

    const history = plainGit(folder, 'log', '-p', '--all') + plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
    for (const file of await everyFile(folder)) {
      const text = (await readFile(file)).toString('latin1');
      for (const secret of [password, workspacePassphrase, sitePassphrase]) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
    for (const secret of [password, workspacePassphrase, sitePassphrase]) expect(history).not.toContain(secret);
    await door.stop();
  });
});
