// One i18next instance per studio page, loaded with both catalogs at once (no network, no
// backend: the catalogs are part of the bundle, so the CSP stays strict).
import i18next, { type i18n } from 'i18next';
import { de } from './catalog/de';
import { en } from './catalog/en';
import type { Language } from './languages';

export function createTranslator(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { translation: en }, de: { translation: de } },
    lng: language,
    fallbackLng: 'en',
    // React escapes what it renders; escaping here as well would show &amp; and the like.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
