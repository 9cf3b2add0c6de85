// Schemas of the handover report (docs/report.md): one report model, written as a
// self-contained HTML file and as a PDF into the workspace's reports/ folder.
import { z } from 'zod';
import { cameraGroupSchema, cameraIdSchema } from './cameraSchemas';
import { baselineNameSchema } from './baselineSchemas';
import { maxFleetApplyCameras } from './fleetApplySchemas';
import { fieldName, textSchema } from './schemaHelpers';
import { supportedLanguages } from '../i18n/languages';
import { isTimeZone } from '../report/reportPeriod';

export const reportFormats = ['html', 'pdf'] as const;

export const saveReportInputSchema = z.strictObject({
  /** The site's name, on the title page. */
  site: textSchema({ subject: fieldName('site'), min: 1, max: 200 }),
  technician: textSchema({ subject: fieldName('technician'), min: 1, max: 200 }),
  /** These cameras; else `group`'s; else every camera of the workspace. */
  cameraIds: z.array(cameraIdSchema).min(1).max(maxFleetApplyCameras * 2).optional(),
  group: cameraGroupSchema.optional(),
  /** The baseline whose newest check run gives each camera's status and drift; or `runId`, that check run (not both). */
  baseline: baselineNameSchema.optional(),
  runId: textSchema({ subject: fieldName('runId'), min: 1, max: 100 }).optional(),
  /** Audit entries at or after this time (ISO); default the period rule's (src/shared/report/reportPeriod.ts: the last 30 days). */
  since: z.iso.datetime({ offset: true }).optional(),
  /** The language of the report's words; default English. */
  language: z.enum(supportedLanguages).optional(),
  /** The IANA time zone its times are shown in (the site's); default the machine's. */
  timeZone: z.string().max(64).refine(isTimeZone, 'contract.timeZone').optional(),
  /** Keep the audit entries that changed nothing (reads of the configuration, the status...). */
  includeReads: z.boolean().optional(),
  formats: z.array(z.enum(reportFormats)).min(1, 'contract.chooseFormats').max(2),
}).refine((input) => input.baseline === undefined || input.runId === undefined, {
  message: 'contract.baselineOrRun',
  path: ['runId'],
});

/** What names a written report file to offer it again: never its path. */
export const reportDownloadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'contract.reportFileId');

export const saveReportOutputSchema = z.object({
  /** `downloadId`: the file offered again by this studio (web mode: GET /reports/<id>; desktop: report.saveCopy). */
  files: z.array(z.object({ format: z.enum(reportFormats), path: z.string(), fileName: z.string(), bytes: z.number().int(), sha256: z.string(), downloadId: reportDownloadIdSchema })),
  cameras: z.number().int(),
});

export const saveReportCopyInputSchema = z.strictObject({
  downloadId: reportDownloadIdSchema,
  /** The language of the save dialog's words; default English. */
  language: z.enum(supportedLanguages).optional(),
});

/** `path`: where the copy was written; null: the technician cancelled the dialog. */
export const saveReportCopyOutputSchema = z.object({ path: z.string().nullable() });
