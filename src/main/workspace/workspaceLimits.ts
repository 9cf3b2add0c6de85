// The one table of bounds on what the studio keeps: every writer refuses what a reader would
// refuse (docs/workspace.md, "Limits"), so nothing is written that the next start sets aside.
// Where the contract already bounds a count, the number is the contract's own.
import { maxPendingEdits } from '../../shared/api/pendingEditsSchemas';
import { maxSentHistory, maxTemplates } from '../../shared/api/busTemplateSchemas';
import { cameraListLimits } from '../../shared/fleet/lists/listLimits';
import { baselineLimits } from '../../shared/api/baselineSchemas';

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
  /** Baselines kept (baselines/<name>/): `baseline.save` refuses the next new one. */
  baselines: baselineLimits.maxBaselines,
  /** Versions kept of one baseline (every save is one; none is pruned): the next save is refused. */
  baselineVersions: 1000,
  baselineIndexBytes: 512 * 1024,
  /** A version's text, UTF-8: at most two bytes per Latin-1 character. */
  baselineTextBytes: baselineLimits.maxTextLength * 2 + 3,
  /** Check runs kept per baseline (baseline-runs/<runId>.json); the oldest go first. */
  checkRunsPerBaseline: baselineLimits.maxRunsKept,
  /** One check run: up to 512 cameras, each with its drift. */
  checkRunFileBytes: 32 * 1024 * 1024,
  /** Recordings running at once (each holds a file open and sees every bus message). */
  recordingsUnderWay: 16,
} as const;
