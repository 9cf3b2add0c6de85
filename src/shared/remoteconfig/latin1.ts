// ISO-8859-1 (Latin-1) text: the camera reads and answers in it, never in UTF-8.
// Latin-1 maps byte n to code point n, so a JS string is encodable exactly when every
// UTF-16 code unit is at most 0xFF.
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../i18n/localizedError';
import { localize, type TextParam } from '../i18n/text';

const latin1Max = 0xff;

/** A character that ISO-8859-1 cannot hold, with where it stands in the text. */
export class Latin1Error extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'Latin1Error';

  constructor(
    /** The offending character (a whole code point, so an emoji is one character). */
    readonly char: string,
    /** 0-based UTF-16 index of the character in the text. */
    readonly index: number,
    /** What the text was, e.g. "value of audio/SPEAKER", to name it in the message. */
    readonly subject: TextParam = localize('remoteConfig.parse.text'),
  ) {
    super(localize('remoteConfig.parse.notLatin1', { subject, char: describeChar(char), position: String(index + 1) }));
  }
}

/** `'€' (U+20AC)`: the character and its code point, readable even when the glyph is not. */
export function describeChar(char: string): string {
  const codePoint = char.codePointAt(0) ?? 0;
  const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
  return `'${char}' (U+${hex})`;
}

export function isLatin1(text: string): boolean {
  return firstNonLatin1(text) === null;
}

/** The first character Latin-1 cannot hold, or null when the whole text is encodable. */
export function firstNonLatin1(text: string): { index: number; char: string } | null {
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) > latin1Max) {
      const codePoint = text.codePointAt(index) ?? 0;
      return { index, char: String.fromCodePoint(codePoint) };
    }
  }
  return null;
}

/** The Latin-1 bytes of `text`; throws Latin1Error naming the first character it cannot hold. */
export function encodeLatin1(text: string, subject?: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > latin1Max) {
      const codePoint = text.codePointAt(index) ?? code;
      throw new Latin1Error(String.fromCodePoint(codePoint), index, subject);
    }
    bytes[index] = code;
  }
  return bytes;
}

const decodeChunk = 0x8000;

/** Every byte is a Latin-1 character, so decoding never fails. */
export function decodeLatin1(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += decodeChunk) {
    const chunk = bytes.subarray(start, Math.min(bytes.length, start + decodeChunk));
    text += String.fromCharCode(...chunk);
  }
  return text;
}
