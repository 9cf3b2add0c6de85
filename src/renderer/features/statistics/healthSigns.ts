// The dashboard's health signs: what in the recent statistics a technician should act on, each
// as one sentence that says what happened, to whom, and what to check. Judged over a window
// (the counters' growth since the sample `windowMs` before the newest; since the distributor
// started while the history is shorter). Thresholds are documented in docs/statistics.md.
import type { DropReason, PeerCounters } from '../../../shared/distributor/statistics';
import { formatClock } from '../../ui/formatClock';
import type { PeerNames } from '../bus/peerNames';
import { duplicatesBeyondResend, formatPercent, peerRatios, type PeerRatios } from './peerRatios';
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
  /** A listed peer not heard for longer is silent. */
  silentAfterMs: number;
}

export const defaultHealthThresholds: HealthThresholds = {
  windowMs: 60_000,
  minSample: 20,
  errorRatio: 0.05,
  resendRatio: 0.05,
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
  /** This side's broadcast.max_time_offset (null when unknown). */
  maxTimeOffset: number | null;
  /** Who is who: a peer is named after a camera only where that is certain. */
  names: PeerNames;
  thresholds: HealthThresholds;
}

/** Every sign that applies now, problems first. */
export function healthSigns(context: HealthContext): HealthSign[] {
  const signs = [...sourceSigns(context)];
  for (const peer of context.newest.peers.values()) signs.push(...peerSigns(context, peer));
  return signs.sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}

function windowText({ baseline, thresholds }: HealthContext): string {
  return baseline ? `in the last ${Math.round(thresholds.windowMs / 1000)} s` : 'since the distributor started';
}

function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`;
}

/** Packages that could not be authenticated or whose encryption does not match ours, by source IP. */
function sourceSigns(context: HealthContext): HealthSign[] {
  const signs: HealthSign[] = [];
  const when = windowText(context);
  for (const source of context.newest.sources.values()) {
    const before = context.baseline?.sources.get(source.IP)?.drops;
    const grown = (reason: DropReason) => grownSince(source.drops[reason], before?.[reason]);
    const name = context.names.sourceName(source.IP);
    const unauthentic = grown('unauthentic');
    if (unauthentic > 0)
      signs.push(
        sign(
          'wrong_passphrase',
          source.IP,
          `${plural(unauthentic, 'package')} from ${name} ${when} could not be authenticated: the sender most likely uses another broadcast.passphrase (or the packages were altered on the way). Set the same passphrase on every peer.`,
        ),
      );
    const plain = grown('unencrypted_rejected');
    const sealed = grown('encrypted_unexpected');
    if (plain > 0)
      signs.push(sign('passphrase_one_side', source.IP, `${name} sent ${plural(plain, 'unencrypted package')} ${when}, but a passphrase is set here: set the same broadcast.passphrase on that peer.`));
    else if (sealed > 0)
      signs.push(sign('passphrase_one_side', source.IP, `${name} sent ${plural(sealed, 'encrypted package')} ${when}, but no passphrase is set here: set that peer's broadcast.passphrase here too.`));
  }
  return signs;
}

/** Each kind's heading and severity: problems stop messages from getting through, warnings say something is off. */
const signHeadings: Record<HealthSignKind, Pick<HealthSign, 'title' | 'severity'>> = {
  wrong_passphrase: { title: 'Wrong passphrase suspected', severity: 'problem' },
  passphrase_one_side: { title: 'Passphrase set on one side only', severity: 'problem' },
  clock_offset: { title: 'Clock offset', severity: 'problem' },
  messages_refused: { title: 'Messages refused', severity: 'problem' },
  packages_dropped: { title: 'Packages dropped', severity: 'warning' },
  duplicates: { title: 'Duplicates beyond resend', severity: 'warning' },
  resends: { title: 'Messages lost on the way', severity: 'warning' },
  silent: { title: 'Silent peer', severity: 'warning' },
};

function sign(kind: HealthSignKind, subject: string, text: string): HealthSign {
  return { key: `${kind}/${subject}`, kind, ...signHeadings[kind], text };
}

/** What the checks of one peer read: its growth in the window, named and worded once. */
interface PeerView {
  context: HealthContext;
  peer: PeerSample;
  grown: PeerCounters;
  /** Packages dropped for clock offset in the window. */
  clockOffset: number;
  /** Ratios of the growth, clock offset drops left out of the error ratio (they have their own sign). */
  ratios: PeerRatios;
  name: string;
  when: string;
}

type PeerCheck = (view: PeerView) => string | null;

const peerChecks: Array<[HealthSignKind, PeerCheck]> = [
  ['clock_offset', ({ clockOffset, name, when, context }) => {
    if (clockOffset === 0) return null;
    const limit = context.maxTimeOffset === null ? '' : ` (${context.maxTimeOffset} s here)`;
    return `${plural(clockOffset, 'package')} from ${name} ${when} were dropped because their time differs from this computer's by more than broadcast.max_time_offset${limit}. Check that both computers take their time from the same NTP server; raise broadcast.max_time_offset only if the clocks cannot be synchronised.`;
  }],
  ['messages_refused', ({ grown, name, when }) =>
    grown.msg_rx_err === 0 ? null : `${plural(grown.msg_rx_err, 'message')} from ${name} ${when} broke the message rules (path or value) and were refused (msg_rx_err): the sending program needs fixing.`],
  ['packages_dropped', ({ grown, clockOffset, ratios, name, when, context: { thresholds } }) =>
    grown.pkt_rx < thresholds.minSample || ratios.error === null || ratios.error <= thresholds.errorRatio
      ? null
      : `${formatPercent(ratios.error)} of the packages from ${name} ${when} were dropped after decoding (${grown.pkt_rx_err - clockOffset} of ${grown.pkt_rx}: replays or the sender limit, see "Drops by reason"); more than ${formatPercent(thresholds.errorRatio)} is a sign of copied packages on the network or too many senders.`],
  ['duplicates', ({ peer, name, when, context: { baseline } }) => {
    const before = baseline?.peers.get(peerSampleKey(peer.IP, peer.PID));
    const beyond = grownSince(duplicatesBeyondResend(peer.counters, peer.resendSeen), before && duplicatesBeyondResend(before.counters, before.resendSeen));
    if (beyond === 0) return null;
    const resend = Math.max(1, peer.resendSeen);
    return `${plural(beyond, 'message copy', 'message copies')} from ${name} ${when} came on top of what its broadcast.resend ${resend} explains (${resend - 1} ${resend - 1 === 1 ? 'copy' : 'copies'} of each message, dropped here as expected): the same messages were sent again, by a replay of recorded traffic or a device that repeats packages (a network loop).`;
  }],
  ['resends', ({ grown, ratios, name, when, context: { thresholds } }) =>
    grown.msg_rx < thresholds.minSample || ratios.resend === null || ratios.resend <= thresholds.resendRatio
      ? null
      : `${formatPercent(ratios.resend)} of the messages from ${name} ${when} arrived only through a resend (more than ${formatPercent(thresholds.resendRatio)}): earlier copies were lost on the network. Check cables, switches and Wi-Fi; with fewer resends these messages would have been lost.`],
  ['silent', ({ peer, name, context: { newest, thresholds } }) => {
    if (peer.lastHeardAt === null || newest.takenAt - peer.lastHeardAt <= thresholds.silentAfterMs) return null;
    return `${name} has not been heard for ${formatDuration(newest.takenAt - peer.lastHeardAt)} (last at ${formatClock(peer.lastHeardAt)}; the limit is ${formatDuration(thresholds.silentAfterMs)}). The distributor sends no heartbeat: a peer with nothing to say is silent too, so check it only if it should be sending.`;
  }],
];

function peerSigns(context: HealthContext, peer: PeerSample): HealthSign[] {
  const grown = peerCountersSince(peer, context.baseline);
  const clockOffset = grownSince(peer.clockOffsetDrops, context.baseline?.peers.get(peerSampleKey(peer.IP, peer.PID))?.clockOffsetDrops);
  const ratios = peerRatios({ ...grown, pkt_rx_err: Math.max(0, grown.pkt_rx_err - clockOffset) });
  const view: PeerView = { context, peer, grown, clockOffset, ratios, name: context.names.peerName(peer.IP, peer.PID), when: windowText(context) };
  const signs: HealthSign[] = [];
  for (const [kind, check] of peerChecks) {
    const text = check(view);
    if (text !== null) signs.push(sign(kind, peerSampleKey(peer.IP, peer.PID), text));
  }
  return signs;
}
