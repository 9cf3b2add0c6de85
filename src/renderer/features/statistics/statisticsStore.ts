// The distributor's statistics record (put_publication) and its drop counters, filled by the
// `distributor.statistics` event (about once a second) after the first load.
import { createStore } from 'zustand/vanilla';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';

export interface StatisticsState {
  statistics: DistributorStatistics | null;
  /** When the record last changed (ms since the epoch), or null. */
  updatedAt: number | null;
  setStatistics(statistics: DistributorStatistics, at?: number): void;
}

export function createStatisticsStore() {
  return createStore<StatisticsState>()((set) => ({
    statistics: null,
    updatedAt: null,
    setStatistics: (statistics, at = Date.now()) => set({ statistics, updatedAt: at }),
  }));
}

export type StatisticsStore = ReturnType<typeof createStatisticsStore>;
