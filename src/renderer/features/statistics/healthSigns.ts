// The dashboard's health signs: what in the recent statistics a technician should act on, each
// as one sentence that says what happened, to whom, and what to check. Judged over a window
// (the counters' growth since the sample `windowMs` before the newest; since the distributor
// started while the history is shorter). Thresholds are documented in docs/statistics.md.
import type { DropReason } from '../../../shared/distributor/statistics';
import { formatClock } from '../../ui/formatClock';
import { expectedDuplicateRatio, formatPercent, peerRatios } from './peerRatios';
import { formatDuration } from './formatDuration';
import { grownSince, peerCountersSince, peerSampleKey, type PeerSample, type StatisticsSample } from './statisticsHistory';

export interface HealthThresholds {
  /** The window the signs look back over. */
  windowMs: number;
  /** Fewest packages (or messages) in the window before a ratio is judged: 1 of 2 is no trend. */
  minSample: number;
  /** Packages dropped after decoding (clock offset excluded: it has its own sign) out of those decoded. */
  errorRatio: number;
  /** Delivered messages that arrived only through a resend. */
  resendRatio: number;
  /** How far the duplicate ratio may exceed what this side's broadcast.resend explains. */
  duplicateMargin: number;
  /** A listed peer not heard for longer is silent. */
  silentAfterMs: number;
}

export const defaultHealthThresholds: HealthThresholds = {
  windowMs: 60_000,
  minSample: 20,
  errorRatio: 0.05,
  resendRatio: 0.05,
  duplicateMargin: 0.1,
  silentAfterMs: 60_000,
};

export const minSilentAfterSeconds = 5;
export const maxSilentAfterSeconds = 24 * 3600;

/** Why the text typed as the silence limit (seconds) cannot be used, or null. */
export function silenceLimitProblem(text: string): string | null {
  const seconds = Number(text);
  if (text.trim() !== '' && Number.isInteger(seconds) && seconds >= minSilentAfterSeconds && seconds <= maxSilentAfterSeconds) return null;
  return `"Silent after" must be a whole number of seconds from ${minSilentAfterSeconds} to ${maxSilentAfterSeconds}; the last valid limit stays in use.`;
}

export type HealthSignKind = 'wrong_passphrase' | 'passphrase_one_side' | 'clock_offset' | 'messages_refused' | 'packages_dropped' | 'duplicates' | 'resends' | 'silent';

export interface HealthSign {
  /** Stable across records: the kind and whom it is about. */
  key: string;
  kind: HealthSignKind;
  /** Problems stop messages from getting through; warnings say something is off. */
  severity: 'problem' | 'warning';
  title: string;
  text: string;
}

/** What the signs are judged against, besides the history. */
export interface HealthContext {
  newest: StatisticsSample;
  baseline: StatisticsSample | null;
  /** This side's broadcast.resend and broadcast.max_time_offset (null when unknown). */
  resend: number | null;
  maxTimeOffset: number | null;
  /** Camera labels by IP, for naming peers that are cameras of the workspace. */
  cameraNames: ReadonlyMap<string, string>;
  thresholds: HealthThresholds;
}

/** Every sign that applies now, problems first. */
export function healthSigns(context: HealthContext): HealthSign[] {
  const signs = [...sourceSigns(context)];
  for (const peer of context.newest.peers.values()) signs.push(...peerSigns(context, peer));
  return signs.sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}

/** "Door (192.0.2.7, PID 812)" for a camera of the workspace, else "192.0.2.7 (PID 812)". */
export function peerName(IP: string, PID: number, cameraNames: ReadonlyMap<string, string>): string {
  const camera = cameraNames.get(IP);
  return camera ? `${camera} (${IP}, PID ${PID})` : `${IP} (PID ${PID})`;
}

function sourceName(IP: string, cameraNames: ReadonlyMap<string, string>): string {
  const camera = cameraNames.get(IP);
  return camera ? `${camera} (${IP})` : IP;
}

function windowText({ baseline, thresholds }: HealthContext): string {
  return baseline ? `in the last ${Math.round(thresholds.windowMs / 1000)} s` : 'since the distributor started';
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Packages that could not be authenticated or whose encryption does not match ours, by source IP. */
function sourceSigns(context: HealthContext): HealthSign[] {
  const signs: HealthSign[] = [];
  const when = windowText(context);
  for (const source of context.newest.sources.values()) {
    const before = context.baseline?.sources.get(source.IP)?.drops;
    const grown = (reason: DropReason) => grownSince(source.drops[reason], before?.[reason]);
    const name = sourceName(source.IP, context.cameraNames);
    const unauthentic = grown('unauthentic');
    if (unauthentic > 0)
      signs.push({
        key: `wrong_passphrase/${source.IP}`,
        kind: 'wrong_passphrase',
        severity: 'problem',
        title: 'Wrong passphrase suspected',
        text: `${plural(unauthentic, 'package')} from ${name} ${when} could not be authenticated: the sender most likely uses another broadcast.passphrase (or the packages were altered on the way). Set the same passphrase on every peer.`,
      });
    const plain = grown('unencrypted_rejected');
    const sealed = grown('encrypted_unexpected');
    if (plain > 0 || sealed > 0)
      signs.push({
        key: `passphrase_one_side/${source.IP}`,
        kind: 'passphrase_one_side',
        severity: 'problem',
        title: 'Passphrase set on one side only',
        text:
          plain > 0
            ? `${name} sent ${plural(plain, 'unencrypted package')} ${when}, but a passphrase is set here: set the same broadcast.passphrase on that peer.`
            : `${name} sent ${plural(sealed, 'encrypted package')} ${when}, but no passphrase is set here: set that peer's broadcast.passphrase here too.`,
      });
  }
  return signs;
}

function peerSigns(context: HealthContext, peer: PeerSample): HealthSign[] {
  const grown = peerCountersSince(peer, context.baseline);
  const name = peerName(peer.IP, peer.PID, context.cameraNames);
  const when = windowText(context);
  const { thresholds } = context;
  const key = (kind: HealthSignKind) => `${kind}/${peer.IP}/${peer.PID}`;
  const signs: HealthSign[] = [];
  const clockOffset = grownSince(peer.clockOffsetDrops, context.baseline?.peers.get(peerSampleKey(peer.IP, peer.PID))?.clockOffsetDrops);
  if (clockOffset > 0) {
    const limit = context.maxTimeOffset === null ? '' : ` (${context.maxTimeOffset} s here)`;
    signs.push({
      key: key('clock_offset'),
      kind: 'clock_offset',
      severity: 'problem',
      title: 'Clock offset',
      text: `${plural(clockOffset, 'package')} from ${name} ${when} were dropped because their time differs from this computer's by more than broadcast.max_time_offset${limit}. Check that both computers take their time from the same NTP server; raise broadcast.max_time_offset only if the clocks cannot be synchronised.`,
    });
  }
  if (grown.msg_rx_err > 0)
    signs.push({
      key: key('messages_refused'),
      kind: 'messages_refused',
      severity: 'problem',
      title: 'Messages refused',
      text: `${plural(grown.msg_rx_err, 'message')} from ${name} ${when} broke the message rules (path or value) and were refused (msg_rx_err): the sending program needs fixing.`,
    });
  const otherDrops = Math.max(0, grown.pkt_rx_err - clockOffset);
  const ratios = peerRatios({ ...grown, pkt_rx_err: otherDrops });
  if (grown.pkt_rx >= thresholds.minSample && ratios.error !== null && ratios.error > thresholds.errorRatio)
    signs.push({
      key: key('packages_dropped'),
      kind: 'packages_dropped',
      severity: 'warning',
      title: 'Packages dropped',
      text: `${formatPercent(ratios.error)} of the packages from ${name} ${when} were dropped after decoding (${otherDrops} of ${grown.pkt_rx}: replays or the sender limit, see "Drops by reason"); more than ${formatPercent(thresholds.errorRatio)} is a sign of copied packages on the network or too many senders.`,
    });
  const copies = grown.msg_rx + grown.msg_rx_dup + grown.msg_rx_err;
  if (context.resend !== null && copies >= thresholds.minSample && ratios.duplicate !== null) {
    const expected = expectedDuplicateRatio(context.resend);
    if (ratios.duplicate > expected + thresholds.duplicateMargin)
      signs.push({
        key: key('duplicates'),
        kind: 'duplicates',
        severity: 'warning',
        title: 'Too many duplicates',
        text: `Duplicates are ${formatPercent(ratios.duplicate)} of the message copies from ${name} ${when}; broadcast.resend ${context.resend} here explains at most ${formatPercent(expected)}. That peer probably sends each message more often: check its broadcast.resend.`,
      });
  }
  if (grown.msg_rx >= thresholds.minSample && ratios.resend !== null && ratios.resend > thresholds.resendRatio)
    signs.push({
      key: key('resends'),
      kind: 'resends',
      severity: 'warning',
      title: 'Messages lost on the way',
      text: `${formatPercent(ratios.resend)} of the messages from ${name} ${when} arrived only through a resend (more than ${formatPercent(thresholds.resendRatio)}): earlier copies were lost on the network. Check cables, switches and Wi-Fi; with fewer resends these messages would have been lost.`,
    });
  const silentFor = peer.lastHeardAt === null ? 0 : context.newest.takenAt - peer.lastHeardAt;
  if (peer.lastHeardAt !== null && silentFor > thresholds.silentAfterMs)
    signs.push({
      key: key('silent'),
      kind: 'silent',
      severity: 'warning',
      title: 'Silent peer',
      text: `${name} has not been heard for ${formatDuration(silentFor)} (last at ${formatClock(peer.lastHeardAt)}; the limit is ${formatDuration(thresholds.silentAfterMs)}). The distributor sends no heartbeat: a peer with nothing to say is silent too, so check it only if it should be sending.`,
    });
  return signs;
}
