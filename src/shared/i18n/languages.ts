// The languages the catalog speaks, in every process: the studio's views, the services, the
// command line and the reports.

export const supportedLanguages = ['en', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

/** The locale Intl formats numbers and dates with, per language. */
export const localeOf: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The first of the preferred locales ('de-AT', 'de_DE.UTF-8', 'en-US', ...) the catalog speaks, by its primary subtag; English when none. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const locale of preferred) {
    const primary = locale.toLowerCase().split(/[-_.@]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * The language of a terminal, as POSIX picks the locale of messages: LC_ALL, else LC_MESSAGES,
 * else LANG; the first that is set and not empty decides ('C' and 'POSIX' are English).
 */
export function terminalLanguage(environment: Readonly<Record<string, string | undefined>>): Language {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = environment[name];
    if (value !== undefined && value !== '') return pickLanguage([value]);
  }
  return 'en';
}
