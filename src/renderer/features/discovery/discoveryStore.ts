// The discovery dialog's scan (discoveryScan.ts): filled by discoveryActions.ts and the
// site.discoverProgress events (discoveryEvents.ts).
import { createStore } from 'zustand/vanilla';
import { idleScan, type DiscoveryScan } from './discoveryScan';

export interface DiscoveryState {
  scan: DiscoveryScan;
  update(change: (scan: DiscoveryScan) => DiscoveryScan): void;
}

export function createDiscoveryStore() {
  return createStore<DiscoveryState>()((set) => ({
    scan: idleScan,
    update: (change) => set((state) => ({ scan: change(state.scan) })),
  }));
}

export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>;
