// Schemas of the simulator controls: the simulated cameras and bus peers the studio runs itself.
import { z } from 'zod';
import { cameraIdSchema } from './cameraSchemas';
import { fieldName, portSchema, safeRecordSchema, textSchema } from './schemaHelpers';
import { paramValueSchema } from './parameterSchemas';
import { catalogTextSchema } from '../i18n/text';

/** Faults a simulated camera shows (all off by default); src/main/simulator/camera/faults.ts. */
export const simulatedFaultsSchema = z.strictObject({
  /** Milliseconds the camera waits after reading a request before it answers. */
  latencyMs: z.number().int().nonnegative().max(600_000),
  /** Close the connection after this many answer lines (the answer is cut off); null: never. */
  cutOffAfterLines: z.number().int().nonnegative().nullable(),
  /** Accept connections and reset them at once. */
  refuseConnections: z.boolean(),
  /** Seconds added to every reboot (a slow boot). */
  extraRebootSeconds: z.number().nonnegative().max(600),
  /** Leave every `#exec` line out of the answer: nothing the camera does is confirmed. */
  omitExecLines: z.boolean(),
  /** `section/NAME` -> value shown in view listings whatever the camera holds (at most 100). */
  reportedValues: safeRecordSchema(textSchema({ subject: fieldName('parameter'), max: 200 }), paramValueSchema.max(1000), fieldName('parameter')).refine((values) => Object.keys(values).length <= 100, { message: 'contract.tooManyReportedValues', params: { max: '100' } }),
  /** Stream the answer without end after its first `#exec` line. */
  endlessAnswer: z.boolean(),
});
export type SimulatedFaults = z.infer<typeof simulatedFaultsSchema>;

export const simulatedCameraSchema = z.object({
  cameraId: cameraIdSchema,
  url: z.string(),
  port: portSchema,
  faults: simulatedFaultsSchema,
  /** How long a reboot keeps the simulated camera off the network, extraRebootSeconds included. */
  rebootSeconds: z.number().nonnegative(),
  rebooting: z.boolean(),
});

export const busPeerIdSchema = textSchema({ subject: fieldName('peerId'), min: 1, max: 100 });

export const simulatedBusPeerSchema = z.object({
  peerId: busPeerIdSchema,
  running: z.boolean(),
  /** What the peer sends, in words of the catalog. */
  description: catalogTextSchema,
  /** Messages handed to its distributor since it last started. */
  sent: z.number().int().nonnegative(),
  /** Messages its distributor refused (e.g. queue full), with the last reason. */
  refused: z.number().int().nonnegative(),
  lastRefusal: z.string().nullable(),
  /** How it appears on the bus and in the statistics (IP and PID); null while stopped. */
  identity: z.object({ IP: z.string(), PID: z.number().int().nonnegative() }).nullable(),
  /** Whether the studio's own distributor hears it: `cut_off` once its packages stop arriving there while it sends (they fail authentication); `unknown` while stopped or before the first one arrived. */
  reach: z.enum(['heard', 'cut_off', 'unknown']),
});

/** Everything the studio simulates: `simulator.list` answers it, the `simulator.state` event carries it on every change. */
export const simulatorStateSchema = z.object({
  cameras: z.array(simulatedCameraSchema),
  busPeers: z.array(simulatedBusPeerSchema),
});
export type SimulatorState = z.infer<typeof simulatorStateSchema>;
export type SimulatedCameraView = z.infer<typeof simulatedCameraSchema>;
export type SimulatedBusPeerView = z.infer<typeof simulatedBusPeerSchema>;

/** Changes the named faults; the others keep their values. */
export const setSimulatedCameraInputSchema = z.strictObject({
  cameraId: cameraIdSchema,
  faults: simulatedFaultsSchema.partial(),
});

export const setBusPeerInputSchema = z.strictObject({ peerId: busPeerIdSchema, running: z.boolean() });
