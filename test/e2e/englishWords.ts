// The English words the studio could show by mistake in another language: every word of the
// catalog's English texts (the views' part and the shared part) that its German texts never
// use, so loanwords both languages share (Backup, Firmware, Port, Status, offline) are not
// counted, and nor are the proper names a German technician reads as they are.
import { de } from '../../src/renderer/i18n/catalog/de';
import { en } from '../../src/renderer/i18n/catalog/en';
import { engineDe } from '../../src/shared/i18n/catalog/de';
import { engineEn } from '../../src/shared/i18n/catalog/en';

type Tree = { [key: string]: string | Tree };

/** Names that stay as they are in every language: the product, the protocol, parameter and command names. */
export const properNames = new Set(['camconfig', 'studio', 'mobotix', 'mxmc', 'json', 'csv', 'html', 'pdf', 'http', 'https', 'udp', 'aes', 'sdk', 'url', 'tls', 'git', 'ctrl', 'alt', 'shift', 'tab', 'enter', 'esc', 'meinsm', 'admin', 'demo']);

function texts(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

/**
 * Words of prose. Placeholders are not, nor names: dotted (message paths, file and host names),
 * with a slash or an underscore (section/PARAMETER, max_time_offset) or in capitals (SPEAKER).
 */
function wordsOf(text: string): string[] {
  const prose = text.replace(/\{\{\w+\}\}/g, ' ').replace(/[\p{L}\d_-]*([./_][\p{L}\d_-]+)+/gu, ' ').replace(/\b\p{Lu}[\p{Lu}\d_]+\b/gu, ' ');
  return (prose.match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLocaleLowerCase('en'));
}

function vocabulary(...trees: unknown[]): Set<string> {
  return new Set(trees.flatMap((tree) => texts(tree as Tree)).flatMap(wordsOf));
}

export function englishOnlyWords(): Set<string> {
  const german = vocabulary(de, engineDe);
  return new Set([...vocabulary(en, engineEn)].filter((word) => !german.has(word) && !properNames.has(word)));
}

/** The texts of `shown` (one per line) that hold a word only English uses, each as `word: text`, once. */
export function englishWordsIn(shown: string, english: ReadonlySet<string>): string[] {
  const found = shown.split('\n').flatMap((line) => wordsOf(line).filter((word) => english.has(word)).map((word) => `${word}: ${line.trim().slice(0, 120)}`));
  return [...new Set(found)];
}
