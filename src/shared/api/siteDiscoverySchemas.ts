// site.discover and site.addDiscovered (docs/site.md "Discovery"): an address scan of a range
// the technician typed, as a long operation, and adding the cameras it opened. The password
// goes in once and never comes back: the studio keeps the credentials that opened each camera
// under the scan's scanId (server-side, bounded in number and lifetime) and the add names
// the cameras by address and port only.
import { z } from 'zod';
import { maxScanAddresses, maxScanPorts, parseAddressRange } from '../site/addressRange';
import { discoveryResultSchema } from '../site/discoveryResult';
import { cameraImportReportSchema } from './cameraListSchemas';
import { cameraGroupSchema, cameraIdSchema, passwordSchema, userSchema } from './cameraSchemas';
import { checkedString, fieldName, operationIdSchema, portSchema, textSchema } from './schemaHelpers';

export const discoverLimits = {
  timeoutSeconds: { min: 0.1, max: 60 },
  parallel: { min: 1, max: 256 },
  /** Results of one scan: every address at every port. */
  results: maxScanAddresses * maxScanPorts,
  /** Scans one studio runs at once (each up to `parallel.max` probes); one more is refused with `busy`. */
  scansAtOnce: 2,
} as const;

/** A range parseAddressRange takes (CIDR, FROM-TO or one address, at most maxScanAddresses); its sentence otherwise. */
const rangeSchema = checkedString((text) => {
  const parsed = parseAddressRange(text);
  return parsed.ok ? null : parsed.problem;
}, fieldName('range')).max(64);

export const discoverInputSchema = z.strictObject({
  /** Required: the scan is long, reports progress under it, and `operations.cancel` stops it. */
  operationId: operationIdSchema,
  range: rangeSchema,
  /** Default [80] (443 with https). */
  ports: z.array(portSchema).min(1).max(maxScanPorts).optional(),
  https: z.boolean().optional(),
  /** Tried before the factory credentials; default user admin when only a password is given. */
  user: userSchema.optional(),
  /** Never echoed, logged or put in an event. */
  password: passwordSchema.optional(),
  timeoutSeconds: z.number().min(discoverLimits.timeoutSeconds.min).max(discoverLimits.timeoutSeconds.max).optional(),
  parallel: z.number().int().min(discoverLimits.parallel.min).max(discoverLimits.parallel.max).optional(),
});

export const scanIdSchema = textSchema({ subject: fieldName('scanId'), min: 1, max: 64 });

export const discoverOutputSchema = z.object({
  /** Names this scan's cameras for site.addDiscovered, while the studio keeps it (docs/site.md). */
  scanId: scanIdSchema,
  /** Every address and port scanned, sorted by address then port. */
  results: z.array(discoveryResultSchema).max(discoverLimits.results),
  /** Addresses × ports asked for. */
  total: z.number().int().nonnegative(),
  /** True when cancelled: `results` are then what was scanned before. */
  cancelled: z.boolean(),
});

/** One result as it arrives, with the progress so far. */
export const discoverProgressSchema = z.object({
  operationId: operationIdSchema,
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Cameras so far (opened or locked). */
  found: z.number().int().nonnegative(),
  result: discoveryResultSchema,
});

const hostAddressSchema = textSchema({ subject: fieldName('address'), min: 7, max: 15 });

export const addDiscoveredInputSchema = z.strictObject({
  scanId: scanIdSchema,
  /** Cameras the scan opened (status camera), by address and port. */
  cameras: z.array(z.strictObject({ address: hostAddressSchema, port: portSchema })).min(1).max(maxScanAddresses),
  group: cameraGroupSchema.optional(),
});

export const addDiscoveredOutputSchema = z.object({
  report: cameraImportReportSchema,
  /** The cameras added on the factory credentials (admin/meinsm): warn, and change the password. */
  factoryPassword: z.array(cameraIdSchema),
});

export const heardOnBusLimits = {
  /** Peers one answer lists at most; the rest are counted in `omitted`. */
  maxPeers: 256,
} as const;

/** An address the message bus heard that is not the host of a camera of the workspace: a candidate to probe with site.discover. */
export const heardPeerSchema = z.object({
  address: hostAddressSchema,
  /** Messages received from the address (all its processes together). */
  messages: z.number().int().nonnegative(),
  lastHeardAt: z.iso.datetime(),
});

export const heardOnBusOutputSchema = z.object({
  /** Most recently heard first. */
  peers: z.array(heardPeerSchema).max(heardOnBusLimits.maxPeers),
  /** Peers beyond maxPeers, not listed. */
  omitted: z.number().int().nonnegative(),
});
