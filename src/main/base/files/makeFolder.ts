// Creates a folder and whichever of its parents are missing. Node's own
// `mkdir(path, { recursive: true })` never returns for some paths (Node 20, 22): under /proc,
// mkdir answers ENOENT for the new folder although its parent exists, and Node retries the
// same two steps forever, a busy loop. Here each level is tried at most twice, so every path
// ends: created, or a FolderCreationError naming the folder.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { describeFileFailure } from './atomicFile';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';

export class FolderCreationError extends LocalizedError {
  override readonly name = 'FolderCreationError';

  get kind(): ErrorKind {
    return 'storage';
  }

  constructor(
    /** The folder that could not be made (the one asked for, or a missing parent of it). */
    readonly folder: string,
    readonly code: string | null,
    readonly reason: Text,
  ) {
    super(localize('files.folder.cannotCreate', { folder, reason }));
  }
}

/** `mode` applies to every folder created (0o700 for private ones); existing ones are kept as they are. */
export async function makeFolder(folder: string, mode?: number): Promise<void> {
  const path = resolve(folder);
  const first = await tryMkdir(path, mode);
  if (first === 'done') return;
  if (first.code !== 'ENOENT' || dirname(path) === path) throw failure(path, first);
  await makeFolder(dirname(path), mode);
  const second = await tryMkdir(path, mode);
  if (second === 'done') return;
  // The parent exists now, so ENOENT means the file system takes no new folder there (/proc).
  throw second.code === 'ENOENT' ? new FolderCreationError(path, 'ENOENT', localize('files.folder.takesNoNewFolders')) : failure(path, second);
}

async function tryMkdir(path: string, mode: number | undefined): Promise<'done' | NodeJS.ErrnoException> {
  try {
    await mkdir(path, mode === undefined ? {} : { mode });
    return 'done';
  } catch (error) {
    const problem = error as NodeJS.ErrnoException;
    if (problem.code === 'EEXIST' && (await isFolder(path))) return 'done';
    return problem;
  }
}

async function isFolder(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isDirectory(),
    () => false,
  );
}

function failure(path: string, error: NodeJS.ErrnoException): FolderCreationError {
  return new FolderCreationError(path, error.code ?? null, describeFileFailure(error));
}
