// A fleet apply in the audit log as one run: a line at its start, one per camera when it is
// finished (its outcome and each value's old -> new), and every script sent within it naming
// the run (auditRunContext.ts).
import { randomUUID } from 'node:crypto';
import { auditLimitsOfRuns, type AuditCamera, type AuditEntry, type AuditValueChange } from '../../../shared/fleet/auditEntry';
import type { CameraApplyResult } from '../apply/fleetApplyReport';
import type { AuditLog } from './auditLog';
import { loggableValue, maskSecretValues } from './auditRecorder';
import { withinRun } from './auditRunContext';
import { catalogTextSchema, mapTextWords, type Text } from '../../../shared/i18n/text';

export interface ValueChange {
  section: string;
  name: string;
  /** Null: the camera held no such parameter; undefined: not read. */
  old: string | null | undefined;
  new: string;
}

/** What applyToFleet tells about a run (its engine knows no log). */
export interface FleetRunObserver {
  /** Runs one camera's work within the run: scripts it sends are the run's. */
  within<T>(work: () => Promise<T>): Promise<T>;
  cameraFinished(result: CameraApplyResult, changes: readonly ValueChange[]): void;
}

export class FleetRunAudit implements FleetRunObserver {
  readonly runId = randomUUID();

  /** `cameraOf` names a camera of the run for the log; `onProblem` gets a failed write. */
  constructor(
    private readonly log: AuditLog,
    private readonly source: AuditEntry['source'],
    private readonly cameraOf: (cameraId: string) => AuditCamera,
    private readonly onProblem: (error: unknown) => void,
  ) {}

  /** `baseline`: the run brings its cameras back to that baseline. */
  started(cameraCount: number, baseline?: { name: string; version: number }): void {
    this.log.append({ kind: 'fleetRun', runId: this.runId, time: new Date().toISOString(), source: this.source, cameraCount, ...(baseline ? { baseline } : {}) }).catch(this.onProblem);
  }

  within<T>(work: () => Promise<T>): Promise<T> {
    return withinRun(this.runId, work);
  }

  cameraFinished(result: CameraApplyResult, changes: readonly ValueChange[]): void {
    const kept = changes.slice(0, auditLimitsOfRuns.maxChangesPerCamera);
    this.log
      .append({
        kind: 'fleetCamera',
        runId: this.runId,
        time: new Date().toISOString(),
        source: this.source,
        camera: this.cameraOf(result.cameraId),
        outcome: { status: result.status, ...(result.status === 'failed' ? { step: result.step } : {}), message: cut(maskSecretValues(result.message), auditLimitsOfRuns.maxMessageChars), ...loggableText(result.text) },
        changes: kept.map(loggableChange),
        changesLeftOut: changes.length - kept.length,
      })
      .catch(this.onProblem);
  }
}

function loggableChange(change: ValueChange): AuditValueChange {
  const value = (text: string) => cut(loggableValue(change.name, text), auditLimitsOfRuns.maxValueChars);
  const old = change.old === undefined ? {} : { old: change.old === null ? null : value(change.old) };
  return { section: change.section, name: change.name, ...old, new: value(change.new) };
}

/** The outcome's text with secret values masked in its words, when it is within what a reader takes (else the English words stand alone). */
function loggableText(text: Text): { text?: Text } {
  const masked = maskedText(text);
  return catalogTextSchema.safeParse(masked).success ? { text: masked } : {};
}

function maskedText(text: Text): Text {
  return mapTextWords(text, maskSecretValues);
}

function cut(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}…`;
}
