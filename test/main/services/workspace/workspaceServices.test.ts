// The services with a workspace: cameras the technician adds come back after a restart with
// the same id, edits and removals are kept, and a password is in no file, event or error.
import { englishText } from '../../../../src/shared/i18n/renderText';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { openWorkspace, type PasswordProtection } from '../../../../src/main/workspace';
import type { WireEvent } from '../../../../src/shared/api/wire';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { filesContaining, temporaryFolder } from '../../workspace/workspaceFolder';
import { running, startStudio, type Studio } from '../studioOnWorkspace';
import { closedTcpPort } from '../../../support/reservedPort';
import { createTestStudioServices } from '../../../support/simulatedCameras';
import type { Text } from '../../../../src/shared/i18n/text';

const password = 'studio-Secret-42';

async function stateOf(studio: Studio, cameraId: string) {
  return (await studio.call('cameras.list', {})).cameras.find((camera) => camera.id === cameraId);
}

describe('pending edits with a workspace', () => {
  it('survive a restart of the studio, and go with their camera', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const first = await startStudio(folder);
    const { cameraId } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: 'Door' });
    const edits = [
      { section: 'audio', name: 'MICRO', value: '1' },
      { section: 'general', name: 'LANGUAGE', value: 'fr' },
    ];
    await first.call('pendingEdits.save', { cameraId, edits });
    await running.pop()!.close();

    const second = await startStudio(folder);
    expect(await second.call('pendingEdits.load', { cameraId })).toEqual({ edits });
    // Only under pending-edits/ (the file and its last good copy): the camera's configuration (LANGUAGE included) is also kept in its history (snapshots/).
    const pendingEdits = join(folder, 'pending-edits');
    expect((await filesContaining(pendingEdits, 'LANGUAGE')).map((path) => basename(path)).sort()).toEqual([`${cameraId}.json`, `${cameraId}.json.last-good`]);
    await second.call('cameras.remove', { cameraId });
    await expect.poll(() => filesContaining(pendingEdits, 'LANGUAGE')).toEqual([]);
  });
});

describe('services with a workspace', () => {
  it('keep an added camera across a restart (passphrase), same id, online again; the simulated demo camera is not kept', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const protection: PasswordProtection = { kind: 'passphrase', passphrase: 'workspace phrase' };
    const first = await startStudio(folder, protection, true);
    const { cameraId } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: 'Door' });
    await expect.poll(async () => (await stateOf(first, cameraId))?.state).toBe('online');
    await running.pop()!.close();

    const second = await startStudio(folder, protection);
    const { cameras } = await second.call('cameras.list', {});
    expect(cameras.map(({ id, label, persisted, passwordKnown, simulated }) => ({ id, label, persisted, passwordKnown, simulated }))).toEqual([
      { id: cameraId, label: 'Door', persisted: true, passwordKnown: true, simulated: false },
    ]);
    await expect.poll(async () => (await stateOf(second, cameraId))?.state).toBe('online');
    expect(await second.call('workspace.status', {})).toMatchObject({ persisted: true, folder, passwordStorage: 'passphrase-encrypted', camerasNeedingPassword: 0, passphraseAccepted: false, problems: [] });
    expect(await filesContaining(folder, password)).toEqual([]);
  });

  it('memory-only: after a restart the camera asks for its password, refuses calls until given, then works', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const first = await startStudio(folder);
    const { cameraId } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password });
    await running.pop()!.close();

    const second = await startStudio(folder);
    expect(await stateOf(second, cameraId)).toMatchObject({ passwordKnown: false, state: 'unknown' });
    expect(englishText((await stateOf(second, cameraId))!.stateDetail!)).toContain('password is not known');
    expect(await second.call('workspace.status', {})).toMatchObject({ passwordStorage: 'memory-only', camerasNeedingPassword: 1, passphraseAccepted: true });
    const refused = await second.failure('config.profile', { cameraId });
    expect(refused.code).toBe('auth');
    expect(refused.message).toContain('is not known in this run of the studio');
    await second.call('cameras.update', { cameraId, password });
    await expect.poll(async () => (await stateOf(second, cameraId))?.state).toBe('online');
    expect((await second.call('workspace.status', {})).camerasNeedingPassword).toBe(0);
    expect(await filesContaining(folder, password)).toEqual([]);
  });

  it('a passphrase given later encrypts the passwords typed so far, so they come back after a restart', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const first = await startStudio(folder);
    const { cameraId } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password });
    const status = await first.call('workspace.unlock', { passphrase: 'later phrase' });
    expect(status).toMatchObject({ passwordStorage: 'passphrase-encrypted', passphraseAccepted: false });
    await expect.poll(() => first.events.some((event) => event.event === 'workspace.status')).toBe(true);
    await running.pop()!.close();

    const second = await startStudio(folder, { kind: 'passphrase', passphrase: 'later phrase' });
    await expect.poll(async () => (await stateOf(second, cameraId))?.state).toBe('online');
    expect(await filesContaining(folder, password)).toEqual([]);
    expect(await filesContaining(folder, 'later phrase')).toEqual([]);
    const wrong = await startStudio(folder);
    const error = await wrong.failure('workspace.unlock', { passphrase: 'not the phrase' });
    expect(error.code).toBe('auth');
    expect(error.message).not.toContain('not the phrase');
  });

  it('keep edits and removals; an edit without a password keeps the old one', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const other = await startCamera({ password });
    const first = await startStudio(folder, { kind: 'passphrase', passphrase: 'p' });
    const { cameraId: kept } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: 'Old name' });
    const { cameraId: removed } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password });
    const { camera: edited } = await first.call('cameras.update', { cameraId: kept, label: 'Gate', port: other.port });
    expect(edited).toMatchObject({ label: 'Gate', port: other.port, passwordKnown: true });
    await expect.poll(async () => (await stateOf(first, kept))?.state).toBe('online');
    expect(await first.call('cameras.remove', { cameraId: removed })).toEqual({ removed: true });
    await running.pop()!.close();

    const second = await startStudio(folder, { kind: 'passphrase', passphrase: 'p' });
    const { cameras } = await second.call('cameras.list', {});
    expect(cameras.map(({ id, label, port }) => ({ id, label, port }))).toEqual([{ id: kept, label: 'Gate', port: other.port }]);
    const { cameraId: newest } = await second.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password });
    expect(newest).not.toBe(removed); // ids are never reused: nothing kept per id is inherited
  });

  it('never put a password in an event or an error message', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const studio = await startStudio(folder);
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password: 'Wrong-Pass-99' });
    await expect.poll(async () => (await stateOf(studio, cameraId))?.state).toBe('auth_failed');
    const messages = [
      (await studio.failure('config.profile', { cameraId })).message,
      (await studio.failure('cameras.update', { cameraId, user: 'bad:user', password: 'Wrong-Pass-99' })).message,
      (await studio.failure('cameras.add', { host: 'a b', user: 'admin', password: 'Wrong-Pass-99' })).message,
      (await studio.failure('workspace.unlock', { passphrase: '' })).message,
    ];
    await studio.call('cameras.update', { cameraId, password });
    await expect.poll(async () => (await stateOf(studio, cameraId))?.state).toBe('online');
    const everything = JSON.stringify(studio.events) + messages.join('\n');
    expect(studio.events.length).toBeGreaterThan(0);
    expect(everything).not.toContain('Wrong-Pass-99');
    expect(everything).not.toContain(password);
  });

  it('refuse to edit the simulated camera', async () => {
    const studio = await startStudio(await temporaryFolder(), { kind: 'none' }, true);
    const error = await studio.failure('cameras.update', { cameraId: 'cam-1', label: 'x' });
    expect(error).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('is simulated') });
  });
});

describe('a workspace that cannot be written', () => {
  it('refuses the change in words and changes nothing', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    // A folder where cameras.json should be: the rename over it fails, as a full disk would fail the write.
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await mkdir(join(folder, 'cameras.json'));
    await writeFile(join(folder, 'cameras.json', 'keep'), '');
    const error = await studio.failure('cameras.add', { host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password });
    expect(error.code).toBe('storage');
    expect(error.message).toMatch(new RegExp(`^nothing was changed: the camera list could not be saved: ${join(folder, 'cameras.json')}: cannot be written \\(.+\\); the previous version is kept unchanged$`));
    expect(error.message).not.toContain(password);
    expect((await studio.call('cameras.list', {})).cameras).toEqual([]);
  });

  it('records the ids the demo camera took, so a camera added in a later run never gets its id', async () => {
    const folder = await temporaryFolder();
    const demo = await startStudio(folder, { kind: 'none' }, true);
    expect((await demo.call('cameras.list', {})).cameras.map((camera) => camera.id)).toEqual(['cam-1']);
    await running.pop()!.close();
    const later = await startStudio(folder);
    const { cameraId } = await later.call('cameras.add', { host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password });
    expect(cameraId).toBe('cam-2');
  });
});

describe('a workspace problem found after start', () => {
  it('reaches the page as a workspace.status event, e.g. a pending-edits file moved aside', async () => {
    const folder = await temporaryFolder();
    const workspace = await openWorkspace(folder, { kind: 'none' });
    const services = await createTestStudioServices({ demo: false, mode: 'web', workspace });
    running.push(services);
    const events: WireEvent[] = [];
    new ApiDispatcher(services).connect((batch) => events.push(...batch.events));
    const { PendingEditsStore } = await import('../../../../src/main/workspace');
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await mkdir(join(folder, 'pending-edits'));
    await writeFile(join(folder, 'pending-edits', 'cam-1.json'), 'garbage');
    await new PendingEditsStore(folder, (problem) => workspace.noteProblem(problem)).load('cam-1');
    await expect.poll(() => events.filter((event) => event.event === 'workspace.status').length).toBe(1);
    const status = events.find((event) => event.event === 'workspace.status')!.payload as { problems: Text[] };
    expect(status.problems.map(englishText)).toEqual([expect.stringContaining(`${join(folder, 'pending-edits', 'cam-1.json')} is not valid JSON`)]);
  });
});

describe('HTTPS cameras in a workspace', () => {
  it('pin the certificate in the workspace on first use; a changed one shows as certificate_changed, after a restart too', async () => {
    const { X509Certificate } = await import('node:crypto');
    const { readFile, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tlsKeyPair } = await import('../../remoteconfig/cameraFixture');
    const folder = await temporaryFolder();
    const camera = await startCamera({ password, https: tlsKeyPair });
    const first = await startStudio(folder, { kind: 'passphrase', passphrase: 'p' });
    const { cameraId } = await first.call('cameras.add', { host: '127.0.0.1', port: camera.port, https: true, user: 'admin', password });
    await expect.poll(async () => (await stateOf(first, cameraId))?.state).toBe('online');
    const knownCameras = join(folder, 'known-cameras');
    expect(await readFile(knownCameras, 'utf8')).toContain(`127.0.0.1:${camera.port} SHA256:${new X509Certificate(tlsKeyPair.cert).fingerprint256}`);
    await running.pop()!.close();

    // The camera "got another certificate": the pin no longer matches.
    await writeFile(knownCameras, `127.0.0.1:${camera.port} SHA256:${'AB:'.repeat(31)}AB\n`);
    const second = await startStudio(folder, { kind: 'passphrase', passphrase: 'p' });
    await expect.poll(async () => (await stateOf(second, cameraId))?.state).toBe('certificate_changed');
    expect(englishText((await stateOf(second, cameraId))!.stateDetail!)).toContain('has changed since it was first trusted');
    // The studio has no --insecure: its advice is the workspace's known-cameras file alone.
    expect(englishText((await stateOf(second, cameraId))!.stateDetail!)).toMatch(/from \S*known-cameras and connect again$/);
    expect((await second.failure('config.profile', { cameraId })).code).toBe('certificate_changed');
  });
});
