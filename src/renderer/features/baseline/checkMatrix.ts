// The matrix of a check run: a row per camera, a column per drifted parameter (section/NAME),
// each cell "expected → found"; the summary's filter (one status, or all).
import type { CameraCheck, CheckStatus } from '../../../shared/api/baselineSchemas';
import type { cameraApplyStatuses } from '../../../shared/api/fleetApplySchemas';

export interface DriftColumn {
  key: string;
  section: string;
  name: string;
}

export type StatusFilter = 'all' | CheckStatus;

/** Every parameter that drifted on some camera of the run, by section then name. */
export function driftColumns(cameras: readonly CameraCheck[]): DriftColumn[] {
  const columns = new Map<string, DriftColumn>();
  for (const camera of cameras) {
    for (const drift of camera.drift) {
      const key = `${drift.section}/${drift.name}`;
      if (!columns.has(key)) columns.set(key, { key, section: drift.section, name: drift.name });
    }
  }
  return [...columns.values()].sort((a, b) => a.section.localeCompare(b.section) || a.name.localeCompare(b.name));
}

export function filterCameras(cameras: readonly CameraCheck[], filter: StatusFilter): CameraCheck[] {
  return filter === 'all' ? [...cameras] : cameras.filter((camera) => camera.status === filter);
}

/** The word a missing parameter shows in a cell. */
export const missingValue = 'missing';

/** "expected → found" for a drifted parameter of the camera; null where it does not drift. */
export function driftCell(camera: CameraCheck, column: DriftColumn): string | null {
  const drift = camera.drift.find((entry) => entry.section === column.section && entry.name === column.name);
  return drift ? `${drift.expected} → ${drift.found ?? missingValue}` : null;
}

export const statusWords: Record<CheckStatus, string> = { compliant: 'Compliant', drifted: 'Drifted', unreadable: 'Unreadable' };
export const statusSigns: Record<CheckStatus, string> = { compliant: '✓', drifted: '≠', unreadable: '?' };

/** A fix's result per camera in words: only "Verified" was read back as written. */
export const fixResultWords: Record<(typeof cameraApplyStatuses)[number], string> = {
  verified: 'Verified',
  applied: 'Applied, not verified',
  failed: 'Failed',
  notReached: 'Not reached',
};
