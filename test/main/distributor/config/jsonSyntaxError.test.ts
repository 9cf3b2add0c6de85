import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from '../../../../src/main/distributor/config/jsonSyntaxError';

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
