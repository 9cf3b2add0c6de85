// The desktop app: the language follows the system languages the main process reports in
// studio.info (Electron's app.getLocale() first), not the renderer's navigator.languages.
import { describe, expect, it } from 'vitest';
import type { MethodOutput } from '../../../src/shared/api/contract';
import { createUiStore, currentLanguage } from '../../../src/renderer/studio/uiStore';

const info = (extra: Partial<MethodOutput<'studio.info'>>): MethodOutput<'studio.info'> => ({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'desktop', demo: false, fileDialog: true, folderDialog: true, ...extra });

describe("the desktop app's language", () => {
  it('follows the system languages studio.info reports', () => {
    const store = createUiStore(null, false, ['en-US']);
    expect(currentLanguage(store.getState())).toBe('en');
    store.getState().setInfo(info({ systemLanguages: ['de-DE', 'en-US'] }));
    expect(currentLanguage(store.getState())).toBe('de');
  });

  it("keeps navigator.languages when studio.info reports none (web mode)", () => {
    const store = createUiStore(null, false, ['de-AT']);
    store.getState().setInfo(info({ mode: 'web', fileDialog: false }));
    expect(currentLanguage(store.getState())).toBe('de');
    store.getState().setInfo(info({ systemLanguages: [] }));
    expect(currentLanguage(store.getState())).toBe('de');
  });

  it("loses to the technician's own choice", () => {
    const store = createUiStore(null, false, ['en-US']);
    store.getState().setLanguage('en');
    store.getState().setInfo(info({ systemLanguages: ['de-DE'] }));
    expect(currentLanguage(store.getState())).toBe('en');
  });
});
