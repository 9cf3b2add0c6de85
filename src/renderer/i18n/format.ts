// Numbers, dates and times by the studio's language (Intl), for the views and the chart axes:
// German `25.11.26 14:12` and `1.234,5`, English `11/25/26 2:12 PM` and `1,234.5`.
import { localeOf, type Language } from '../../shared/i18n/languages';

export interface Formatters {
  number(value: number, fractionDigits?: number): string;
  /** Date and time, short: `25.11.26 14:12`. */
  dateTime(at: Date | number): string;
  date(at: Date | number): string;
  /** Time of day with seconds: `14:12:05`. */
  time(at: Date | number): string;
  /** Time of day without seconds, as a chart's axis labels it. */
  shortTime(at: Date | number): string;
  /** Time of day with milliseconds, for messages that come several a second: `14:12:05,123`. */
  preciseTime(at: Date | number): string;
}

const madeFormatters = new Map<string, Formatters>();

/**
 * The formatters of a language (and time zone), made once and shared: every view asks for them
 * when it renders. Each Intl format is built when first used: building one costs about as much
 * as rendering a small view, and the first paint uses few of them.
 */
export function createFormatters(language: Language, timeZone?: string): Formatters {
  const key = `${language} ${timeZone ?? ''}`;
  let formatters = madeFormatters.get(key);
  if (!formatters) madeFormatters.set(key, (formatters = makeFormatters(localeOf[language], timeZone)));
  return formatters;
}

function makeFormatters(locale: string, timeZone: string | undefined): Formatters {
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let format = numberFormats.get(digits);
    if (!format) numberFormats.set(digits, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 })));
    return format;
  };
  const date = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone }));
  const shortTime = onFirstUse(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }));
  const time = onFirstUse(() => new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone }));
  const preciseTime = onFirstUse(() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, timeZone }));
  return {
    number: (value, fractionDigits = 2) => numberFormat(fractionDigits).format(value),
    // Two formats joined by a space: Intl's own dateTime joins them with ", " in German.
    dateTime: (at) => `${date().format(at)} ${shortTime().format(at)}`,
    date: (at) => date().format(at),
    time: (at) => time().format(at),
    shortTime: (at) => shortTime().format(at),
    preciseTime: (at) => preciseTime().format(at),
  };
}

function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
