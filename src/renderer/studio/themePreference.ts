// Light or dark: the technician's remembered choice wins, else the system's prefers-color-scheme.

export type Theme = 'light' | 'dark';

export const themeStorageKey = 'camconfig.theme';

/** Where the choice is remembered (localStorage in the page). */
export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readThemeChoice(storage: ThemeStorage | null): Theme | null {
  try {
    const stored = storage?.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null; // storage disabled: follow the system
  }
}

export function rememberThemeChoice(storage: ThemeStorage | null, theme: Theme): void {
  try {
    storage?.setItem(themeStorageKey, theme);
  } catch {
    // storage disabled or full: the choice lasts until the page closes
  }
}

export function effectiveTheme(choice: Theme | null, systemPrefersDark: boolean): Theme {
  return choice ?? (systemPrefersDark ? 'dark' : 'light');
}

export const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
