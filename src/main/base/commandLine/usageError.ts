import type { ErrorKind } from '../../../shared/errors/errorKind';
/** A wrong or missing option, argument or input file: exit code 2, with the usage hint. */
export class UsageError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'UsageError';
}

/** The user pressed Ctrl-C at a prompt. */
export class InterruptedError extends Error {
  get kind(): ErrorKind {
    return 'interrupted';
  }

  override readonly name = 'InterruptedError';
}
