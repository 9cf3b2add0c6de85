// The Site view: the inventory as last read, the refresh under way (its per-camera progress),
// how the technician wants the rows (sort, filter text, by group), and what the site agent's files
// say (agent.status, SiteAgentPanel.tsx). Filled by siteActions.ts
// and siteEvents.ts; the sort, filter and grouping are set by the view.
import { createStore } from 'zustand/vanilla';
import type { SiteInventory } from '../../../shared/api/siteSchemas';
import type { AgentStatus } from '../../../shared/api/agentStatusSchemas';
import type { SiteColumn, SiteSort } from './siteRows';
import { nextSort } from './siteRows';

export type SiteLoad = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; inventory: SiteInventory } | { status: 'failed'; message: string };

export type AgentStatusLoad = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; agent: AgentStatus } | { status: 'failed'; message: string };

export type SiteRefresh =
  | { status: 'idle' }
  | { status: 'running'; operationId: string; total: number; finished: ReadonlySet<string>; failed: ReadonlySet<string>; cancelling: boolean }
  | { status: 'finished'; outcome: NonNullable<SiteInventory['refresh']> }
  | { status: 'failed'; message: string };

export interface SiteState {
  load: SiteLoad;
  refresh: SiteRefresh;
  sort: SiteSort;
  filterText: string;
  byGroup: boolean;
  agentStatus: AgentStatusLoad;
  setLoad(load: SiteLoad): void;
  setAgentStatus(agentStatus: AgentStatusLoad): void;
  setRefresh(refresh: SiteRefresh): void;
  /** A progress event of the refresh under way (others are ignored). */
  reachProgress(operationId: string, cameraId: string, done: boolean, step: string): void;
  markCancelling(): void;
  sortBy(column: SiteColumn): void;
  setFilterText(text: string): void;
  setByGroup(byGroup: boolean): void;
}

export function createSiteStore() {
  return createStore<SiteState>()((set) => ({
    load: { status: 'idle' },
    refresh: { status: 'idle' },
    sort: { column: 'overall', direction: 'ascending' },
    filterText: '',
    byGroup: false,
    agentStatus: { status: 'idle' },
    setLoad: (load) => set({ load }),
    setAgentStatus: (agentStatus) => set({ agentStatus }),
    setRefresh: (refresh) => set({ refresh }),
    reachProgress: (operationId, cameraId, done, step) =>
      set((state) => {
        const { refresh } = state;
        if (refresh.status !== 'running' || refresh.operationId !== operationId || !done || refresh.finished.has(cameraId)) return state;
        // `cancelled`: it was being asked when the refresh was cancelled; it did not fail.
        const failed = step === 'failed' ? new Set([...refresh.failed, cameraId]) : refresh.failed;
        return { refresh: { ...refresh, finished: new Set([...refresh.finished, cameraId]), failed } };
      }),
    markCancelling: () => set((state) => (state.refresh.status === 'running' ? { refresh: { ...state.refresh, cancelling: true } } : state)),
    sortBy: (column) => set((state) => ({ sort: nextSort(state.sort, column) })),
    setFilterText: (filterText) => set({ filterText: filterText.slice(0, 200) }),
    setByGroup: (byGroup) => set({ byGroup }),
  }));
}

export type SiteStore = ReturnType<typeof createSiteStore>;
