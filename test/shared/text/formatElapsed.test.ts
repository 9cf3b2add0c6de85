import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../../src/shared/text/formatElapsed';

describe('formatElapsed', () => {
  it('says milliseconds below a second and seconds with one decimal from there', () => {
    expect(formatElapsed(0)).toBe('0 ms');
    expect(formatElapsed(37.4)).toBe('37 ms');
    expect(formatElapsed(999)).toBe('999 ms');
    expect(formatElapsed(1000)).toBe('1.0 s');
    expect(formatElapsed(41_230)).toBe('41.2 s');
    expect(formatElapsed(-5)).toBe('0 ms');
  });
});
