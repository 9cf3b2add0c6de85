// The audit log as last read: the filter it was read with, the items (newest first: a script, or
// a fleet run with its cameras) and how many matched in all. Filled by auditActions.ts. Which
// runs are open is UI state, set by the view.
import { createStore } from 'zustand/vanilla';
import type { AuditFilter } from '../../../shared/fleet/auditEntry';
import type { AuditItem } from '../../../shared/fleet/auditItems';

/** A file of the log the read left out, and why. */
export interface SkippedAuditFile {
  file: string;
  reason: string;
}

export type AuditLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; items: AuditItem[]; total: number; unreadableLines: number; skippedFiles: SkippedAuditFile[]; readAt: number }
  | { status: 'failed'; message: string };

export interface AuditState {
  filter: AuditFilter;
  load: AuditLoad;
  /** The runs (by id) shown with their cameras. */
  openRuns: ReadonlySet<string>;
  setFilter(filter: AuditFilter): void;
  setLoad(load: AuditLoad): void;
  toggleRun(runId: string): void;
}

export function createAuditStore() {
  return createStore<AuditState>()((set) => ({
    filter: {},
    load: { status: 'idle' },
    openRuns: new Set(),
    setFilter: (filter) => set({ filter }),
    setLoad: (load) => set({ load }),
    toggleRun: (runId) =>
      set(({ openRuns }) => {
        const next = new Set(openRuns);
        if (!next.delete(runId)) next.add(runId);
        return { openRuns: next };
      }),
  }));
}

export type AuditStore = ReturnType<typeof createAuditStore>;
