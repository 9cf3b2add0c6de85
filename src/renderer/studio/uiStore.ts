// What the window shows: the main view, the theme, the studio's identity, and problems to report.
import { createStore } from 'zustand/vanilla';
import type { MethodOutput } from '../../shared/api/contract';
import { pickLanguage, readLanguageChoice, rememberLanguageChoice, type Language } from '../i18n/languages';
import { effectiveTheme, otherTheme, readThemeChoice, rememberThemeChoice, type Theme, type ThemeStorage } from './themePreference';

export const studioViews = ['editor', 'console', 'statistics', 'settings', 'fleet', 'history', 'audit', 'site', 'baseline', 'agent'] as const;
export type StudioView = (typeof studioViews)[number];


export interface UiState {
  view: StudioView;
  /** The remembered choice, or null to follow the system. */
  themeChoice: Theme | null;
  systemPrefersDark: boolean;
  /** The remembered language, or null to follow the system's. */
  languageChoice: Language | null;
  /** The system's preferred languages, most preferred first: navigator.languages, or in the desktop app those studio.info reports (Electron's app.getLocale() first). */
  systemLanguages: readonly string[];
  info: MethodOutput<'studio.info'> | null;
  /** Problems the status bar shows (newest last), e.g. a list that could not be loaded. */
  problems: string[];
  /** Web mode: the WebSocket to the studio dropped and is being reconnected. */
  connectionLost: boolean;
  showView(view: StudioView): void;
  toggleTheme(): void;
  setSystemPrefersDark(dark: boolean): void;
  setLanguage(language: Language): void;
  setInfo(info: MethodOutput<'studio.info'>): void;
  reportProblem(problem: string): void;
  dismissProblems(): void;
  setConnectionLost(lost: boolean): void;
}

export function createUiStore(storage: ThemeStorage | null, systemPrefersDark: boolean, systemLanguages: readonly string[] = []) {
  return createStore<UiState>()((set, get) => ({
    view: 'editor',
    themeChoice: readThemeChoice(storage),
    systemPrefersDark,
    languageChoice: readLanguageChoice(storage),
    systemLanguages,
    info: null,
    problems: [],
    connectionLost: false,
    showView: (view) => set({ view }),
    toggleTheme: () => {
      const next = otherTheme(currentTheme(get()));
      rememberThemeChoice(storage, next);
      set({ themeChoice: next });
    },
    setSystemPrefersDark: (dark) => set({ systemPrefersDark: dark }),
    setLanguage: (language) => {
      rememberLanguageChoice(storage, language);
      set({ languageChoice: language });
    },
    setInfo: (info) => set(info.systemLanguages && info.systemLanguages.length > 0 ? { info, systemLanguages: info.systemLanguages } : { info }),
    reportProblem: (problem) => set((state) => ({ problems: [...state.problems.slice(-4), problem] })),
    dismissProblems: () => set({ problems: [] }),
    setConnectionLost: (lost) => set({ connectionLost: lost }),
  }));
}

export function currentTheme(state: Pick<UiState, 'themeChoice' | 'systemPrefersDark'>): Theme {
  return effectiveTheme(state.themeChoice, state.systemPrefersDark);
}

export function currentLanguage(state: Pick<UiState, 'languageChoice' | 'systemLanguages'>): Language {
  return state.languageChoice ?? pickLanguage(state.systemLanguages);
}

export type UiStore = ReturnType<typeof createUiStore>;
