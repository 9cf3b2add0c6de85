// One line of the audit log (<workspace>/audit.jsonl): a command script the studio or the CLI
// sent to a camera, and how the camera took it. Never a password (docs/fleet.md, "Audit log").
import { z } from 'zod';
import { errorKinds } from '../errors/errorKind';
import { textSchema } from '../api/schemaHelpers';

export const auditSources = ['studio', 'cli'] as const;

export const auditCameraSchema = z.object({
  /** The studio's camera id (cam-3); null for a camera the CLI was given by address. */
  id: z.string().max(100).nullable(),
  label: z.string().max(300).nullable(),
  host: z.string().max(300),
  port: z.number().int().min(1).max(65535),
});

export const auditResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok') }),
  /** The camera answered with ERROR: lines; `message` holds them. */
  z.object({ status: z.literal('camera_error'), message: z.string() }),
  /** No complete answer: unreachable, refused credentials, cut off, timeout, cancelled... */
  z.object({ status: z.literal('failed'), kind: z.enum([...errorKinds, 'internal']), message: z.string() }),
]);

export const auditEntrySchema = z.object({
  time: z.iso.datetime(),
  source: z.enum(auditSources),
  camera: auditCameraSchema,
  operation: z.string().max(100),
  script: z.string(),
  durationMs: z.number().int().min(0),
  result: auditResultSchema,
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditCamera = z.infer<typeof auditCameraSchema>;

/** What a reader of the audit log asks for; every field narrows, none required. */
export const auditFilterSchema = z.strictObject({
  /** ISO time: entries at or after it. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** ISO time: entries before it. */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Part of the camera's id, label or host:port (case-insensitive). */
  camera: textSchema({ subject: 'camera', max: 300 }).optional(),
  /** Part of the operation (case-insensitive). */
  operation: textSchema({ subject: 'operation', max: 100 }).optional(),
  /** Part of the script or the result's text (case-insensitive). */
  text: textSchema({ subject: 'text', max: 1000 }).optional(),
});

export type AuditFilter = z.infer<typeof auditFilterSchema>;

export function cameraAddressOf(camera: AuditCamera): string {
  return `${camera.host}:${camera.port}`;
}

/** True when `entry` passes every field of `filter`. */
export function matchesAuditFilter(entry: AuditEntry, filter: AuditFilter): boolean {
  if (filter.from !== undefined && entry.time < normalizedTime(filter.from)) return false;
  if (filter.to !== undefined && entry.time >= normalizedTime(filter.to)) return false;
  const { camera } = entry;
  if (filter.camera && !containsIgnoringCase([camera.id ?? '', camera.label ?? '', cameraAddressOf(camera)], filter.camera)) return false;
  if (filter.operation && !containsIgnoringCase([entry.operation], filter.operation)) return false;
  const resultText = entry.result.status === 'ok' ? 'ok' : entry.result.message;
  if (filter.text && !containsIgnoringCase([entry.script, resultText], filter.text)) return false;
  return true;
}

/** Entries are written with toISOString (UTC, milliseconds), so string order is time order once the filter's time is written the same way. */
function normalizedTime(iso: string): string {
  return new Date(iso).toISOString();
}

function containsIgnoringCase(texts: string[], part: string): boolean {
  const wanted = part.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(wanted));
}
