// The distributor's statistics record (put_publication), its drop counters and activity, filled
// by the `distributor.statistics` event (about once a second) after the first load; the recent
// records as a bounded history outside React state (statisticsHistory.ts; `historyVersion`
// counts its changes); and the dashboard's view settings (UI state: sort, charted peers,
// the silence limit), never sent to the studio.
import { createStore } from 'zustand/vanilla';
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { defaultHealthThresholds } from './healthSigns';
import type { PeerSort } from './peerTable';
import { StatisticsHistory } from './statisticsHistory';

/** Peers drawn in the per-peer charts at most (one colour each). */
export const maxChartedPeers = 6;

export interface StatisticsState {
  statistics: DistributorStatistics | null;
  /** When the record last changed (ms since the epoch), or null. */
  updatedAt: number | null;
  /** Mutated in place, read at `historyVersion`. */
  history: StatisticsHistory;
  historyVersion: number;
  sort: PeerSort;
  /** Peer keys (IP/PID) chosen for the per-peer charts; null: the most recently active ones. */
  chartedPeers: string[] | null;
  /** A listed peer not heard for longer is shown as silent. */
  silentAfterSeconds: number;
  setStatistics(statistics: DistributorStatistics, at?: number): void;
  setSort(sort: PeerSort): void;
  setChartedPeers(keys: string[]): void;
  setSilentAfterSeconds(seconds: number): void;
}

export function createStatisticsStore(history = new StatisticsHistory()) {
  return createStore<StatisticsState>()((set) => ({
    statistics: null,
    updatedAt: null,
    history,
    historyVersion: 0,
    sort: null,
    chartedPeers: null,
    silentAfterSeconds: defaultHealthThresholds.silentAfterMs / 1000,
    setStatistics: (statistics, at = Date.now()) =>
      set((state) => ({ statistics, updatedAt: at, historyVersion: state.history.add(statistics) ? state.historyVersion + 1 : state.historyVersion })),
    setSort: (sort) => set({ sort }),
    setChartedPeers: (keys) => set({ chartedPeers: keys.slice(0, maxChartedPeers) }),
    setSilentAfterSeconds: (silentAfterSeconds) => set({ silentAfterSeconds }),
  }));
}

export type StatisticsStore = ReturnType<typeof createStatisticsStore>;
