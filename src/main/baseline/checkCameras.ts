// Checks cameras against a baseline: each camera's expected values filled from its variables,
// then the camera read with only the sections the baseline names (one request, each section
// by its own command so a section the camera lacks is drift rather than a failed read, and
// which sections wait for a reboot), a bounded number at a time. Each camera ends compliant,
// drifted, not in force (every value matches, but a checked section waits for a reboot:
// shared/baseline/inForce.ts) or unreadable with the reason (offline, credentials, cut-off
// answer, a placeholder it has no value for); nothing is compliant unless every expected value
// was read, matched and is in force. A cancelled check answers what
// it checked: the cameras not reached are unreadable, "cancelled before its turn".
import { setMaxListeners } from 'node:events';
import type { CameraCheck, CheckRun } from '../../shared/api/baselineSchemas';
import type { ParsedBaseline } from '../../shared/baseline/baselineText';
import { fillBaseline } from '../../shared/baseline/fillBaseline';
import { inForceStatus, sectionsNotInForce } from '../../shared/baseline/inForce';
import { driftOf } from '../../shared/baseline/matchBaseline';
import { errorKindOf, isErrorKind, type ErrorKind } from '../../shared/errors/errorKind';
import { forEachConcurrently } from '../base/async/forEachConcurrently';
import type { UseFleetClient } from '../fleet/apply/applyToFleet';
import { newRunId } from './checkRunStore';
import { textOfError } from '../../shared/i18n/localizedError';
import { englishText } from '../../shared/i18n/renderText';
import { localize, catalogTextSchema, type MessageId, type Text } from '../../shared/i18n/text';

export interface CheckTarget {
  cameraId: string;
  label: string;
  host: string;
  port: number;
  group: string | null;
  firmware: string | null;
  /** The camera's variables (NAME, HOST, PORT and its own): what its placeholders are filled with. */
  variables: Readonly<Record<string, string>>;
}

export interface CheckOptions {
  useClient: UseFleetClient;
  parallel: number;
  signal?: AbortSignal;
  /** Told each camera's outcome as it is known, with how many are done of how many. */
  onChecked?: (camera: CameraCheck, done: number, total: number) => void;
}

export const notReachedReason = localize('baseline.reason.notReached');

/** The run of one check: every camera's outcome, in the order given. */
export async function checkCameras(baseline: { name: string; version: number; parsed: ParsedBaseline }, targets: readonly CheckTarget[], options: CheckOptions): Promise<CheckRun> {
  const started = new Date();
  const knownVariables = [...new Set(targets.flatMap((target) => Object.keys(target.variables)))];
  const checks: Array<CameraCheck | undefined> = targets.map(() => undefined);
  let done = 0;
  // Every camera under way listens to it (up to `parallel`): not a leak, so no warning.
  if (options.signal) setMaxListeners(options.parallel + 16, options.signal);
  const { notReached } = await forEachConcurrently(targets, { limit: options.parallel, signal: options.signal }, async (target, index) => {
    const check = await checkCamera(baseline.parsed, target, knownVariables, options);
    checks[index] = check;
    options.onChecked?.(check, ++done, targets.length);
  });
  for (const index of notReached) {
    checks[index] = unreadable(targets[index]!, notReachedReason, 'cancelled');
    options.onChecked?.(checks[index], ++done, targets.length);
  }
  const cameras = checks.map((check) => check!);
  return {
    runId: newRunId(started),
    baseline: { name: baseline.name, version: baseline.version },
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    cancelled: options.signal?.aborted ?? false,
    counts: countsOf(cameras),
    cameras,
  };
}

export function countsOf(cameras: readonly CameraCheck[]): CheckRun['counts'] {
  const count = (status: CameraCheck['status']) => cameras.filter((camera) => camera.status === status).length;
  return { compliant: count('compliant'), drifted: count('drifted'), unreadable: count('unreadable'), not_in_force: count('not_in_force') };
}

async function checkCamera(parsed: ParsedBaseline, target: CheckTarget, knownVariables: readonly string[], options: CheckOptions): Promise<CameraCheck> {
  const filled = fillBaseline(parsed, { label: target.label, variables: target.variables }, knownVariables);
  if (!filled.ok) return unreadable(target, localize('baseline.reason.cannotFill', { problems: filled.problems }), 'bad_input');
  try {
    const { config, refused, rebootNeeded } = await options.useClient(target.cameraId, (client) => client.readEachSection(parsed.sections, { signal: options.signal, rebootNeeded: true }));
    const drift = driftOf(filled.expected, config);
    const notInForce = sectionsNotInForce(rebootNeeded ?? [], parsed.sections);
    const status = inForceStatus(drift.length === 0 ? 'compliant' : 'drifted', notInForce);
    const reason = refused.length > 0 ? refusedSections(refused) : status === 'not_in_force' ? localize('baseline.reason.notInForce', { sections: notInForce.join(', ') }) : null;
    return { ...identity(target), status, drift, ...reasonOf(reason), kind: null, ...(rebootNeeded ? { rebootNeeded } : {}) };
  } catch (error) {
    const kind = kindOf(error);
    if (kind === 'cancelled') return unreadable(target, localize('baseline.reason.cancelledWhileRead'), kind);
    return unreadable(target, localize('baseline.reason.failed', { reason: failureOf(kind), detail: detailOf(error) }), kind);
  }
}

function identity({ cameraId, label, host, port, group, firmware }: CheckTarget): Pick<CameraCheck, 'cameraId' | 'label' | 'host' | 'port' | 'group' | 'firmware'> {
  return { cameraId, label, host, port, group, firmware };
}

function unreadable(target: CheckTarget, reason: Text, kind: CameraCheck['kind']): CameraCheck {
  return { ...identity(target), status: 'unreadable', drift: [], ...reasonOf(reason), kind };
}

/** The reason's English words (older readers, logs) and its text beside them. */
function reasonOf(text: Text | null): Pick<CameraCheck, 'reason' | 'reasonText'> {
  return text === null ? { reason: null, reasonText: null } : { reason: englishText(text), reasonText: text };
}

/** The sections the camera refused to list, with its own words. */
function refusedSections(refused: ReadonlyArray<{ section: string; errors: string[] }>): Text {
  const sections = refused.map(({ section }) => section).join(', ');
  const errors = refused.flatMap(({ errors }) => errors).join('; ');
  return localize('baseline.reason.noSection', { count: refused.length, sections: cut(sections), errors: cut(errors) });
}

/** The error's kind; an API error (a camera whose password this run does not know) by its code. */
function kindOf(error: unknown): ErrorKind | 'unknown' {
  const kind = errorKindOf(error);
  if (kind) return kind;
  const code = (error as { code?: unknown } | null)?.code;
  return isErrorKind(code) ? code : 'unknown';
}

const failures: Partial<Record<ErrorKind | 'unknown', MessageId>> = {
  auth: 'baseline.reason.auth',
  unreachable: 'baseline.reason.unreachable',
  timeout: 'baseline.reason.timeout',
  cut_off: 'baseline.reason.cutOff',
  not_a_camera: 'baseline.reason.notACamera',
  camera_error: 'baseline.reason.cameraError',
  not_confirmed: 'baseline.reason.notConfirmed',
  certificate_changed: 'baseline.reason.certificateChanged',
};

function failureOf(kind: ErrorKind | 'unknown'): Text {
  return localize(failures[kind] ?? 'baseline.reason.notRead');
}

const maxReasonChars = 1000;

/** The error's text where it carries one, else its words, bounded. */
function detailOf(error: unknown): Text | string {
  const text = textOfError(error);
  if (text && catalogTextSchema.safeParse(text).success) return text;
  return cut(error instanceof Error ? error.message : String(error));
}

function cut(text: string): string {
  return text.length <= maxReasonChars ? text : `${text.slice(0, maxReasonChars)}…`;
}
