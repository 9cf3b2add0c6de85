// The site picker (docs/site-repository.md, "The site picker"): whether its dialog is open and on
// which page, the recent sites and the folder the studio works on (sites.recent as last read), a
// clone under way or how it ended, the workspace turned into a site, the question asked before
// a switch while cameras have edits not yet applied, and each switch this window made (so focus
// goes to the new site's view). Filled by sitePickerActions.ts; the page is set by the dialog.
import { createStore } from 'zustand/vanilla';
import type { MethodOutput } from '../../../shared/api/contract';
import type { CurrentSite, RecentSite } from '../../../shared/api/sitesSchemas';

export type SitePickerPage = 'recent' | 'open' | 'clone' | 'fromWorkspace';

export type RecentLoad = { status: 'unknown' } | { status: 'loaded'; sites: RecentSite[]; current: CurrentSite | null } | { status: 'failed'; error: unknown };

export type CloneRun =
  | { status: 'idle' }
  | { status: 'running'; operationId: string; url: string; folder: string; cancelling: boolean }
  | { status: 'cloned'; folder: string; name: string }
  | { status: 'cancelled'; folder: string }
  | { status: 'failed'; error: unknown };

/** A switch asked for while cameras have edits not yet applied: the cameras' names, and where it goes. */
export interface PendingQuestion {
  folder: string;
  passphrase: string | undefined;
  cameras: string[];
}

export type SwitchRun = { status: 'idle' } | { status: 'switching'; folder: string } | { status: 'failed'; folder: string; error: unknown };

export interface SitePickerState {
  page: SitePickerPage | null;
  recent: RecentLoad;
  clone: CloneRun;
  /** The last sites.fromWorkspace of this window, until the dialog closes. */
  turned: MethodOutput<'sites.fromWorkspace'> | null;
  question: PendingQuestion | null;
  switchRun: SwitchRun;
  /** Counts the switches this window made: the shell moves focus to the new site's view at each. */
  switchedSerial: number;
  show(page: SitePickerPage): void;
  close(): void;
  setRecent(recent: RecentLoad): void;
  setClone(clone: CloneRun): void;
  markCloneCancelling(): void;
  setTurned(turned: MethodOutput<'sites.fromWorkspace'> | null): void;
  ask(question: PendingQuestion | null): void;
  setSwitchRun(run: SwitchRun): void;
  switched(): void;
}

export function createSitePickerStore() {
  return createStore<SitePickerState>()((set) => ({
    page: null,
    recent: { status: 'unknown' },
    clone: { status: 'idle' },
    turned: null,
    question: null,
    switchRun: { status: 'idle' },
    switchedSerial: 0,
    show: (page) => set({ page }),
    // A clone under way goes on (its Cancel is in the dialog, open again to reach it).
    close: () => set((state) => ({ page: null, question: null, turned: null, switchRun: { status: 'idle' }, clone: state.clone.status === 'running' ? state.clone : { status: 'idle' } })),
    setRecent: (recent) => set({ recent }),
    setClone: (clone) => set({ clone }),
    markCloneCancelling: () => set((state) => (state.clone.status === 'running' ? { clone: { ...state.clone, cancelling: true } } : {})),
    setTurned: (turned) => set({ turned }),
    ask: (question) => set({ question }),
    setSwitchRun: (switchRun) => set({ switchRun }),
    switched: () => set((state) => ({ switchedSerial: state.switchedSerial + 1 })),
  }));
}

export type SitePickerStore = ReturnType<typeof createSitePickerStore>;

/** The folder the studio works on as last read, or null (not read yet, or no workspace). */
export function currentSite(state: Pick<SitePickerState, 'recent'>): CurrentSite | null {
  return state.recent.status === 'loaded' ? state.recent.current : null;
}
