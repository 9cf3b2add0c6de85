// Schemas of fleet backups and of each camera's history (snapshots, comparison, restore).
import { z } from 'zod';
import { errorKinds } from '../errors/errorKind';
import { snapshotIdSchema, snapshotInfoSchema } from '../fleet/snapshot';
import { cameraGroupSchema, cameraIdSchema } from './cameraSchemas';
import { transcriptSummarySchema } from './configSchemas';
import { sectionNameSchema } from './parameterSchemas';
import { operationIdSchema } from './schemaHelpers';
import { catalogTextSchema } from '../i18n/text';

export const maxBackupCameras = 1000;

export const fleetBackupInputSchema = z
  .strictObject({
    operationId: operationIdSchema.optional(),
    /** These cameras; with neither cameraIds nor group, every camera. */
    cameraIds: z.array(cameraIdSchema).min(1).max(maxBackupCameras).optional(),
    /** The cameras of this group. */
    group: cameraGroupSchema.optional(),
    /** Cameras asked at once (default 8). */
    parallel: z.number().int().min(1).max(64).optional(),
  })
  .refine((input) => !(input.cameraIds && input.group), { message: 'contract.cameraIdsOrGroup' });

const backupCameraFields = { cameraId: cameraIdSchema, label: z.string(), address: z.string() };

export const cameraBackupResultSchema = z.discriminatedUnion('status', [
  z.object({ ...backupCameraFields, status: z.literal('ok'), file: z.string(), bytes: z.number().int(), firmware: z.string().nullable(), sections: z.number().int(), existing: z.boolean() }),
  z.object({ ...backupCameraFields, status: z.literal('failed'), kind: z.enum([...errorKinds, 'internal']), reason: catalogTextSchema }),
  z.object({ ...backupCameraFields, status: z.literal('cancelled'), reason: catalogTextSchema }),
  z.object({ ...backupCameraFields, status: z.literal('not_reached') }),
]);
export type CameraBackupResultView = z.infer<typeof cameraBackupResultSchema>;

export const fleetBackupOutputSchema = z.object({
  folder: z.string(),
  results: z.array(cameraBackupResultSchema),
  ok: z.number().int(),
  failed: z.number().int(),
  /** Under way when the run was cancelled (status 'cancelled'); not counted as failed. */
  cancelled: z.number().int(),
  notReached: z.number().int(),
});
export type FleetBackupOutput = z.infer<typeof fleetBackupOutputSchema>;

export const listSnapshotsOutputSchema = z.object({ snapshots: z.array(snapshotInfoSchema) });

const snapshotRefSchema = z.strictObject({ cameraId: cameraIdSchema, snapshotId: snapshotIdSchema });

export const compareSnapshotsInputSchema = z.strictObject({
  left: snapshotRefSchema,
  right: snapshotRefSchema,
  /** Compare this section only (the same section of two cameras); absent: the whole configuration. */
  section: sectionNameSchema.optional(),
});

export const configChangeSchema = z.object({
  kind: z.enum(['added', 'changed', 'removed']),
  section: z.string(),
  name: z.string(),
  oldValue: z.string().optional(),
  newValue: z.string().optional(),
});

export const compareSnapshotsOutputSchema = z.object({
  changes: z.array(configChangeSchema),
  leftText: z.string(),
  rightText: z.string(),
  section: z.string().nullable(),
});
export type SnapshotComparison = z.infer<typeof compareSnapshotsOutputSchema>;

export const restoreSnapshotInputSchema = z.strictObject({
  cameraId: cameraIdSchema,
  snapshotId: snapshotIdSchema,
  operationId: operationIdSchema.optional(),
  /** Restore even when the snapshot's firmware differs from the camera's. */
  force: z.boolean().optional(),
});

export const restoreSnapshotOutputSchema = z.object({ transcript: transcriptSummarySchema });
