// Texts the site engine puts together: a list of problems as one text, and a control
// character found in a line a technician gave (the words of shared/text/controlCharacters.ts,
// in the catalog).
import { firstControlCharacter } from '../../shared/text/controlCharacters';
import { localize, type Text } from '../../shared/i18n/text';

/** The texts as one, `first; rest` (or `first, rest`). */
export function textList(texts: readonly Text[], separator: 'semicolon' | 'comma' = 'semicolon'): Text {
  const id = separator === 'comma' ? 'siteRepo.commaList' : 'siteRepo.list';
  return texts.reduceRight((rest, first) => localize(id, { first, rest }));
}

/** The control character in `value` named with where it is, or null when there is none. */
export function controlCharacterText(value: string, field: Text, options: { lines?: boolean } = {}): Text | null {
  const found = firstControlCharacter(value, options);
  if (!found) return null;
  const character = `U+${found.char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (!options.lines) return localize('siteRepo.controlCharacter', { field, character, position: found.index + 1 });
  const before = value.slice(0, found.index);
  const line = before.split('\n').length;
  return localize('siteRepo.controlCharacterInLines', { field, character, line, column: found.index - (before.lastIndexOf('\n') + 1) + 1 });
}
