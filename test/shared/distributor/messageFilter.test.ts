import { describe, expect, it } from 'vitest';
import { compileFilter, maxFilterLength, noFilter } from '../../../src/shared/distributor/messageFilter';
import type { BusMessage } from '../../../src/shared/api/distributorSchemas';

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
    expect(filter.problem).toMatch(/^not a valid regular expression: .*/);
    expect([door, motion, temperature].some(filter.matches)).toBe(false);
  });

  it('keeps only the chosen peer', () => {
    const filter = compileFilter({ ...noFilter, peer: '127.0.0.1 9' });
    expect([door, motion, temperature].map(filter.matches)).toEqual([false, true, false]);
    const both = compileFilter({ ...noFilter, peer: '127.0.0.1 7', text: 'temp' });
    expect([door, motion, temperature].map(both.matches)).toEqual([false, false, true]);
  });

  it('refuses a filter text longer than the bound', () => {
    const filter = compileFilter({ ...noFilter, text: 'a'.repeat(maxFilterLength + 1) });
    expect(filter.problem).toBe(`the filter has ${maxFilterLength + 1} characters: at most ${maxFilterLength} are allowed`);
  });
});
