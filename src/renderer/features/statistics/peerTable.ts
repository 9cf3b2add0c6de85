// The rows of the dashboard's peer table and their sorting: every counter of spec 2.5, the
// derived ratios and when the peer was last heard. Sorting is by one column; rows without a
// value there (a ratio with nothing to divide by) come last either way.
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import type { PeerRecord } from '../../../shared/distributor/statistics';
import { peerRatios, type PeerRatios } from './peerRatios';
import { peerSampleKey } from './statisticsHistory';

export interface PeerRow extends PeerRecord {
  key: string;
  ratios: PeerRatios;
  /** The distributor's clock, ms; null when not reported. */
  lastHeardAt: number | null;
}

export const counterColumns = ['msg_rx', 'msg_rx_dup', 'msg_rx_err', 'msg_rx_resend', 'pkt_rx', 'pkt_rx_err'] as const;
export const ratioColumns = ['error', 'duplicate', 'resend'] as const;
export const peerColumns = ['IP', 'PID', ...counterColumns, ...ratioColumns, 'lastHeardAt'] as const;
export type PeerColumn = (typeof peerColumns)[number];

export type SortDirection = 'ascending' | 'descending';
/** null: the record's order (most recently active first). */
export type PeerSort = { column: PeerColumn; direction: SortDirection } | null;

export function peerRows(statistics: DistributorStatistics): PeerRow[] {
  const lastHeard = new Map(statistics.activity.peers.map((peer) => [peerSampleKey(peer.IP, peer.PID), peer.lastHeardAt]));
  return statistics.publication.peers.map((peer) => {
    const key = peerSampleKey(peer.IP, peer.PID);
    return { ...peer, key, ratios: peerRatios(peer), lastHeardAt: lastHeard.get(key) ?? null };
  });
}

/** A header click: the sorted column flips its direction; another column starts with the largest (or A to Z for the address). */
export function nextSort(current: PeerSort, column: PeerColumn): PeerSort {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: column === 'IP' ? 'ascending' : 'descending' };
}

export function sortPeerRows(rows: readonly PeerRow[], sort: PeerSort): PeerRow[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const first = sortValue(a, sort.column);
    const second = sortValue(b, sort.column);
    if (first === null || second === null) return first === second ? 0 : first === null ? 1 : -1;
    return sign * (compareValues(first, second) || compareValues(sortValue(a, 'IP')!, sortValue(b, 'IP')!) || a.PID - b.PID);
  });
}

function sortValue(row: PeerRow, column: PeerColumn): number | number[] | null {
  if (column === 'IP') return addressOrder(row.IP);
  if (column === 'lastHeardAt') return row.lastHeardAt;
  if ((ratioColumns as readonly string[]).includes(column)) return row.ratios[column as keyof PeerRatios];
  return row[column as 'PID' | (typeof counterColumns)[number]];
}

/** 192.0.2.10 after 192.0.2.9: the address's numbers, not its text. */
function addressOrder(IP: string): number[] {
  return IP.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

function compareValues(a: number | number[], b: number | number[]): number {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) - Number(b);
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
