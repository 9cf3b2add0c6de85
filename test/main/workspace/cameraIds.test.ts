// Camera ids are never reused (issue 18, fault 3): after cameras.json was lost or moved aside, the
// next id is above every id any store kept per camera id holds, and a file kept under an id
// records the camera it belongs to, so another camera under that id is never offered it.
import { englishText } from '../../../src/shared/i18n/renderText';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../../src/main/fleet';
import { CameraWorkspace, type WorkspaceCamera } from '../../../src/main/workspace/cameraWorkspace';
import { PendingEditsStore } from '../../../src/main/workspace/pendingEditsStore';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { temporaryFolder } from './workspaceFolder';

const camera = (id: string, host: string): WorkspaceCamera => ({ id, label: host, host, port: 80, https: false, user: 'admin', password: null, group: null, variables: {} });
const config = '#:MX-V5.5.2.166\nSECTION audio\nMICRO=1\nENDSECTION audio\n';
const edits = [{ section: 'audio', name: 'MICRO', value: '0' }];

async function openWorkspace(folder: string): Promise<CameraWorkspace> {
  return CameraWorkspace.open(folder, new MemoryOnlySecretStore());
}

async function loseCamerasFile(folder: string): Promise<void> {
  await rm(join(folder, 'cameras.json'));
  await rm(join(folder, 'cameras.json.last-good'));
}

describe('camera ids after cameras.json was lost', () => {
  it('start above every id kept in snapshots/, pending-edits/ and the audit log', async () => {
    const folder = await temporaryFolder();
    await mkdir(join(folder, 'snapshots', 'cam-4'), { recursive: true });
    await mkdir(join(folder, 'pending-edits'));
    await writeFile(join(folder, 'pending-edits', 'cam-7.json.corrupt-2026-11-01T00-00-00-000Z'), '{}');
    const auditLine = { time: '2026-11-01T00:00:00.000Z', source: 'studio', camera: { id: 'cam-12', label: 'Gate', host: '10.0.0.9', port: 80 }, operation: 'apply', script: 'view "id":"cam-99"', durationMs: 5, result: { status: 'ok' } };
    await writeFile(join(folder, 'audit.1.jsonl'), `${JSON.stringify(auditLine)}\n`);
    expect((await openWorkspace(folder)).initial().nextNumber).toBe(13);
  });

  it('keep the number cameras.json gives when it is the highest', async () => {
    const folder = await temporaryFolder();
    await mkdir(join(folder, 'snapshots', 'cam-2'), { recursive: true });
    await (await openWorkspace(folder)).save({ nextNumber: 40, cameras: [] });
    expect((await openWorkspace(folder)).initial().nextNumber).toBe(40);
  });
});

describe('files kept per camera id', () => {
  it('record the identity of their camera; another camera under the same id is not offered them', async () => {
    const folder = await temporaryFolder();
    const first = await openWorkspace(folder);
    await first.save({ nextNumber: 3, cameras: [camera('cam-2', '10.0.0.2')] });
    const identity = first.identityOf('cam-2');
    expect(identity).toMatch(/^[0-9a-f]{32}$/);
    await new PendingEditsStore(folder, () => undefined, (id) => first.identityOf(id)).save('cam-2', edits);
    await new SnapshotStore(join(folder, 'snapshots'), { ownerOf: (id) => first.identityOf(id) }).record('cam-2', config, 'read');
    expect(JSON.parse(await readFile(join(folder, 'pending-edits', 'cam-2.json'), 'utf8')).owner).toBe(identity);
    expect(JSON.parse(await readFile(join(folder, 'snapshots', 'cam-2', 'index.json'), 'utf8')).owner).toBe(identity);

    // The same camera after a restart gets its edits and history.
    const again = await openWorkspace(folder);
    expect(again.identityOf('cam-2')).toBe(identity);
    expect(await new PendingEditsStore(folder, () => undefined, (id) => again.identityOf(id)).load('cam-2')).toEqual(edits);
    expect(await new SnapshotStore(join(folder, 'snapshots'), { ownerOf: (id) => again.identityOf(id) }).list('cam-2')).toHaveLength(1);

    // A cameras.json written by hand (or an old copy) that gives cam-2 to another camera.
    await loseCamerasFile(folder);
    const other = await openWorkspace(folder);
    await other.save({ nextNumber: 3, cameras: [camera('cam-2', '10.0.0.99')] });
    expect(other.identityOf('cam-2')).not.toBe(identity);
    const problems: string[] = [];
    const pending = new PendingEditsStore(folder, (problem) => problems.push(englishText(problem)), (id) => other.identityOf(id));
    const snapshots = new SnapshotStore(join(folder, 'snapshots'), { onProblem: (problem) => problems.push(englishText(problem)), ownerOf: (id) => other.identityOf(id) });
    expect(await pending.load('cam-2')).toEqual([]);
    expect(await snapshots.list('cam-2')).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('belongs to another camera than cam-2'), expect.stringContaining('holds the snapshots of another camera than cam-2')]);
    // Nothing of the former camera is lost: both lie beside, set aside.
    expect((await readdir(join(folder, 'pending-edits'))).filter((name) => name.startsWith('cam-2.json.other-camera-'))).toHaveLength(1);
    expect((await readdir(join(folder, 'snapshots'))).filter((name) => name.startsWith('cam-2.other-camera-'))).toHaveLength(1);
  });

  it('give the cameras of an older cameras.json their identity at open, written at once', async () => {
    const folder = await temporaryFolder();
    const version2 = { version: 2, nextNumber: 2, cameras: [{ ...camera('cam-1', '10.0.0.1') }] };
    await writeFile(join(folder, 'cameras.json'), JSON.stringify(version2));
    const opened = await openWorkspace(folder);
    const written = JSON.parse(await readFile(join(folder, 'cameras.json'), 'utf8'));
    expect(written.version).toBe(3);
    expect(written.cameras[0].identity).toBe(opened.identityOf('cam-1'));
    expect((await openWorkspace(folder)).identityOf('cam-1')).toBe(opened.identityOf('cam-1'));
  });
});
