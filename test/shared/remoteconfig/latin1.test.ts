import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullUnicodeStringArb } from './arbitraries';
import { decodeLatin1, encodeLatin1, firstNonLatin1, isLatin1, Latin1Error } from '../../../src/shared/remoteconfig/latin1';

describe('Latin-1 codec', () => {
  it('encodes umlauts and the sharp s as single bytes', () => {
    expect([...encodeLatin1('Tür öffnen ß')]).toEqual([0x54, 0xfc, 0x72, 0x20, 0xf6, 0x66, 0x66, 0x6e, 0x65, 0x6e, 0x20, 0xdf]);
  });

  it('decodes every byte to the character of the same code', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = decodeLatin1(all);
    expect(text.length).toBe(256);
    expect([...text].map((c) => c.charCodeAt(0))).toEqual([...all]);
  });

  it('decodes large inputs (beyond the chunk size)', () => {
    const bytes = new Uint8Array(100_000).fill(0xe4);
    expect(decodeLatin1(bytes)).toBe('ä'.repeat(100_000));
  });

  it('refuses the euro sign, naming the character and its position', () => {
    expect(() => encodeLatin1('Preis 5€', 'value of shop/PRICE')).toThrow(
      new Latin1Error('€', 7, 'value of shop/PRICE'),
    );
    try {
      encodeLatin1('ab€');
    } catch (error) {
      expect(error).toBeInstanceOf(Latin1Error);
      expect((error as Latin1Error).message).toBe("text contains '€' (U+20AC) at position 3, which ISO-8859-1 (Latin-1) cannot encode");
      expect((error as Latin1Error).index).toBe(2);
    }
  });

  it('names a character outside the BMP whole, not half a surrogate pair', () => {
    expect(firstNonLatin1('ok 📷')).toEqual({ index: 3, char: '📷' });
    expect(() => encodeLatin1('📷')).toThrow("'📷' (U+1F4F7)");
  });

  it('tells whether text is encodable', () => {
    expect(isLatin1('Grüße, ÿ')).toBe(true);
    expect(isLatin1('Ā')).toBe(false);
    expect(firstNonLatin1('plain')).toBeNull();
  });

  it('round-trips every Latin-1 string (property)', () => {
    const latin1Text = fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((code) => String.fromCharCode(code)) });
    fc.assert(fc.property(latin1Text, (text) => decodeLatin1(encodeLatin1(text)) === text));
  });

  it('encodes exactly when isLatin1 says so (property)', () => {
    fc.assert(
      fc.property(fullUnicodeStringArb(), (text) => {
        let encoded = true;
        try {
          encodeLatin1(text);
        } catch (error) {
          expect(error).toBeInstanceOf(Latin1Error);
          encoded = false;
        }
        return encoded === isLatin1(text);
      }),
    );
  });
});
