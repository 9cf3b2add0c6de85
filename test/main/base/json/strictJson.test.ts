// Strict JSON (jsonc-parser, comments and trailing commas refused): where it breaks, in words
// and by offset, keys given twice, nesting bounded, and agreement with JSON.parse.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAndColumn, maxJsonNesting, parseStrictJson } from '../../../../src/main/base/json/strictJson';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('parseStrictJson: syntax', () => {
  const cases: [string, number, RegExp][] = [
    ['{"a": }', 6, /expected a value/],
    ['{"a" 1}', 5, /expected ':' after the property name/],
    ['[1, 2', 5, /expected ',' or '\]' after a list entry/],
    ["{'a': 1}", 1, /double quotes/],
    ['{"a": 1} x', 9, /nothing after the end/],
    ['"open', 0, /a closing double quote/],
    ['"a\\x"', 0, /a valid escape after a backslash/],
    ['"\\u12"', 0, /four hex digits after \\u/],
    ['01', 1, /nothing after the end of the JSON value/],
    ['{"a": 1, }', 9, /a property name in double quotes/],
    ['{"a": 1 /* note */}', 8, /no comment/],
    ['', 0, /a value/],
  ];
  for (const [text, position, problem] of cases) {
    it(`finds the error in ${JSON.stringify(text)}`, () => {
      const result = parseStrictJson(text);
      expect(result).toMatchObject({ kind: 'syntax', position });
      expect(result.kind === 'syntax' && result.problem).toMatch(problem);
    });
  }

  it('never quotes the text in its message (it could hold a passphrase)', () => {
    const result = parseStrictJson('{"passphrase": "geheim-1234" x}');
    expect(result.kind).toBe('syntax');
    expect(JSON.stringify(result)).not.toContain('geheim');
  });

  it('reads every valid JSON as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseStrictJson(text)).toEqual({ kind: 'valid', value: JSON.parse(text) });
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with JSON.parse on arbitrary text', () => {
    const jsonish = fc.array(fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'a', '1', '-', '.', 'e', ' ', '\n', 'true', 'null', 'u'), { maxLength: 20 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(jsonish, fc.string()), (text) => {
        expect(parseStrictJson(text).kind === 'valid').toBe(parses(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a __proto__ key as a plain property', () => {
    const result = parseStrictJson('{"__proto__": {"polluted": true}}');
    expect(result.kind).toBe('valid');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseStrictJson: keys given twice', () => {
  it('finds a key given twice in one object, with its dotted name and both offsets', () => {
    expect(parseStrictJson('{"a": {"b": 1, "b": 2}}')).toEqual({ kind: 'duplicate', name: 'a.b', first: 7, second: 15 });
    expect(parseStrictJson('{"x": [{"k": 1}, {"k": 1, "k": 2}]}')).toEqual({ kind: 'duplicate', name: 'x[1].k', first: 18, second: 26 });
    expect(parseStrictJson('{"\\u0061": 1, "a": 2}')).toMatchObject({ kind: 'duplicate', name: 'a' });
  });

  it('accepts the same key in different objects', () => {
    expect(parseStrictJson('{"a": {"k": 1}, "b": {"k": 1}, "k": [{"k": 1}, {"k": 2}]}').kind).toBe('valid');
  });
});

describe('parseStrictJson: nesting', () => {
  it(`refuses nesting deeper than ${maxJsonNesting} levels instead of recursing without end`, () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(parseStrictJson(deep)).toMatchObject({ kind: 'syntax', position: maxJsonNesting, problem: expect.stringMatching(/at most 64 levels/) });
    const fine = '['.repeat(maxJsonNesting) + ']'.repeat(maxJsonNesting);
    expect(parseStrictJson(fine).kind).toBe('valid');
  });

  it('names line and column of an offset', () => {
    expect(lineAndColumn('{\n  "a": x\n}', 9)).toBe('line 2, column 8');
  });
});
