// The failures of the site repository engine, each in a technician's words (a text of the
// shared catalog, area siteRepo) and of one kind. Each kind is read through a getter on the
// prototype, as every error class of the project (test/shared/errors/errorKinds.test.ts reads
// it from the prototype alone).
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../../shared/i18n/localizedError';
import type { Text } from '../../shared/i18n/text';

/** git is not installed, not runnable, or older than the studio needs. */
export class GitUnavailableError extends LocalizedError {
  override readonly name = 'GitUnavailableError';

  get kind(): ErrorKind {
    return 'invalid_config';
  }
}

/** A git command failed; its text holds git's own words (credentials removed, controls escaped). */
export class GitCommandError extends LocalizedError {
  override readonly name = 'GitCommandError';

  constructor(
    text: Text,
    private readonly failureKind: ErrorKind,
    /** The exit code, or null when git was stopped (timeout, cancel, too much output). */
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(text);
  }

  /** What kind of failure: a git command that simply failed is a storage failure of the site's folder. */
  get kind(): ErrorKind {
    return this.failureKind ?? 'storage';
  }
}

/** The folder cannot be used as a site as it is (not a repository, mid-merge, changed by hand, a setting that runs a program). */
export class SiteRepositoryError extends LocalizedError {
  override readonly name = 'SiteRepositoryError';

  constructor(
    text: Text,
    private readonly failureKind: ErrorKind = 'conflict',
  ) {
    super(text);
  }

  get kind(): ErrorKind {
    return this.failureKind ?? 'conflict';
  }
}
