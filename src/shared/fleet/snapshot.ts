// A snapshot: one configuration of one camera as the studio read, applied, backed up or
// restored it, kept in the workspace (snapshots/<cameraId>/). Every such event is an entry of
// its own (`id`); its file is content-addressed (`file`: the start of the SHA-256 of the
// file's Latin-1 bytes), so identical configurations share one stored file.
import { z } from 'zod';

export const snapshotReasons = ['read', 'applied', 'backup', 'restored'] as const;
export type SnapshotReason = (typeof snapshotReasons)[number];

export const snapshotIdSchema = z.string().regex(/^[0-9a-f]{16}$/, 'contract.snapshotId');

export const snapshotInfoSchema = z.object({
  id: snapshotIdSchema,
  /** The stored file's content id; absent in entries kept before entries had ids of their own, whose `id` is it. */
  file: snapshotIdSchema.optional(),
  takenAt: z.iso.datetime(),
  reason: z.enum(snapshotReasons),
  firmware: z.string().max(200).nullable(),
  bytes: z.number().int().min(0),
  sections: z.number().int().min(0),
});

export type SnapshotInfo = z.infer<typeof snapshotInfoSchema>;
