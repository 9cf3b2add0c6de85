// The palette's fuzzy scorer: the query's letters in order, case- and accent-blind; word starts
// and letters in a row rank a name higher.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzyMatch } from '../../../../src/renderer/features/palette/fuzzyMatch';

const best = (query: string, names: string[]) => [...names].sort((a, b) => (fuzzyMatch(query, b)?.score ?? -Infinity) - (fuzzyMatch(query, a)?.score ?? -Infinity))[0];

describe('fuzzyMatch', () => {
  it('finds the letters of the query in order, anywhere in the name, and says where', () => {
    expect(fuzzyMatch('sur', 'Store + Update + Reboot')?.positions).toEqual([0, 8, 17]);
    expect(fuzzyMatch('rld', 'Reload the configuration')?.positions).toEqual([0, 2, 5]);
    expect(fuzzyMatch('xyz', 'Reload the configuration')).toBeNull();
    // In order only: "ba" is not in "Abort".
    expect(fuzzyMatch('tb', 'Abort')).toBeNull();
    expect(fuzzyMatch('longer than the name', 'Store')).toBeNull();
  });

  it('is blind to case, accents and spaces in the query', () => {
    expect(fuzzyMatch('UBERN', 'Übernehmen')?.positions).toEqual([0, 1, 2, 3, 4]);
    expect(fuzzyMatch('ruckgangig', 'Rückgängig')).not.toBeNull();
    expect(fuzzyMatch('store update', 'Store + Update + Reboot')).not.toBeNull();
  });

  it('matches everything with an empty query, at no score', () => {
    expect(fuzzyMatch('', 'Store')).toEqual({ score: 0, positions: [] });
    expect(fuzzyMatch('   ', 'Store')).toEqual({ score: 0, positions: [] });
  });

  it('ranks word starts and letters in a row above letters scattered inside words', () => {
    expect(best('sur', ['Measure', 'Store + Update + Reboot'])).toBe('Store + Update + Reboot');
    expect(best('store', ['Restore the backup', 'Store'])).toBe('Store');
    expect(best('cam', ['Discover cameras…', 'Camera: Door'])).toBe('Camera: Door');
    expect(best('reb', ['Reboot', 'Refresh the site'])).toBe('Reboot');
    expect(best('tt', ['Toggle theme', 'Stop the replay'])).toBe('Toggle theme');
  });

  it('counts positions in characters of the name (an emoji or accent does not shift them)', () => {
    const match = fuzzyMatch('dc', '📷 Door camera');
    expect(match?.positions).toEqual([2, 7]);
    expect([...'📷 Door camera'][match!.positions[1]!]).toBe('c');
  });

  it('always hands back ascending positions whose letters spell the query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 6 }), (name, query) => {
        const match = fuzzyMatch(query, name);
        if (!match) return;
        const letters = [...name];
        const spelled = match.positions.map((position) => letters[position]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).join('');
        expect(spelled).toBe([...query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()].filter((letter) => letter.trim() !== '').join(''));
        expect([...match.positions].sort((a, b) => a - b)).toEqual(match.positions);
        expect(new Set(match.positions).size).toBe(match.positions.length);
      }),
    );
  });

  it('finds every subsequence of a name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30, unit: fc.constantFrom(...'abcdeABC +:-') }), fc.array(fc.boolean(), { maxLength: 30 }), (name, keep) => {
        const query = [...name].filter((_, index) => keep[index]).join('');
        expect(fuzzyMatch(query, name)).not.toBeNull();
      }),
    );
  });
});
