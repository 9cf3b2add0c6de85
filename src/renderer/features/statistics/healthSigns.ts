// The dashboard's health signs: what in the recent statistics a technician should act on, each
// as one sentence that says what happened, to whom, and what to check. Judged over a window
// (the counters' growth since the sample `windowMs` before the newest; since the distributor
// started while the history is shorter). Thresholds are documented in docs/statistics.md.
import type { DropReason, PeerCounters } from '../../../shared/distributor/statistics';
import type { PeerNames } from '../bus/peerNames';
import { duplicatesBeyondResend, formatPercent, peerRatios, type PeerRatios } from './peerRatios';
import { formatDuration } from './formatDuration';
import type { Wording } from './statisticsWording';
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
export function silenceLimitProblem(text: string, { t, format }: Wording): string | null {
  const seconds = Number(text);
  if (text.trim() !== '' && Number.isInteger(seconds) && seconds >= minSilentAfterSeconds && seconds <= maxSilentAfterSeconds) return null;
  return t('statistics.health.silenceProblem', { min: format.number(minSilentAfterSeconds, 0), max: format.number(maxSilentAfterSeconds, 0) });
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
  /** The language the signs are worded in. */
  wording: Wording;
}

/** Every sign that applies now, problems first. */
export function healthSigns(context: HealthContext): HealthSign[] {
  const signs = [...sourceSigns(context)];
  for (const peer of context.newest.peers.values()) signs.push(...peerSigns(context, peer));
  return signs.sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}

function windowText({ baseline, thresholds, wording: { t, format } }: HealthContext): string {
  return baseline ? t('statistics.signs.inWindow', { seconds: format.number(Math.round(thresholds.windowMs / 1000), 0) }) : t('statistics.signs.sinceStart');
}

/** The signs that concern dropped packages: those counted in the summary's pkt_rx_err ("Packages dropped"). */
const droppedPackageKinds: ReadonlySet<HealthSignKind> = new Set(['wrong_passphrase', 'passphrase_one_side', 'clock_offset', 'packages_dropped']);

/**
 * Whether the "Packages dropped" counter is in alarm, and how badly: exactly when a health sign
 * about dropped packages is up (the one rule for the sign and the counter); null when none is.
 */
export function droppedPackagesAlarm(signs: readonly HealthSign[]): { severity: HealthSign['severity']; signs: HealthSign[] } | null {
  const dropped = signs.filter((sign) => droppedPackageKinds.has(sign.kind));
  if (dropped.length === 0) return null;
  return { severity: dropped.some((sign) => sign.severity === 'problem') ? 'problem' : 'warning', signs: dropped };
}

/** Packages that could not be authenticated or whose encryption does not match ours, by source IP. */
function sourceSigns(context: HealthContext): HealthSign[] {
  const signs: HealthSign[] = [];
  const when = windowText(context);
  const { t } = context.wording;
  for (const source of context.newest.sources.values()) {
    const before = context.baseline?.sources.get(source.IP)?.drops;
    const grown = (reason: DropReason) => grownSince(source.drops[reason], before?.[reason]);
    const name = context.names.sourceName(source.IP);
    const unauthentic = grown('unauthentic');
    if (unauthentic > 0)
      signs.push(sign(context, 'wrong_passphrase', source.IP, t('statistics.signs.wrongPassphrase', { count: unauthentic, name, when })));
    const plain = grown('unencrypted_rejected');
    const sealed = grown('encrypted_unexpected');
    if (plain > 0) signs.push(sign(context, 'passphrase_one_side', source.IP, t('statistics.signs.plainPackages', { count: plain, name, when })));
    else if (sealed > 0) signs.push(sign(context, 'passphrase_one_side', source.IP, t('statistics.signs.sealedPackages', { count: sealed, name, when })));
  }
  return signs;
}

/** Each kind's severity: problems stop messages from getting through, warnings say something is off. */
const signSeverities: Record<HealthSignKind, HealthSign['severity']> = {
  wrong_passphrase: 'problem',
  passphrase_one_side: 'problem',
  clock_offset: 'problem',
  messages_refused: 'problem',
  packages_dropped: 'warning',
  duplicates: 'warning',
  resends: 'warning',
  silent: 'warning',
};

function sign({ wording: { t } }: HealthContext, kind: HealthSignKind, subject: string, text: string): HealthSign {
  return { key: `${kind}/${subject}`, kind, severity: signSeverities[kind], title: t(`statistics.signs.titles.${kind}`), text };
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
  ['clock_offset', ({ clockOffset, name, when, context: { maxTimeOffset, wording } }) => {
    if (clockOffset === 0) return null;
    const { t, format } = wording;
    const limit = maxTimeOffset === null ? '' : t('statistics.signs.limitHere', { seconds: format.number(maxTimeOffset, 0) });
    return t('statistics.signs.clockOffset', { count: clockOffset, name, when, limit });
  }],
  ['messages_refused', ({ grown, name, when, context: { wording } }) =>
    grown.msg_rx_err === 0 ? null : wording.t('statistics.signs.messagesRefused', { count: grown.msg_rx_err, name, when })],
  ['packages_dropped', ({ grown, clockOffset, ratios, name, when, context: { thresholds, wording } }) =>
    grown.pkt_rx < thresholds.minSample || ratios.error === null || ratios.error <= thresholds.errorRatio
      ? null
      : wording.t('statistics.signs.packagesDropped', {
          ratio: formatPercent(ratios.error, wording),
          name,
          when,
          dropped: wording.format.number(grown.pkt_rx_err - clockOffset, 0),
          received: wording.format.number(grown.pkt_rx, 0),
          limit: formatPercent(thresholds.errorRatio, wording),
        })],
  ['duplicates', ({ peer, name, when, context: { baseline, wording } }) => {
    const before = baseline?.peers.get(peerSampleKey(peer.IP, peer.PID));
    const beyond = grownSince(duplicatesBeyondResend(peer.counters, peer.resendSeen), before && duplicatesBeyondResend(before.counters, before.resendSeen));
    if (beyond === 0) return null;
    const { t } = wording;
    const resend = Math.max(1, peer.resendSeen);
    return t('statistics.signs.duplicates', { count: beyond, name, when, resend, expected: t('statistics.signs.copies', { count: resend - 1 }) });
  }],
  ['resends', ({ grown, ratios, name, when, context: { thresholds, wording } }) =>
    grown.msg_rx < thresholds.minSample || ratios.resend === null || ratios.resend <= thresholds.resendRatio
      ? null
      : wording.t('statistics.signs.resends', { ratio: formatPercent(ratios.resend, wording), name, when, limit: formatPercent(thresholds.resendRatio, wording) })],
  ['silent', ({ peer, name, context: { newest, thresholds, wording } }) => {
    if (peer.lastHeardAt === null || newest.takenAt - peer.lastHeardAt <= thresholds.silentAfterMs) return null;
    return wording.t('statistics.signs.silent', {
      name,
      duration: formatDuration(newest.takenAt - peer.lastHeardAt, wording),
      time: wording.format.time(peer.lastHeardAt),
      limit: formatDuration(thresholds.silentAfterMs, wording),
    });
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
    if (text !== null) signs.push(sign(context, kind, peerSampleKey(peer.IP, peer.PID), text));
  }
  return signs;
}
