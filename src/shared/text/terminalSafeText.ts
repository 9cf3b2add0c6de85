// Text from outside (the message bus, a camera's answer) printed on a terminal must not be
// able to steer it. A terminal reads C0 controls (ESC starts a sequence), DEL and the C1
// controls U+0080–U+009F (U+009B is CSI, an escape sequence in one character) as commands,
// and bidirectional controls reorder what is shown (a line can display other text than it
// holds). terminalSafeText writes each such character as a visible escape `\u{9b}` (hex,
// lowercase) and a backslash as `\\`, so every backslash in the result starts an escape and
// the original text can always be told from the printed one. Tab stays as it is.
import { bidiControlRanges } from './misleadingCharacters';

/** Characters written as `\u{…}`: code points, inclusive ranges. */
const escapedRanges: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0x08], // C0 controls before tab
  [0x0a, 0x1f], // C0 controls after tab: line feed, carriage return, ESC, ...
  [0x7f, 0x9f], // DEL and the C1 controls (U+009B = CSI)
  ...bidiControlRanges, // ALM, LRM, RLM, embeddings, overrides and isolates
  [0x2028, 0x2029], // LINE SEPARATOR, PARAGRAPH SEPARATOR: line breaks in Unicode
  [0xd800, 0xdfff], // a lone UTF-16 surrogate (no character of its own)
];

const backslash = 0x5c;

function isEscaped(codePoint: number): boolean {
  if (codePoint >= 0x20 && codePoint < 0x7f) return false; // printable ASCII: the common case
  return escapedRanges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** True when some UTF-16 unit of `text` is a backslash or must be escaped. */
function needsEscape(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit === backslash || isEscaped(unit)) return true;
  }
  return false;
}

/**
 * `text` with every control, bidirectional control and lone surrogate written as `\u{hex}`
 * and every backslash doubled; all other characters (tab, letters of any script, emoji)
 * unchanged.
 */
export function terminalSafeText(text: string): string {
  if (!needsEscape(text)) return text;
  let result = '';
  // for...of walks code points: a valid surrogate pair stays one character (an emoji).
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\\') result += '\\\\';
    else if (isEscaped(codePoint)) result += `\\u{${codePoint.toString(16)}}`;
    else result += char;
  }
  return result;
}

/**
 * The last guard of the command line's display streams (src/main/cli/terminalSafeStream.ts),
 * for text a command did not make terminal-safe itself: every character terminalSafeText
 * escapes, but the line feed, written as `\u001b` (four hex digits, as JSON writes it, so a
 * JSON document stays one that parses to the same text). Backslashes are left alone: text
 * already made terminal-safe, and JSON, pass unchanged.
 */
export function withoutTerminalControls(text: string): string {
  if (!hasEscapedCharacter(text)) return text;
  let result = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    result += char !== '\n' && isEscaped(codePoint) ? `\\u${codePoint.toString(16).padStart(4, '0')}` : char;
  }
  return result;
}

function hasEscapedCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit !== 0x0a && isEscaped(unit)) return true;
  }
  return false;
}
