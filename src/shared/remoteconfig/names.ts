// What the camera accepts as section names, parameter names and values
// (docs/remoteconfig-protocol.md, "Blocks"). Each check returns a sentence a technician can
// act on, or null when the text is fine.
import { controlCharacterProblem } from '../text/controlCharacters';
import { describeChar, firstNonLatin1 } from './latin1';

const forbiddenInNames: ReadonlyArray<readonly [string, string]> = [
  ['=', "'='"],
  ['/', "'/'"],
  [' ', 'a space'],
  ['\t', 'a tab'],
  ['\n', 'a line break'],
  ['\r', 'a line break'],
  ['\0', 'a NUL character'],
];

// Latin-1 characters a name may hold: not '=', '/', NUL or white space (what /\s/ matches below
// U+0100). Every name made only of these, not starting with '#', is fine; the checks in
// nameProblem run only for the others, to say why.
const nameChar = new Uint8Array(256).fill(1);
for (const code of [0x3d, 0x2f, 0x00, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0]) nameChar[code] = 0;

/** Whether `text` from `start` to `end` (exclusive) is a fine name; a charCode loop, as parsers call it for every line. */
export function isPlainNameAt(text: string, start: number, end: number): boolean {
  return plainNameHashAt(text, start, end) >= 0;
}

/**
 * The same check, giving a hash of the name (FNV-1a over its characters, 30 bits, never
 * negative) when it is fine and -1 when it is not: parseConfig checks a name and finds
 * duplicates (lineNameSet.ts) in one pass over its characters.
 */
export function plainNameHashAt(text: string, start: number, end: number): number {
  if (end <= start || text.charCodeAt(start) === 0x23) return -1;
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code > 0xff || nameChar[code] === 0) return -1;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  return hash >>> 2;
}

function nameProblem(kind: string, name: string): string | null {
  if (isPlainNameAt(name, 0, name.length)) return null;
  if (name.length === 0) return `${kind} is empty`;
  for (const [char, description] of forbiddenInNames) {
    if (name.includes(char)) return `${kind} ${quote(name)} contains ${description}`;
  }
  const space = /\s/.exec(name);
  if (space) return `${kind} ${quote(name)} contains the space character ${describeChar(space[0])}`;
  const bad = firstNonLatin1(name);
  if (bad) return `${kind} ${quote(name)} contains ${describeChar(bad.char)}, which ISO-8859-1 (Latin-1) cannot encode`;
  // A script line starting with '#' is a comment, so `#x/NAME=1` could never be written.
  if (name.startsWith('#')) return `${kind} ${quote(name)} starts with '#', which marks a comment line`;
  return null;
}

export function validateSectionName(name: string): string | null {
  return nameProblem('section name', name);
}

export function validateParamName(name: string): string | null {
  return nameProblem('parameter name', name);
}

export function validateValue(value: string): string | null {
  if (value.includes('\n') || value.includes('\r')) return `value ${quote(value)} contains a line break`;
  if (value.includes('\0')) return `value ${quote(value)} contains a NUL character`;
  const bad = firstNonLatin1(value);
  if (bad) return `value ${quote(value)} contains ${describeChar(bad.char)} at position ${bad.index + 1}, which ISO-8859-1 (Latin-1) cannot encode`;
  return null;
}

/**
 * A value the studio sends as a change (an edit, a fleet value, a filled placeholder): one
 * line, Latin-1 and without any other control character either (tab is fine). Values read
 * from a camera are only held to `validateValue`: what the camera holds is shown as it is.
 */
export function validateNewValue(value: string): string | null {
  return validateValue(value) ?? controlCharacterProblem(value, `value ${quote(value)}`);
}

/** Quotes text for a message, showing line breaks and NUL so the message stays one line. */
export function quote(text: string): string {
  const visible = text.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\0/g, '\\0');
  return `'${visible}'`;
}
