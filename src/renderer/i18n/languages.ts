// The languages of the studio: the technician's remembered choice wins, else the first of the
// system's languages (navigator.languages; in the desktop app those studio.info reports, Electron's
// app.getLocale() first) that the catalog speaks, else English. The command line stays English.

export const supportedLanguages = ['en', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Each language by its own name, as a language menu shows it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export const languageStorageKey = 'camconfig.language';

export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The first of the preferred locales ('de-AT', 'en-US', ...) the catalog speaks, by its primary subtag; English when none. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const locale of preferred) {
    const primary = locale.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export function readLanguageChoice(storage: LanguageStorage | null): Language | null {
  try {
    const stored = storage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage disabled: follow the system
  }
}

export function rememberLanguageChoice(storage: LanguageStorage | null, language: Language): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // storage disabled or full: the choice lasts until the page closes
  }
}
