// The audit log as last read: the filter it was read with, the items (newest first: a script, or
// a fleet run with its cameras) and how many matched in all. Filled by auditActions.ts. Which
// runs are open is UI state, set by the view.
import { createStore } from 'zustand/vanilla';
import type { AuditFilter } from '../../../shared/fleet/auditEntry';
import type { AuditItem } from '../../../shared/fleet/auditItems';
import type { Text } from '../../../shared/i18n/text';

/** A file of the log the read left out, and why. */
export interface SkippedAuditFile {
  file: string;
  reason: Text;
}

export type AuditLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; items: AuditItem[]; total: number; unreadableLines: number; skippedFiles: SkippedAuditFile[]; readAt: number }
  | { status: 'failed'; message: string };

/** The CSV export: under way, or how many entries the last one held (its failure is said where it was started). */
export type AuditExport = { status: 'idle' } | { status: 'exporting' } | { status: 'exported'; rows: number };

export interface AuditState {
  filter: AuditFilter;
  load: AuditLoad;
  /** The runs (by id) shown with their cameras. */
  openRuns: ReadonlySet<string>;
  export: AuditExport;
  setFilter(filter: AuditFilter): void;
  setLoad(load: AuditLoad): void;
  toggleRun(runId: string): void;
  setExport(state: AuditExport): void;
}

export function createAuditStore() {
  return createStore<AuditState>()((set) => ({
    filter: {},
    load: { status: 'idle' },
    openRuns: new Set(),
    export: { status: 'idle' },
    setFilter: (filter) => set({ filter }),
    setExport: (state) => set({ export: state }),
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
