// The sync of a site with its remote as the top bar shows it: the state (sync.status as last
// read), the Pull or Push under way (its step, from sync.progress) and how it ended, and the
// conflict dialog (sync.conflicts as read, the side chosen per field). Filled by syncActions.ts
// and syncEvents.ts; the choices are set by the dialog.
import { createStore } from 'zustand/vanilla';
import type { EventPayload, MethodOutput } from '../../../shared/api/contract';

export type SyncStatus = MethodOutput<'sync.status'>;
export type SyncStep = EventPayload<'sync.progress'>['step'];
export type PullOutcome = MethodOutput<'sync.pull'>['outcome'];
export type PushOutcome = MethodOutput<'sync.push'>['outcome'];
export type SiteConflicts = NonNullable<MethodOutput<'sync.conflicts'>['conflicts']>;
export type Side = 'ours' | 'theirs';
export type SyncKind = 'pull' | 'push' | 'fetch';

/** `failed` keeps the state read before, so a site stays shown with the reason its state is not current. */
export type StatusLoad = { status: 'unknown' } | { status: 'loaded'; state: SyncStatus } | { status: 'failed'; error: unknown; state: SyncStatus | null };

/** The Pull or Push of this window: under way, or how the last one ended (a resolution too). */
export type SyncRun =
  | { status: 'idle' }
  | { status: 'running'; kind: SyncKind; operationId: string; step: SyncStep | null; cancelling: boolean }
  | { status: 'pulled'; outcome: PullOutcome; conflictFiles: string[] }
  | { status: 'pushed'; outcome: PushOutcome; pulledFirst: PullOutcome | null }
  /** A Check for updates ended: the commits the remote has that the site has not. */
  | { status: 'fetched'; behind: number }
  | { status: 'cancelled'; kind: SyncKind }
  | { status: 'failed'; kind: SyncKind | 'resolve'; error: unknown }
  | { status: 'resolved'; commit: string };

/** The conflict dialog: closed, reading, or open with the technician's choices so far. */
export type ConflictDialog =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed'; error: unknown }
  | { status: 'open'; conflicts: SiteConflicts; choices: Record<string, Record<string, Side>>; resolving: boolean; error: unknown };

export interface SyncState {
  load: StatusLoad;
  run: SyncRun;
  dialog: ConflictDialog;
  setLoad(load: StatusLoad): void;
  setRun(run: SyncRun): void;
  /** A sync.progress event: only the run under way of this window takes it. */
  reachStep(operationId: string, step: SyncStep): void;
  markCancelling(): void;
  setDialog(dialog: ConflictDialog): void;
  choose(path: string, field: string, side: Side): void;
  setResolving(resolving: boolean, error?: unknown): void;
}

export function createSyncStore() {
  return createStore<SyncState>()((set) => ({
    load: { status: 'unknown' },
    run: { status: 'idle' },
    dialog: { status: 'closed' },
    setLoad: (load) => set({ load }),
    setRun: (run) => set({ run }),
    reachStep: (operationId, step) => set((state) => (state.run.status === 'running' && state.run.operationId === operationId ? { run: { ...state.run, step } } : state)),
    markCancelling: () => set((state) => (state.run.status === 'running' ? { run: { ...state.run, cancelling: true } } : state)),
    setDialog: (dialog) => set({ dialog }),
    choose: (path, field, side) =>
      set((state) => {
        if (state.dialog.status !== 'open') return state;
        const { choices } = state.dialog;
        return { dialog: { ...state.dialog, error: null, choices: { ...choices, [path]: { ...choices[path], [field]: side } } } };
      }),
    setResolving: (resolving, error = null) => set((state) => (state.dialog.status === 'open' ? { dialog: { ...state.dialog, resolving, error } } : state)),
  }));
}

export type SyncStore = ReturnType<typeof createSyncStore>;

/** True when every conflicting field of every camera has a side chosen. */
export function everyFieldChosen(dialog: Extract<ConflictDialog, { status: 'open' }>): boolean {
  return dialog.conflicts.cameras.every((camera) => camera.fields.every((field) => dialog.choices[camera.path]?.[field.field] !== undefined));
}

/** The state the top bar shows: only for a workspace that is a site. */
export function siteSyncState(state: SyncState): SyncStatus | null {
  const { load } = state;
  return load.status !== 'unknown' && load.state?.site ? load.state : null;
}
