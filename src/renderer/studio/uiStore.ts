// What the window shows: the main view, the theme, the studio's identity, and problems to report.
import { createStore } from 'zustand/vanilla';
import type { MethodOutput } from '../../shared/api/contract';
import { effectiveTheme, otherTheme, readThemeChoice, rememberThemeChoice, type Theme, type ThemeStorage } from './themePreference';

export const studioViews = ['editor', 'console', 'statistics', 'settings', 'fleet', 'history', 'audit', 'site', 'baseline'] as const;
export type StudioView = (typeof studioViews)[number];

export const viewTitles: Record<StudioView, string> = {
  editor: 'Configuration',
  console: 'Message console',
  statistics: 'Statistics',
  settings: 'Distributor settings',
  fleet: 'Many cameras',
  history: 'Backups & history',
  audit: 'Audit log',
  site: 'Site',
  baseline: 'Baseline',
};

export interface UiState {
  view: StudioView;
  /** The remembered choice, or null to follow the system. */
  themeChoice: Theme | null;
  systemPrefersDark: boolean;
  info: MethodOutput<'studio.info'> | null;
  /** Problems the status bar shows (newest last), e.g. a list that could not be loaded. */
  problems: string[];
  /** Web mode: the WebSocket to the studio dropped and is being reconnected. */
  connectionLost: boolean;
  showView(view: StudioView): void;
  toggleTheme(): void;
  setSystemPrefersDark(dark: boolean): void;
  setInfo(info: MethodOutput<'studio.info'>): void;
  reportProblem(problem: string): void;
  dismissProblems(): void;
  setConnectionLost(lost: boolean): void;
}

export function createUiStore(storage: ThemeStorage | null, systemPrefersDark: boolean) {
  return createStore<UiState>()((set, get) => ({
    view: 'editor',
    themeChoice: readThemeChoice(storage),
    systemPrefersDark,
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
    setInfo: (info) => set({ info }),
    reportProblem: (problem) => set((state) => ({ problems: [...state.problems.slice(-4), problem] })),
    dismissProblems: () => set({ problems: [] }),
    setConnectionLost: (lost) => set({ connectionLost: lost }),
  }));
}

export function currentTheme(state: Pick<UiState, 'themeChoice' | 'systemPrefersDark'>): Theme {
  return effectiveTheme(state.themeChoice, state.systemPrefersDark);
}

export type UiStore = ReturnType<typeof createUiStore>;
