import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonText, findJsonSyntaxError, maxJsonNesting } from '../../../../src/main/distributor/config/jsonSyntaxError';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('findJsonSyntaxError', () => {
  const cases: [string, number, RegExp][] = [
    ['{"a": }', 6, /expected a value/],
    ['{"a" 1}', 5, /expected ':' after the property name, found "1"/],
    ['[1, 2', 5, /expected ',' or '\]' after a list entry, found the end of the file/],
    ["{'a': 1}", 1, /expected a property name in double quotes, found "'"/],
    ['{"a": 1} x', 9, /nothing after the end of the JSON value/],
    ['"open', 5, /a closing double quote/],
    ['"a\\x"', 3, /a valid escape after a backslash/],
    ['"\\u12"', 2, /four hex digits after \\u/],
    ['01', 1, /nothing after the end/],
    ['-', 0, /expected a number/],
    ['tru', 0, /expected a value/],
    ['"line\nbreak"', 5, /no control character or line break inside a string/],
  ];
  for (const [text, position, problem] of cases) {
    it(`finds the error in ${JSON.stringify(text)}`, () => {
      const error = findJsonSyntaxError(text);
      expect(error?.position).toBe(position);
      expect(error?.problem).toMatch(problem);
    });
  }

  it('finds no error in any valid JSON', () => {
    fc.assert(fc.property(fc.json(), (text) => {
          expect(findJsonSyntaxError(text)).toBeNull();
        }), { numRuns: 300 });
  });

  it('agrees with JSON.parse on arbitrary text', () => {
    const jsonish = fc.array(fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'a', '1', '-', '.', 'e', ' ', '\n', 'true', 'null', 'u'), { maxLength: 20 }).map((parts) => parts.join(''));
    fc.assert(fc.property(fc.oneof(jsonish, fc.string()), (text) => {
          expect(findJsonSyntaxError(text) === null).toBe(parses(text));
        }), { numRuns: 1000 });
  });
});

describe('checkJsonText', () => {
  it('finds a key given twice in one object, with its dotted name and both positions', () => {
    expect(checkJsonText('{"a": {"b": 1, "b": 2}}')).toEqual({ kind: 'duplicate', duplicate: { name: 'a.b', first: 7, second: 15 } });
    expect(checkJsonText('{"x": [{"k": 1}, {"k": 1, "k": 2}]}')).toEqual({ kind: 'duplicate', duplicate: { name: 'x[1].k', first: 18, second: 26 } });
    expect(checkJsonText('{"\\u0061": 1, "a": 2}')).toMatchObject({ kind: 'duplicate', duplicate: { name: 'a' } });
  });

  it('accepts the same key in different objects, and JSON without duplicates', () => {
    expect(checkJsonText('{"a": {"k": 1}, "b": {"k": 1}, "k": [{"k": 1}, {"k": 2}]}')).toEqual({ kind: 'valid' });
    fc.assert(fc.property(fc.json(), (text) => {
          expect(checkJsonText(text).kind).toBe('valid');
        }), { numRuns: 200 });
  });

  it(`refuses nesting deeper than ${maxJsonNesting} levels instead of recursing without end`, () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(checkJsonText(deep)).toMatchObject({ kind: 'syntax', error: { position: maxJsonNesting + 1, problem: expect.stringMatching(/at most 64 levels/) } });
    const fine = '['.repeat(maxJsonNesting) + ']'.repeat(maxJsonNesting);
    expect(checkJsonText(fine)).toEqual({ kind: 'valid' });
  });
});
