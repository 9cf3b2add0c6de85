// The folders the studio makes inside the workspace (pending-edits/, snapshots/<id>/, backups/,
// recordings/) get the workspace folder's own mode (0700 as the studio creates it), never the
// process's default (0755 under the usual umask), and leftover temporary files in each are
// swept when the workspace opens.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { makeFolder } from '../base/files/makeFolder';
import { removeLeftoverTemporaries } from './workspaceFile';

/** The permission bits of the workspace folder (0700 when it cannot be looked at: the private default). */
export async function workspaceFolderMode(workspaceFolder: string): Promise<number> {
  return stat(workspaceFolder).then(
    (found) => found.mode & 0o777,
    () => 0o700,
  );
}

/** Makes `folder` (and missing parents) with the workspace folder's mode; FolderCreationError (storage) naming it otherwise. */
export async function makeWorkspaceFolder(workspaceFolder: string, folder: string): Promise<void> {
  await makeFolder(folder, await workspaceFolderMode(workspaceFolder));
}

/** The folders written with atomic writes: the workspace itself, pending-edits/, backups/, reports/, baseline-runs/, each snapshots/<id>/ and baselines/<name>/. */
export async function sweepWorkspaceTemporaries(workspaceFolder: string): Promise<void> {
  const snapshotFolders = await readdir(join(workspaceFolder, 'snapshots')).catch(() => []);
  const baselineFolders = await readdir(join(workspaceFolder, 'baselines')).catch(() => []);
  const folders = [
    workspaceFolder,
    join(workspaceFolder, 'pending-edits'),
    join(workspaceFolder, 'backups'),
    join(workspaceFolder, 'reports'),
    join(workspaceFolder, 'baseline-runs'),
    ...snapshotFolders.map((name) => join(workspaceFolder, 'snapshots', name)),
    ...baselineFolders.map((name) => join(workspaceFolder, 'baselines', name)),
  ];
  await Promise.all(folders.map((folder) => removeLeftoverTemporaries(folder)));
}
