// The workspace's folders (issue 18, fault 11): those the studio makes get the workspace folder's
// mode, and temporary files a crash left in any of them are swept when the workspace opens:
// only files of our own naming, and only stale ones (another process's write may be under way).
import { chmod, mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SnapshotStore } from '../../../src/main/fleet';
import { CameraWorkspace } from '../../../src/main/workspace/cameraWorkspace';
import { PendingEditsStore } from '../../../src/main/workspace/pendingEditsStore';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { staleTemporaryAgeMs } from '../../../src/main/workspace/workspaceFile';
import { temporaryFolder } from './workspaceFolder';

async function leaveTemporary(folder: string, name: string, ageMs: number): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), 'half a file');
  const at = (Date.now() - ageMs) / 1000;
  await utimes(join(folder, name), at, at);
}

describe('workspace folders', () => {
  it('are made with the workspace folder’s mode', async () => {
    const folder = await temporaryFolder();
    await chmod(folder, 0o750);
    await new PendingEditsStore(folder).save('cam-1', [{ section: 'audio', name: 'MICRO', value: '1' }]);
    await new SnapshotStore(join(folder, 'snapshots')).record('cam-1', '#:MX-V5.5.2.166\nSECTION audio\nMICRO=1\nENDSECTION audio\n', 'read');
    for (const made of ['pending-edits', 'snapshots', join('snapshots', 'cam-1')]) expect((await stat(join(folder, made))).mode & 0o777, made).toBe(0o750);
  });

  it('lose the stale temporary files of our own naming at open, in every folder written atomically; fresh and foreign ones stay', async () => {
    const folder = await temporaryFolder();
    const stale = staleTemporaryAgeMs + 60_000;
    const folders = [folder, join(folder, 'pending-edits'), join(folder, 'backups'), join(folder, 'snapshots', 'cam-3')];
    for (const each of folders) {
      await leaveTemporary(each, '.cam-3.json.0123456789ab.tmp', stale);
      await leaveTemporary(each, '.cam-3.json.ba9876543210.tmp', 1000);
      await leaveTemporary(each, '.notes.tmp', stale);
    }
    await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    for (const each of folders) {
      expect((await readdir(each)).filter((name) => name.endsWith('.tmp')).sort(), each).toEqual(['.cam-3.json.ba9876543210.tmp', '.notes.tmp']);
    }
  });
});
