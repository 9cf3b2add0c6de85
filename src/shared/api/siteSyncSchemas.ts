// The sync of a site with its remote (docs/site-repository.md, "In the studio"): its state for
// the top bar, Pull and Push as long operations (progress as `sync.progress`, cancelled by
// `operations.cancel`), and the same camera changed on both sides shown and resolved field by field.
import { z } from 'zod';
import { cameraIdSchema } from './cameraIdSchema';
import { fieldName, operationIdSchema, safeRecordSchema, textSchema, timestampSchema } from './schemaHelpers';

const objectIdSchema = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'contract.commitId');
const sitePathSchema = textSchema({ subject: fieldName('path'), min: 1, max: 1000 });
const fieldNameSchema = textSchema({ subject: fieldName('field'), min: 1, max: 100 });

export const syncStatusSchema = z.object({
  /** False: the workspace is no site (nothing else is then said). */
  site: z.boolean(),
  branch: z.string().nullable(),
  hasRemote: z.boolean(),
  ahead: z.number().int().nonnegative(),
  behind: z.number().int().nonnegative(),
  /** When the remote was last fetched (a pull or a push that pulled), or null. */
  lastPullAt: timestampSchema.nullable(),
  uncommitted: z.number().int().nonnegative(),
  /** The first files changed and not committed (at most 20). */
  uncommittedFiles: z.array(z.string()),
  /** A git operation left half done by hand: the site is reported, not changed. */
  inProgress: z.enum(['merge', 'rebase', 'cherry-pick', 'revert', 'bisect']).nullable(),
  /** The last fetched remote conflicts with the site (`sync.conflicts` says where). */
  conflicts: z.boolean(),
});

export const syncOperationInputSchema = z.strictObject({ operationId: operationIdSchema.optional() });

const pullOutcomeSchema = z.enum(['up_to_date', 'fast_forward', 'merged', 'conflict']);

export const syncPullOutputSchema = z.object({ outcome: pullOutcomeSchema, conflictFiles: z.array(z.string()) });

export const syncPushOutputSchema = z.object({
  /** not_pushed: the remote had moved on, the pull that followed ended in a conflict. */
  outcome: z.enum(['pushed', 'up_to_date', 'not_pushed']),
  /** What the pull after a refused (non-fast-forward) push did, or null when none was needed. */
  pulledFirst: pullOutcomeSchema.nullable(),
});

const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), z.string())]);
const sideChangeSchema = z.object({ value: fieldValueSchema, author: z.object({ name: z.string(), email: z.string() }), date: z.string() });

export const syncConflictsOutputSchema = z.object({
  conflicts: z
    .object({
      head: objectIdSchema,
      upstream: objectIdSchema,
      cameras: z.array(z.object({ path: z.string(), cameraId: cameraIdSchema, label: z.string(), fields: z.array(z.object({ field: z.string(), ours: sideChangeSchema, theirs: sideChangeSchema })) })),
      otherFiles: z.array(z.string()),
    })
    .nullable(),
});

export const syncResolveInputSchema = z.strictObject({
  head: objectIdSchema,
  upstream: objectIdSchema,
  choices: safeRecordSchema(sitePathSchema, safeRecordSchema(fieldNameSchema, z.enum(['ours', 'theirs']), fieldName('field')), fieldName('path')),
});

export const syncResolveOutputSchema = z.object({ commit: objectIdSchema });

export const syncStepSchema = z.enum(['fetch', 'merge', 'push', 'pushAgain']);

export const syncProgressSchema = z.object({ operationId: operationIdSchema, step: syncStepSchema, at: timestampSchema });
