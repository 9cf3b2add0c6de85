// The errors of the baseline engine. A baseline or run that is not there is the caller's wrong
// name (bad_input; the studio's services answer it as not_found); a save over a version that is
// no longer the newest is a conflict: nothing is overwritten.
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../../shared/i18n/localizedError';

/** No baseline of that name (or no such version of it) in the workspace. */
export class BaselineMissingError extends LocalizedError {
  override readonly name = 'BaselineMissingError';

  get kind(): ErrorKind {
    return 'bad_input';
  }
}

/** No check run with that id is kept. */
export class CheckRunMissingError extends LocalizedError {
  override readonly name = 'CheckRunMissingError';

  get kind(): ErrorKind {
    return 'bad_input';
  }
}

/** Another save came in between: the caller's version is not the newest (or the name is taken). */
export class BaselineConflictError extends LocalizedError {
  override readonly name = 'BaselineConflictError';

  get kind(): ErrorKind {
    return 'conflict';
  }
}
