// Statistics records for the dashboard's tests, built from the few numbers a test cares about.
import type { DistributorStatistics } from '../../../../src/shared/api/distributorSchemas';
import { emptyDropBreakdown, emptyPeerCounters, emptySummary, type DropReason, type PeerCounters, type SummaryCounters } from '../../../../src/shared/distributor/statistics';

export interface TestPeer {
  IP: string;
  PID: number;
  counters?: Partial<PeerCounters>;
  drops?: Partial<Record<DropReason, number>>;
  lastHeardAt?: number;
}

export interface TestSource {
  IP: string;
  drops: Partial<Record<DropReason, number>>;
  lastDropAt?: number;
}

export function testRecord({ takenAt, peers = [], sources = [], summary = {} }: { takenAt: number; peers?: TestPeer[]; sources?: TestSource[]; summary?: Partial<SummaryCounters> }): DistributorStatistics {
  const withCounters = peers.map((peer) => ({ ...peer, counters: { ...emptyPeerCounters(), ...peer.counters } }));
  const total = emptySummary();
  for (const peer of withCounters) for (const counter of Object.keys(peer.counters) as Array<keyof PeerCounters>) total[counter] += peer.counters[counter];
  return {
    publication: {
      peers: withCounters.map((peer) => ({ IP: peer.IP, PID: peer.PID, ...peer.counters })),
      self: { IP: '127.0.0.1', PID: 1 },
      summary: { ...total, ...summary },
    },
    drops: {
      total: emptyDropBreakdown(),
      peers: peers.map((peer) => ({ IP: peer.IP, PID: peer.PID, drops: { ...emptyDropBreakdown(), ...peer.drops } })),
      unattributed: sources.map((source) => ({ IP: source.IP, drops: { ...emptyDropBreakdown(), ...source.drops }, lastDropAt: source.lastDropAt ?? takenAt })),
    },
    activity: { takenAt, peers: peers.map((peer) => ({ IP: peer.IP, PID: peer.PID, lastHeardAt: peer.lastHeardAt ?? takenAt })) },
  };
}
