import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../../src/renderer/i18n/format';
import { languageStorageKey, pickLanguage } from '../../../src/renderer/i18n/languages';
import { createTranslator } from '../../../src/renderer/i18n/translator';
import { createUiStore, currentLanguage } from '../../../src/renderer/studio/uiStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the studio language', () => {
  it('follows the first system language the catalog speaks, else English', () => {
    expect(pickLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(pickLanguage(['fr-FR', 'de_CH', 'en'])).toBe('de');
    expect(pickLanguage(['fr-FR', 'es'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('remembers the technician’s choice over the system’s', () => {
    const storage = memoryStorage();
    const store = createUiStore(storage, false, ['en-US']);
    expect(currentLanguage(store.getState())).toBe('en');
    store.getState().setLanguage('de');
    expect(currentLanguage(store.getState())).toBe('de');
    expect(storage.items.get(languageStorageKey)).toBe('de');
    expect(currentLanguage(createUiStore(storage, false, ['en-US']).getState())).toBe('de');
    expect(currentLanguage(createUiStore(memoryStorage({ [languageStorageKey]: 'klingon' }), false, ['de-DE']).getState())).toBe('de');
  });

  it('translates with interpolation and switches language', async () => {
    const translator = createTranslator('de');
    expect(translator.t('views.site')).toBe('Standort');
    expect(translator.t('status.cameras', { summary: '2 online' })).toBe('Kameras: 2 online');
    await translator.changeLanguage('en');
    expect(translator.t('views.site')).toBe('Site');
  });
});

describe('formatting by language', () => {
  const at = Date.UTC(2026, 10, 25, 14, 12, 5);

  it('writes German dates, times and numbers as Germans read them', () => {
    const german = createFormatters('de', 'UTC');
    expect(german.dateTime(at)).toBe('25.11.26 14:12');
    expect(german.time(at)).toBe('14:12:05');
    expect(german.number(1234.5)).toBe('1.234,5');
  });

  it('writes English ones the American way', () => {
    const english = createFormatters('en', 'UTC');
    expect(english.dateTime(at)).toBe('11/25/26 2:12 PM');
    expect(english.number(1234.5)).toBe('1,234.5');
  });
});
