// Characters that make text show other than it holds. A bidirectional control reorders what
// follows it: a label "Gate\u202Efdp.exe" shows as "Gateexe.pdf", a report named after it
// spoofs its extension. An unpaired UTF-16 surrogate is no character at all: written as UTF-8
// it becomes U+FFFD, so a file would be named other than the studio says. Text fields refuse
// both (src/shared/api/schemaHelpers.ts), camera lists report them by line and column, and a
// file name never holds one (src/shared/text/fileNames.ts).
import { englishText } from '../i18n/renderText';
import { localize, type Text, type TextParam } from '../i18n/text';

/** The bidirectional controls, as inclusive ranges of code points. */
export const bidiControlRanges: ReadonlyArray<readonly [number, number]> = [
  [0x061c, 0x061c], // ARABIC LETTER MARK
  [0x200e, 0x200f], // LEFT-TO-RIGHT MARK, RIGHT-TO-LEFT MARK
  [0x202a, 0x202e], // embeddings and overrides: LRE, RLE, PDF, LRO, RLO
  [0x2066, 0x2069], // isolates: LRI, RLI, FSI, PDI
];

const bidiNames: Record<number, string> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

export function isBidiControl(codePoint: number): boolean {
  return bidiControlRanges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

function isSurrogate(codePoint: number): boolean {
  return codePoint >= 0xd800 && codePoint <= 0xdfff;
}

export interface MisleadingCharacter {
  /** 0-based index in UTF-16 units. */
  index: number;
  codePoint: number;
  kind: 'bidi' | 'surrogate';
}

export interface MisleadingOptions {
  /** Only unpaired surrogates count (a secret, never shown). */
  surrogatesOnly?: boolean;
}

/** The first bidirectional control or unpaired surrogate of `text`, or null. */
export function firstMisleadingCharacter(text: string, options: MisleadingOptions = {}): MisleadingCharacter | null {
  let index = 0;
  // for...of walks code points: a surrogate pair is one character, a lone surrogate stays alone.
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!options.surrogatesOnly && isBidiControl(codePoint)) return { index, codePoint, kind: 'bidi' };
    if (isSurrogate(codePoint)) return { index, codePoint, kind: 'surrogate' };
    index += char.length;
  }
  return null;
}

/** `<subject> contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE at position 5: ...` as a text, or null. */
export function misleadingCharacterText(text: string, subject: TextParam = 'text', options: MisleadingOptions = {}): Text | null {
  const found = firstMisleadingCharacter(text, options);
  if (found === null) return null;
  const params = { subject, code: hexOf(found.codePoint), position: String(found.index + 1) };
  return found.kind === 'bidi' ? localize('textRules.misleading.bidi', { ...params, name: bidiNames[found.codePoint] ?? '' }) : localize('textRules.misleading.surrogate', params);
}

/** The same in English words, for a caller that reads them as a sentence. */
export function misleadingCharacterProblem(text: string, subject = 'text', options: MisleadingOptions = {}): string | null {
  const problem = misleadingCharacterText(text, subject, options);
  return problem === null ? null : englishText(problem);
}

function hexOf(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function describeMisleading({ codePoint, kind }: MisleadingCharacter): string {
  const hex = hexOf(codePoint);
  return kind === 'bidi' ? `the bidirectional control ${hex} ${bidiNames[codePoint]}` : `the unpaired surrogate ${hex}`;
}

/** `text` without its bidirectional controls and unpaired surrogates. */
export function withoutMisleadingCharacters(text: string): string {
  if (firstMisleadingCharacter(text) === null) return text;
  let result = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!isBidiControl(codePoint) && !isSurrogate(codePoint)) result += char;
  }
  return result;
}
