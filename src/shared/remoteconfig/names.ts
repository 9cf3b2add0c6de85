// What the camera accepts as section names, parameter names and values
// (docs/remoteconfig-protocol.md, "Blocks"). Each check returns a text of the catalog a
// technician can act on (`...Text`), or its English words (`validate...`), or null when it is fine.
import type { EngineCatalog } from '../i18n/catalog/en';
import { englishText } from '../i18n/renderText';
import { localize, type Text } from '../i18n/text';
import { controlCharacterText } from '../text/controlCharacters';
import { describeChar, firstNonLatin1 } from './latin1';

const forbiddenInNames: ReadonlyArray<readonly [string, keyof EngineCatalog['cameraNames']['forbidden']]> = [
  ['=', 'equals'],
  ['/', 'slash'],
  [' ', 'space'],
  ['\t', 'tab'],
  ['\n', 'lineBreak'],
  ['\r', 'lineBreak'],
  ['\0', 'nul'],
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

function nameText(kind: 'section' | 'parameter', name: string): Text | null {
  if (isPlainNameAt(name, 0, name.length)) return null;
  const subject = localize(`cameraNames.subject.${kind}`);
  if (name.length === 0) return localize('cameraNames.empty', { subject });
  const quoted = { subject, name: quote(name) };
  for (const [char, what] of forbiddenInNames) {
    if (name.includes(char)) return localize('cameraNames.contains', { ...quoted, what: localize(`cameraNames.forbidden.${what}`) });
  }
  const space = /\s/.exec(name);
  if (space) return localize('cameraNames.spaceCharacter', { ...quoted, character: describeChar(space[0]) });
  const bad = firstNonLatin1(name);
  if (bad) return localize('cameraNames.notLatin1', { ...quoted, character: describeChar(bad.char) });
  // A script line starting with '#' is a comment, so `#x/NAME=1` could never be written.
  if (name.startsWith('#')) return localize('cameraNames.commentMark', quoted);
  return null;
}

/** Why the camera would refuse `name` as a section name, as a text, or null. */
export function sectionNameText(name: string): Text | null {
  return nameText('section', name);
}

/** Why the camera would refuse `name` as a parameter name, as a text, or null. */
export function paramNameText(name: string): Text | null {
  return nameText('parameter', name);
}

/** Why the camera would refuse `value`, as a text, or null; `subject` names it (default "value 'x'"). */
export function valueText(value: string, subject: Text = localize('cameraNames.value.subject', { value: quote(value) })): Text | null {
  if (value.includes('\n') || value.includes('\r')) return localize('cameraNames.value.lineBreak', { subject });
  if (value.includes('\0')) return localize('cameraNames.value.nul', { subject });
  const bad = firstNonLatin1(value);
  if (bad) return localize('cameraNames.value.notLatin1', { subject, character: describeChar(bad.char), position: String(bad.index + 1) });
  return null;
}

/** A value the studio sends as a change (validateNewValue), as a text, or null. */
export function newValueText(value: string): Text | null {
  return valueText(value) ?? controlCharacterText(value, localize('cameraNames.value.subject', { value: quote(value) }));
}

// The English words of the same checks: the simulated camera's firmware answers in them (as a
// real camera's does); everything a technician reads takes the texts above.
const inEnglish = (text: Text | null): string | null => (text === null ? null : englishText(text));

export function validateSectionName(name: string): string | null {
  return inEnglish(sectionNameText(name));
}

export function validateParamName(name: string): string | null {
  return inEnglish(paramNameText(name));
}

export function validateValue(value: string): string | null {
  return inEnglish(valueText(value));
}

/**
 * A value the studio sends as a change (an edit, a fleet value, a filled placeholder): one
 * line, Latin-1 and without any other control character either (tab is fine). Values read
 * from a camera are only held to `validateValue`: what the camera holds is shown as it is.
 */
export function validateNewValue(value: string): string | null {
  return inEnglish(newValueText(value));
}

/** Quotes text for a message, showing line breaks and NUL so the message stays one line. */
export function quote(text: string): string {
  const visible = text.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\0/g, '\\0');
  return `'${visible}'`;
}
