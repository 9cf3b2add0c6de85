// What a failure says, for a reader: its catalog text in the reader's language, or, for an
// error made outside the catalog (a library's, in English), its message as it is.
import { textOfError } from './localizedError';
import type { Language } from './languages';
import { renderText } from './renderText';
import { localize, type Text } from './text';

/** Longest message kept as a text's words: a text on the wire is bounded. */
const maxWords = 4000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The error's words in `language`: what a command line prints. */
export function errorWords(error: unknown, language: Language): string {
  const text = textOfError(error);
  return text ? renderText(text, language) : messageOf(error);
}

/** Words given (a library's message, a caller's name for a text) as a text of the catalog. */
export function givenWords(words: string): Text {
  return localize('remoteConfig.asGiven', { words: words.length > maxWords ? `${words.slice(0, maxWords - 1)}…` : words });
}

/** The error as a text: its own, or its message as words given (a field of the contract that says why, such as a camera's state detail). */
export function errorAsText(error: unknown): Text {
  return textOfError(error) ?? givenWords(messageOf(error));
}
