// The errors of the workspace. Each names the file and says what is wrong in words a
// technician can act on; none ever carries a password or passphrase.
import { errorKindOf, type ErrorKind } from '../../shared/errors/errorKind';
import { describeFileFailure } from '../base/files/atomicFile';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { localize, type Text } from '../../shared/i18n/text';

/** A workspace file that cannot be read, parsed or written. */
export class WorkspaceFileError extends LocalizedError {
  override readonly name = 'WorkspaceFileError';

  get kind(): ErrorKind {
    return 'storage';
  }

  constructor(
    readonly path: string,
    readonly problem: Text,
  ) {
    super(localize('workspace.fileProblem', { path, problem }));
  }
}

/** The passphrase does not open the workspace's passwords. */
export class WrongPassphraseError extends LocalizedError {
  override readonly name = 'WrongPassphraseError';

  get kind(): ErrorKind {
    return 'auth';
  }

  constructor(readonly keyFilePath: string) {
    super(localize('workspace.wrongPassphrase', { keyFile: keyFilePath }));
  }
}

/**
 * What the studio was asked to keep breaks a limit or rule its own reader would refuse (the
 * 1,001st camera, a file past its size): nothing is written, and the message names the limit.
 */
export class WorkspaceLimitError extends LocalizedError {
  override readonly name = 'WorkspaceLimitError';

  get kind(): ErrorKind {
    return 'bad_input';
  }

  constructor(
    readonly path: string,
    readonly problem: Text,
  ) {
    super(localize('workspace.fileProblem', { path, problem }));
  }
}

/** A file-system failure on a workspace file or folder, classified as storage and naming the file. */
export function storageFailure(path: string, error: unknown, doing: 'read' | 'removed' | 'listed' | 'lookedAt'): Error {
  if (errorKindOf(error) !== undefined) return error as Error;
  return new WorkspaceFileError(path, localize(`workspace.cannotBe.${doing}`, { reason: describeFileFailure(error) }));
}

/** A new password for a camera of a site while the site passphrase is not given: never written plain, never dropped. */
export class SitePasswordLockedError extends LocalizedError {
  override readonly name = 'SitePasswordLockedError';

  get kind(): ErrorKind {
    return 'auth';
  }

  constructor(label: string, variable: string) {
    super(localize('workspace.site.passwordNotSealed', { label, variable }));
  }
}
