// Writes a file only its owner may read (`--open-url-file`: the URL carries the token), with
// an atomic write (atomicFile.ts: a new 0600 file renamed over the destination), so an existing
// file is replaced by a new one (never left at its old mode); a symbolic link is refused (a
// rename would replace the link itself, a plain write would overwrite its target).
import { lstat } from 'node:fs/promises';
import { AtomicWriteError, describeFileFailure, writeFileAtomically } from './atomicFile';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize } from '../../../shared/i18n/text';

export class PrivateFileError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }
}

export async function writePrivateFile(path: string, text: string): Promise<void> {
  await refuseUnlessRegularOrMissing(path);
  try {
    await writeFileAtomically(path, text);
  } catch (error) {
    if (error instanceof AtomicWriteError) throw new PrivateFileError(localize('files.privateFile.cannotWrite', { reason: error.reason }));
    throw error;
  }
}

async function refuseUnlessRegularOrMissing(path: string): Promise<void> {
  const existing = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new PrivateFileError(localize('files.privateFile.cannotWrite', { reason: describeFileFailure(error) }));
  });
  if (existing?.isSymbolicLink()) throw new PrivateFileError(localize('files.privateFile.symbolicLink'));
  if (existing && !existing.isFile()) throw new PrivateFileError(localize('files.privateFile.notRegular'));
}
