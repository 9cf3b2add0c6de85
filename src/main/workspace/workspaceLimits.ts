// The one table of bounds on what the studio keeps: every writer refuses what a reader would
// refuse (docs/workspace.md, "Limits"), so nothing is written that the next start sets aside.
// Where the contract already bounds a count, the number is the contract's own.
import { maxPendingEdits } from '../../shared/api/pendingEditsSchemas';
import { maxSentHistory, maxTemplates } from '../../shared/api/busTemplateSchemas';
import { cameraListLimits } from '../../shared/fleet/lists/listLimits';

export const workspaceLimits = {
  /** Cameras kept in cameras.json: `cameras.add` and `cameraLists.import` refuse the next one. */
  cameras: cameraListLimits.cameras,
  // Room for 1000 cameras with their groups and up to 32 variables each.
  camerasFileBytes: 8 * 1024 * 1024,
  /** Highest camera number read or written (cam-<n>): a crafted file cannot push ids past what a number holds. */
  cameraNumber: 999_999_999,
  pendingEdits: maxPendingEdits,
  pendingEditsFileBytes: 4 * 1024 * 1024,
  busTemplates: maxTemplates,
  busTemplatesSentHistory: maxSentHistory,
  busTemplatesFileBytes: 2 * 1024 * 1024,
  distributorSettingsFileBytes: 64 * 1024,
  keyFileBytes: 4096,
  /** Recordings running at once (each holds a file open and sees every bus message). */
  recordingsUnderWay: 16,
} as const;
