// A list's problems with their English words, to compare with the words a test expects.
import { englishText } from '../../src/shared/i18n/renderText';
import type { Text } from '../../src/shared/i18n/text';

export function englishProblems(problems: ReadonlyArray<{ line: number; message: Text }>): Array<{ line: number; message: string }> {
  return problems.map(({ line, message }) => ({ line, message: englishText(message) }));
}
