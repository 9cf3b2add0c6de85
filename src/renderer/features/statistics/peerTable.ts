// The rows of the dashboard's peer table and their sorting: every counter of spec 2.5, the
// derived ratios, the duplicates the peer's own resend explains, and when the peer was last
// heard; and the senders whose packages failed authentication, by address. Sorting is by one
// column; rows without a value there (a ratio with nothing to divide by) come last either way.
// Failing senders are not sorted: they lead the table, most recent first.
import type { DistributorStatistics } from '../../../shared/api/distributorSchemas';
import type { PeerRecord } from '../../../shared/distributor/statistics';
import { duplicatesBeyondResend, peerRatios, type PeerRatios } from './peerRatios';
import { peerSampleKey } from './statisticsHistory';
import type { Wording } from './statisticsWording';

export interface PeerRow extends PeerRecord {
  key: string;
  ratios: PeerRatios;
  /** The distributor's clock, ms; null when not reported. */
  lastHeardAt: number | null;
  /** The peer's broadcast.resend as its attempt numbers show it (0 before its first message). */
  resendSeen: number;
  /** Duplicates its resend does not explain: messages sent again (replays). */
  duplicatesBeyondResend: number;
}

/** A source address whose packages failed authentication (its PID cannot be read), or all the other such addresses together. */
export interface FailingRow {
  key: string;
  /** null: the addresses not kept one by one ("others"). */
  IP: string | null;
  packages: number;
  /** Packages with the wrong passphrase, and with encryption on at one side only. */
  unauthentic: number;
  oneSided: number;
  lastAt: number | null;
}

export const counterColumns = ['msg_rx', 'msg_rx_dup', 'msg_rx_err', 'msg_rx_resend', 'pkt_rx', 'pkt_rx_err'] as const;
export const ratioColumns = ['error', 'duplicate', 'resend'] as const;
export const peerColumns = ['IP', 'PID', ...counterColumns, ...ratioColumns, 'lastHeardAt'] as const;
export type PeerColumn = (typeof peerColumns)[number];

export type SortDirection = 'ascending' | 'descending';
/** null: the record's order (most recently active first). */
export type PeerSort = { column: PeerColumn; direction: SortDirection } | null;

export function peerRows(statistics: DistributorStatistics): PeerRow[] {
  const activity = new Map(statistics.activity.peers.map((peer) => [peerSampleKey(peer.IP, peer.PID), peer]));
  return statistics.publication.peers.map((peer) => {
    const key = peerSampleKey(peer.IP, peer.PID);
    const heard = activity.get(key);
    const resendSeen = heard?.resendSeen ?? 0;
    return { ...peer, key, ratios: peerRatios(peer), lastHeardAt: heard?.lastHeardAt ?? null, resendSeen, duplicatesBeyondResend: duplicatesBeyondResend(peer, resendSeen) };
  });
}

/** The senders whose packages failed authentication, most recent first, then the others together (when any). */
export function failingRows({ authFailures }: DistributorStatistics): FailingRow[] {
  const rows: FailingRow[] = authFailures.sources.map((source) => ({
    key: `failing/${source.IP}`,
    IP: source.IP,
    packages: source.packages,
    unauthentic: source.reasons.unauthentic,
    oneSided: source.reasons.unencrypted_rejected + source.reasons.encrypted_unexpected,
    lastAt: source.lastAt,
  }));
  const { others } = authFailures;
  if (others.packages > 0) rows.push({ key: 'failing/others', IP: null, packages: others.packages, unauthentic: 0, oneSided: 0, lastAt: others.lastAt });
  return rows;
}

/** What a peer's duplicates are: copies its own resend explains (expected), or more (replays). */
export function duplicateExplanation(
  row: Pick<PeerRow, 'msg_rx_dup' | 'resendSeen' | 'duplicatesBeyondResend'>,
  { t }: Pick<Wording, 't'>,
): { note: string; title: string; alarming: boolean } | null {
  if (row.msg_rx_dup === 0) return null;
  const resend = Math.max(1, row.resendSeen);
  const expected = row.msg_rx_dup - row.duplicatesBeyondResend;
  const explained = t('statistics.peers.duplicateExplained', { copies: t('statistics.signs.copies', { count: expected }), resend });
  if (row.duplicatesBeyondResend === 0) return { note: t('statistics.peers.duplicateExpected', { resend }), title: t('statistics.peers.duplicateExplainedTitle', { explained }), alarming: false };
  return {
    note: t('statistics.peers.duplicateBeyond', { count: row.duplicatesBeyondResend }),
    title: t('statistics.peers.duplicateBeyondTitle', { copies: t('statistics.signs.copies', { count: row.duplicatesBeyondResend }), resend, explained }),
    alarming: true,
  };
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
