// fleet.backup and the workspace's folders (issue 18, faults 6 and 11): a backups folder that
// cannot be made fails each camera with a storage error, never the whole call; one it makes gets
// the workspace folder's mode.
import { englishText } from '../../../../src/shared/i18n/renderText';
import { chmod, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

const password = 'backup-Secret-9';

describe('fleet.backup into a workspace', () => {
  // Tests run as root here, where chmod does not stop a write: a regular file standing where
  // backups/ goes fails the folder's creation as a read-only workspace does.
  it('fails each camera with a storage error naming the folder when backups/ cannot be made; the call answers', async () => {
    const folder = await temporaryFolder();
    const camera = await startCamera({ password });
    const studio = await startStudio(folder);
    const ids = [];
    for (const label of ['Door', 'Gate']) ids.push((await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label })).cameraId);
    await writeFile(join(folder, 'backups'), 'not a folder');
    const summary = await studio.call('fleet.backup', { operationId: 'backup-blocked' });
    expect(summary.ok).toBe(0);
    expect(summary.results.map((result) => result.cameraId)).toEqual(ids);
    for (const result of summary.results) {
      expect(result).toMatchObject({ status: 'failed', kind: 'storage' });
      expect(result.status === 'failed' && englishText(result.reason)).toContain(join(folder, 'backups'));
    }
  });

  it('makes backups/ with the workspace folder’s mode', async () => {
    const folder = await temporaryFolder();
    await chmod(folder, 0o710);
    const camera = await startCamera({ password });
    const studio = await startStudio(folder);
    await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password });
    expect((await studio.call('fleet.backup', { operationId: 'backup-mode' })).ok).toBe(1);
    expect((await stat(join(folder, 'backups'))).mode & 0o777).toBe(0o710);
  });
});
