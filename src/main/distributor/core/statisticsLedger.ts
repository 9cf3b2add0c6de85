// Counts everything the distributor sends, receives and drops: the per-peer and summary counters
// of the statistics record (spec 2.5) and a finer breakdown of drops by reason. Peers are keyed
// by IP + PID; at most `maxTrackedPeers` are kept (the least recently active is forgotten first,
// its counts stay in the summary). Packages whose sender PID cannot be read (undecodable,
// unauthentic) are attributed to their source IP only; those that failed authentication are also
// tallied by source address in a bounded table of their own (AuthFailureTally).
import {
  isAuthFailureReason,
  emptyDropBreakdown,
  emptyPeerCounters,
  emptySummary,
  type DropBreakdown,
  type AuthFailureReport,
  type DropReason,
  type PeerCounters,
  type PeerRecord,
  type PutPublication,
  type SummaryCounters,
} from '../../../shared/distributor/statistics';
import { AuthFailureTally } from './authFailureTally';

export const defaultMaxTrackedPeers = 1024;

export interface PeerIdentity {
  IP: string;
  PID: number;
}

export interface PeerEntry extends PeerIdentity {
  /** peerKey(IP, PID), computed once. */
  key: string;
  counters: PeerCounters;
  drops: DropBreakdown;
  /** Local clock (ms since the epoch) when the last package from this peer arrived. */
  lastActiveMs: number;
  /** Highest attempt number of a message copy from this peer (-1 before its first message). */
  highestAttempt: number;
}

export interface SourceDrops {
  IP: string;
  drops: DropBreakdown;
  /** Local clock (ms since the epoch) when the last package from this source IP was dropped. */
  lastDropAt: number;
}

/** When a listed peer was last heard (any package, dropped or not), by the local clock. */
export interface PeerActivity extends PeerIdentity {
  lastHeardAt: number;
  /** The peer's broadcast.resend as its messages show it: its highest attempt number + 1 (0 before its first message). */
  resendSeen: number;
}

/** Drops by reason: in total, per peer (IP + PID) and per source IP when the PID was unreadable. */
export interface DropReport {
  total: DropBreakdown;
  peers: Array<PeerIdentity & { drops: DropBreakdown }>;
  unattributed: SourceDrops[];
}

export function peerKey(IP: string, PID: number): string {
  return `${IP}/${PID}`;
}

type PeerCounterName = keyof PeerCounters;

export class StatisticsLedger {
  readonly summary: SummaryCounters = emptySummary();
  readonly drops: DropBreakdown = emptyDropBreakdown();
  private readonly peers = new Map<string, PeerEntry>();
  private readonly sources = new Map<string, SourceDrops>();
  private readonly authFailureTally = new AuthFailureTally();

  constructor(readonly maxTrackedPeers = defaultMaxTrackedPeers) {}

  /** The entry of a peer a package came from, created on first contact, marked active now. */
  peerSeen(IP: string, PID: number, nowMs: number): PeerEntry {
    const key = peerKey(IP, PID);
    let entry = this.peers.get(key);
    if (entry) this.peers.delete(key);
    else {
      entry = { IP, PID, key, counters: emptyPeerCounters(), drops: emptyDropBreakdown(), lastActiveMs: nowMs, highestAttempt: -1 };
      this.evictIfFull(this.peers);
    }
    entry.lastActiveMs = nowMs;
    this.peers.set(key, entry); // Map order: least recently active first
    return entry;
  }

  /** Adds to a receive counter of the peer and of the summary. */
  countRx(entry: PeerEntry, counter: PeerCounterName, amount = 1): void {
    entry.counters[counter] += amount;
    this.summary[counter] += amount;
  }

  /** Counts a drop by reason, globally and for the peer when it is known. */
  countDrop(reason: DropReason, entry?: PeerEntry, amount = 1): void {
    this.drops[reason] += amount;
    if (entry) entry.drops[reason] += amount;
  }

  /** A message copy (delivered or not) from the peer: its attempt number tells the peer's resend. */
  countAttempt(entry: PeerEntry, attempt: number): void {
    if (attempt > entry.highestAttempt) entry.highestAttempt = attempt;
  }

  /** A package dropped before its sender's PID could be read: counted against the source IP. */
  countUnattributedPackageDrop(reason: DropReason, IP: string, nowMs: number): void {
    this.summary.pkt_rx_err++;
    this.drops[reason]++;
    if (isAuthFailureReason(reason)) this.authFailureTally.count(reason, IP, nowMs);
    let source = this.sources.get(IP);
    if (source) this.sources.delete(IP);
    else {
      source = { IP, drops: emptyDropBreakdown(), lastDropAt: nowMs };
      this.evictIfFull(this.sources);
    }
    source.drops[reason]++;
    source.lastDropAt = nowMs;
    this.sources.set(IP, source);
  }

  /** The statistics record: up to `logListMax` peers, most recently active first. */
  publication(self: PeerIdentity, logListMax: number): PutPublication {
    const peers: PeerRecord[] = [];
    for (const entry of this.recentPeers(logListMax)) peers.push({ IP: entry.IP, PID: entry.PID, ...entry.counters });
    return { peers, self: { IP: self.IP, PID: self.PID }, summary: { ...this.summary } };
  }

  /** When each of the peers `publication(self, logListMax)` lists was last heard, in the same order. */
  peerActivity(logListMax: number): PeerActivity[] {
    return this.recentPeers(logListMax).map((entry) => ({ IP: entry.IP, PID: entry.PID, lastHeardAt: entry.lastActiveMs, resendSeen: entry.highestAttempt + 1 }));
  }

  /** Packages that failed authentication, by source address (bounded; the rest as `others`). */
  authFailures(): AuthFailureReport {
    return this.authFailureTally.report();
  }

  dropReport(): DropReport {
    return {
      total: { ...this.drops },
      peers: this.recentPeers(this.peers.size).map((entry) => ({ IP: entry.IP, PID: entry.PID, drops: { ...entry.drops } })),
      unattributed: [...this.sources.values()].reverse().map((source) => ({ IP: source.IP, drops: { ...source.drops }, lastDropAt: source.lastDropAt })),
    };
  }

  private recentPeers(limit: number): PeerEntry[] {
    const recent: PeerEntry[] = [];
    const entries = [...this.peers.values()];
    for (let i = entries.length - 1; i >= 0 && recent.length < limit; i--) recent.push(entries[i]!);
    return recent;
  }

  private evictIfFull<T>(map: Map<string, T>): void {
    if (map.size < this.maxTrackedPeers) return;
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
