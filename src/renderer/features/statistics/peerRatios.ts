// The derived ratios of a peer's counters (spec 2.5), shown in the peer table and judged by the
// health signs. Each is null when its denominator is 0: no ratio is better than a made-up 0 %.
import type { PeerCounters } from '../../../shared/distributor/statistics';
import type { Wording } from './statisticsWording';

export interface PeerRatios {
  /** Packages dropped after decoding (pkt_rx_err: clock offset, replay, sender limit) out of the packages decoded (pkt_rx). */
  error: number | null;
  /** Copies of an already delivered message (msg_rx_dup) out of every message copy received (msg_rx + msg_rx_dup + msg_rx_err). */
  duplicate: number | null;
  /** Delivered messages whose first copy to arrive was a resend (msg_rx_resend) out of the delivered messages (msg_rx). */
  resend: number | null;
}

export function peerRatios(counters: PeerCounters): PeerRatios {
  const copies = counters.msg_rx + counters.msg_rx_dup + counters.msg_rx_err;
  return {
    error: ratio(counters.pkt_rx_err, counters.pkt_rx),
    duplicate: ratio(counters.msg_rx_dup, copies),
    resend: ratio(counters.msg_rx_resend, counters.msg_rx),
  };
}

function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** "12 %", "0.5 %" ("0,5 %" in German), "0 %", or "–" for no ratio. */
export function formatPercent(value: number | null, { t, format }: Wording): string {
  if (value === null) return t('statistics.noValue');
  const percent = value * 100;
  const digits = percent !== 0 && percent < 10 && !Number.isInteger(percent) ? 1 : 0;
  return t('statistics.percent', { value: format.number(percent, digits) });
}

/**
 * Duplicates that the sender's own resend does not explain. A sender with broadcast.resend n
 * sends each message in n packages and the receiver keeps the first copy, so up to n − 1
 * duplicates per message are expected (fewer when copies are lost). `resendSeen` is the
 * sender's resend as its attempt numbers show it. Over the counters' whole life, since a copy
 * follows its first one (within a window, a message counted before it would not be).
 */
export function duplicatesBeyondResend(counters: Pick<PeerCounters, 'msg_rx' | 'msg_rx_dup' | 'msg_rx_err'>, resendSeen: number): number {
  const expected = Math.max(0, resendSeen - 1) * (counters.msg_rx + counters.msg_rx_err);
  return Math.max(0, counters.msg_rx_dup - expected);
}
