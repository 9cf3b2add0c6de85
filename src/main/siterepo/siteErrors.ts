// The failures of the site repository engine, each in a technician's words and of one kind.
import type { ErrorKind } from '../../shared/errors/errorKind';

/** git is not installed, not runnable, or older than the studio needs. */
export class GitUnavailableError extends Error {
  override readonly name = 'GitUnavailableError';
  readonly kind: ErrorKind = 'invalid_config';
}

/** A git command failed; `message` holds git's own words (credentials removed, controls escaped). */
export class GitCommandError extends Error {
  override readonly name = 'GitCommandError';

  constructor(
    message: string,
    readonly kind: ErrorKind,
    /** The exit code, or null when git was stopped (timeout, cancel, too much output). */
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/** The folder cannot be used as a site as it is (not a repository, mid-merge, changed by hand, a setting that runs a program). */
export class SiteRepositoryError extends Error {
  override readonly name = 'SiteRepositoryError';

  constructor(
    message: string,
    readonly kind: ErrorKind = 'conflict',
  ) {
    super(message);
  }
}
