import { describe, expect, it } from 'vitest';
import { InvalidMessageError } from '../../../src/shared/distributor/errors';
import {
  assertValidMessage,
  findPathProblem,
  findValueProblem,
  maxValueBytes,
  utf8ByteLength,
  validateMessagePath,
  validateMessageValue,
} from '../../../src/shared/distributor/messagePath';

describe('validateMessagePath', () => {
  it('accepts dotted paths of valid names, case-sensitive, up to 31 characters a name', () => {
    for (const path of ['messages.global.door', 'a', 'Messages.Global.Door', 'x1.y_2.z-3', 'm.' + 'n'.repeat(31), 'a.b:c.d+e#f!(g)']) {
      expect(validateMessagePath(path), path).toBeNull();
    }
  });

  const cases: [string, string, RegExp][] = [
    ['', 'path_empty', /message path is empty/],
    ['messages..door', 'part_empty', /part 2 "" of path "messages\.\.door" is empty/],
    ['.messages', 'part_empty', /part 1 "" .* is empty: .*no dot at its start or end/],
    ['messages.', 'part_empty', /part 2 "" of path "messages\." is empty/],
    ['messages.1door', 'part_start', /part 2 "1door" .* starts with "1": names start with a letter/],
    ['_x', 'part_start', /part 1 "_x" .* starts with "_"/],
    ['messages.global.front door', 'part_space', /part 3 "front door" .* contains a space/],
    ['messages.global.front\tdoor', 'part_tab', /part 3 "front\\tdoor" .* contains a tab/],
    ['messages/global', 'part_slash', /part 1 "messages\/global" .* contains '\/'/],
    ['messages.100%', 'part_start', /starts with "1"/],
    ['messages.load%', 'part_percent', /part 2 "load%" .* contains '%'/],
    ['messages.Tür', 'part_character', /part 2 "Tür" .* contains the character U\+00FC: names use printable ASCII characters only/],
    ['messages.a\u0000b', 'part_character', /contains the character U\+0000/],
    ['messages.' + 'n'.repeat(32), 'part_too_long', /part 2 "n{32}" .* has 32 characters: a name has at most 31/],
    [Array.from({ length: 9 }, () => 'n'.repeat(31)).join('.'), 'path_too_long', /message path has 287 characters: at most 255 are allowed/],
  ];

  for (const [path, rule, message] of cases) {
    it(`${JSON.stringify(path.slice(0, 40))} breaks ${rule}`, () => {
      const problem = findPathProblem(path);
      expect(problem?.rule).toBe(rule);
      expect(validateMessagePath(path)).toMatch(message);
    });
  }

  it('reports the first broken part, even when later parts break rules too', () => {
    expect(findPathProblem('a b.c/d')?.rule).toBe('part_space');
  });
});

describe('validateMessageValue', () => {
  it('accepts text: empty, spaces, tabs, umlauts, emoji, up to the byte limit', () => {
    for (const value of ['', 'true', 'on off', 'a\tb', 'geöffnet 🚪', 'x'.repeat(maxValueBytes), 'ü'.repeat(maxValueBytes / 2)]) {
      expect(validateMessageValue(value), value.slice(0, 20)).toBeNull();
    }
  });

  const cases: [string, string, RegExp][] = [
    ['a\u0000b', 'value_nul', /contains a NUL character at character 2/],
    ['line1\nline2', 'value_line_break', /contains a line break at character 6: a received message is printed as one line/],
    ['a\rb', 'value_line_break', /line break at character 2/],
    ['bell\u0007', 'value_control', /control character U\+0007 at character 5: only tab is allowed/],
    ['del\u007f', 'value_control', /U\+007F/],
    ['lone \ud800 surrogate', 'value_encoding', /lone UTF-16 surrogate/],
    ['\udc00', 'value_encoding', /lone UTF-16 surrogate/],
    ['x'.repeat(maxValueBytes + 1), 'value_too_long', /1025 bytes in UTF-8: at most 1024/],
    ['ü'.repeat(maxValueBytes / 2 + 1), 'value_too_long', /1026 bytes in UTF-8/],
  ];

  for (const [value, rule, message] of cases) {
    it(`${JSON.stringify(value.slice(0, 20))} breaks ${rule}`, () => {
      expect(findValueProblem(value)?.rule).toBe(rule);
      expect(validateMessageValue(value)).toMatch(message);
    });
  }
});

describe('utf8ByteLength', () => {
  it('counts UTF-8 bytes like an encoder does', () => {
    for (const text of ['', 'abc', 'ü', '€', '🚪', 'aü€🚪']) expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('assertValidMessage', () => {
  it('throws InvalidMessageError with the broken rule', () => {
    expect(() => assertValidMessage('messages.global.door', 'open')).not.toThrow();
    try {
      assertValidMessage('messages.global.front door', 'open');
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidMessageError);
      expect((error as InvalidMessageError).rule).toBe('part_space');
      expect((error as InvalidMessageError).message).toMatch(/front door/);
    }
    expect(() => assertValidMessage('messages.global.door', 'a\nb')).toThrow(expect.objectContaining({ rule: 'value_line_break' }));
  });
});
