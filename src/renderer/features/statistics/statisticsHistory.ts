// The recent statistics records, kept outside React state: a bounded list of compact samples
// (the last `spanMs`, at most `maxSamples`, at most `maxPeersPerSample` peers each) from which
// the dashboard derives rates (messages and packages per second) and the health signs' window.
// A record older than the newest, or whose summary counters went down (the studio restarted),
// is handled here so that no rate is ever negative.
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { emptyPeerCounters, type DropBreakdown, type PeerCounters, type SummaryCounters } from '../../../shared/distributor/statistics';
import { RingBuffer } from '../bus/ringBuffer';

export const defaultHistorySpanMs = 10 * 60_000;
/** Two records a second for the whole span at most (the studio sends one a second). */
export const maxSamples = 1200;
/** Peers kept per sample (the most recently active first, as the record lists them). */
export const maxPeersPerSample = 100;
/** Source IPs kept per sample for the passphrase signs. */
export const maxSourcesPerSample = 100;

export interface PeerSample {
  IP: string;
  PID: number;
  counters: PeerCounters;
  /** Packages of this peer dropped for clock offset. */
  clockOffsetDrops: number;
  /** Distributor clock, ms; null when the record did not say. */
  lastHeardAt: number | null;
  /** The peer's resend as its messages show it (0 when unknown). */
  resendSeen: number;
}

export interface SourceSample {
  IP: string;
  drops: DropBreakdown;
  lastDropAt: number;
}

export interface StatisticsSample {
  /** The distributor's clock when the record was taken (ms since the epoch). */
  takenAt: number;
  summary: SummaryCounters;
  /** Keyed by peerSampleKey(IP, PID). */
  peers: Map<string, PeerSample>;
  /** Packages from these source IPs could not be decoded or authenticated (drops.unattributed). */
  sources: Map<string, SourceSample>;
}

/** One series of rates per second; `at` in seconds (what uPlot's time axis reads). */
export interface RateSeries {
  at: number[];
  values: Array<number | null>;
}

export function peerSampleKey(IP: string, PID: number): string {
  return `${IP}/${PID}`;
}

/** A record reduced to what rates and health need. */
export function sampleOf(statistics: DistributorStatistics): StatisticsSample {
  const activity = new Map(statistics.activity.peers.map((peer) => [peerSampleKey(peer.IP, peer.PID), peer]));
  const clockOffset = new Map(statistics.drops.peers.map((peer) => [peerSampleKey(peer.IP, peer.PID), peer.drops.clock_offset]));
  const peers = new Map<string, PeerSample>();
  for (const { IP, PID, ...counters } of statistics.publication.peers.slice(0, maxPeersPerSample)) {
    const key = peerSampleKey(IP, PID);
    const heard = activity.get(key);
    peers.set(key, { IP, PID, counters, clockOffsetDrops: clockOffset.get(key) ?? 0, lastHeardAt: heard?.lastHeardAt ?? null, resendSeen: heard?.resendSeen ?? 0 });
  }
  const sources = new Map(statistics.drops.unattributed.slice(0, maxSourcesPerSample).map((source) => [source.IP, { ...source }]));
  return { takenAt: statistics.activity.takenAt, summary: { ...statistics.publication.summary }, peers, sources };
}

type SummaryRateCounter = 'msg_rx' | 'pkt_rx' | 'msg_tx' | 'pkt_tx';
type PeerRateCounter = 'msg_rx' | 'pkt_rx';

export class StatisticsHistory {
  private samples: RingBuffer<StatisticsSample>;

  constructor(
    readonly spanMs = defaultHistorySpanMs,
    capacity = maxSamples,
  ) {
    this.samples = new RingBuffer(capacity);
  }

  get size(): number {
    return this.samples.size;
  }

  get newest(): StatisticsSample | undefined {
    return this.samples.at(this.samples.size - 1);
  }

  /** Adds a record; false when it was not newer than the newest kept (the first load racing an event). */
  add(statistics: DistributorStatistics): boolean {
    const sample = sampleOf(statistics);
    const newest = this.newest;
    if (newest && sample.takenAt <= newest.takenAt) return false;
    if (newest && countersWentDown(newest.summary, sample.summary)) this.samples.clear();
    this.samples.push(sample);
    while (this.samples.size > 1 && this.samples.peekOldest()!.takenAt < sample.takenAt - this.spanMs) this.samples.shift();
    return true;
  }

  clear(): void {
    this.samples.clear();
  }

  /** The newest sample taken at least `windowMs` before the newest one, or null when the history is shorter. */
  baseline(windowMs: number): StatisticsSample | null {
    const newest = this.newest;
    if (!newest) return null;
    for (let index = this.samples.size - 2; index >= 0; index--) {
      const sample = this.samples.at(index)!;
      if (sample.takenAt <= newest.takenAt - windowMs) return sample;
    }
    return null;
  }

  /** A summary counter's rate per second between successive samples. */
  summaryRate(counter: SummaryRateCounter): RateSeries {
    return this.rates((sample) => sample.summary[counter]);
  }

  /** A peer's counter's rate per second; null where the peer was not in both samples or its counters restarted. */
  peerRate(key: string, counter: PeerRateCounter): RateSeries {
    return this.rates((sample) => sample.peers.get(key)?.counters[counter] ?? null);
  }

  private rates(read: (sample: StatisticsSample) => number | null): RateSeries {
    const at: number[] = [];
    const values: Array<number | null> = [];
    for (let index = 1; index < this.samples.size; index++) {
      const previous = this.samples.at(index - 1)!;
      const current = this.samples.at(index)!;
      const before = read(previous);
      const after = read(current);
      at.push(current.takenAt / 1000);
      values.push(before === null || after === null || after < before ? null : ((after - before) * 1000) / (current.takenAt - previous.takenAt));
    }
    return { at, values };
  }
}

function countersWentDown(before: SummaryCounters, after: SummaryCounters): boolean {
  return (Object.keys(before) as Array<keyof SummaryCounters>).some((counter) => after[counter] < before[counter]);
}

/** How much a counter grew since an earlier reading: all of it when there was none or it restarted lower. */
export function grownSince(current: number, before: number | undefined): number {
  return before === undefined || current < before ? current : current - before;
}

/** A peer's counters grown since `baseline` (null: since the distributor started). */
export function peerCountersSince(peer: PeerSample, baseline: StatisticsSample | null): PeerCounters {
  const before = baseline?.peers.get(peerSampleKey(peer.IP, peer.PID))?.counters;
  const growth = emptyPeerCounters();
  for (const counter of Object.keys(growth) as Array<keyof PeerCounters>) growth[counter] = grownSince(peer.counters[counter], before?.[counter]);
  return growth;
}
