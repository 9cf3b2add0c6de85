// What happens to a received package: decode (and authenticate), ignore our own, check the
// clock offset, then deliver each message once. Every package and message that is not
// delivered is counted under a reason (StatisticsLedger); nothing is dropped silently.
import { findPathProblem, findValueProblem } from '../../../shared/distributor/messagePath';
import type { DecodedPackage, PackageCodec, WireMessage } from '../codec/types';
import type { DedupeWindow } from './dedupeWindow';
import type { ReceivedMessage, TraceEvent } from './events';
import { type PeerEntry, type PeerIdentity, type StatisticsLedger } from './statisticsLedger';

/** Tests only: return true to treat a decoded package as lost on the wire (it is not counted). */
export type LossInjector = (pkg: DecodedPackage, from: PeerIdentity) => boolean;

export interface ReceiverContext {
  codec: PackageCodec;
  self: PeerIdentity;
  /** Seconds; 0 turns the check off. */
  maxTimeOffset: number;
  nowMs: () => number;
  ledger: StatisticsLedger;
  dedupe: DedupeWindow;
  lossInjector?: LossInjector;
  deliver: (message: ReceivedMessage) => void;
  /** The trace sink while someone listens for traces, else null (then no trace text is built). */
  tracer: () => TraceSink | null;
}

export type TraceSink = (event: TraceEvent) => void;

export function receivePackage(context: ReceiverContext, bytes: Buffer, sourceIP: string): void {
  const trace = context.tracer();
  const decoded = context.codec.decode(bytes);
  if (!decoded.ok) {
    context.ledger.countUnattributedPackageDrop(decoded.reason, sourceIP);
    trace?.({ level: 2, kind: 'package_drop', text: `rx drop ${bytes.length} bytes from ${sourceIP}: ${decoded.reason}: ${decoded.detail}` });
    return;
  }
  const pkg = decoded.pkg;
  const from = { IP: sourceIP, PID: pkg.pid };
  if (sourceIP === context.self.IP && pkg.pid === context.self.PID) {
    context.ledger.countDrop('own');
    return;
  }
  if (context.lossInjector?.(pkg, from)) return;
  const now = context.nowMs();
  const peer = context.ledger.peerSeen(sourceIP, pkg.pid, now);
  context.ledger.countRx(peer, 'pkt_rx');
  const offsetMs = pkg.timestampMs - now;
  if (context.maxTimeOffset > 0 && Math.abs(offsetMs) > context.maxTimeOffset * 1000) {
    context.ledger.countRx(peer, 'pkt_rx_err');
    context.ledger.countDrop('clock_offset', peer);
    const detail = `timestamp off by ${(offsetMs / 1000).toFixed(1)} s, broadcast.max_time_offset is ${context.maxTimeOffset} s`;
    trace?.({ level: 2, kind: 'package_drop', text: `rx drop package ${pkg.sequence} from ${describe(from)}: clock_offset: ${detail}` });
    return;
  }
  trace?.({ level: 2, kind: 'package_rx', text: `rx package ${pkg.sequence} from ${describe(from)}: ${pkg.messages.length} messages, ${bytes.length} bytes` });
  for (const message of pkg.messages) receiveMessage(context, peer, message, now, trace);
}

function receiveMessage(context: ReceiverContext, peer: PeerEntry, message: WireMessage, now: number, trace: TraceSink | null): void {
  if (!context.dedupe.firstSighting(peer.key, message.id)) {
    context.ledger.countRx(peer, 'msg_rx_dup');
    context.ledger.countDrop('duplicate', peer);
    trace?.({ level: 3, kind: 'message_drop', text: `rx duplicate message ${message.id} attempt ${message.attempt} from ${describe(peer)}` });
    return;
  }
  const problem = findPathProblem(message.path) ?? findValueProblem(message.value);
  if (problem) {
    context.ledger.countRx(peer, 'msg_rx_err');
    context.ledger.countDrop('invalid_message', peer);
    trace?.({ level: 3, kind: 'message_drop', text: `rx invalid message ${message.id} from ${describe(peer)}: ${problem.message}` });
    return;
  }
  const resent = message.attempt > 0;
  context.ledger.countRx(peer, 'msg_rx');
  if (resent) context.ledger.countRx(peer, 'msg_rx_resend');
  trace?.({ level: 3, kind: 'message_rx', text: `rx message ${message.id} attempt ${message.attempt} from ${describe(peer)}: ${message.path}=${message.value}` });
  context.deliver({ path: message.path, value: message.value, from: { IP: peer.IP, PID: peer.PID }, receivedAt: now, resent });
}

function describe(peer: PeerIdentity): string {
  return `${peer.IP} pid ${peer.PID}`;
}
