// The studio's language and its formatters, for components.
import { useMemo } from 'react';
import { useStudioStore } from '../studio/StudioContext';
import { currentLanguage } from '../studio/uiStore';
import { createFormatters, type Formatters } from './format';
import type { Language } from './languages';

export function useLanguage(): Language {
  return useStudioStore('ui', currentLanguage);
}

export function useFormatters(): Formatters {
  const language = useLanguage();
  return useMemo(() => createFormatters(language), [language]);
}
