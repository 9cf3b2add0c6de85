// sync.* on two studios over two clones of one site served on loopback by git daemon and by smart
// HTTP behind Basic auth: the state for the top bar, a push refused as non-fast-forward pulling
// and pushing again, and the same camera renamed on both sides shown field by field with both
// authors and resolved by choosing.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSiteCommand } from '../../../../src/main/cli/site/siteCommand';
import { runCommandInProcess } from '../../cli/commandInProcess';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { makeBareRepository, makeTemporaryFolder, plainGit, siteRemoteForTests } from '../../siterepo/gitServers';
import { running, startStudio } from '../studioOnWorkspace';

const passphrase = 'halle team phrase';
const remote = siteRemoteForTests('camconfig-sync-service-', 'halle.git', { http: { user: 'tech', password: 'http-Halle-5ecret' } });
const site = (...args: string[]) => runCommandInProcess(runSiteCommand, args, process.env);
const protection = { kind: 'none', sitePassphrase: passphrase } as const;

function technician(folder: string, name: string, email: string): void {
  plainGit(folder, 'config', 'user.name', name);
  plainGit(folder, 'config', 'user.email', email);
}

describe.each([
  ['git daemon', 'halle.git', () => remote.daemon],
  ['smart HTTP with Basic auth', 'halle-http.git', () => remote.http],
])('two studios on two clones of one site over %s', (transport, repository, server) => {
  it('say where the site stands, push after pulling, and resolve the same camera renamed on both sides', async () => {
    if (repository !== 'halle.git') makeBareRepository(join(remote.root, 'remotes'), repository);
    const url = server().url(repository);
    const anna = join(remote.root, transport, 'anna');
    const ben = join(remote.root, transport, 'ben');
    expect((await site('init', anna, '--name', 'Halle', '--time-zone', 'UTC', '--remote', url, '--technician', 'Anna Berg <anna@example.com>')).code).toBe(0);
    technician(anna, 'Anna Berg', 'anna@example.com');
    const door = await startCamera({ password: 'door-Secret-7' });
    const annaStudio = await startStudio(anna, protection);
    const { cameraId } = await annaStudio.call('cameras.add', { host: '127.0.0.1', port: door.port, user: 'admin', password: 'door-Secret-7', label: 'Door' });
    await expect(annaStudio.call('sync.status', {})).resolves.toMatchObject({ site: true, branch: 'main', hasRemote: true, ahead: 2, behind: 0, inProgress: null, conflicts: false });
    expect(await annaStudio.call('sync.push', { operationId: 'push-1' })).toEqual({ outcome: 'pushed', pulledFirst: null });
    expect(annaStudio.events.filter((event) => event.event === 'sync.progress').map((event) => (event.payload as { step: string }).step)).toEqual(['push']);
    expect((await site('clone', url, ben)).code).toBe(0);
    technician(ben, 'Ben Roth', 'ben@example.com');
    const benStudio = await startStudio(ben, protection);

    await annaStudio.call('cameras.update', { cameraId, label: 'Front door' });
    await benStudio.call('cameras.update', { cameraId, label: 'Main door' });
    expect((await annaStudio.call('sync.push', {})).outcome).toBe('pushed');
    // Ben's push is refused (the remote moved on): the pull that follows meets the conflict and pushes nothing.
    expect(await benStudio.call('sync.push', { operationId: 'push-2' })).toEqual({ outcome: 'not_pushed', pulledFirst: 'conflict' });
    await expect(benStudio.call('sync.status', {})).resolves.toMatchObject({ ahead: 1, behind: 1, conflicts: true });
    expect(await benStudio.call('sync.pull', {})).toMatchObject({ outcome: 'conflict', conflictFiles: [expect.stringMatching(/^cameras\/[0-9a-f]{32}\.json$/)] });

    const { conflicts } = await benStudio.call('sync.conflicts', {});
    expect(conflicts?.cameras).toEqual([
      expect.objectContaining({
        cameraId,
        label: 'Main door',
        fields: [
          expect.objectContaining({
            field: 'label',
            ours: expect.objectContaining({ value: 'Main door', author: { name: 'Ben Roth', email: 'ben@example.com' } }),
            theirs: expect.objectContaining({ value: 'Front door', author: { name: 'Anna Berg', email: 'anna@example.com' } }),
          }),
        ],
      }),
    ]);
    const path = conflicts!.cameras[0]!.path;
    await benStudio.call('sync.resolve', { head: conflicts!.head, upstream: conflicts!.upstream, choices: { [path]: { label: 'theirs' } } });
    expect((await benStudio.call('cameras.list', {})).cameras.find((camera) => camera.id === cameraId)?.label).toBe('Front door');
    expect(await benStudio.call('sync.push', {})).toEqual({ outcome: 'pushed', pulledFirst: null });
    expect(await annaStudio.call('sync.pull', {})).toEqual({ outcome: 'fast_forward', conflictFiles: [] });
    await expect(annaStudio.call('sync.status', {})).resolves.toMatchObject({ ahead: 0, behind: 0, conflicts: false, lastPullAt: expect.any(Number) });
    expect(plainGit(anna, 'log', '-1', '--format=%an|%(trailers:key=Camconfig-Result,valueonly)').trim()).toBe('Ben Roth|resolved');
    await Promise.all(running.splice(0).map((services) => services.close()));

    const reopened = await startStudio(anna, protection);
    expect((await reopened.call('cameras.list', {})).cameras.find((camera) => camera.id === cameraId)?.label).toBe('Front door');
  });
});

describe('the sync of a site in the studio', () => {

  it('leaves the site as it was when a pull is cancelled midway, and pulls when asked again', async () => {
    makeBareRepository(join(remote.root, 'remotes'), 'cancel.git');
    const url = remote.daemon.url('cancel.git');
    const anna = join(remote.root, 'cancel-anna');
    const ben = join(remote.root, 'cancel-ben');
    expect((await site('init', anna, '--name', 'Halle', '--time-zone', 'UTC', '--remote', url, '--technician', 'Anna Berg <anna@example.com>')).code).toBe(0);
    technician(anna, 'Anna Berg', 'anna@example.com');
    const annaStudio = await startStudio(anna, protection);
    const { cameraId } = await annaStudio.call('cameras.add', { host: '127.0.0.1', port: (await startCamera({ password: 'gate-Secret-8' })).port, user: 'admin', password: 'gate-Secret-8', label: 'Gate' });
    await annaStudio.call('sync.push', {});
    expect((await site('clone', url, ben)).code).toBe(0);
    technician(ben, 'Ben Roth', 'ben@example.com');
    await annaStudio.call('cameras.update', { cameraId, label: 'Back gate' });
    await annaStudio.call('sync.push', {});

    const benStudio = await startStudio(ben, protection);
    const benServices = running.at(-1)!;
    const head = plainGit(ben, 'rev-parse', 'HEAD').trim();
    const files = plainGit(ben, 'ls-files', '-s');
    // Cancelled the moment the fetch is done and the merge starts: nothing of the merge reaches the site.
    const stop = benServices.onEvent((event) => {
      if (event.event === 'sync.progress' && event.payload.step === 'merge') void benServices.handlers['operations.cancel']({ operationId: 'pull-1' }, { signal: new AbortController().signal });
    });
    expect(await benStudio.failure('sync.pull', { operationId: 'pull-1' })).toMatchObject({ code: 'cancelled' });
    stop();
    expect(plainGit(ben, 'rev-parse', 'HEAD').trim()).toBe(head);
    expect(plainGit(ben, 'ls-files', '-s')).toBe(files);
    expect(plainGit(ben, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    await expect(benStudio.call('sync.status', {})).resolves.toMatchObject({ ahead: 0, behind: 1, inProgress: null });

    expect(await benStudio.call('sync.pull', { operationId: 'pull-2' })).toMatchObject({ outcome: 'fast_forward' });
    expect(plainGit(ben, 'log', '-1', '--format=%an').trim()).toBe('Anna Berg');
    // The running studio reads the cameras the pull changed again: the list is the site's as it is now.
    expect((await benStudio.call('cameras.list', {})).cameras.map((camera) => [camera.id, camera.label])).toEqual([[cameraId, 'Back gate']]);
    expect((await benStudio.call('workspace.status', {})).problems).toEqual([]);
    await expect.poll(() => benStudio.events.some((event) => event.event === 'camera.state' && (event.payload as { camera: { label: string } }).camera.label === 'Back gate')).toBe(true);

    // A camera added and one removed on the other clone: listed and gone after the next pull, without reopening.
    const { cameraId: yardId } = await annaStudio.call('cameras.add', { host: '127.0.0.1', port: (await startCamera({ password: 'yard-Secret-9' })).port, user: 'admin', password: 'yard-Secret-9', label: 'Yard' });
    await annaStudio.call('cameras.remove', { cameraId });
    expect((await annaStudio.call('sync.push', {})).outcome).toBe('pushed');
    expect(await benStudio.call('sync.pull', {})).toMatchObject({ outcome: 'fast_forward' });
    expect((await benStudio.call('cameras.list', {})).cameras.map((camera) => [camera.id, camera.label])).toEqual([[yardId, 'Yard']]);
    // Ben's edit of the pulled camera is written over what the pull brought, not over what he had before.
    await benStudio.call('cameras.update', { cameraId: yardId, group: 'Outside' });
    expect(plainGit(ben, 'show', 'HEAD', '--stat', '--format=%an').trim()).toMatch(/^Ben Roth\n.*cameras\/[0-9a-f]{32}\.json \| 2 \+-/s);
    expect(plainGit(ben, 'ls-files', 'cameras').trim().split('\n')).toHaveLength(1);
  });

  it('answers that a workspace which is no site has nothing to pull', async () => {
    const studio = await startStudio(await makeTemporaryFolder('camconfig-sync-plain-'));
    expect(await studio.call('sync.status', {})).toMatchObject({ site: false, ahead: 0, behind: 0 });
    expect(await studio.failure('sync.pull', {})).toMatchObject({ code: 'invalid_request' });
  });
});

describe('sync.fetch: checking the remote on demand', () => {
  it('counts the commits behind only once asked to fetch, changes no file, and says a site without a remote', async () => {
    makeBareRepository(join(remote.root, 'remotes'), 'hof.git');
    const url = remote.daemon.url('hof.git');
    const carla = join(remote.root, 'carla');
    const dora = join(remote.root, 'dora');
    expect((await site('init', carla, '--name', 'Hof', '--time-zone', 'UTC', '--remote', url, '--technician', 'Carla Nix <carla@example.com>')).code).toBe(0);
    expect((await site('push', '--site', carla, '--technician', 'Carla Nix <carla@example.com>')).code).toBe(0);
    expect((await site('clone', url, dora)).code).toBe(0);
    technician(carla, 'Carla Nix', 'carla@example.com');
    const carlaStudio = await startStudio(carla, protection);
    const doraStudio = await startStudio(dora, protection);
    const door = await startCamera({ password: 'door-Secret-8' });
    await carlaStudio.call('cameras.add', { host: '127.0.0.1', port: door.port, user: 'admin', password: 'door-Secret-8', label: 'Gate' });
    expect((await carlaStudio.call('sync.push', {})).outcome).toBe('pushed');

    // Nothing fetched yet: Dora's studio does not know; a status asks no remote.
    await expect(doraStudio.call('sync.status', {})).resolves.toMatchObject({ behind: 0 });
    const head = plainGit(dora, 'rev-parse', 'HEAD').trim();
    const files = plainGit(dora, 'status', '--porcelain');
    const fetched = await doraStudio.call('sync.fetch', { operationId: 'fetch-1' });
    expect(fetched).toMatchObject({ site: true, ahead: 0, behind: 1, lastPullAt: expect.any(Number) });
    expect(doraStudio.events.filter((event) => event.event === 'sync.progress').map((event) => (event.payload as { step: string }).step)).toEqual(['fetch']);
    expect(plainGit(dora, 'rev-parse', 'HEAD').trim()).toBe(head);
    expect(plainGit(dora, 'status', '--porcelain')).toBe(files);
    expect((await doraStudio.call('cameras.list', {})).cameras).toEqual([]);
    await expect(doraStudio.call('sync.status', {})).resolves.toMatchObject({ behind: 1 });

    const alone = await makeTemporaryFolder('camconfig-sync-alone-');
    expect((await site('init', alone, '--name', 'Allein', '--time-zone', 'UTC', '--technician', 'Anna Berg <anna@example.com>')).code).toBe(0);
    const aloneStudio = await startStudio(alone, protection);
    await expect(aloneStudio.call('sync.fetch', {})).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining('the site has no remote') });
    await door.stop();
  });
});
