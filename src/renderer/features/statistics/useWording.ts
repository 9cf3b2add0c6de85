// The dashboard's wording in the studio's current language, for components (a hook of its own:
// the helpers that take a Wording must not import the studio's stores).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import type { Wording } from './statisticsWording';

/** The wording of the studio's current language; a new object when the language changes. */
export function useWording(): Wording {
  const language = useLanguage();
  const { t } = useTranslation();
  return useMemo(() => ({ t, format: createFormatters(language) }), [t, language]);
}
