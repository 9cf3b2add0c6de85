import { describe, expect, it } from 'vitest';
import { createUiStore, currentTheme } from '../../../src/renderer/studio/uiStore';
import { themeStorageKey, type ThemeStorage } from '../../../src/renderer/studio/themePreference';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('the theme', () => {
  it('follows prefers-color-scheme until the technician chooses', () => {
    expect(currentTheme(createUiStore(memoryStorage(), true).getState())).toBe('dark');
    const store = createUiStore(memoryStorage(), false);
    expect(currentTheme(store.getState())).toBe('light');
    store.getState().setSystemPrefersDark(true);
    expect(currentTheme(store.getState())).toBe('dark');
  });

  it('remembers the choice, which then wins over the system preference', () => {
    const storage = memoryStorage();
    const store = createUiStore(storage, false);
    store.getState().toggleTheme();
    expect(storage.data[themeStorageKey]).toBe('dark');
    const later = createUiStore(storage, false);
    expect(currentTheme(later.getState())).toBe('dark');
    later.getState().toggleTheme();
    expect(currentTheme(later.getState())).toBe('light');
    expect(currentTheme(createUiStore(storage, true).getState())).toBe('light');
  });

  it('ignores a stored value it does not know, and storage that throws', () => {
    expect(createUiStore(memoryStorage({ [themeStorageKey]: 'purple' }), false).getState().themeChoice).toBeNull();
    const broken: ThemeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createUiStore(broken, true);
    expect(currentTheme(store.getState())).toBe('dark');
    store.getState().toggleTheme();
    expect(currentTheme(store.getState())).toBe('light');
  });

  it('keeps the last five problems', () => {
    const store = createUiStore(null, false);
    for (let n = 1; n <= 7; n++) store.getState().reportProblem(`problem ${n}`);
    expect(store.getState().problems).toEqual(['problem 3', 'problem 4', 'problem 5', 'problem 6', 'problem 7']);
    store.getState().dismissProblems();
    expect(store.getState().problems).toEqual([]);
  });
});
