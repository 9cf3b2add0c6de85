// The handover report (docs/report.md): ONE model, written as a self-contained HTML file and as
// a PDF (src/main/report/). Everything either shows comes from here, so the two never disagree.
// It holds no password: the builder masks secret values and scrubs every known password.
import { z } from 'zod';
import { checkStatuses, driftSchema } from '../api/baselineSchemas';

export const reportLimits = {
  /** Audit rows kept in one report; the rest are counted (`audit.leftOut`). */
  maxAuditEntries: 5000,
  /** The period's default length when no start is given. */
  defaultPeriodDays: 30,
} as const;

export const reportBaselineStatuses = [...checkStatuses, 'not_checked'] as const;
export type ReportBaselineStatus = (typeof reportBaselineStatuses)[number];

/** in_use: the factory credentials admin / meinsm open it (a warning); unknown: its password is not known in this run. */
export const factoryPasswordStates = ['in_use', 'changed', 'unknown'] as const;

const parameterSchema = z.object({ name: z.string(), value: z.string() });

export const reportAudioSchema = z.discriminatedUnion('source', [
  /** The audio section of the camera's newest snapshot; `values` empty: that snapshot has no audio section. */
  z.object({ source: z.literal('snapshot'), takenAt: z.iso.datetime(), values: z.array(parameterSchema) }),
  z.object({ source: z.literal('none') }),
]);

export const reportCameraSchema = z.object({
  /** The workspace's camera id; null for a camera of a list the workspace does not keep. */
  id: z.string().nullable(),
  label: z.string(),
  /** HOST:PORT. */
  address: z.string(),
  group: z.string().nullable(),
  firmware: z.string().nullable(),
  baseline: z.object({
    status: z.enum(reportBaselineStatuses),
    drift: z.array(driftSchema),
    /** Why unreadable, in words; null otherwise. */
    reason: z.string().nullable(),
  }),
  audio: reportAudioSchema,
  lastBackup: z.object({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), takenAt: z.iso.datetime() }).nullable(),
  /** The newest change read back and found as written (a fleet run's camera that ended `verified`). */
  lastVerifiedChange: z.object({ at: z.iso.datetime(), operation: z.string(), values: z.number().int().nonnegative() }).nullable(),
  /** The newest script that changed something and was taken, verified or not (as the Site view shows it). */
  lastChange: z.object({ at: z.iso.datetime(), operation: z.string() }).nullable(),
  factoryPassword: z.enum(factoryPasswordStates),
});

export const reportAuditEntrySchema = z.object({
  time: z.iso.datetime(),
  /** The camera's label, else HOST:PORT. */
  camera: z.string(),
  operation: z.string(),
  /** How it ended, in words ("ok", "camera error: ...", "failed (timeout): ..."). */
  outcome: z.string(),
  ok: z.boolean(),
});

export const reportModelSchema = z.object({
  site: z.string(),
  technician: z.string(),
  /** When the report was made. */
  date: z.iso.datetime(),
  studio: z.object({ name: z.string(), version: z.string() }),
  /** The audit entries shown are those of this period. */
  period: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }),
  /** The check run the cameras' baseline status comes from; null: none was given. */
  baseline: z.object({ name: z.string(), version: z.number().int(), runId: z.string(), checkedAt: z.iso.datetime(), cancelled: z.boolean() }).nullable(),
  summary: z.object({
    cameras: z.number().int(),
    compliant: z.number().int(),
    drifted: z.number().int(),
    unreadable: z.number().int(),
    notChecked: z.number().int(),
    factoryPassword: z.number().int(),
    factoryPasswordUnknown: z.number().int(),
  }),
  cameras: z.array(reportCameraSchema),
  audit: z.object({ entries: z.array(reportAuditEntrySchema), leftOut: z.number().int().nonnegative() }),
  /** What could not be read while building it (a backup folder, an audit file): the report says so. */
  problems: z.array(z.string()),
});

export type ReportModel = z.infer<typeof reportModelSchema>;
export type ReportCamera = z.infer<typeof reportCameraSchema>;
export type ReportAuditEntry = z.infer<typeof reportAuditEntrySchema>;
export type ReportAudio = z.infer<typeof reportAudioSchema>;

/** The status in the technician's words. */
export function baselineStatusText(status: ReportBaselineStatus): string {
  return status === 'not_checked' ? 'not checked' : status;
}

/** A drift's found value in words: a parameter the camera lacks is "(missing)". */
export function foundText(found: string | null): string {
  return found ?? '(missing)';
}

/** An ISO time as the report prints it: `2026-11-27 08:12 UTC`. */
export function reportTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The factory-password line in words (never the password itself). */
export function factoryPasswordText(state: ReportCamera['factoryPassword']): string {
  if (state === 'in_use') return 'IN USE: change it';
  return state === 'changed' ? 'changed' : 'not known (its password was not known)';
}

/** Rows of the summary page's "needs attention" table, at most this many (the rest counted). */
export const attentionRowsShown = 25;

/** The cameras to act on (drifted, unreadable, on the factory password), each with why in words. */
export function camerasNeedingAttention(model: ReportModel): Array<{ label: string; address: string; why: string }> {
  return model.cameras.flatMap((camera) => {
    const reasons: string[] = [];
    if (camera.baseline.status === 'drifted') reasons.push(`drifted (${camera.baseline.drift.length} parameter${camera.baseline.drift.length === 1 ? '' : 's'})`);
    if (camera.baseline.status === 'unreadable') reasons.push(`unreadable${camera.baseline.reason ? `: ${camera.baseline.reason}` : ''}`);
    if (camera.factoryPassword === 'in_use') reasons.push('factory password in use');
    return reasons.length === 0 ? [] : [{ label: camera.label, address: camera.address, why: reasons.join('; ') }];
  });
}
