// The failures of the site repository engine, each in a technician's words and of one kind.
// Each kind is read through a getter on the prototype, as every error class of the project
// (test/shared/errors/errorKinds.test.ts reads it from the prototype alone).
import type { ErrorKind } from '../../shared/errors/errorKind';

/** git is not installed, not runnable, or older than the studio needs. */
export class GitUnavailableError extends Error {
  override readonly name = 'GitUnavailableError';

  get kind(): ErrorKind {
    return 'invalid_config';
  }
}

/** A git command failed; `message` holds git's own words (credentials removed, controls escaped). */
export class GitCommandError extends Error {
  override readonly name = 'GitCommandError';

  constructor(
    message: string,
    private readonly failureKind: ErrorKind,
    /** The exit code, or null when git was stopped (timeout, cancel, too much output). */
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
  }

  /** What kind of failure: a git command that simply failed is a storage failure of the site's folder. */
  get kind(): ErrorKind {
    return this.failureKind ?? 'storage';
  }
}

/** The folder cannot be used as a site as it is (not a repository, mid-merge, changed by hand, a setting that runs a program). */
export class SiteRepositoryError extends Error {
  override readonly name = 'SiteRepositoryError';

  constructor(
    message: string,
    private readonly failureKind: ErrorKind = 'conflict',
  ) {
    super(message);
  }

  get kind(): ErrorKind {
    return this.failureKind ?? 'conflict';
  }
}
