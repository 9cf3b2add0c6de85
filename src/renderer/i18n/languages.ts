// The languages of the studio: the technician's remembered choice wins, else the first of the
// system's languages (navigator.languages; in the desktop app those studio.info reports, Electron's
// app.getLocale() first) that the catalog speaks, else English.

import { isLanguage, type Language } from '../../shared/i18n/languages';

export { isLanguage, pickLanguage, supportedLanguages, type Language } from '../../shared/i18n/languages';

/** Each language by its own name, as a language menu shows it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export const languageStorageKey = 'camconfig.language';

export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
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
