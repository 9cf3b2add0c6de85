// Writes a file so that a crash or a full disk never leaves it half-written: the text goes to
// a new temporary file in the same folder (so the rename stays on one file system), is
// flushed to disk, renamed over the destination, and the folder is flushed so the rename
// itself survives a power cut. Until the rename, readers see the old file whole.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { WorkspaceFileError } from './workspaceErrors';

/** The file-system steps an atomic write takes; tests replace `rename` to play a crash before it. */
export interface AtomicWriteSteps {
  rename(from: string, to: string): Promise<void>;
}

const realSteps: AtomicWriteSteps = { rename };

/** Temporary files of an atomic write end with this; a crash may leave one behind (see removeLeftoverTemporaries). */
export const temporarySuffix = '.tmp';

export function isTemporaryName(name: string): boolean {
  return name.startsWith('.') && name.endsWith(temporarySuffix);
}

export async function writeFileAtomically(path: string, text: string, steps: AtomicWriteSteps = realSteps): Promise<void> {
  const folder = dirname(path);
  const temporary = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}${temporarySuffix}`);
  const handle = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600).catch((error: unknown) => {
    throw writeFailure(path, error);
  });
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    await steps.rename(temporary, path);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw writeFailure(path, error);
  }
  await syncFolder(folder);
}

/** Makes the rename durable where the file system can flush a folder (EINVAL: it cannot). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    await handle.sync().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EINVAL') throw error;
    });
  } finally {
    await handle.close();
  }
}

const reasons: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'its folder does not exist',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EISDIR: 'it is a folder',
};

function writeFailure(path: string, error: unknown): WorkspaceFileError {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const reason = reasons[code] ?? (code || (error instanceof Error ? error.message : String(error)));
  return new WorkspaceFileError(path, `cannot be written (${reason}); the previous version is kept unchanged`);
}
