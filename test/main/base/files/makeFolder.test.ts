// makeFolder: a folder and its missing parents, and an end with a named error where Node's own
// recursive mkdir loops forever (a new folder under /proc).
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderCreationError, makeFolder } from '../../../../src/main/base/files/makeFolder';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { localize } from '../../../../src/shared/i18n/text';

describe('makeFolder', () => {
  it('creates the missing parents with the mode given, and accepts a folder that exists', async () => {
    const root = await temporaryFolder();
    const folder = join(root, 'a', 'b', 'c');
    await makeFolder(folder, 0o700);
    expect(statSync(folder).isDirectory()).toBe(true);
    expect(statSync(join(root, 'a')).mode & 0o777).toBe(0o700);
    await expect(makeFolder(folder, 0o700)).resolves.toBeUndefined();
  });

  it('names the file that stands in the way', async () => {
    const root = await temporaryFolder();
    writeFileSync(join(root, 'file'), 'x');
    await expect(makeFolder(join(root, 'file'))).rejects.toEqual(new FolderCreationError(join(root, 'file'), 'EEXIST', localize('files.failure.exists')));
    await expect(makeFolder(join(root, 'file', 'inner'))).rejects.toMatchObject({ name: 'FolderCreationError', kind: 'storage', code: 'ENOTDIR' });
  });

  it('ends with an error naming the folder where the file system takes no new folders (/proc)', async () => {
    await expect(makeFolder('/proc/camconfig-x')).rejects.toEqual(new FolderCreationError('/proc/camconfig-x', 'ENOENT', localize('files.folder.takesNoNewFolders')));
    await expect(makeFolder('/proc/camconfig-x/y/z', 0o700)).rejects.toMatchObject({ folder: '/proc/camconfig-x', kind: 'storage' });
  });
});
