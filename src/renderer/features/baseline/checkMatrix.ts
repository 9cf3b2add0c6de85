// The matrix of a check run: a row per camera, a column per drifted parameter (section/NAME),
// each cell "expected → found"; the summary's filter (one status, or all).
import type { CameraCheck, CheckStatus, Drift } from '../../../shared/api/baselineSchemas';
import type { cameraApplyStatuses } from '../../../shared/api/fleetApplySchemas';
import type { StudioText } from '../../i18n/studioText';

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

/** The drift of `column`'s parameter on the camera; null where it does not drift. */
export function columnDrift(camera: CameraCheck, column: DriftColumn): Drift | null {
  return camera.drift.find((entry) => entry.section === column.section && entry.name === column.name) ?? null;
}

/** The value found, or the word for a parameter the camera does not have. */
export function foundValue(drift: Pick<Drift, 'found'>, t: StudioText): string {
  return drift.found ?? t('baseline.missing');
}

/** "expected → found" for a drifted parameter. */
export function driftText(drift: Drift, t: StudioText): string {
  return `${drift.expected} → ${foundValue(drift, t)}`;
}

export function statusWord(status: CheckStatus, t: StudioText): string {
  return t(`baseline.status.${status}`);
}

export const statusSigns: Record<CheckStatus, string> = { compliant: '✓', drifted: '≠', unreadable: '?', not_in_force: '↻' };

/** A fix's result per camera in words: only "Verified" was read back as written. */
export function fixResultWord(status: (typeof cameraApplyStatuses)[number], t: StudioText): string {
  return t(`baseline.fix.outcome.${status}`);
}
