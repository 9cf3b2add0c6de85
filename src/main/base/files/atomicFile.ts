// Writes a file so that a crash or a full disk never leaves it half-written: the text goes to
// a new temporary file in the same folder (O_CREAT|O_EXCL|O_NOFOLLOW, mode 0600, so the rename
// stays on one file system and nobody else can read it meanwhile), is flushed to disk, renamed
// over the destination, and the folder is flushed so the rename itself survives a power cut.
// Until the rename, readers see the old file whole. Used for the workspace and for private files;
// the synchronous twin for a caller that must answer at once (the simulated camera's `store`).
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { link, open, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type MessageId, type Text } from '../../../shared/i18n/text';

/** The file-system steps an atomic write takes; tests replace `rename` to play a crash before it. */
export interface AtomicWriteSteps {
  rename(from: string, to: string): Promise<void>;
}

const realSteps: AtomicWriteSteps = { rename };

/** Temporary files of an atomic write end with this; a crash may leave one behind. */
export const temporarySuffix = '.tmp';

export function isTemporaryName(name: string): boolean {
  return name.startsWith('.') && name.endsWith(temporarySuffix);
}

/** A write that did not happen; `reason` says why in a technician's words. The old file is unchanged. */
export class AtomicWriteError extends LocalizedError {
  override readonly name = 'AtomicWriteError';

  get kind(): ErrorKind {
    return 'storage';
  }

  constructor(
    readonly path: string,
    readonly reason: Text,
    /** The file-system error code behind it (EEXIST: an exclusive write found the file there). */
    readonly code: string | null = null,
  ) {
    super(localize('files.notWritten', { path, reason }));
  }
}

const privateMode = 0o600;

export interface AtomicWriteOptions {
  /** Never replace a file: fail with code EEXIST when `path` exists (the new file is linked in, not renamed over). */
  exclusive?: boolean;
}

const temporaryOpenFlags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** A new name beside `path`: random, so two writers (two processes, or a crashed one's leftover) never share it. */
function temporaryPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}${temporarySuffix}`);
}

/** Text is written as UTF-8; bytes (a Latin-1 backup) as they are. */
export async function writeFileAtomically(path: string, content: string | Uint8Array, steps: AtomicWriteSteps = realSteps, options: AtomicWriteOptions = {}): Promise<void> {
  const folder = dirname(path);
  const temporary = temporaryPathFor(path);
  const handle = await open(temporary, temporaryOpenFlags, privateMode).catch((error: unknown) => {
    throw writeFailure(path, error);
  });
  try {
    await handle.chmod(privateMode); // the process umask may have taken bits away, never added any
    await handle.writeFile(content);
    await handle.sync();
    await handle.close();
    if (options.exclusive) await linkInPlace(temporary, path);
    else await steps.rename(temporary, path);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw writeFailure(path, error);
  }
  await syncFolder(folder).catch((error: unknown) => {
    throw writeFailure(path, error);
  });
}

/** writeFileAtomically without waiting for the event loop: the same steps, each synchronous. */
export function writeFileAtomicallySync(path: string, content: string | Uint8Array): void {
  const temporary = temporaryPathFor(path);
  let descriptor: number;
  try {
    descriptor = openSync(temporary, temporaryOpenFlags, privateMode);
  } catch (error) {
    throw writeFailure(path, error);
  }
  try {
    fchmodSync(descriptor, privateMode);
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    for (let written = 0; written < bytes.length; ) written += writeSync(descriptor, bytes, written);
    fsyncSync(descriptor);
    closeSync(descriptor);
    descriptor = -1;
    renameSync(temporary, path);
  } catch (error) {
    if (descriptor >= 0) closeQuietlySync(descriptor);
    rmSync(temporary, { force: true });
    throw writeFailure(path, error);
  }
  try {
    syncFolderSync(dirname(path));
  } catch (error) {
    throw writeFailure(path, error);
  }
}

function closeQuietlySync(descriptor: number): void {
  try {
    closeSync(descriptor);
  } catch {
    // already failing: the write's own error is the one to report
  }
}

function syncFolderSync(folder: string): void {
  const descriptor = openSync(folder, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    fsyncSync(descriptor);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EINVAL') throw error;
  } finally {
    closeSync(descriptor);
  }
}

/** link() refuses an existing destination (unlike rename), so two writers of one name cannot overwrite each other. */
async function linkInPlace(temporary: string, path: string): Promise<void> {
  await link(temporary, path);
  await unlink(temporary);
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

const reasons: Record<string, MessageId> = {
  ENOENT: 'files.failure.noFolder',
  ENOTDIR: 'files.failure.noFolder',
  EACCES: 'files.failure.permissionDenied',
  EPERM: 'files.failure.permissionDenied',
  EROFS: 'files.failure.readOnly',
  ENOSPC: 'files.failure.diskFull',
  EDQUOT: 'files.failure.quotaUsedUp',
  EISDIR: 'files.failure.isFolder',
  EEXIST: 'files.failure.exists',
};

/** Why a file operation failed, in words (the error code where there are none). */
export function describeFileFailure(error: unknown): Text {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const reason = reasons[code];
  if (reason) return localize(reason);
  return code ? localize('files.failure.other', { code }) : errorAsText(error);
}

function writeFailure(path: string, error: unknown): AtomicWriteError {
  return error instanceof AtomicWriteError ? error : new AtomicWriteError(path, describeFileFailure(error), (error as NodeJS.ErrnoException).code ?? null);
}
