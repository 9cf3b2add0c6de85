// Two check runs of a baseline side by side ("what changed since last month"): per camera what
// is different between the earlier run and the later one. A camera whose status and drift are
// the same in both is counted, not listed.
import { checkReasonText } from './checkReason';
import type { Text } from '../i18n/text';
import type { CameraCheck, Drift } from '../api/baselineSchemas';

/** The part of a check run the comparison needs. */
export interface ComparedRun {
  startedAt: string;
  cameras: readonly CameraCheck[];
}

export interface DriftChange {
  section: string;
  name: string;
  before: Drift;
  after: Drift;
}

interface CameraRef {
  cameraId: string;
  label: string;
}

export type CameraRunChange =
  /** Compliant then, drifted now. */
  | (CameraRef & { kind: 'newlyDrifted'; drift: Drift[] })
  /** Drifted then, compliant now. */
  | (CameraRef & { kind: 'backToCompliant'; drift: Drift[] })
  /** Drifted in both, but not in the same way: parameters that drift now and did not, no longer drift, or drift to another value. */
  | (CameraRef & { kind: 'driftChanged'; added: Drift[]; removed: Drift[]; changed: DriftChange[] })
  /** Could not be read now; it was read then (`before` its status then). */
  | (CameraRef & { kind: 'unreadableNow'; reason: Text | null; before: ReadStatus })
  /** Could not be read then; it was read now (`after` its status now). */
  | (CameraRef & { kind: 'unreadableThen'; after: ReadStatus; drift: Drift[] })
  /** The same values, but waiting for a reboot in one run and in force in the other. */
  | (CameraRef & { kind: 'inForceChanged'; before: ReadStatus; after: ReadStatus })
  /** In the later run only, or in the earlier run only. */
  | (CameraRef & { kind: 'onlyNow' | 'onlyThen'; status: CameraCheck['status'] });

type ReadStatus = Exclude<CameraCheck['status'], 'unreadable'>;

export type CameraRunChangeKind = CameraRunChange['kind'];

export interface CheckRunComparison {
  /** The earlier and the later run's start, whichever order they were given in. */
  from: string;
  to: string;
  changes: CameraRunChange[];
  /** Cameras in both runs with the same status and the same drift. */
  unchanged: number;
}

const driftKey = (drift: Drift) => `${drift.section}/${drift.name}`;

/** What changed per camera between two runs; the runs may come in either order (the earlier is "then"). */
export function compareCheckRuns(first: ComparedRun, second: ComparedRun): CheckRunComparison {
  const [then, now] = Date.parse(first.startedAt) <= Date.parse(second.startedAt) ? [first, second] : [second, first];
  const before = new Map(then.cameras.map((camera) => [camera.cameraId, camera]));
  const seen = new Set<string>();
  const changes: CameraRunChange[] = [];
  let unchanged = 0;
  for (const after of now.cameras) {
    seen.add(after.cameraId);
    const earlier = before.get(after.cameraId);
    const change = earlier ? cameraChange(earlier, after) : { cameraId: after.cameraId, label: after.label, kind: 'onlyNow' as const, status: after.status };
    if (change) changes.push(change);
    else unchanged += 1;
  }
  for (const earlier of then.cameras) {
    if (!seen.has(earlier.cameraId)) changes.push({ cameraId: earlier.cameraId, label: earlier.label, kind: 'onlyThen', status: earlier.status });
  }
  return { from: then.startedAt, to: now.startedAt, changes, unchanged };
}

function cameraChange(then: CameraCheck, now: CameraCheck): CameraRunChange | null {
  const ref = { cameraId: now.cameraId, label: now.label };
  if (now.status === 'unreadable') return then.status === 'unreadable' ? null : { ...ref, kind: 'unreadableNow', reason: checkReasonText(now), before: then.status };
  if (then.status === 'unreadable') return { ...ref, kind: 'unreadableThen', after: now.status, drift: now.drift };
  // Compliant and waiting for a reboot hold the same values: they differ only in force.
  const [matchedThen, matchedNow] = [then.status !== 'drifted', now.status !== 'drifted'];
  if (matchedThen && matchedNow) return then.status === now.status ? null : { ...ref, kind: 'inForceChanged', before: then.status, after: now.status };
  if (matchedThen) return { ...ref, kind: 'newlyDrifted', drift: now.drift };
  if (matchedNow) return { ...ref, kind: 'backToCompliant', drift: then.drift };
  return driftChange(ref, then.drift, now.drift);
}

function driftChange(ref: CameraRef, then: readonly Drift[], now: readonly Drift[]): CameraRunChange | null {
  const earlier = new Map(then.map((drift) => [driftKey(drift), drift]));
  const later = new Map(now.map((drift) => [driftKey(drift), drift]));
  const added = now.filter((drift) => !earlier.has(driftKey(drift)));
  const removed = then.filter((drift) => !later.has(driftKey(drift)));
  const changed: DriftChange[] = [];
  for (const after of now) {
    const before = earlier.get(driftKey(after));
    if (before && (before.expected !== after.expected || before.found !== after.found)) changed.push({ section: after.section, name: after.name, before, after });
  }
  return added.length + removed.length + changed.length === 0 ? null : { ...ref, kind: 'driftChanged', added, removed, changed };
}
