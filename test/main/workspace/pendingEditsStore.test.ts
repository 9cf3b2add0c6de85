// Pending parameter edits, one file per camera: kept across a restart until applied or discarded.
import { englishText } from '../../../src/shared/i18n/renderText';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PendingEditsStore } from '../../../src/main/workspace/pendingEditsStore';
import { temporaryFolder } from './workspaceFolder';

describe('PendingEditsStore', () => {
  it('keeps the edits of each camera across a new store (a restart) and forgets them when saved empty', async () => {
    const folder = await temporaryFolder();
    const edits = [{ section: 'audio', name: 'volume', value: '7' }];
    await new PendingEditsStore(folder).save('cam-2', edits);
    const restarted = new PendingEditsStore(folder);
    expect(await restarted.load('cam-2')).toEqual(edits);
    expect(await restarted.load('cam-3')).toEqual([]);
    await restarted.save('cam-2', []);
    expect(await readdir(join(folder, 'pending-edits'))).toEqual([]);
  });

  it('refuses a camera id that could leave its folder', async () => {
    const store = new PendingEditsStore(await temporaryFolder());
    await expect(store.load('../cameras')).rejects.toThrow("'../cameras' is not a camera id");
    expect(() => store.save('a/b', [])).toThrow("'a/b' is not a camera id");
  });

  it('restores a damaged file from its last good copy, reporting both files', async () => {
    const { store, path, problems } = await storeWithDamagedFile();
    expect(await store.load('cam-1')).toEqual([{ section: 'audio', name: 'volume', value: '7' }]);
    expect(problems).toEqual([expect.stringContaining(`${path} does not have the expected content (at edits.0.section:`)]);
    expect(problems[0]).toContain(`the last good copy ${path}.last-good was restored in its place`);
  });

  it('moves a damaged file without a usable last good copy aside, reports it, and starts with no edits', async () => {
    const { store, path, problems } = await storeWithDamagedFile();
    await writeFile(`${path}.last-good`, '{"version":1,"ed');
    expect(await store.load('cam-1')).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${path} does not have the expected content (at edits.0.section:`);
  });
});

/** A store whose camera cam-1 had one edit saved, its file then damaged by hand (the last good copy intact). */
async function storeWithDamagedFile(): Promise<{ store: PendingEditsStore; path: string; problems: string[] }> {
  const folder = await temporaryFolder();
  const problems: string[] = [];
  const store = new PendingEditsStore(folder, (problem) => problems.push(englishText(problem)));
  await store.save('cam-1', [{ section: 'audio', name: 'volume', value: '7' }]);
  const path = join(folder, 'pending-edits', 'cam-1.json');
  await writeFile(path, '{"version":1,"edits":[{"section":""}]}');
  return { store, path, problems };
}
