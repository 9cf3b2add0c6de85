// The audit log as last read: the filter it was read with, the entries (newest first) and how
// many matched in all. Filled by auditActions.ts.
import { createStore } from 'zustand/vanilla';
import type { AuditEntry, AuditFilter } from '../../../shared/fleet/auditEntry';

export type AuditLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; entries: AuditEntry[]; total: number; unreadableLines: number; readAt: number }
  | { status: 'failed'; message: string };

export interface AuditState {
  filter: AuditFilter;
  load: AuditLoad;
  setFilter(filter: AuditFilter): void;
  setLoad(load: AuditLoad): void;
}

export function createAuditStore() {
  return createStore<AuditState>()((set) => ({
    filter: {},
    load: { status: 'idle' },
    setFilter: (filter) => set({ filter }),
    setLoad: (load) => set({ load }),
  }));
}

export type AuditStore = ReturnType<typeof createAuditStore>;
