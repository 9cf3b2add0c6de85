// What a fleet apply ends with, per camera: applied and verified, applied (confirmed but not
// read back after a reboot that was not waited for), failed at a step with the camera's own
// words, or not reached (cancelled before its turn). Nothing unconfirmed counts as applied.
import type { ErrorKind } from '../../../shared/errors/errorKind';

/** Where a camera's apply is: sending its script, waiting for its reboot, reading its values back. */
export type FleetApplyStep = 'write' | 'reboot' | 'verify';

export type CameraApplyResult =
  | { cameraId: string; label: string; status: 'verified'; message: string }
  | { cameraId: string; label: string; status: 'applied'; message: string }
  | { cameraId: string; label: string; status: 'failed'; step: FleetApplyStep; kind: ErrorKind | 'unknown'; message: string }
  | { cameraId: string; label: string; status: 'notReached'; message: string };

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
export function describeResult(result: CameraApplyResult): string {
  switch (result.status) {
    case 'verified':
      return `${result.label}: applied and verified: ${result.message}`;
    case 'applied':
      return `${result.label}: applied: ${result.message}`;
    case 'failed':
      return `${result.label}: FAILED at ${result.step}: ${result.message}`;
    case 'notReached':
      return `${result.label}: not reached: ${result.message}`;
  }
}
