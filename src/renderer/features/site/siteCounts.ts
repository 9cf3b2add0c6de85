// The Site view's counts at a glance, above the table: how many cameras are offline, wait for a
// reboot, have no backup, and have a problem. Counted over every row of the inventory (not only
// the filtered ones), so the line says how the site stands whatever is on show.
import type { InventoryRow } from '../../../shared/api/siteSchemas';

export interface SiteCounts {
  offline: number;
  rebootNeeded: number;
  noBackup: number;
  problems: number;
}

export const siteCountKinds = ['offline', 'rebootNeeded', 'noBackup', 'problems'] as const satisfies ReadonlyArray<keyof SiteCounts>;

export function siteCounts(rows: readonly InventoryRow[]): SiteCounts {
  const count = (test: (row: InventoryRow) => boolean) => rows.filter(test).length;
  return {
    offline: count((row) => row.state === 'offline'),
    rebootNeeded: count((row) => (row.rebootNeeded?.length ?? 0) > 0),
    noBackup: count((row) => row.lastBackup === null),
    problems: count((row) => row.overall === 'problem'),
  };
}
