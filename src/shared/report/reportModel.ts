// The handover report (docs/report.md): ONE model, written as a self-contained HTML file and as
// a PDF (src/main/report/). Everything either shows comes from here, so the two never disagree.
// Its words are texts of the shared catalog (area `report`), rendered in the model's language,
// and its times are shown in the model's time zone. It holds no password: the builder masks
// secret values and scrubs every known password.
import { z } from 'zod';
import { checkStatuses, driftSchema } from '../api/baselineSchemas';
import { localize, catalogTextSchema, type Text } from '../i18n/text';
import { supportedLanguages } from '../i18n/languages';

export const reportLimits = {
  /** Audit rows kept in one report; the rest are counted (`audit.leftOut`). */
  maxAuditEntries: 5000,
} as const;

/** not_in_force (a check status): the check found the values, but the camera waits for a reboot to apply them: never compliant (shared/baseline/inForce.ts). */
export const reportBaselineStatuses = [...checkStatuses, 'not_checked'] as const;
export type ReportBaselineStatus = (typeof reportBaselineStatuses)[number];

/** in_use: the factory credentials admin / meinsm open it (a warning); unknown: its password is not known in this run. */
export const factoryPasswordStates = ['in_use', 'changed', 'unknown'] as const;

/** A baseline parameter on one camera: as agreed, differing, missing, not read (unreadable), not yet in force (reboot pending). */
export const parameterStates = ['as_agreed', 'differs', 'missing', 'not_read', 'not_in_force'] as const;

const parameterSchema = z.object({ name: z.string(), value: z.string() });

export const reportAudioSchema = z.discriminatedUnion('source', [
  /** The audio section of the camera's newest snapshot; `values` empty: that snapshot has no audio section. */
  z.object({ source: z.literal('snapshot'), takenAt: z.iso.datetime(), values: z.array(parameterSchema) }),
  z.object({ source: z.literal('none') }),
]);

export const checkedParameterSchema = z.object({
  section: z.string(),
  name: z.string(),
  /** The value this camera must hold, placeholders filled. */
  expected: z.string(),
  /** What the check read; null: the camera lacks it, or it was not read. */
  found: z.string().nullable(),
  state: z.enum(parameterStates),
});

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
    /** Why unreadable or not checked: the check's words, or a text of the catalog; null otherwise. */
    reason: z.union([z.string(), catalogTextSchema]).nullable(),
    /** Every parameter the baseline checks, with its state on this camera; empty when the baseline's text is not known. */
    checked: z.array(checkedParameterSchema),
  }),
  /** The sections waiting for a reboot, as the studio last heard; empty: none (or not known). */
  rebootPending: z.array(z.string()),
  audio: reportAudioSchema,
  lastBackup: z.object({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), takenAt: z.iso.datetime() }).nullable(),
  /** The newest change read back and found as written (a fleet run's camera that ended `verified`). */
  lastVerifiedChange: z.object({ at: z.iso.datetime(), operation: catalogTextSchema, values: z.number().int().nonnegative() }).nullable(),
  /** The newest script that changed something and was taken, verified or not (as the Site view shows it). */
  lastChange: z.object({ at: z.iso.datetime(), operation: catalogTextSchema }).nullable(),
  factoryPassword: z.enum(factoryPasswordStates),
});

export const reportAuditEntrySchema = z.object({
  time: z.iso.datetime(),
  /** The camera's name, else HOST:PORT. */
  camera: z.string(),
  /** What the technician did ("brought back to baseline 'Audio Süd' v2"). */
  operation: catalogTextSchema,
  outcome: catalogTextSchema,
  ok: z.boolean(),
});

export const reportModelSchema = z.object({
  /** The language its words are rendered in. */
  language: z.enum(supportedLanguages),
  /** The IANA time zone its times are shown in (the site's). */
  timeZone: z.string(),
  site: z.string(),
  technician: z.string(),
  /** When the report was made. */
  date: z.iso.datetime(),
  studio: z.object({ name: z.string(), version: z.string() }),
  /** The audit entries shown are those of this period. */
  period: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }),
  /** The check run the cameras' baseline status comes from; null: none was given. */
  baseline: z
    .object({
      name: z.string(),
      version: z.number().int(),
      runId: z.string(),
      checkedAt: z.iso.datetime(),
      cancelled: z.boolean(),
      /** The agreed values as the baseline states them (placeholders unfilled); null: its text is not kept. */
      agreed: z.array(z.object({ section: z.string(), parameters: z.array(parameterSchema) })).nullable(),
    })
    .nullable(),
  summary: z.object({
    cameras: z.number().int(),
    compliant: z.number().int(),
    drifted: z.number().int(),
    unreadable: z.number().int(),
    notInForce: z.number().int(),
    notChecked: z.number().int(),
    factoryPassword: z.number().int(),
    factoryPasswordUnknown: z.number().int(),
  }),
  cameras: z.array(reportCameraSchema),
  /** What changed the site in the period; `readsLeftOut`: scripts that changed nothing, left out unless asked for. */
  audit: z.object({ entries: z.array(reportAuditEntrySchema), leftOut: z.number().int().nonnegative(), readsLeftOut: z.number().int().nonnegative() }),
  /** What could not be read while building it (a backup folder, an audit file): the report says so. */
  problems: z.array(catalogTextSchema),
});

export type ReportModel = z.infer<typeof reportModelSchema>;
export type ReportCamera = z.infer<typeof reportCameraSchema>;
export type ReportAuditEntry = z.infer<typeof reportAuditEntrySchema>;
export type ReportAudio = z.infer<typeof reportAudioSchema>;
export type CheckedParameter = z.infer<typeof checkedParameterSchema>;

/** Rows of the summary page's "needs attention" table, at most this many (the rest counted). */
export const attentionRowsShown = 25;

/** The cameras to act on (drifted, unreadable, waiting for a reboot, on the factory password), each with why. */
export function camerasNeedingAttention(model: ReportModel): Array<{ label: string; address: string; why: Text[] }> {
  return model.cameras.flatMap((camera) => {
    const reasons: Text[] = [];
    const { status, drift, reason } = camera.baseline;
    if (status === 'drifted') reasons.push(localize('report.why.drifted', { count: drift.length }));
    if (status === 'unreadable') reasons.push(reason ? localize('report.why.unreadableBecause', { reason }) : localize('report.why.unreadable'));
    if (camera.rebootPending.length > 0 && status !== 'not_checked') reasons.push(localize('report.why.notInForce', { sections: camera.rebootPending.join(', ') }));
    if (camera.factoryPassword === 'in_use') reasons.push(localize('report.why.factoryPassword'));
    return reasons.length === 0 ? [] : [{ label: camera.label, address: camera.address, why: reasons }];
  });
}
