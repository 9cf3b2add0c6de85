// Which peers the per-peer rate charts draw: the technician's choice, or else the most recently
// active peers of the record. A chosen peer stays charted after it drops out of the record.
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import { peerSampleKey } from './statisticsHistory';

export interface ChartedPeer {
  key: string;
  IP: string;
  PID: number;
}

/** One colour per charted peer (maxChartedPeers of them), readable on the light and the dark theme. */
export const peerColours = ['#2f7bd8', '#d9480f', '#2b8a3e', '#9c36b5', '#c2255c', '#0c8599'];

/** Charted without a choice: the first peers of the record (most recently active first). */
export const defaultChartedCount = 3;

export function chartedPeerList(statistics: DistributorStatistics | null, chosen: readonly string[] | null): ChartedPeer[] {
  if (chosen === null) return (statistics?.publication.peers ?? []).slice(0, defaultChartedCount).map(({ IP, PID }) => ({ key: peerSampleKey(IP, PID), IP, PID }));
  return chosen.map((key) => {
    const slash = key.lastIndexOf('/');
    return { key, IP: key.slice(0, slash), PID: Number(key.slice(slash + 1)) };
  });
}

/** The keys after the technician ticks or unticks one peer's "Chart" box. */
export function toggleCharted(current: readonly ChartedPeer[], key: string): string[] {
  const keys = current.map((peer) => peer.key);
  return keys.includes(key) ? keys.filter((other) => other !== key) : [...keys, key];
}
