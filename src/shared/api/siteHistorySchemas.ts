// Schemas of the site's history as the team made it: the commits of a site repository
// (docs/site-repository.md, "History"), newest first, read from their trailers.
import { z } from 'zod';
import { cameraIdSchema } from './cameraIdSchema';

export const maxSiteHistoryEntries = 1000;

export const siteHistoryInputSchema = z.strictObject({
  /** Only the commits that concerned this camera (their Camconfig-Cameras trailer names it). */
  cameraId: cameraIdSchema.optional(),
  /** Most commits answered, newest first; default 200. */
  limit: z.number().int().min(1).max(maxSiteHistoryEntries).optional(),
});

export const siteHistoryEntrySchema = z.object({
  commit: z.string().regex(/^[0-9a-f]{40,64}$/),
  author: z.object({ name: z.string().max(200), email: z.string().max(254) }),
  /** When it was committed, ISO 8601. */
  committedAt: z.string().max(40),
  /** The operation's machine name (camera-edit, backup, check, fix, ...), or null for a commit made by hand. */
  operation: z.string().max(40).nullable(),
  /** The ids of the cameras it concerned. */
  cameraIds: z.array(z.string().max(100)).max(10_000),
  /** The commit's subject as git keeps it (the site's own record; shown as written). */
  subject: z.string().max(1000),
});
export type SiteHistoryEntry = z.infer<typeof siteHistoryEntrySchema>;

export const siteHistoryOutputSchema = z.object({
  /** False when the workspace is not a site: it has no shared history. */
  isSite: z.boolean(),
  entries: z.array(siteHistoryEntrySchema),
  /** True when there are older commits past the limit. */
  more: z.boolean(),
});
export type SiteHistoryOutput = z.infer<typeof siteHistoryOutputSchema>;
