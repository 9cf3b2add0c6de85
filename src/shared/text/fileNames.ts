// The one rule for every name the studio turns into a file (recordings, backups, exported
// lists, audit exports): a name that works on Windows, macOS and Linux alike. Windows
// refuses < > : " / \ | ? * and control characters, ends a name at a trailing dot or space,
// and reserves the device names CON, PRN, AUX, NUL, COM1–COM9 and LPT1–LPT9 in any letter
// case, with or without an extension (`con.jsonl` opens the console, not a file). No name
// holds a bidirectional control (U+202E would show `report-\u202Efdp.exe` as `report-exe.pdf`) or
// an unpaired surrogate (the file system would get U+FFFD: another name than the studio says).
import { localize, type Text } from '../i18n/text';
import { controlCharacterText } from './controlCharacters';
import { misleadingCharacterText, withoutMisleadingCharacters } from './misleadingCharacters';

/** Bytes of a name in UTF-8, as Linux file systems count them (macOS and Windows allow 255 UTF-16 units, never fewer). */
export const maxFileNameLength = 255;

const unusableCharacters = /[<>:"/\\|?*]/;
const reservedDeviceName = /^(?:con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])$/i;

/** Why `name` cannot be a file name on every system, or null when it can. */
export function fileNameProblem(name: string): Text | null {
  if (name === '' || name === '.' || name === '..') return localize('files.name.noFile', { name });
  if (utf8Length(name) > maxFileNameLength) return localize('files.name.tooLong', { max: String(maxFileNameLength) });
  const subject = localize('files.name.subject');
  const control = controlCharacterText(name, subject) ?? misleadingCharacterText(name, subject);
  if (control) return control;
  const unusable = unusableCharacters.exec(name);
  if (unusable) return localize('files.name.unusableCharacter', { name, character: unusable[0] });
  if (/[. ]$/.test(name)) return localize('files.name.trailingDot', { name });
  if (isReservedDeviceName(name)) return localize('files.name.deviceName', { name });
  return null;
}

/** True for CON, nul.txt, Com1.tar.gz ...: the part before the first dot is a Windows device name. */
export function isReservedDeviceName(name: string): boolean {
  const stem = name.split('.')[0]!.trimEnd();
  return reservedDeviceName.test(stem);
}

/**
 * `text` (a site's name, ...) as part of a file name under this rule: bidirectional controls
 * and unpaired surrogates are left out, each run of characters a
 * name cannot hold (and of spaces) becomes one `-` (swallowing dots beside it: `../` leaves
 * no `..`), leading and trailing dots and dashes go,
 * at most `maxBytes` bytes of UTF-8 (cut between characters); `fallback` when nothing is left.
 */
export function fileNamePart(text: string, maxBytes: number, fallback: string): string {
  const cleaned = withoutMisleadingCharacters(text)
    .replace(/[<>:"/\\|?*\s\p{Cc}]+/gu, '-')
    .replace(/[.-]*-[.-]*/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '');
  const part = utf8Prefix(cleaned, maxBytes).replace(/[.-]+$/, '');
  return part === '' ? fallback : part;
}

/** The longest start of `text` of at most `maxBytes` bytes of UTF-8, whole characters only. */
function utf8Prefix(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    bytes += utf8Length(character);
    if (bytes > maxBytes) break;
    end += character.length;
  }
  return text.slice(0, end);
}

/** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD that replaces it). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
