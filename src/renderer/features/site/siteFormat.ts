// The Site view's times and numbers in the studio's language (Intl): a time as the locale writes
// it, an age as "5 minutes ago" / "vor 5 Minuten".
import type { Language } from '../../i18n/languages';

const localeOf: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** The page's own locale (for views not yet following the studio's language). */
export function pageLocale(): string | undefined {
  if (typeof document !== 'undefined' && document.documentElement.lang) return document.documentElement.lang;
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

export interface SiteFormat {
  time(iso: string): string;
  age(iso: string, now: number): string;
  count(value: number): string;
  milliseconds(value: number): string;
}

const ageSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** The formats in the studio's language. */
export function siteFormatIn(language: Language): SiteFormat {
  return siteFormat(localeOf[language]);
}

export function siteFormat(locale: string | undefined): SiteFormat {
  const times = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const ages = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const numbers = new Intl.NumberFormat(locale);
  const ms = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
  return {
    time: (iso) => times.format(new Date(iso)),
    age: (iso, now) => {
      let amount = Math.max(0, (now - Date.parse(iso)) / 1000);
      for (const [unit, size] of ageSteps) {
        if (amount < size) return ages.format(-Math.floor(amount), unit);
        amount /= size;
      }
      return ages.format(-Math.floor(amount), 'year');
    },
    count: (value) => numbers.format(value),
    milliseconds: (value) => ms.format(value),
  };
}
