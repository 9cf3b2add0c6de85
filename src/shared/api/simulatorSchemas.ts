// Schemas of the simulator controls: the simulated cameras and bus peers the studio runs itself.
import { z } from 'zod';
import { cameraIdSchema } from './cameraSchemas';
import { portSchema } from './schemaHelpers';

/** Faults a simulated camera can be told to show (all off by default). */
export const simulatedFaultsSchema = z.strictObject({
  /** Answer 401 to every request, whatever the credentials. */
  refuseAuth: z.boolean().optional(),
  /** Cut the answer off after this many response lines (null = never). */
  cutOffAfterLines: z.number().int().nonnegative().nullable().optional(),
  /** Wait this long before answering. */
  delayMs: z.number().int().nonnegative().max(600_000).optional(),
});
export type SimulatedFaults = z.infer<typeof simulatedFaultsSchema>;

export const simulatedCameraSchema = z.object({
  cameraId: cameraIdSchema,
  url: z.string(),
  port: portSchema,
  faults: simulatedFaultsSchema,
  /** How long a reboot keeps the simulated camera off the network. */
  rebootSeconds: z.number().nonnegative(),
});

export const busPeerIdSchema = z.string().min(1).max(100);

export const simulatedBusPeerSchema = z.object({
  peerId: busPeerIdSchema,
  running: z.boolean(),
  /** What the peer sends, in words (e.g. "messages.global.door every 1 s"). */
  description: z.string(),
});

export const simulatorListOutputSchema = z.object({
  cameras: z.array(simulatedCameraSchema),
  busPeers: z.array(simulatedBusPeerSchema),
});

export const setSimulatedCameraInputSchema = z.strictObject({
  cameraId: cameraIdSchema,
  faults: simulatedFaultsSchema.optional(),
  rebootSeconds: z.number().nonnegative().max(600).optional(),
});

export const setBusPeerInputSchema = z.strictObject({ peerId: busPeerIdSchema, running: z.boolean() });
