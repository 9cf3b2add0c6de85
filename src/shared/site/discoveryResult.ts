// What an address scan found at one address and port, as the command line prints it
// (`camconfig discover --json`) and the API will carry it.
import { z } from 'zod';

/**
 * camera: a camera's remote configuration opened with one of the credentials tried;
 * locked: it asks for credentials at /admin/remoteconfig (HTTP 401) that none of those tried open;
 * not_camera: something answers, but not as a camera; no_answer: refused, or no complete answer
 * in time (one cut off or stalled while it could still be a camera's counts as none);
 * certificate_changed: over HTTPS it presented another certificate on a later connection of the
 * same scan (someone may be in between): nothing more was sent to it, and it cannot be added.
 */
export const discoveryStatuses = ['camera', 'locked', 'not_camera', 'no_answer', 'certificate_changed'] as const;
export type DiscoveryStatus = (typeof discoveryStatuses)[number];

export const discoveryResultSchema = z
  .object({
    address: z.string().min(7).max(15),
    port: z.number().int().min(1).max(65_535),
    status: z.enum(discoveryStatuses),
    /** `view section timestamp` VERSION; null where unknown (not opened, or not said). */
    firmware: z.string().max(256).nullable(),
    /** The factory credentials (admin/meinsm) opened it: warn. */
    factoryPassword: z.boolean(),
    /** The workspace already has a camera at this address and port. */
    inWorkspace: z.boolean(),
  })
  .strict();
export type DiscoveryResult = z.infer<typeof discoveryResultSchema>;

export const discoveryReportSchema = z.object({ results: z.array(discoveryResultSchema).max(4096 * 16) }).strict();
export type DiscoveryReport = z.infer<typeof discoveryReportSchema>;
