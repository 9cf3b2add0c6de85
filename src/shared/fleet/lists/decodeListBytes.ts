// A list file's bytes as text. Spreadsheets save CSV as UTF-8 (often with a byte order mark)
// or in the Windows code page, whose umlauts are Latin-1's: bytes that are valid UTF-8 are read
// as UTF-8, anything else as Latin-1, so "Halle Süd" reads right from either.
import { localize, type Text } from '../../i18n/text';
export type ListEncoding = 'utf-8' | 'latin-1';

export type DecodedList = { text: string; encoding: ListEncoding } | { problem: Text };

const utf8ByteOrderMark = [0xef, 0xbb, 0xbf];

export function decodeListBytes(bytes: Uint8Array): DecodedList {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: localize('cameraList.utf16') };
  }
  const start = utf8ByteOrderMark.every((byte, index) => bytes[index] === byte) ? 3 : 0;
  const utf8 = decodeUtf8(bytes, start);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  let text = '';
  for (let index = start; index < bytes.length; index++) text += String.fromCharCode(bytes[index]!);
  return { text, encoding: 'latin-1' };
}

/** The text, or null when the bytes are not well-formed UTF-8 (overlong forms and surrogates included). */
function decodeUtf8(bytes: Uint8Array, start: number): string | null {
  const codePoints: number[] = [];
  let index = start;
  while (index < bytes.length) {
    const first = bytes[index]!;
    const length = first < 0x80 ? 1 : first >= 0xc2 && first <= 0xdf ? 2 : first >= 0xe0 && first <= 0xef ? 3 : first >= 0xf0 && first <= 0xf4 ? 4 : 0;
    if (length === 0 || index + length > bytes.length) return null;
    let codePoint = length === 1 ? first : first & (0xff >> (length + 1));
    for (let offset = 1; offset < length; offset++) {
      const next = bytes[index + offset]!;
      if ((next & 0xc0) !== 0x80) return null;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    const smallest = [0, 0, 0x80, 0x800, 0x10000][length]!;
    if (codePoint < smallest || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return null;
    codePoints.push(codePoint);
    index += length;
  }
  let text = '';
  for (let chunk = 0; chunk < codePoints.length; chunk += 8192) text += String.fromCodePoint(...codePoints.slice(chunk, chunk + 8192));
  return text;
}
