// Schemas of site baselines (docs/baseline.md): a named set of expected parameter values in the
// camera's own config-file form, checked against many cameras, their drift fixed, each check
// run kept so two can be compared.
import { z } from 'zod';
import { catalogTextSchema, localize } from '../i18n/text';
import { errorKinds } from '../errors/errorKind';
import { fileNameProblem } from '../text/fileNames';
import { snapshotIdSchema } from '../fleet/snapshot';
import { cameraGroupSchema, cameraIdSchema } from './cameraSchemas';
import { maxFleetApplyCameras } from './fleetApplySchemas';
import { checkedString, fieldName, operationIdSchema, textSchema } from './schemaHelpers';

export const baselineLimits = {
  /** Longest baseline text (a site's agreed values are a few kilobytes). */
  maxTextLength: 256 * 1024,
  maxParameters: 5000,
  maxGroups: 50,
  maxBaselines: 200,
  /** Check runs kept per baseline; the oldest go first. */
  maxRunsKept: 100,
  /** As `fleet apply`: a site of a few hundred cameras is read in one wave when the technician asks. */
  maxParallel: 256,
  defaultParallel: 16,
} as const;

const baselineNamePattern = /^[A-Za-z0-9ÄÖÜäöüß][A-Za-z0-9ÄÖÜäöüß _.-]{0,63}$/;

/** A baseline's name: 1 to 64 letters, digits, spaces, _ . -; it names its file, so a name Windows reserves (CON, ...) is refused. */
export const baselineNameSchema = checkedString(
  (name) => (baselineNamePattern.test(name) ? fileNameProblem(name) : localize('baseline.nameRule')),
  fieldName('baselineName'),
);

export const baselineTextSchema = textSchema({ subject: fieldName('baselineText'), max: baselineLimits.maxTextLength, lines: true, latin1: true });

/** A saved baseline at a glance. `version` counts its saves (1 = first); every version is kept. */
export const baselineSummarySchema = z.object({
  name: z.string(),
  version: z.number().int().min(1),
  /** The camera groups it applies to (a check without cameras named checks these groups' cameras). */
  groups: z.array(z.string()),
  sections: z.array(z.string()),
  parameterCount: z.number().int().nonnegative(),
  savedAt: z.iso.datetime(),
});
export type BaselineSummary = z.infer<typeof baselineSummarySchema>;

export const baselineSchema = baselineSummarySchema.extend({ text: z.string() });
export type Baseline = z.infer<typeof baselineSchema>;

export const listBaselinesOutputSchema = z.object({ baselines: z.array(baselineSummarySchema) });

export const getBaselineInputSchema = z.strictObject({
  name: baselineNameSchema,
  /** An older version; default the newest. */
  version: z.number().int().min(1).max(1_000_000).optional(),
});
export const getBaselineOutputSchema = z.object({
  baseline: baselineSchema,
  /** Every version kept, newest first. */
  versions: z.array(z.object({ version: z.number().int(), savedAt: z.iso.datetime() })),
});

export const saveBaselineInputSchema = z.strictObject({
  name: baselineNameSchema,
  text: baselineTextSchema,
  groups: z.array(cameraGroupSchema).max(baselineLimits.maxGroups),
  /** The version the editor started from; another save in between is refused (`conflict`) rather than overwritten. Left out: a new baseline, refused when the name is taken. */
  basedOnVersion: z.number().int().min(1).max(1_000_000).optional(),
});
export const saveBaselineOutputSchema = z.object({ baseline: baselineSummarySchema });

export const removeBaselineInputSchema = z.strictObject({ name: baselineNameSchema });

/** A camera's configuration (or one of its snapshots) as the baseline editor offers it to tick: each value, and the placeholder to put instead where it equals one of the camera's variables. */
export const baselineDraftInputSchema = z.strictObject({
  cameraId: cameraIdSchema,
  /** A snapshot of the camera (history.list); default: read the camera now. */
  snapshotId: snapshotIdSchema.optional(),
});
export const baselineDraftOutputSchema = z.object({
  /** Where the values come from: the camera read now (`at`, ISO), or one of its snapshots (taken `at`); the view words and dates it. */
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('read'), camera: z.string(), at: z.string(), firmware: z.string().nullable() }),
    z.object({ kind: z.literal('snapshot'), camera: z.string(), snapshotId: z.string(), at: z.string() }),
  ]),
  sections: z.array(
    z.object({
      name: z.string(),
      parameters: z.array(z.object({ name: z.string(), value: z.string(), placeholder: z.string().nullable() })),
    }),
  ),
});

/** not_in_force: every value read matches, but a section the baseline checks waits for a reboot (stored, not yet in force): never compliant (shared/baseline/inForce.ts). */
export const checkStatuses = ['compliant', 'drifted', 'unreadable', 'not_in_force'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

export const driftSchema = z.object({
  section: z.string(),
  name: z.string(),
  /** The baseline's value, placeholders filled for this camera. */
  expected: z.string(),
  /** What the camera holds; null: the camera has no such parameter (drift too). */
  found: z.string().nullable(),
});
export type Drift = z.infer<typeof driftSchema>;

export const cameraCheckSchema = z.object({
  cameraId: cameraIdSchema,
  label: z.string(),
  host: z.string(),
  port: z.number().int(),
  group: z.string().nullable(),
  firmware: z.string().nullable(),
  /** Never compliant by default: a camera is compliant only when every expected value was read and matched. */
  status: z.enum(checkStatuses),
  drift: z.array(driftSchema),
  /** Why unreadable, in words (offline, credentials, cut-off answer, a placeholder it has no variable for, cancelled before its turn). */
  reason: z.string().nullable(),
  /** The reason as a text of the catalog, shown in the reader's language; absent in runs kept before it. */
  reasonText: catalogTextSchema.nullable().optional(),
  kind: z.enum([...errorKinds, 'unknown']).nullable(),
  /** The sections the camera said wait for a reboot when it was checked; absent when not read (and in runs kept before it). */
  rebootNeeded: z.array(z.string().max(200)).max(500).optional(),
});
export type CameraCheck = z.infer<typeof cameraCheckSchema>;

// not_in_force: 0 in runs kept before it was counted.
export const checkCountsSchema = z.object({ compliant: z.number().int(), drifted: z.number().int(), unreadable: z.number().int(), not_in_force: z.number().int().default(0) });

export const checkRunSummarySchema = z.object({
  runId: z.string(),
  baseline: z.object({ name: z.string(), version: z.number().int() }),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  /** Cancelled: the cameras not reached are unreadable with the reason "cancelled before its turn". */
  cancelled: z.boolean(),
  counts: checkCountsSchema,
});
export type CheckRunSummary = z.infer<typeof checkRunSummarySchema>;

export const checkRunSchema = checkRunSummarySchema.extend({ cameras: z.array(cameraCheckSchema) });
export type CheckRun = z.infer<typeof checkRunSchema>;

const cameraSelectionShape = {
  /** These cameras; else `group`'s; else the cameras of the baseline's groups. */
  cameraIds: z.array(cameraIdSchema).min(1).max(maxFleetApplyCameras * 2).optional(),
  group: cameraGroupSchema.optional(),
};

export const checkBaselineInputSchema = z.strictObject({
  baseline: baselineNameSchema,
  ...cameraSelectionShape,
  operationId: operationIdSchema,
  parallel: z.number().int().min(1).max(baselineLimits.maxParallel).optional(),
});
export const checkBaselineOutputSchema = z.object({ run: checkRunSchema });

/** One camera of a check done (`camera`), with done / total. */
export const checkProgressSchema = z.object({
  operationId: operationIdSchema,
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  camera: cameraCheckSchema,
});

export const checkRunRefSchema = z.strictObject({ runId: textSchema({ subject: fieldName('runId'), min: 1, max: 100 }) });
export const listCheckRunsInputSchema = z.strictObject({ baseline: baselineNameSchema.optional() });
export const listCheckRunsOutputSchema = z.object({ runs: z.array(checkRunSummarySchema) });

export const fixSelectionSchema = z.strictObject({
  runId: textSchema({ subject: fieldName('runId'), min: 1, max: 100 }),
  /** Only these of the run's drifted cameras; default every drifted one. */
  cameraIds: z.array(cameraIdSchema).min(1).max(maxFleetApplyCameras * 2).optional(),
  /** Store is on unless turned off: a fix that does not survive a reboot is not a fix. */
  store: z.boolean().optional(),
  update: z.boolean().optional(),
  reboot: z.boolean().optional(),
});

/** The dry run of a fix: each drifted camera's script with only its drifted parameters; the cameras that get nothing and why. */
export const planFixOutputSchema = z.object({
  scripts: z.array(
    z.object({
      cameraId: cameraIdSchema,
      label: z.string(),
      script: z.string(),
      parameters: z.array(z.object({ section: z.string(), name: z.string(), value: z.string() })),
      /** The sections written that apply only after a reboot the fix does not do (sip, network, timestamp): not in force until the camera reboots. */
      rebootNeeded: z.array(z.string()),
    }),
  ),
  skipped: z.array(z.object({ cameraId: cameraIdSchema, label: z.string(), status: z.enum(checkStatuses) })),
});

export const runFixInputSchema = fixSelectionSchema.extend({
  operationId: operationIdSchema,
  parallel: z.number().int().min(1).max(baselineLimits.maxParallel).optional(),
});

