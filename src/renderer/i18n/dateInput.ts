// A date typed as the studio's language writes it (German 01.11.2026, English 11/01/2026), read
// strictly and kept as ISO (2026-11-01; with a time 2026-11-01T14:30). The order of day, month
// and year and their separator come from Intl (formatToParts), so a language added to the catalog
// brings its own. A time, where a field takes one, is the 24-hour HH:MM after the date.
import { localeOf, type Language } from '../../shared/i18n/languages';

export type DatePart = 'day' | 'month' | 'year';

export interface DateInputFormat {
  /** Day, month and year in the order the language writes them. */
  order: readonly DatePart[];
  separator: string;
}

export type DateInputProblem = 'format' | 'twoDigitYear' | 'noSuchDay' | 'noSuchTime';

export type ParsedDateInput = { ok: true; iso: string } | { ok: false; problem: DateInputProblem };

/** Longer than any date and time a person types: longer text is refused unread. */
const maxInputLength = 40;

const formats = new Map<Language, DateInputFormat>();

export function dateInputFormat(language: Language): DateInputFormat {
  let format = formats.get(language);
  if (!format) formats.set(language, (format = formatOfLocale(localeOf[language])));
  return format;
}

function formatOfLocale(locale: string): DateInputFormat {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 10, 25));
  const order = parts.map((part) => part.type).filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '-';
  return { order, separator };
}

/** The pattern a hint shows (TT.MM.JJJJ), from the language's letters for each part; with a time, HH:MM after it. */
export function datePattern(format: DateInputFormat, letters: Record<DatePart | 'time', string>, withTime = false): string {
  const date = format.order.map((part) => letters[part]).join(format.separator);
  return withTime ? `${date} ${letters.time}` : date;
}

export interface IsoDateParts {
  year: string;
  month: string;
  day: string;
  /** HH:MM, when the value has a time. */
  time?: { hours: string; minutes: string };
}

/** The parts of a field's ISO value (yyyy-mm-dd, optionally Thh:mm), or null when it is none. */
export function isoDateParts(iso: string): IsoDateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(iso);
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match;
  return { year: year!, month: month!, day: day!, ...(hours !== undefined && minutes !== undefined ? { time: { hours, minutes } } : {}) };
}

/** An ISO date (yyyy-mm-dd, optionally Thh:mm) as the language writes it; '' for ''. */
export function formatDateInput(iso: string, format: DateInputFormat): string {
  const parts = isoDateParts(iso);
  if (!parts) return '';
  const date = format.order.map((part) => parts[part]).join(format.separator);
  return parts.time ? `${date} ${parts.time.hours}:${parts.time.minutes}` : date;
}

/** Reads what was typed: '' is an empty (valid) field; else a date that exists, in the language's order, a four-digit year, and where `withTime` an optional HH:MM. */
export function parseDateInput(text: string, format: DateInputFormat, withTime = false): ParsedDateInput {
  const typed = text.trim();
  if (typed === '') return { ok: true, iso: '' };
  if (typed.length > maxInputLength) return { ok: false, problem: 'format' };
  const separator = escapeForPattern(format.separator.trim() || format.separator);
  const time = withTime ? '(?:\\s+(\\d{1,2}):(\\d{2}))?' : '';
  const match = new RegExp(`^(\\d{1,4})\\s*${separator}\\s*(\\d{1,4})\\s*${separator}\\s*(\\d{1,4})${time}$`).exec(typed);
  if (!match) return { ok: false, problem: 'format' };
  const values = Object.fromEntries(format.order.map((part, index) => [part, match[index + 1]!])) as Record<DatePart, string>;
  if (values.day.length > 2 || values.month.length > 2) return { ok: false, problem: 'format' };
  if (values.year.length <= 2) return { ok: false, problem: 'twoDigitYear' };
  if (values.year.length !== 4) return { ok: false, problem: 'format' };
  const [year, month, day] = [Number(values.year), Number(values.month), Number(values.day)];
  if (!dayExists(year, month, day)) return { ok: false, problem: 'noSuchDay' };
  const date = `${values.year}-${pad(month)}-${pad(day)}`;
  const [hoursText, minutesText] = [match[4], match[5]];
  if (hoursText === undefined || minutesText === undefined) return { ok: true, iso: date };
  const [hours, minutes] = [Number(hoursText), Number(minutesText)];
  if (hours > 23 || minutes > 59) return { ok: false, problem: 'noSuchTime' };
  return { ok: true, iso: `${date}T${pad(hours)}:${pad(minutes)}` };
}

function dayExists(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
