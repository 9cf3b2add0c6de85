// The audit view's list as rows: a script, a fleet run (one row, open or closed), and under an
// open run one row per camera. The list is virtualised over these rows, so a run of 500
// cameras opened puts only the rows in view into the page.
import type { AuditEntry } from '../../../shared/fleet/auditEntry';
import type { AuditItem, AuditRunCamera, AuditRunItem } from '../../../shared/fleet/auditItems';

export type AuditRow =
  | { kind: 'script'; key: string; entry: AuditEntry }
  | { kind: 'run'; key: string; item: AuditRunItem; open: boolean }
  | { kind: 'camera'; key: string; runId: string; camera: AuditRunCamera };

export function auditRows(items: readonly AuditItem[], openRuns: ReadonlySet<string>): AuditRow[] {
  return items.flatMap((item, index): AuditRow[] => {
    if (item.kind === 'script') return [{ kind: 'script', key: `script-${index}-${item.entry.time}`, entry: item.entry }];
    const { runId } = item.run;
    const open = openRuns.has(runId);
    const runRow: AuditRow = { kind: 'run', key: `run-${runId}`, item, open };
    if (!open) return [runRow];
    return [runRow, ...item.cameras.map((camera, cameraIndex): AuditRow => ({ kind: 'camera', key: `run-${runId}-${cameraIndex}`, runId, camera }))];
  });
}

export type RunCounts = Record<'verified' | 'applied' | 'failed' | 'notReached' | 'unfinished', number>;

/** How the run's cameras ended; a camera without its line is unfinished. */
export function runCounts(item: AuditRunItem): RunCounts {
  const counts: RunCounts = { verified: 0, applied: 0, failed: 0, notReached: 0, unfinished: 0 };
  for (const camera of item.cameras) counts[camera.result?.outcome.status ?? 'unfinished']++;
  return counts;
}
