// An error whose message is a text of the catalog: `message` holds the English words (logs, the
// machine form), `text` the id and parameters each surface renders in its reader's language.
// Abstract: each error class that extends it says its own `kind` (src/shared/errors/errorKind.ts).
import { englishText } from './renderText';
import { isText, type Text } from './text';

export abstract class LocalizedError extends Error {
  constructor(
    readonly text: Text,
    options?: ErrorOptions,
  ) {
    super(englishText(text), options);
  }
}

/** The catalog text an error carries, if it carries one. */
export function textOfError(error: unknown): Text | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const text = (error as { text?: unknown }).text;
  return isText(text) ? text : undefined;
}

/** A RangeError (an option out of range, as a caller checks for) that carries its text of the catalog. */
export function localizedRangeError(text: Text): RangeError {
  return Object.assign(new RangeError(englishText(text)), { text });
}
