// What happens to a received package: decode (size first, then authenticate), ignore our own,
// check the clock offset, refuse a replay, then deliver each message once. The sender is who
// the authenticated body says (address, PID, instance), never the UDP source address, which
// anyone can choose. Every package and message that is not delivered is counted under a reason
// (StatisticsLedger); nothing is dropped silently.
import { findPathProblem, findValueProblem } from '../../../shared/distributor/messagePath';
import { localize, type Text } from '../../../shared/i18n/text';
import type { DecodedPackage, PackageCodec, WireMessage } from '../codec/types';
import type { ReceivedMessage, TraceEvent } from './events';
import type { SenderReplayState, SenderReplayTable } from './senderReplayTable';
import { type PeerEntry, type PeerIdentity, type StatisticsLedger } from './statisticsLedger';

/** Tests only: return true to treat a decoded package as lost on the wire (it is not counted). */
export type LossInjector = (pkg: DecodedPackage, from: PeerIdentity) => boolean;

export interface ReceiverContext {
  codec: PackageCodec;
  /** This core's instance id: a package carrying it is our own broadcast coming back. */
  instance: string;
  /** Seconds; 0 turns the check off. */
  maxTimeOffset: number;
  nowMs: () => number;
  ledger: StatisticsLedger;
  replay: SenderReplayTable;
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
    context.ledger.countUnattributedPackageDrop(decoded.reason, sourceIP, context.nowMs());
    trace?.({ level: 2, kind: 'package_drop', text: localize('distributorWire.trace.dropUndecoded', { bytes: String(bytes.length), source: sourceIP, reason: decoded.reason, detail: decoded.detail }) });
    return;
  }
  const pkg = decoded.pkg;
  if (pkg.instance === context.instance) {
    context.ledger.countDrop('own');
    return;
  }
  const from = { IP: pkg.address, PID: pkg.pid };
  if (context.lossInjector?.(pkg, from)) return;
  const now = context.nowMs();
  const peer = context.ledger.peerSeen(pkg.address, pkg.pid, now);
  context.ledger.countRx(peer, 'pkt_rx');
  // Trace text only: the UDP source is named when it differs from the authenticated address.
  const sender = (): Text => (sourceIP === pkg.address ? describe(from) : localize('distributorWire.trace.sentFrom', { peer: describe(from), source: sourceIP }));
  const offsetMs = pkg.timestampMs - now;
  if (context.maxTimeOffset > 0 && Math.abs(offsetMs) > context.maxTimeOffset * 1000) {
    const detail = localize('distributorWire.admission.clockOffset', { seconds: (offsetMs / 1000).toFixed(1), limit: String(context.maxTimeOffset) });
    dropPackage(context, peer, 'clock_offset', trace, () => localize('distributorWire.trace.dropPackage', { sequence: String(pkg.sequence), sender: sender(), reason: 'clock_offset', detail }));
    return;
  }
  const admission = context.replay.admit(pkg, now);
  if (!admission.ok) {
    dropPackage(context, peer, admission.reason, trace, () => localize('distributorWire.trace.dropPackage', { sequence: String(pkg.sequence), sender: sender(), reason: admission.reason, detail: admission.detail }));
    return;
  }
  trace?.({ level: 2, kind: 'package_rx', text: localize('distributorWire.trace.packageRx', { sequence: String(pkg.sequence), sender: sender(), messages: String(pkg.messages.length), bytes: String(bytes.length) }) });
  for (const message of pkg.messages) receiveMessage(context, peer, admission.sender, message, now, trace);
}

/** An authentic package of a known sender that is not delivered: peer and summary pkt_rx_err. */
function dropPackage(context: ReceiverContext, peer: PeerEntry, reason: 'clock_offset' | 'replay' | 'sender_limit', trace: TraceSink | null, text: () => Text): void {
  context.ledger.countRx(peer, 'pkt_rx_err');
  context.ledger.countDrop(reason, peer);
  trace?.({ level: 2, kind: 'package_drop', text: text() });
}

function receiveMessage(context: ReceiverContext, peer: PeerEntry, sender: SenderReplayState, message: WireMessage, now: number, trace: TraceSink | null): void {
  context.ledger.countAttempt(peer, message.attempt);
  if (!context.replay.firstSighting(sender, message.id)) {
    context.ledger.countRx(peer, 'msg_rx_dup');
    context.ledger.countDrop('duplicate', peer);
    trace?.({ level: 3, kind: 'message_drop', text: localize('distributorWire.trace.duplicate', { id: String(message.id), attempt: String(message.attempt), peer: describe(peer) }) });
    return;
  }
  const problem = findPathProblem(message.path) ?? findValueProblem(message.value);
  if (problem) {
    context.ledger.countRx(peer, 'msg_rx_err');
    context.ledger.countDrop('invalid_message', peer);
    trace?.({ level: 3, kind: 'message_drop', text: localize('distributorWire.trace.invalidMessage', { id: String(message.id), peer: describe(peer), problem: problem.text }) });
    return;
  }
  const resent = message.attempt > 0;
  context.ledger.countRx(peer, 'msg_rx');
  if (resent) context.ledger.countRx(peer, 'msg_rx_resend');
  trace?.({ level: 3, kind: 'message_rx', text: localize('distributorWire.trace.messageRx', { id: String(message.id), attempt: String(message.attempt), peer: describe(peer), path: message.path, value: message.value }) });
  context.deliver({ path: message.path, value: message.value, from: { IP: peer.IP, PID: peer.PID }, receivedAt: now, resent });
}

function describe(peer: PeerIdentity): Text {
  return localize('distributorWire.trace.peer', { address: peer.IP, pid: String(peer.PID) });
}
