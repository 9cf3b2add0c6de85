// Texts made outside a component (actions, helpers that build a line): the catalog in the studio's
// current language. Components use useTranslation(); a text made here stays in the language it
// was made in, as a notification does.
import type { TFunction } from 'i18next';
import { currentLanguage, type UiStore } from '../studio/uiStore';
import type { Language } from './languages';
import { createTranslator } from './translator';

const catalogs = createTranslator('en');

export type StudioText = TFunction;

/** What a text needs of the Studio: its window state (the Studio type itself would import every store). */
interface StudioWindow {
  stores: { ui: UiStore };
}

/** The catalog's texts in one language. */
export function textIn(language: Language): StudioText {
  return catalogs.getFixedT(language);
}

export function studioLanguage(studio: StudioWindow): Language {
  return currentLanguage(studio.stores.ui.getState());
}

/** The catalog's texts in the studio's current language. */
export function studioText(studio: StudioWindow): StudioText {
  return textIn(studioLanguage(studio));
}
