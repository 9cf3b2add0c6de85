// What the dashboard's helpers word their lines with: the catalog and the number formats of one
// language. Components take the studio's current one (useWording); tests pass wordingIn('de').
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters, type Formatters } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { textIn, type StudioText } from '../../i18n/studioText';
import { useLanguage } from '../../i18n/useLanguage';

export interface Wording {
  t: StudioText;
  format: Formatters;
}

export function wordingIn(language: Language): Wording {
  return { t: textIn(language), format: createFormatters(language) };
}

/** The wording of the studio's current language; a new object when the language changes. */
export function useWording(): Wording {
  const language = useLanguage();
  const { t } = useTranslation();
  return useMemo(() => ({ t, format: createFormatters(language) }), [t, language]);
}
