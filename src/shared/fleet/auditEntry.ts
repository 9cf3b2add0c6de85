// The lines of the audit log (<workspace>/audit.jsonl): a command script the studio or the CLI
// sends to a camera, in two lines: one written before it is sent (what goes out), one after
// (how the camera took it), joined by `scriptId` (auditScriptLines.ts); and, for a fleet apply,
// the run's start and one line per camera with its outcome and each value's old -> new. A
// script sent within a run names it (`runId`). Never a password (docs/fleet.md, "Audit log").
import { z } from 'zod';
import { errorKinds } from '../errors/errorKind';
import { fieldName, textSchema } from '../api/schemaHelpers';
import { operationWordsInEveryLanguage } from './auditOperation';
import { catalogTextSchema } from '../i18n/text';

export const auditSources = ['studio', 'cli'] as const;

/** An id of the machine form: a newer studio's id this one does not know still reads (it shows the English words beside it). */
const operationIdSchema = z.string().max(60).regex(/^[a-z][A-Za-z]*$/);

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
  /** Its start was logged and no outcome: the studio (or the command) stopped while it ran, so it may have run in part or whole. */
  z.object({ status: z.literal('unknown') }),
]);

export type AuditResult = z.infer<typeof auditResultSchema>;

export const auditEntrySchema = z.object({
  time: z.iso.datetime(),
  source: z.enum(auditSources),
  camera: auditCameraSchema,
  /** The operation's English words (what logs before `operationId` kept, and a reader without the catalog shows). */
  operation: z.string().max(100),
  /** The operation's stable id (scriptOperations.ts); absent in lines older than the ids. */
  operationId: operationIdSchema.optional(),
  script: z.string(),
  /** Null while its outcome is unknown. */
  durationMs: z.number().int().min(0).nullable(),
  result: auditResultSchema,
  /** The fleet run the script was sent in; absent outside a run (and in lines older than runs). */
  runId: z.string().max(100).optional(),
});

/** A script as readers see it: its start line joined with its outcome (or, in logs older than start lines, one line holding both). */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Written (and flushed) before a script is sent: what goes out, to which camera. */
export const auditScriptStartedSchema = z.object({
  kind: z.literal('scriptStarted'),
  scriptId: z.string().max(100),
  time: z.iso.datetime(),
  source: z.enum(auditSources),
  camera: auditCameraSchema,
  /** The operation's English words (what logs before `operationId` kept, and a reader without the catalog shows). */
  operation: z.string().max(100),
  /** The operation's stable id (scriptOperations.ts); absent in lines older than the ids. */
  operationId: operationIdSchema.optional(),
  script: z.string(),
  runId: z.string().max(100).optional(),
});

/** Written once the script's answer is in (or its request failed): how it ended. */
export const auditScriptEndedSchema = z.object({
  kind: z.literal('scriptEnded'),
  scriptId: z.string().max(100),
  time: z.iso.datetime(),
  durationMs: z.number().int().min(0),
  result: auditResultSchema,
});

export type AuditScriptStarted = z.infer<typeof auditScriptStartedSchema>;
export type AuditScriptEnded = z.infer<typeof auditScriptEndedSchema>;

/** A result in words for a reader of the log (the report, the CSV export, the command line). */
export function describeAuditResult(result: AuditResult, source: AuditEntry['source']): string {
  if (result.status === 'ok') return 'ok';
  if (result.status === 'unknown') return unknownOutcomeText(source);
  return result.message;
}

/** A script whose start is logged and whose outcome is not: it may have run in part or whole. */
export function unknownOutcomeText(source: AuditEntry['source']): string {
  return `outcome unknown: the ${source === 'studio' ? 'studio' : 'command'} stopped while it ran (it may have run in part or whole; view the camera's configuration)`;
}

export const auditLimitsOfRuns = {
  /** Values kept per camera line; the rest counted in `changesLeftOut`. */
  maxChangesPerCamera: 500,
  /** A longer old or new value is kept cut (with an ellipsis). */
  maxValueChars: 300,
  /** A camera's outcome in words, kept cut beyond this. */
  maxMessageChars: 2000,
};

/** The start of a fleet apply: which run, from where, how many cameras. */
export const auditFleetRunSchema = z.object({
  kind: z.literal('fleetRun'),
  runId: z.string().max(100),
  time: z.iso.datetime(),
  source: z.enum(auditSources),
  cameraCount: z.number().int().min(0),
  /** The baseline the run brought the cameras back to ("Bring back to baseline"); absent for a command file. */
  baseline: z.object({ name: z.string().max(100), version: z.number().int().min(1) }).optional(),
});

export const auditValueChangeSchema = z.object({
  section: z.string().max(100),
  name: z.string().max(100),
  /** What the camera held before the run wrote it; null: it held no such parameter; absent: not read (the camera failed or was not reached first). */
  old: z.string().max(auditLimitsOfRuns.maxValueChars + 1).nullable().optional(),
  new: z.string().max(auditLimitsOfRuns.maxValueChars + 1),
});

export const auditCameraOutcomeStatuses = ['verified', 'applied', 'failed', 'notReached'] as const;

/** One camera of a fleet run, once it is finished: its outcome and the values it was to take. */
export const auditFleetCameraSchema = z.object({
  kind: z.literal('fleetCamera'),
  runId: z.string().max(100),
  time: z.iso.datetime(),
  source: z.enum(auditSources),
  camera: auditCameraSchema,
  outcome: z.object({
    status: z.enum(auditCameraOutcomeStatuses),
    step: z.enum(['write', 'reboot', 'verify']).optional(),
    /** The outcome's English words. */
    message: z.string().max(auditLimitsOfRuns.maxMessageChars + 1),
    /** The outcome as a text of the catalog (its id and parameters), shown in the reader's language; absent in older lines. */
    text: catalogTextSchema.optional(),
  }),
  changes: z.array(auditValueChangeSchema).max(auditLimitsOfRuns.maxChangesPerCamera),
  changesLeftOut: z.number().int().min(0),
});

/** Any line of the log; a line without `kind` is a script with its outcome, as logs before start lines kept them. */
export const auditLineSchema = z.union([auditFleetRunSchema, auditFleetCameraSchema, auditScriptStartedSchema, auditScriptEndedSchema, auditEntrySchema]);

export type AuditFleetRun = z.infer<typeof auditFleetRunSchema>;
export type AuditFleetCamera = z.infer<typeof auditFleetCameraSchema>;
export type AuditValueChange = z.infer<typeof auditValueChangeSchema>;
export type AuditLine = z.infer<typeof auditLineSchema>;

/** The old value in words: `(none)` where the camera held no such parameter, `(not read)` where it was not asked. */
export function oldValueText(change: AuditValueChange): string {
  if (change.old === undefined) return '(not read)';
  return change.old ?? '(none)';
}
export type AuditCamera = z.infer<typeof auditCameraSchema>;

/** What a reader of the audit log asks for; every field narrows, none required. */
export const auditFilterSchema = z.strictObject({
  /** ISO time: entries at or after it. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** ISO time: entries before it. */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Part of the camera's id, label or host:port (case-insensitive). */
  camera: textSchema({ subject: fieldName('camera'), max: 300 }).optional(),
  /** Part of the operation, in any language the catalog speaks (case-insensitive). */
  operation: textSchema({ subject: fieldName('operation'), max: 100 }).optional(),
  /** Part of the script or the result's text (case-insensitive). */
  text: textSchema({ subject: fieldName('text'), max: 1000 }).optional(),
});

export type AuditFilter = z.infer<typeof auditFilterSchema>;

export function cameraAddressOf(camera: AuditCamera): string {
  return `${camera.host}:${camera.port}`;
}

/** True when `entry` passes every field of `filter`. */
export function matchesAuditFilter(entry: AuditEntry, filter: AuditFilter): boolean {
  if (!withinTimes(entry.time, filter)) return false;
  if (!cameraMatches(entry.camera, filter)) return false;
  if (filter.operation && !containsIgnoringCase(operationWordsInEveryLanguage(entry), filter.operation)) return false;
  const resultText = describeAuditResult(entry.result, entry.source);
  if (filter.text && !containsIgnoringCase([entry.script, resultText], filter.text)) return false;
  return true;
}

export function withinTimes(time: string, filter: AuditFilter): boolean {
  if (filter.from !== undefined && time < normalizedTime(filter.from)) return false;
  if (filter.to !== undefined && time >= normalizedTime(filter.to)) return false;
  return true;
}

export function cameraMatches(camera: AuditCamera, filter: AuditFilter): boolean {
  return !filter.camera || containsIgnoringCase([camera.id ?? '', camera.label ?? '', cameraAddressOf(camera)], filter.camera);
}

/** Entries are written with toISOString (UTC, milliseconds), so string order is time order once the filter's time is written the same way. */
function normalizedTime(iso: string): string {
  return new Date(iso).toISOString();
}

export function containsIgnoringCase(texts: string[], part: string): boolean {
  const wanted = part.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(wanted));
}
