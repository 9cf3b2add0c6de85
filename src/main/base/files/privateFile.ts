// Writes a file only its owner may read (`--open-url-file`: the URL carries the token). The
// text goes to a new temporary file in the same folder (O_CREAT|O_EXCL|O_NOFOLLOW, mode
// 0600), is flushed to disk, and is renamed over the destination: an existing file is
// replaced by a new one (never left at its old mode), and a symbolic link is refused (a
// rename would replace the link itself, a plain write would overwrite its target).
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ErrorKind } from '../../../shared/errors/errorKind';

export class PrivateFileError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }
}

const privateMode = 0o600;

export async function writePrivateFile(path: string, text: string): Promise<void> {
  await refuseUnlessRegularOrMissing(path);
  const folder = dirname(path);
  const temporary = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, privateMode).catch(describeFailure);
  try {
    await handle.chmod(privateMode); // the process umask may have taken bits away, never added any
    await handle.writeFile(text);
    await handle.sync();
    await handle.close();
    await rename(temporary, path);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    return describeFailure(error);
  }
  await syncFolder(folder);
}

async function refuseUnlessRegularOrMissing(path: string): Promise<void> {
  const existing = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    return describeFailure(error);
  });
  if (existing?.isSymbolicLink()) throw new PrivateFileError('is a symbolic link: the file holds a secret, so it is only written as a file of its own (remove the link or name another file)');
  if (existing && !existing.isFile()) throw new PrivateFileError('is not a regular file');
}

/** Makes the rename itself durable (where the file system can sync a folder: EINVAL says it cannot). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, constants.O_RDONLY | constants.O_DIRECTORY).catch(describeFailure);
  try {
    await handle.sync().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EINVAL') describeFailure(error);
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
  EISDIR: 'is a folder',
};

function describeFailure(error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  throw new PrivateFileError(`cannot write the file (${reasons[code] ?? (code || (error as Error).message)})`);
}
