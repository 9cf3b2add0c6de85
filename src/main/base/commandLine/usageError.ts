import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import type { Text } from '../../../shared/i18n/text';

/** A wrong or missing option, argument or input file: exit code 2, with the usage hint. */
export class UsageError extends LocalizedError {
  constructor(text: Text, options?: ErrorOptions) {
    super(text, options);
  }

  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'UsageError';
}

/** The user pressed Ctrl-C at a prompt. */
export class InterruptedError extends LocalizedError {
  constructor(text: Text, options?: ErrorOptions) {
    super(text, options);
  }

  get kind(): ErrorKind {
    return 'interrupted';
  }

  override readonly name = 'InterruptedError';
}
