// The errors of the workspace. Each names the file and says what is wrong in words a
// technician can act on; none ever carries a password or passphrase.
import { errorKindOf, type ErrorKind } from '../../shared/errors/errorKind';
import { describeFileFailure } from '../base/files/atomicFile';

/** A workspace file that cannot be read, parsed or written. */
export class WorkspaceFileError extends Error {
  override readonly name = 'WorkspaceFileError';

  get kind(): ErrorKind {
    return 'storage';
  }

  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

/** The passphrase does not open the workspace's passwords. */
export class WrongPassphraseError extends Error {
  override readonly name = 'WrongPassphraseError';

  get kind(): ErrorKind {
    return 'auth';
  }

  constructor(readonly keyFilePath: string) {
    super(`the passphrase does not match the one the workspace's passwords were encrypted with (${keyFilePath}); check it, or start without one and enter the camera passwords again`);
  }
}

/**
 * What the studio was asked to keep breaks a limit or rule its own reader would refuse (the
 * 1,001st camera, a file past its size): nothing is written, and the message names the limit.
 */
export class WorkspaceLimitError extends Error {
  override readonly name = 'WorkspaceLimitError';

  get kind(): ErrorKind {
    return 'bad_input';
  }

  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

/** A file-system failure on a workspace file or folder, classified as storage and naming the file. */
export function storageFailure(path: string, error: unknown, doing: string): Error {
  if (errorKindOf(error) !== undefined) return error as Error;
  return new WorkspaceFileError(path, `cannot be ${doing} (${describeFileFailure(error)})`);
}
