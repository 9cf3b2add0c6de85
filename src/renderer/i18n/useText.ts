// Texts the services made (a catalog id and its parameters), in the studio's language.
import { useCallback } from 'react';
import { renderText } from '../../shared/i18n/renderText';
import type { Text, TextRenderer } from '../../shared/i18n/text';
import { useLanguage } from './useLanguage';

export type { TextRenderer } from '../../shared/i18n/text';

export function useText(): TextRenderer {
  const language = useLanguage();
  return useCallback((text: Text) => renderText(text, language), [language]);
}
