// The same camera changed on both sides: a pull changes nothing and the conflict is shown field
// by field with both values and who made each; fields only one side changed merge by themselves;
// the technician's choices end in one merge commit by them, read back by plain git.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteRepository } from '../../../src/main/siterepo/siteRepository';
import { makeBareRepository, plainGit, siteRemoteForTests } from './gitServers';

const anna = { name: 'Anna Köhler', email: 'anna@installer.example' };
const ben = { name: 'Ben Yıldız', email: 'ben@installer.example' };
const site = { name: 'Klinik Süd', customer: 'Stadtwerke', address: 'Hauptstraße 1', timeZone: 'Europe/Berlin', reportLanguage: 'en' as const };
const identity = '0123456789abcdef0123456789abcdef';
const path = `cameras/${identity}.json`;
const sealed = (data: string) => ({ kind: 'passphrase-encrypted', iv: 'aXY=', tag: 'dGFn', data });
const camera = { id: 'cam-1', label: 'Eingang', host: '192.0.2.10', port: 80, https: false, user: 'admin', password: sealed('b2xk'), group: 'Nord', variables: { floor: '1' }, identity };

const remote = siteRemoteForTests('camconfig-site-conflicts-', 'site.git');

async function writeCamera(folder: string, changes: Partial<typeof camera>): Promise<string> {
  const current = JSON.parse(await readFile(join(folder, path), 'utf8').catch(() => JSON.stringify({ camera }))) as { camera: typeof camera };
  await mkdir(join(folder, 'cameras'), { recursive: true });
  await writeFile(join(folder, path), `${JSON.stringify({ version: 1, camera: { ...current.camera, ...changes } }, null, 2)}\n`);
  return path;
}

async function twoClones(name: string) {
  makeBareRepository(join(remote.root, 'remotes'), `${name}.git`);
  const url = remote.daemon.url(`${name}.git`);
  const { repository: a } = await SiteRepository.init(join(remote.root, name, 'anna'), site, anna, { remote: url });
  await a.commit({ operation: 'camera-add', subject: 'Added a camera', cameras: ['cam-1'], result: 'added' }, anna, [await writeCamera(a.folder, {})]);
  await a.push(anna);
  const { repository: b } = await SiteRepository.clone(url, join(remote.root, name, 'ben'));
  return { a, b };
}

const edit = { operation: 'camera-edit', subject: 'Edited a camera', cameras: ['cam-1'], result: 'saved' };

describe('conflicts on the same camera', () => {
  it('are shown field by field with both values and authors, resolved by choosing, and committed as one merge', async () => {
    const { a, b } = await twoClones('labels');
    await a.commit(edit, anna, [await writeCamera(a.folder, { label: 'Eingang Nord', group: 'Süd', variables: { floor: '2' } })]);
    expect((await a.push(anna)).outcome).toBe('pushed');
    await b.commit(edit, ben, [await writeCamera(b.folder, { label: 'Haupteingang', group: 'Süd', port: 8080, password: sealed('bmV1') })]);
    const before = plainGit(b.folder, 'rev-parse', 'HEAD').trim();
    const fileBefore = await readFile(join(b.folder, path), 'utf8');

    expect(await b.pull(ben)).toEqual({ outcome: 'conflict', files: [path] });
    expect(plainGit(b.folder, 'rev-parse', 'HEAD').trim()).toBe(before);
    expect(await readFile(join(b.folder, path), 'utf8')).toBe(fileBefore);

    const conflicts = await b.conflicts();
    expect(conflicts?.otherFiles).toEqual([]);
    expect(conflicts?.cameras).toHaveLength(1);
    const [shown] = conflicts!.cameras;
    expect(shown).toMatchObject({ path, cameraId: 'cam-1', label: 'Haupteingang' });
    // group: both made it 'Süd'; variables: only Anna; port and password: only Ben. The label alone is in conflict.
    expect(shown!.fields.map(({ field }) => field)).toEqual(['label']);
    expect(shown!.fields[0]).toMatchObject({ ours: { value: 'Haupteingang', author: ben }, theirs: { value: 'Eingang Nord', author: anna } });

    await expect(b.resolveConflicts({ head: conflicts!.head, upstream: conflicts!.upstream, choices: {} }, ben)).rejects.toThrow(/cam-1 label/);
    await expect(b.resolveConflicts({ head: conflicts!.upstream, upstream: conflicts!.upstream, choices: { [path]: { label: 'theirs' } } }, ben)).rejects.toMatchObject({ kind: 'conflict' });
    expect(plainGit(b.folder, 'rev-parse', 'HEAD').trim()).toBe(before);

    const { commit } = await b.resolveConflicts({ head: conflicts!.head, upstream: conflicts!.upstream, choices: { [path]: { label: 'theirs' } } }, ben);
    const resolved = JSON.parse(await readFile(join(b.folder, path), 'utf8')) as { camera: typeof camera };
    expect(resolved.camera).toEqual({ ...camera, label: 'Eingang Nord', group: 'Süd', variables: { floor: '2' }, port: 8080, password: sealed('bmV1') });
    expect(plainGit(b.folder, 'rev-list', '--parents', '-n', '1', commit).trim().split(' ')).toEqual([commit, before, conflicts!.upstream]);
    expect(plainGit(b.folder, 'log', '-1', '--format=%an <%ae>%n%(trailers:key=Camconfig-Result,valueonly)').trim()).toBe(`${ben.name} <${ben.email}>\nresolved`);
    expect(await b.status()).toMatchObject({ ahead: 2, behind: 0, uncommitted: [], inProgress: null });
    expect(await b.conflicts()).toBeNull();
    expect(plainGit(b.folder, 'fsck', '--strict', '--no-dangling')).toBe('');

    expect((await b.push(ben)).outcome).toBe('pushed');
    expect(await a.pull(anna)).toMatchObject({ outcome: 'fast_forward' });
    expect(JSON.parse(await readFile(join(a.folder, path), 'utf8'))).toEqual(resolved);
  });

  it('shows a password changed on both sides without its value, and keeps the sealed one chosen', async () => {
    const { a, b } = await twoClones('passwords');
    await a.commit(edit, anna, [await writeCamera(a.folder, { password: sealed('YW5uYQ=='), variables: { floor: '3' } })]);
    await a.push(anna);
    await b.commit(edit, ben, [await writeCamera(b.folder, { password: sealed('YmVu'), variables: { floor: '4' } })]);
    expect((await b.pull(ben)).outcome).toBe('conflict');
    const conflicts = (await b.conflicts())!;
    const fields = conflicts.cameras[0]!.fields;
    expect(fields.map(({ field }) => field)).toEqual(['password', 'variables']);
    expect(fields[0]).toMatchObject({ ours: { value: true, author: ben }, theirs: { value: true, author: anna } });
    expect(JSON.stringify(conflicts)).not.toMatch(/YW5uYQ|YmVu/);
    await b.resolveConflicts({ head: conflicts.head, upstream: conflicts.upstream, choices: { [path]: { password: 'ours', variables: 'theirs' } } }, ben);
    expect(JSON.parse(await readFile(join(b.folder, path), 'utf8'))).toMatchObject({ camera: { password: sealed('YmVu'), variables: { floor: '3' } } });
  });

  it('keeps a file both sides changed that is no camera out of the studio\'s hands', async () => {
    const { a, b } = await twoClones('other-files');
    await writeFile(join(a.folder, 'notes.txt'), 'Anna\n');
    await a.commit(edit, anna, ['notes.txt']);
    await a.push(anna);
    await writeFile(join(b.folder, 'notes.txt'), 'Ben\n');
    await b.commit(edit, ben, ['notes.txt']);
    expect((await b.pull(ben)).outcome).toBe('conflict');
    const conflicts = await b.conflicts();
    expect(conflicts).toMatchObject({ cameras: [], otherFiles: ['notes.txt'] });
    await expect(b.resolveConflicts({ head: conflicts!.head, upstream: conflicts!.upstream, choices: {} }, ben)).rejects.toThrow(/notes\.txt/);
    expect(await readFile(join(b.folder, 'notes.txt'), 'utf8')).toBe('Ben\n');
  });
});
