// The one rule for text the studio sends on the wire or writes into files (camera parameters,
// names, hosts, users, passwords, labels, bus messages, recordings, templates, backups): no
// control character. That is C0 (U+0000–U+001F) but tab, DEL (U+007F) and C1 (U+0080–U+009F,
// U+0085 NEL is a line break to some readers, U+009B CSI steers terminals). A tab is ordinary
// text in a value (cameras hold some); a line break is allowed only in a field that holds lines
// (a script, a backup file, a camera list), where it separates them.
import { englishText } from '../i18n/renderText';
import { localize, type Text, type TextParam } from '../i18n/text';

export interface ControlCharacterOptions {
  /** True for a field of several lines: CR and LF separate them. */
  lines?: boolean;
}

export function isControlCharacter(code: number, options: ControlCharacterOptions = {}): boolean {
  if (code === 0x09) return false;
  if (options.lines && (code === 0x0a || code === 0x0d)) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** The first control character of `text` and its 0-based index, or null. */
export function firstControlCharacter(text: string, options: ControlCharacterOptions = {}): { index: number; char: string } | null {
  for (let index = 0; index < text.length; index++) {
    if (isControlCharacter(text.charCodeAt(index), options)) return { index, char: text[index]! };
  }
  return null;
}

/** `<subject> contains the control character U+001B ESC at position 3: ...` as a text, or null when there is none. */
export function controlCharacterText(text: string, subject: TextParam = 'text', options: ControlCharacterOptions = {}): Text | null {
  const found = firstControlCharacter(text, options);
  if (!found) return null;
  const character = controlName(found.char);
  if (!options.lines) return localize('textRules.control.inText', { subject, character, position: String(found.index + 1) });
  return localize('textRules.control.inLines', { subject, character, ...lineAndColumn(text, found.index) });
}

/** The same in English words, for a caller that reads them as a sentence. */
export function controlCharacterProblem(text: string, subject = 'text', options: ControlCharacterOptions = {}): string | null {
  const problem = controlCharacterText(text, subject, options);
  return problem === null ? null : englishText(problem);
}

function lineAndColumn(text: string, index: number): { line: string; column: string } {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: String(before.split('\n').length), column: String(index - lineStart + 1) };
}

const names: Record<number, string> = { 0x00: 'NUL', 0x0b: 'VT', 0x0c: 'FF', 0x1b: 'ESC', 0x7f: 'DEL', 0x9b: 'CSI' };
const lineBreakNames: Record<number, string> = { 0x0a: 'LF', 0x0d: 'CR', 0x85: 'NEL' };

function controlName(char: string): Text {
  const number = char.charCodeAt(0);
  const code = `U+${number.toString(16).toUpperCase().padStart(4, '0')}`;
  if (lineBreakNames[number]) return localize('textRules.character.lineBreak', { code, name: lineBreakNames[number] });
  return names[number] ? localize('textRules.character.named', { code, name: names[number] }) : localize('textRules.character.unnamed', { code });
}
