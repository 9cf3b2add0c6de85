// What a fleet apply ends with, per camera: applied and verified, applied (confirmed but not
// read back after a reboot that was not waited for), failed at a step with the camera's own
// words, or not reached (cancelled before its turn). Nothing unconfirmed counts as applied.
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { englishText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

/** Where a camera's apply is: sending its script, waiting for its reboot, reading its values back. */
export type FleetApplyStep = 'write' | 'reboot' | 'verify';

/** `text`: the outcome in the catalog, rendered where it is shown; `message`: its English words (logs, older readers). */
interface Outcome {
  cameraId: string;
  label: string;
  message: string;
  text: Text;
}

export type CameraApplyResult =
  | (Outcome & { status: 'verified' })
  | (Outcome & { status: 'applied' })
  | (Outcome & { status: 'failed'; step: FleetApplyStep; kind: ErrorKind | 'unknown' })
  | (Outcome & { status: 'notReached' });

export type CameraApplyStatus = CameraApplyResult['status'];

export interface FleetApplyReport {
  results: CameraApplyResult[];
  /** Milliseconds from the first request to the last answer. */
  tookMs: number;
}

/** A step started or finished on one camera: the live progress of a fleet apply. */
export interface FleetApplyProgress {
  cameraId: string;
  label: string;
  step: FleetApplyStep | 'done';
  message: string;
  text: Text;
  /** Set when the camera is finished (its result). */
  status?: CameraApplyStatus;
}

/** The cameras to run again for "retry the failed ones": failed and not reached. */
export function camerasToRetry(report: FleetApplyReport): string[] {
  return report.results.filter((result) => result.status === 'failed' || result.status === 'notReached').map((result) => result.cameraId);
}

export function countByStatus(report: FleetApplyReport): Record<CameraApplyStatus, number> {
  const counts: Record<CameraApplyStatus, number> = { verified: 0, applied: 0, failed: 0, notReached: 0 };
  for (const result of report.results) counts[result.status]++;
  return counts;
}

/** One line per camera, for a terminal or a log. */
export function describeResult(result: CameraApplyResult): Text {
  const { label, text: message } = result;
  if (result.status === 'failed') return localize('fleet.result.failed', { label, step: localize(`fleet.step.${result.step}`), message });
  return localize(`fleet.result.${result.status}`, { label, message });
}

/** The words of a result's outcome and the text beside them. */
export function outcomeOf(text: Text): { message: string; text: Text } {
  return { message: englishText(text), text };
}
