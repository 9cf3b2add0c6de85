import { englishText } from '../../../../src/shared/i18n/renderText';
import { describe, expect, it } from 'vitest';
import { decodeListBytes } from '../../../../src/shared/fleet/lists/decodeListBytes';

describe('decodeListBytes', () => {
  it('reads UTF-8, without its byte order mark', () => {
    expect(decodeListBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('IP;ORT\n1.2.3.4;Süd 😀\n')]))).toEqual({ text: 'IP;ORT\n1.2.3.4;Süd 😀\n', encoding: 'utf-8' });
  });

  it('reads bytes that are not UTF-8 as Latin-1 (the Windows code page umlauts)', () => {
    expect(decodeListBytes(Buffer.from('IP;ORT\n1.2.3.4;Süd\n', 'latin1'))).toEqual({ text: 'IP;ORT\n1.2.3.4;Süd\n', encoding: 'latin-1' });
  });

  it('does not take overlong forms, surrogates or cut-off sequences for UTF-8', () => {
    for (const bytes of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0x41, 0xc3]]) expect(decodeListBytes(new Uint8Array(bytes))).toMatchObject({ encoding: 'latin-1' });
  });

  it('refuses UTF-16 with a way out', () => {
    const decoded = decodeListBytes(new Uint8Array([0xff, 0xfe, 0x41, 0x00]));
    expect('problem' in decoded && englishText(decoded.problem)).toContain('UTF-16');
  });
});
