// The statistics record of the distributor (specification section 2.5), printed by sdk-demo
// as `put_publication`, and the breakdown of dropped packages and messages by reason.

/** Counters kept per remote peer. Field order is the order of section 2.5. */
export interface PeerCounters {
  /** Messages received from this peer and delivered (first copy of each message). */
  msg_rx: number;
  /** Copies of an already delivered message (resends, or the same package seen twice). */
  msg_rx_dup: number;
  /** Messages inside a valid package that were rejected (invalid path or value). */
  msg_rx_err: number;
  /** Delivered messages whose first copy to arrive was a resend (attempt > 0): earlier copies were lost. */
  msg_rx_resend: number;
  /** Packages from this peer that decoded (authentic, well-formed), including those then dropped (pkt_rx_err). */
  pkt_rx: number;
  /** Decoded packages from this peer that were dropped anyway (clock offset, replay, sender limit). */
  pkt_rx_err: number;
}

/** One entry of `peers`: the peer's address and process id, then its counters. */
export type PeerRecord = { IP: string; PID: number } & PeerCounters;

/** Totals over all peers plus what this process sent. Field order is the order of section 2.5. */
export interface SummaryCounters {
  msg_rx: number;
  msg_rx_dup: number;
  msg_rx_err: number;
  msg_rx_resend: number;
  /** Messages handed to the distributor for sending and sent at least once. */
  msg_tx: number;
  /** Packages received and decoded, from any peer (own packages excluded). */
  pkt_rx: number;
  /** Packages dropped: the peers' pkt_rx_err plus undecodable packages, whose sender is unknown. */
  pkt_rx_err: number;
  /** Packages sent. */
  pkt_tx: number;
  /** Packages the socket failed to send. */
  pkt_tx_err: number;
}

/** The statistics record, exactly the fields of section 2.5 in their order. */
export interface PutPublication {
  peers: PeerRecord[];
  self: { IP: string; PID: number };
  summary: SummaryCounters;
}

/**
 * Every reason the distributor drops a package or a message. Nothing is dropped silently:
 * each drop increments one of these and one of the counters above.
 */
export const dropReasons = [
  // Package level, on receive (counted in pkt_rx_err).
  'oversized',
  'malformed',
  'unsupported_version',
  'unauthentic',
  'unencrypted_rejected',
  'encrypted_unexpected',
  'clock_offset',
  'replay',
  'sender_limit',
  'own',
  // Message level, on receive.
  'duplicate',
  'invalid_message',
  // On send.
  'send_failed',
  'too_large',
  'queue_full',
  'inactive',
] as const;

export type DropReason = (typeof dropReasons)[number];

export type DropBreakdown = Record<DropReason, number>;

/** What each drop reason means, in words a technician understands. */
export const dropReasonDescriptions: Readonly<Record<DropReason, string>> = {
  oversized: 'package larger than 1472 bytes: no distributor sends one (refused before decryption)',
  malformed: 'package is not a distributor package or is cut off or corrupt',
  unsupported_version: 'package uses a wire format version or flag this program does not read (version 1: no replay protection, the sender must be updated)',
  unauthentic: 'encrypted package failed authentication (wrong passphrase or altered in transit)',
  unencrypted_rejected: 'unencrypted package received while encryption is on (passphrase set here, not at the sender)',
  encrypted_unexpected: 'encrypted package received while encryption is off (passphrase set at the sender, not here)',
  clock_offset: 'package timestamp differs from local time by more than broadcast.max_time_offset',
  replay: 'package already received from that sender, or older than its replay window (a copy sent again, from any address)',
  sender_limit: 'new sender refused: replay protection already tracks the most senders it can, all heard recently',
  own: 'package sent by this process, received back over the broadcast',
  duplicate: 'message already delivered (a resend copy)',
  invalid_message: 'message path or value breaks the message rules',
  send_failed: 'the network refused to send the package',
  too_large: 'message does not fit in one package',
  queue_full: 'send queue full: messages arrive faster than poll_freq sends them',
  inactive: 'distributor is not active (init failed or not called)',
};

export function emptyPeerCounters(): PeerCounters {
  return { msg_rx: 0, msg_rx_dup: 0, msg_rx_err: 0, msg_rx_resend: 0, pkt_rx: 0, pkt_rx_err: 0 };
}

export function emptySummary(): SummaryCounters {
  return { msg_rx: 0, msg_rx_dup: 0, msg_rx_err: 0, msg_rx_resend: 0, msg_tx: 0, pkt_rx: 0, pkt_rx_err: 0, pkt_tx: 0, pkt_tx_err: 0 };
}

export function emptyDropBreakdown(): DropBreakdown {
  const breakdown = {} as DropBreakdown;
  for (const reason of dropReasons) breakdown[reason] = 0;
  return breakdown;
}

export function isDropReason(value: string): value is DropReason {
  return (dropReasons as readonly string[]).includes(value);
}

// Beside the record of 2.5: who sends packages that fail authentication. Such a package cannot
// be read, so its sender is known by the UDP source address only, which anyone can choose: the
// addresses kept are bounded (`maxAuthFailureSources`), the rest is counted as "others".

/** The drop reasons of a package whose sender could not be authenticated (wrong or one-sided passphrase, or altered). */
export const authFailureReasons = ['unauthentic', 'unencrypted_rejected', 'encrypted_unexpected'] as const satisfies readonly DropReason[];

export type AuthFailureReason = (typeof authFailureReasons)[number];

/** Distinct source addresses whose authentication failures are counted one by one. */
export const maxAuthFailureSources = 64;

/** The failed packages of one source address. Times are the distributor's clock (ms since the epoch). */
export interface AuthFailureSource {
  IP: string;
  /** Packages from this address that failed authentication, all reasons. */
  packages: number;
  reasons: Record<AuthFailureReason, number>;
  firstAt: number;
  lastAt: number;
}

/** Authentication failures by source address: at most `maxAuthFailureSources` addresses, most recent first; the rest in `others`. */
export interface AuthFailureReport {
  sources: AuthFailureSource[];
  /** Failures of addresses let go to make room for another address (their count moved here). */
  others: { packages: number; lastAt: number | null };
}

export function isAuthFailureReason(reason: DropReason): reason is AuthFailureReason {
  return (authFailureReasons as readonly string[]).includes(reason);
}
