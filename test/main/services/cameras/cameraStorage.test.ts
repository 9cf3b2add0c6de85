// cameras.* and cameraLists.import where the workspace cannot take the write (issue 18, fault 6),
// at the workspace's limit of cameras (fault 9), and after cameras.json was lost (fault 3).
// Tests run as root here, where chmod does not stop a write: a folder standing where cameras.json
// goes fails its atomic rename, as a full disk or a read-only workspace fails the write.
import { englishProblems } from '../../../support/englishProblems';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceLimits } from '../../../../src/main/workspace';
import { closedTcpPort } from '../../../support/reservedPort';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { running, startStudio, type Studio } from '../studioOnWorkspace';

let closedPort: number;
beforeAll(async () => {
  closedPort = await closedTcpPort();
});

const password = 'storage-Secret-7';

async function blockCamerasFile(folder: string): Promise<void> {
  await rm(join(folder, 'cameras.json'), { force: true });
  await mkdir(join(folder, 'cameras.json', 'inside'), { recursive: true });
}

function expectStorageNaming(error: { code: string; message: string }, path: string): void {
  expect(error.code).toBe('storage');
  expect(error.message).toContain(path);
  expect(error.message).not.toContain(password);
}

describe('a camera list write that fails (fault 6)', () => {
  it('answers storage naming cameras.json for cameras.add, update, remove and cameraLists.import, and changes nothing', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: closedPort, user: 'admin', password, label: 'Door' });
    await blockCamerasFile(folder);
    const camerasFile = join(folder, 'cameras.json');

    expectStorageNaming(await studio.failure('cameras.add', { host: '127.0.0.2', port: closedPort, user: 'admin', password }), camerasFile);
    expectStorageNaming(await studio.failure('cameras.update', { cameraId, label: 'Gate' }), camerasFile);
    expectStorageNaming(await studio.failure('cameras.remove', { cameraId }), camerasFile);
    expectStorageNaming(await studio.failure('cameraLists.import', { fileName: 'site.csv', text: `IP\n127.0.0.3:${closedPort}\n`, password }), camerasFile);
    expect((await studio.call('cameras.list', {})).cameras.map(({ id, label }) => ({ id, label }))).toEqual([{ id: cameraId, label: 'Door' }]);
  });
});

describe('the workspace limit of cameras (fault 9)', () => {
  /** A workspace holding the limit's number of cameras, written as the studio writes them (no passwords: nothing is probed). */
  async function fullStudio(): Promise<{ studio: Studio; folder: string }> {
    const folder = await temporaryFolder();
    const cameras = Array.from({ length: workspaceLimits.cameras }, (_, index) => ({
      id: `cam-${index + 1}`,
      label: `Camera ${index + 1}`,
      host: `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      port: 80,
      https: false,
      user: 'admin',
      password: null,
      group: null,
      variables: {},
    }));
    await writeFile(join(folder, 'cameras.json'), JSON.stringify({ version: 2, nextNumber: workspaceLimits.cameras + 1, cameras }));
    return { studio: await startStudio(folder), folder };
  }

  it('refuses the 1,001st camera at cameras.add and cameraLists.import, naming the limit; the workspace still opens with all 1000', async () => {
    const { studio, folder } = await fullStudio();
    expect((await studio.call('cameras.list', {})).cameras).toHaveLength(1000);
    const refused = await studio.failure('cameras.add', { host: '127.0.0.1', port: closedPort, user: 'admin', password });
    expect(refused).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('at most 1000 cameras') });
    const report = await studio.call('cameraLists.import', { fileName: 'site.csv', text: `IP\n127.0.0.1:${closedPort}\n`, password });
    expect(report.added).toEqual([]);
    expect(englishProblems(report.problems)).toEqual([{ line: 2, message: expect.stringContaining('at most 1000 cameras') }]);

    await running.pop()!.close();
    const restarted = await startStudio(folder);
    expect((await restarted.call('cameras.list', {})).cameras).toHaveLength(1000);
    expect((await restarted.call('workspace.status', {})).problems).toEqual([]);
  });
});

describe('a camera named after a long address (fault 9)', () => {
  it('gets a name the workspace keeps: the address cut to the 100 characters a label may have', async () => {
    const studio = await startStudio(await temporaryFolder());
    const host = `${'a'.repeat(60)}.`.repeat(4) + 'example';
    // A preview contacts nothing: no name lookup leaves this machine.
    const preview = await studio.call('cameraLists.preview', { fileName: 'site.csv', text: `IP\n${host}:8080\n` });
    expect(preview.added.map((camera) => camera.label)).toEqual([`${host}:8080`.slice(0, 100)]);
  });
});

describe('camera ids after cameras.json was lost (fault 3)', () => {
  it('a new camera gets a new id, and none of the pending edits or history kept under a former id', async () => {
    const folder = await temporaryFolder();
    const first = await startStudio(folder);
    const ids: string[] = [];
    for (const host of ['127.0.0.1', '127.0.0.2']) ids.push((await first.call('cameras.add', { host, port: closedPort, user: 'admin', password })).cameraId);
    await first.call('pendingEdits.save', { cameraId: ids[1]!, edits: [{ section: 'audio', name: 'MICRO', value: '1' }] });
    await running.pop()!.close();
    await rm(join(folder, 'cameras.json'));
    await rm(join(folder, 'cameras.json.last-good'));

    const second = await startStudio(folder);
    const added = [];
    for (const host of ['127.0.0.3', '127.0.0.4']) added.push((await second.call('cameras.add', { host, port: closedPort, user: 'admin', password })).cameraId);
    expect(added).toEqual(['cam-3', 'cam-4']);
    for (const cameraId of added) expect(await second.call('pendingEdits.load', { cameraId })).toEqual({ edits: [] });
  });
});
