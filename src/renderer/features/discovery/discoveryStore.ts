// The discovery dialog's scan (discoveryScan.ts): filled by discoveryActions.ts and the
// site.discoverProgress events (discoveryEvents.ts); and the addresses heard on the bus
// (site.heardOnBus), read when the dialog opens and on Refresh.
import { createStore } from 'zustand/vanilla';
import type { MethodOutput } from '../../../shared/api/contract';
import { idleScan, type DiscoveryScan } from './discoveryScan';

export interface DiscoveryState {
  scan: DiscoveryScan;
  update(change: (scan: DiscoveryScan) => DiscoveryScan): void;
  /** Null until read; `problem` when the last read failed. */
  heardOnBus: MethodOutput<'site.heardOnBus'> | null;
  heardProblem: string | null;
  setHeardOnBus(heard: MethodOutput<'site.heardOnBus'> | null, problem: string | null): void;
}

export function createDiscoveryStore() {
  return createStore<DiscoveryState>()((set) => ({
    scan: idleScan,
    update: (change) => set((state) => ({ scan: change(state.scan) })),
    heardOnBus: null,
    heardProblem: null,
    setHeardOnBus: (heardOnBus, heardProblem) => set((state) => ({ heardOnBus: heardOnBus ?? state.heardOnBus, heardProblem })),
  }));
}

export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>;
