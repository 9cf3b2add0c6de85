// The errors of the workspace. Each names the file and says what is wrong in words a
// technician can act on; none ever carries a password or passphrase.
import type { ErrorKind } from '../../shared/errors/errorKind';

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
