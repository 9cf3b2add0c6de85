import { describe, expect, it } from 'vitest';
import { isoFromLocalInput } from '../../../src/renderer/features/audit/auditActions';
import { dateInputFormat, datePattern, formatDateInput, parseDateInput } from '../../../src/renderer/i18n/dateInput';
import { textIn } from '../../../src/renderer/i18n/studioText';

const german = dateInputFormat('de');
const english = dateInputFormat('en');
const lettersOf = (language: 'en' | 'de') => {
  const t = textIn(language);
  return { day: t('common.dateField.letters.day'), month: t('common.dateField.letters.month'), year: t('common.dateField.letters.year'), time: t('common.dateField.letters.time') };
};

describe('a date typed as the studio language writes it', () => {
  it('learns the order and separator of each language from Intl', () => {
    expect(german).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
    expect(english).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(datePattern(german, lettersOf('de'))).toBe('TT.MM.JJJJ');
    expect(datePattern(english, lettersOf('en'))).toBe('MM/DD/YYYY');
    expect(datePattern(german, lettersOf('de'), true)).toBe('TT.MM.JJJJ HH:MM');
  });

  it('reads German dates day first and English ones month first, as ISO', () => {
    expect(parseDateInput('01.11.2026', german)).toEqual({ ok: true, iso: '2026-11-01' });
    expect(parseDateInput(' 1.11.2026 ', german)).toEqual({ ok: true, iso: '2026-11-01' });
    expect(parseDateInput('11/01/2026', english)).toEqual({ ok: true, iso: '2026-11-01' });
    expect(parseDateInput('2/29/2028', english)).toEqual({ ok: true, iso: '2028-02-29' });
    expect(parseDateInput('', german)).toEqual({ ok: true, iso: '' });
  });

  it('refuses a day the calendar does not have', () => {
    expect(parseDateInput('31.02.2026', german)).toEqual({ ok: false, problem: 'noSuchDay' });
    expect(parseDateInput('29.02.2026', german)).toEqual({ ok: false, problem: 'noSuchDay' });
    expect(parseDateInput('13/01/2026', english)).toEqual({ ok: false, problem: 'noSuchDay' });
    expect(parseDateInput('00.11.2026', german)).toEqual({ ok: false, problem: 'noSuchDay' });
  });

  it('refuses a two-digit year and says so apart from other formats', () => {
    expect(parseDateInput('01.11.26', german)).toEqual({ ok: false, problem: 'twoDigitYear' });
    expect(parseDateInput('11/01/26', english)).toEqual({ ok: false, problem: 'twoDigitYear' });
    expect(parseDateInput('01.11.026', german)).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses the other language’s form and anything else', () => {
    expect(parseDateInput('11/01/2026', german)).toEqual({ ok: false, problem: 'format' });
    expect(parseDateInput('01.11.2026', english)).toEqual({ ok: false, problem: 'format' });
    expect(parseDateInput('2026-11-01', german)).toEqual({ ok: false, problem: 'format' });
    expect(parseDateInput('gestern', german)).toEqual({ ok: false, problem: 'format' });
    expect(parseDateInput('01.11.2026 14:30', german)).toEqual({ ok: false, problem: 'format' });
    expect(parseDateInput(`01.11.${'2'.repeat(60)}`, german)).toEqual({ ok: false, problem: 'format' });
  });

  it('takes an optional 24-hour time where the field asks for one', () => {
    expect(parseDateInput('01.11.2026 14:30', german, true)).toEqual({ ok: true, iso: '2026-11-01T14:30' });
    expect(parseDateInput('11/01/2026 9:05', english, true)).toEqual({ ok: true, iso: '2026-11-01T09:05' });
    expect(parseDateInput('01.11.2026', german, true)).toEqual({ ok: true, iso: '2026-11-01' });
    expect(parseDateInput('01.11.2026 24:00', german, true)).toEqual({ ok: false, problem: 'noSuchTime' });
  });

  it('writes an ISO value back in each language', () => {
    expect(formatDateInput('2026-11-01', german)).toBe('01.11.2026');
    expect(formatDateInput('2026-11-01', english)).toBe('11/01/2026');
    expect(formatDateInput('2026-11-01T09:05', german)).toBe('01.11.2026 09:05');
    expect(formatDateInput('not a date', german)).toBe('');
  });

  it('names the field and the format in the problem, in both languages', () => {
    expect(textIn('de')('common.dateField.format', { field: 'Seit', pattern: 'TT.MM.JJJJ' })).toBe('Seit: Datum als TT.MM.JJJJ angeben');
    expect(textIn('en')('common.dateField.twoDigitYear', { field: 'Since', pattern: 'MM/DD/YYYY' })).toBe('Since: write the year with four digits (MM/DD/YYYY)');
  });

  it('takes an audit filter day whole: from its start, to the start of the next day', () => {
    expect(isoFromLocalInput('2026-11-01', 'from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(isoFromLocalInput('2026-11-01', 'to')).toBe(new Date(2026, 10, 2).toISOString());
    expect(isoFromLocalInput('2026-11-01T14:30', 'to')).toBe(new Date(2026, 10, 1, 14, 30).toISOString());
    expect(isoFromLocalInput('', 'from')).toBeUndefined();
  });
});
