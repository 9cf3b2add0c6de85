// The folders the studio makes inside the workspace (pending-edits/, snapshots/<id>/, backups/,
// recordings/) get the workspace folder's own mode (0700 as the studio creates it), never the
// process's default (0755 under the usual umask), and leftover temporary files in each are
// swept when the workspace opens. A folder inside the workspace that is a symbolic link is
// refused, not written through: what the studio names as a file of its workspace must lie in it.
import { lstat, readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { makeFolder } from '../base/files/makeFolder';
import { removeLeftoverTemporaries } from './workspaceFile';
import { storageFailure, WorkspaceFileError } from './workspaceErrors';
import { localize } from '../../shared/i18n/text';

/** The permission bits of the workspace folder (0700 when it cannot be looked at: the private default). */
export async function workspaceFolderMode(workspaceFolder: string): Promise<number> {
  return stat(workspaceFolder).then(
    (found) => found.mode & 0o777,
    () => 0o700,
  );
}

/**
 * Makes `folder` (and missing parents) with the workspace folder's mode; FolderCreationError
 * (storage) naming it otherwise. A symbolic link on the way from the workspace folder to
 * `folder` is refused (WorkspaceFileError) before anything is made.
 */
export async function makeWorkspaceFolder(workspaceFolder: string, folder: string): Promise<void> {
  await refuseLinkedFolders(workspaceFolder, folder);
  await makeFolder(folder, await workspaceFolderMode(workspaceFolder));
}

/** Each existing folder from inside the workspace down to `folder` must be a folder of its own, not a link (the workspace folder itself may be one). */
async function refuseLinkedFolders(workspaceFolder: string, folder: string): Promise<void> {
  const inside = relative(resolve(workspaceFolder), resolve(folder));
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return;
  let path = resolve(workspaceFolder);
  for (const part of inside.split(sep)) {
    path = join(path, part);
    const found = await lstat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw storageFailure(path, error, 'lookedAt');
    });
    if (found === null) return; // made anew from here on
    if (found.isSymbolicLink()) throw new WorkspaceFileError(path, localize('workspace.folderIsLink'));
  }
}

/** The folders written with atomic writes: the workspace itself, pending-edits/, backups/, baseline-runs/, reports/, each snapshots/<id>/ and baselines/<name>/. */
export async function sweepWorkspaceTemporaries(workspaceFolder: string): Promise<void> {
  const snapshotFolders = await readdir(join(workspaceFolder, 'snapshots')).catch(() => []);
  const baselineFolders = await readdir(join(workspaceFolder, 'baselines')).catch(() => []);
  const folders = [
    workspaceFolder,
    join(workspaceFolder, 'pending-edits'),
    join(workspaceFolder, 'backups'),
    join(workspaceFolder, 'baseline-runs'),
    join(workspaceFolder, 'reports'),
    ...snapshotFolders.map((name) => join(workspaceFolder, 'snapshots', name)),
    ...baselineFolders.map((name) => join(workspaceFolder, 'baselines', name)),
  ];
  await Promise.all(folders.map((folder) => removeLeftoverTemporaries(folder)));
}
