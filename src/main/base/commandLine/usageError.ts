import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';

/**
 * Plain English words of a command not yet in the catalog (test/shared/i18n/notYetInCatalog.ts
 * counts them and only shrinks): shown as they are in every language.
 */
function asText(words: Text | string): Text {
  return typeof words === 'string' ? localize('commandLine.notYetInCatalog', { words }) : words;
}

/** A wrong or missing option, argument or input file: exit code 2, with the usage hint. */
export class UsageError extends LocalizedError {
  constructor(words: Text | string, options?: ErrorOptions) {
    super(asText(words), options);
  }

  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'UsageError';
}

/** The user pressed Ctrl-C at a prompt. */
export class InterruptedError extends LocalizedError {
  constructor(words: Text | string, options?: ErrorOptions) {
    super(asText(words), options);
  }

  get kind(): ErrorKind {
    return 'interrupted';
  }

  override readonly name = 'InterruptedError';
}
