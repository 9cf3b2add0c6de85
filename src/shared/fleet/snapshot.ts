// A snapshot: one configuration of one camera as the studio read or applied it, kept in the
// workspace (snapshots/<cameraId>/). Content-addressed: `id` is the start of the SHA-256 of
// the file's Latin-1 bytes, so identical configurations are stored once.
import { z } from 'zod';

export const snapshotReasons = ['read', 'applied', 'backup', 'restored'] as const;
export type SnapshotReason = (typeof snapshotReasons)[number];

export const snapshotIdSchema = z.string().regex(/^[0-9a-f]{16}$/, 'a snapshot id is 16 hexadecimal digits');

export const snapshotInfoSchema = z.object({
  id: snapshotIdSchema,
  takenAt: z.iso.datetime(),
  reason: z.enum(snapshotReasons),
  firmware: z.string().max(200).nullable(),
  bytes: z.number().int().min(0),
  sections: z.number().int().min(0),
});

export type SnapshotInfo = z.infer<typeof snapshotInfoSchema>;
