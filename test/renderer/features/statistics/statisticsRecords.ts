// Statistics records for the dashboard's tests, built from the few numbers a test cares about.
import type { DistributorStatistics } from '../../../../src/shared/api/distributorSchemas';
import { emptyDropBreakdown, emptyPeerCounters, emptySummary, type DropReason, type PeerCounters, type SummaryCounters } from '../../../../src/shared/distributor/statistics';

export interface TestPeer {
  IP: string;
  PID: number;
  counters?: Partial<PeerCounters>;
  drops?: Partial<Record<DropReason, number>>;
  lastHeardAt?: number;
  /** The peer's resend as its messages show it (default 1 once it sent a message). */
  resendSeen?: number;
}

export interface TestSource {
  IP: string;
  drops: Partial<Record<DropReason, number>>;
  lastDropAt?: number;
}

/** A sender whose packages failed authentication (wrong passphrase). */
export interface TestFailingSource {
  IP: string;
  packages: number;
  lastAt?: number;
}

export function testRecord({
  takenAt,
  peers = [],
  sources = [],
  failing = [],
  othersFailing = 0,
  summary = {},
}: {
  takenAt: number;
  peers?: TestPeer[];
  sources?: TestSource[];
  failing?: TestFailingSource[];
  othersFailing?: number;
  summary?: Partial<SummaryCounters>;
}): DistributorStatistics {
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
    activity: {
      takenAt,
      peers: withCounters.map((peer) => ({ IP: peer.IP, PID: peer.PID, lastHeardAt: peer.lastHeardAt ?? takenAt, resendSeen: peer.resendSeen ?? (peer.counters.msg_rx + peer.counters.msg_rx_err > 0 ? 1 : 0) })),
    },
    authFailures: {
      sources: failing.map((source) => ({
        IP: source.IP,
        packages: source.packages,
        reasons: { unauthentic: source.packages, unencrypted_rejected: 0, encrypted_unexpected: 0 },
        firstAt: (source.lastAt ?? takenAt) - 1000,
        lastAt: source.lastAt ?? takenAt,
      })),
      others: { packages: othersFailing, lastAt: othersFailing > 0 ? takenAt : null },
    },
    localPrograms: [],
  };
}
