import { describe, expect, it } from 'vitest';
import { compileFilter, filterTextProblem, maxFilterLength, maxFilterProgramSize, noFilter } from '../../../src/shared/distributor/messageFilter';
import { startRecordingInputSchema } from '../../../src/shared/api/recordingSchemas';
import type { BusMessage } from '../../../src/shared/api/distributorSchemas';
import { englishText } from '../../../src/shared/i18n/renderText';
import { issuesText } from '../../../src/shared/i18n/issueText';
import type { Text } from '../../../src/shared/i18n/text';

const wordsOf = (problem: Text | null): string | null => (problem === null ? null : englishText(problem));

function message(path: string, value: string, PID = 7): BusMessage {
  return { path, value, from: { IP: '127.0.0.1', PID }, receivedAt: 1, resent: false };
}

const door = message('messages.global.Door_front', 'OPEN');
const motion = message('messages.global.motion_hall', 'door seen', 9);
const temperature = message('messages.global.temp', '21.5');

describe('the console filter', () => {
  it('matches everything when empty', () => {
    const filter = compileFilter(noFilter);
    expect(filter.matchesAll).toBe(true);
    expect([door, motion, temperature].every(filter.matches)).toBe(true);
  });

  it('finds a substring in the path or the value, ignoring case unless asked', () => {
    const any = compileFilter({ ...noFilter, text: 'door' });
    expect([door, motion, temperature].map(any.matches)).toEqual([true, true, false]);
    const exact = compileFilter({ ...noFilter, text: 'door', caseSensitive: true });
    expect([door, motion, temperature].map(exact.matches)).toEqual([false, true, false]);
  });

  it('matches a regular expression against the path or the value', () => {
    const filter = compileFilter({ ...noFilter, text: '^messages\\.global\\.(temp|motion_\\w+)$', mode: 'regex' });
    expect(filter.problem).toBeNull();
    expect([door, motion, temperature].map(filter.matches)).toEqual([false, true, true]);
    const value = compileFilter({ ...noFilter, text: '^\\d+\\.\\d$', mode: 'regex' });
    expect([door, motion, temperature].map(value.matches)).toEqual([false, false, true]);
  });

  it('reports an invalid regular expression as a problem and matches nothing, without throwing', () => {
    const filter = compileFilter({ ...noFilter, text: 'door_(front', mode: 'regex' });
    expect(wordsOf(filter.problem)).toMatch(/^not a valid regular expression: .*/);
    expect([door, motion, temperature].some(filter.matches)).toBe(false);
  });

  it('runs a pattern that backtracks exponentially in JavaScript in linear time (RE2), on forty a and !', () => {
    // With JavaScript's RegExp this test never ends: (a+)+$ tries 2^40 ways to split the a's.
    const hostile = compileFilter({ ...noFilter, text: '(a+)+$', mode: 'regex' });
    expect(hostile.problem).toBeNull();
    const attack = message('messages.global.x', `${'a'.repeat(40)}!`);
    expect(hostile.matches(attack)).toBe(false);
    expect(hostile.matches(message('messages.global.x', 'aaaa'))).toBe(true);
    const nested = compileFilter({ ...noFilter, text: '^(([a-z])+.)+[A-Z]([a-z])+$', mode: 'regex', caseSensitive: true });
    expect(nested.matches(message('messages.global.x', `${'aaaa'.repeat(2500)}!`))).toBe(false);
  });

  it('names what RE2 does not have (backreferences, lookaround) as a problem of the pattern', () => {
    expect(wordsOf(compileFilter({ ...noFilter, text: '(door)\\1', mode: 'regex' }).problem)).toBe(
      'not a valid regular expression: invalid escape sequence: `\\1` (RE2 syntax: no backreferences or lookaround)',
    );
    expect(wordsOf(compileFilter({ ...noFilter, text: 'door(?=_front)', mode: 'regex' }).problem)).toBe(
      'not a valid regular expression: invalid or unsupported Perl syntax: `(?=` (RE2 syntax: no backreferences or lookaround)',
    );
    // Not a problem in substring mode: the text is taken literally.
    expect(compileFilter({ ...noFilter, text: 'door(?=_front)' }).problem).toBeNull();
  });

  it('refuses a pattern too large once compiled, naming the bound', () => {
    const huge = Array.from({ length: 40 }, (_, index) => `${String.fromCharCode(97 + (index % 26))}{999}`).join('|');
    expect(huge.length).toBeLessThanOrEqual(maxFilterLength);
    expect(wordsOf(compileFilter({ ...noFilter, text: huge, mode: 'regex' }).problem)).toMatch(
      new RegExp(`^the regular expression is too large once compiled \\(\\d+ steps, at most ${maxFilterProgramSize}\\): use smaller repeat counts or fewer alternatives$`),
    );
  });

  it('keeps only the chosen peer', () => {
    const filter = compileFilter({ ...noFilter, peer: '127.0.0.1 9' });
    expect([door, motion, temperature].map(filter.matches)).toEqual([false, true, false]);
    const both = compileFilter({ ...noFilter, peer: '127.0.0.1 7', text: 'temp' });
    expect([door, motion, temperature].map(both.matches)).toEqual([false, false, true]);
  });

  it('refuses a filter text longer than the bound', () => {
    const filter = compileFilter({ ...noFilter, text: 'a'.repeat(maxFilterLength + 1) });
    expect(wordsOf(filter.problem)).toBe(`the filter has ${maxFilterLength + 1} characters: at most ${maxFilterLength} are allowed`);
  });
});

describe('the filter of recording.start', () => {
  const input = (filter: object) => ({ name: 'r', format: 'jsonl', filter: { ...noFilter, ...filter } });

  it('accepts an RE2 regular expression, and any text as a substring', () => {
    expect(startRecordingInputSchema.safeParse(input({ text: '(a+)+$', mode: 'regex' })).success).toBe(true);
    expect(startRecordingInputSchema.safeParse(input({ text: '(door)\\1', mode: 'substring' })).success).toBe(true);
  });

  it('refuses a pattern RE2 refuses, naming the field and why', () => {
    const parsed = startRecordingInputSchema.safeParse(input({ text: '(?<!x)door', mode: 'regex' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['filter', 'text'], message: filterTextProblem({ text: '(?<!x)door', mode: 'regex', caseSensitive: false })!.id })]);
    expect(englishText(issuesText(parsed.error!))).toMatch(/^filter\.text: not a valid regular expression: .* \(RE2 syntax: no backreferences or lookaround\)$/);
  });

  it('refuses a text longer than the bound, naming the field', () => {
    const parsed = startRecordingInputSchema.safeParse(input({ text: 'a'.repeat(maxFilterLength + 1), mode: 'regex' }));
    expect(parsed.error?.issues.map((issue) => issue.path)).toContainEqual(['filter', 'text']);
  });
});
