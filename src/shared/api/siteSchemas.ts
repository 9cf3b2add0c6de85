// Schemas of the Site view's data (docs/site.md, "Inventory"): one row per camera of the
// studio with everything a technician checks on a site at a glance. `camconfig fleet inventory`
// prints the same rows (src/main/fleet/inventory/).
import { z } from 'zod';
import { cameraGroupSchema, cameraIdSchema, cameraStateSchema } from './cameraSchemas';
import { operationIdSchema, portSchema } from './schemaHelpers';
import { catalogTextSchema } from '../i18n/text';

export const inventoryLimits = {
  /** Rows one answer holds at most (the workspace keeps at most 1000 cameras). */
  maxRows: 1000,
  /** Cameras probed at once by a refresh: each a different device asked one small request, so a site of 500 refreshes in about two round trips. */
  maxParallel: 512,
  defaultParallel: 256,
};

export const overallSigns = ['ok', 'attention', 'problem', 'unknown'] as const;
export type OverallSign = (typeof overallSigns)[number];

const isoTimeSchema = z.iso.datetime();

export const inventoryRowSchema = z.object({
  id: cameraIdSchema,
  label: z.string(),
  group: z.string().nullable(),
  host: z.string(),
  port: portSchema,
  https: z.boolean(),
  /** True when the camera answered last time it was asked. */
  online: z.boolean(),
  /** Its reachability state (as `cameras.list` says) and why, when not online; online with a detail: its last answer came incomplete ("answer cut off: ..."), a problem. */
  state: cameraStateSchema,
  stateDetail: catalogTextSchema.nullable(),
  firmware: z.string().nullable(),
  /** When the camera last answered (this run of the studio, or this command), or null. */
  lastAnswerAt: isoTimeSchema.nullable(),
  /** How long its last probe took, request to answer, or null. */
  roundTripMs: z.number().int().nonnegative().nullable(),
  /** True while the factory credentials (admin / meinsm) are in use: a loud warning. The password itself is never in a row. */
  factoryPassword: z.boolean(),
  /** True when the last refresh found it refusing the site's stored credentials (not the factory ones) and opening with the factory ones, in one more read-only request: it was probably reset (state `auth_failed`). */
  factoryLogin: z.boolean(),
  /** The sections whose changes wait for a reboot (empty: none); null: not asked yet. */
  rebootNeeded: z.array(z.string()).nullable(),
  /** Parameter edits made in the studio and not applied yet. */
  unstoredEdits: z.number().int().nonnegative(),
  /** The newest backup file of the camera in the workspace's backups/ folder, or null. */
  lastBackup: z.object({ file: z.string(), takenAt: isoTimeSchema, bytes: z.number().int().nonnegative() }).nullable(),
  /** The newest change the audit log holds for the camera (a script that changed something and was taken), or null. */
  lastChange: z.object({ at: isoTimeSchema, operation: catalogTextSchema, source: z.enum(['studio', 'cli']) }).nullable(),
  /** What the message bus heard from the camera's address (the distributor's statistics), or null. */
  busPeer: z.object({ messages: z.number().int().nonnegative(), lastHeardAt: isoTimeSchema }).nullable(),
  /** One sign for the row: the worst of its reasons. */
  overall: z.enum(overallSigns),
  /** Why the sign is not `ok`, in words, worst first. */
  /** Each reason as a catalog text, worst first. */
  reasons: z.array(catalogTextSchema),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const siteInventoryInputSchema = z.strictObject({
  /** Only the cameras of this group. */
  group: cameraGroupSchema.optional(),
  /** Probe every camera first (one small request each: firmware and reboot_needed), `parallel` at a time; progress as `operation.progress` events. */
  refresh: z.boolean().optional(),
  parallel: z.number().int().min(1).max(inventoryLimits.maxParallel).optional(),
  operationId: operationIdSchema.optional(),
});

export const siteInventoryOutputSchema = z.object({
  cameras: z.array(inventoryRowSchema).max(inventoryLimits.maxRows),
  /** Cameras past `maxRows`, left out. */
  omitted: z.number().int().nonnegative(),
  /** What could not be read (an audit log file, the backups folder): the rows lack that part, and say so here. */
  problems: z.array(catalogTextSchema).max(100),
  /** What the refresh did (null: none asked): cameras that answered, failed, were being asked when it was cancelled, or were not reached; cancelled, it still answers the rows, with what is known. */
  refresh: z.object({ probed: z.number().int(), failed: z.number().int(), interrupted: z.number().int(), notReached: z.number().int(), cancelled: z.boolean() }).nullable(),
  /** When the rows were computed. */
  takenAt: isoTimeSchema,
});
export type SiteInventory = z.infer<typeof siteInventoryOutputSchema>;
