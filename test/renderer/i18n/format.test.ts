import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../../src/renderer/i18n/format';

// A morning and an afternoon time: the console column keeps its width at any hour of the day.
const morning = Date.UTC(2026, 10, 25, 9, 5, 3, 123);
const afternoon = Date.UTC(2026, 10, 25, 14, 12, 5, 7);

describe('dates, times and numbers by the studio language', () => {
  it('writes German numbers, dates and times as a German technician reads them', () => {
    const format = createFormatters('de', 'UTC');
    expect(format.number(1234.5)).toBe('1.234,5');
    expect(format.dateTime(afternoon)).toBe('25.11.26 14:12');
    expect(format.time(morning)).toBe('09:05:03');
    expect(format.preciseTime(morning)).toBe('09:05:03,123');
    expect(format.preciseTime(afternoon)).toBe('14:12:05,007');
  });

  it('writes English numbers, dates and times with the 12-hour clock', () => {
    const format = createFormatters('en', 'UTC');
    expect(format.number(1234.5)).toBe('1,234.5');
    expect(format.dateTime(afternoon)).toBe('11/25/26 2:12 PM');
    expect(format.preciseTime(morning)).toBe('09:05:03.123 AM');
    expect(format.preciseTime(afternoon)).toBe('02:12:05.007 PM');
  });
});
