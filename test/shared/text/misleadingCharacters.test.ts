// Bidirectional controls and unpaired surrogates: found with their position, named in a
// sentence, left out where a text must be used anyway (a file name).
import { describe, expect, it } from 'vitest';
import { firstMisleadingCharacter, misleadingCharacterProblem, withoutMisleadingCharacters } from '../../../src/shared/text/misleadingCharacters';

const bidiControls = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

describe('misleading characters', () => {
  it.each(bidiControls)('finds the bidirectional control U+%s', (code) => {
    expect(firstMisleadingCharacter(`ab${String.fromCodePoint(code)}c`)).toEqual({ index: 2, codePoint: code, kind: 'bidi' });
  });

  it('finds an unpaired surrogate but not a pair', () => {
    expect(firstMisleadingCharacter('🚪 a\ud800b')).toEqual({ index: 4, codePoint: 0xd800, kind: 'surrogate' });
    expect(firstMisleadingCharacter('x\udc00')).toEqual({ index: 1, codePoint: 0xdc00, kind: 'surrogate' });
    expect(firstMisleadingCharacter('🚪 Łódź שלום مرحبا 日本')).toBeNull();
  });

  it('names the subject, the character and its position', () => {
    expect(misleadingCharacterProblem('Gate\u202efdp.exe', 'label')).toBe('label contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE at position 5: it makes the text show in another order than it holds');
    expect(misleadingCharacterProblem('a\ud83d', 'site')).toBe('site contains the unpaired surrogate U+D83D at position 2: it is half a character (broken UTF-16), no text holds it');
    expect(misleadingCharacterProblem('Halle 3', 'site')).toBeNull();
  });

  it('leaves them out and keeps everything else', () => {
    expect(withoutMisleadingCharacters('Gate\u202efdp.exe\u2066x\u2069\ud800🚪')).toBe('Gatefdp.exex🚪');
    expect(withoutMisleadingCharacters('Tor Süd')).toBe('Tor Süd');
  });
});
