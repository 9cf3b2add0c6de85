// Schemas of a camera's configuration: sections, parameter changes and what the camera
// reported doing (the transcript summary).
import type { MessageId } from '../i18n/text';
import { z } from 'zod';
import { cameraIdSchema } from './cameraSchemas';
import { fieldName, operationIdSchema, textSchema } from './schemaHelpers';
import { paramNameSchema, paramValueSchema, sectionNameSchema } from './parameterSchemas';

/** The `operation.progress` message of a reboot step before the camera took the request; the wait for it begins after. */
/** The reboot step's first text (the request, before the wait): the editor counts the wait from the next one. */
export const rebootRequestMessageId: MessageId = 'services.progress.rebootRequest';

export const parameterSchema = z.object({ name: z.string(), value: z.string() });
export const sectionSchema = z.object({ name: z.string(), params: z.array(parameterSchema) });
export type ConfigSection = z.infer<typeof sectionSchema>;

export const parameterChangeSchema = z.strictObject({ section: sectionNameSchema, name: paramNameSchema, value: paramValueSchema });
export type ParameterChange = z.infer<typeof parameterChangeSchema>;

export const commandStatuses = ['ran', 'failed', 'unknown'] as const;

/** One command line sent to the camera and what the answer says about it. */
export const commandOutcomeSchema = z.object({
  command: z.string(),
  /** ran: confirmed with #exec; failed: answered with ERROR:; unknown: the answer ended before it. */
  status: z.enum(commandStatuses),
  errors: z.array(z.string()),
});

/** What the camera reported for one request. */
export const transcriptSummarySchema = z.object({
  commands: z.array(commandOutcomeSchema),
  /** True when the answer ended with OK / #bye. */
  complete: z.boolean(),
});
export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;

export const transcriptOutputSchema = z.object({ transcript: transcriptSummarySchema });

export const readSectionsInputSchema = z.strictObject({
  cameraId: cameraIdSchema,
  /** Sections to read; absent = the whole configuration. */
  sections: z.array(sectionNameSchema).optional(),
});

/**
 * Bound of `config.readSections`' text: a camera's whole configuration is tens of KiB, the
 * 100,000-parameter simulator's 4 MiB; anything far above is no camera's answer.
 */
export const maxSectionsTextChars = 32 * 1024 * 1024;

/**
 * The sections read, as configuration text: one string on the wire instead of an object per
 * parameter, which the page reads with the shared parser (parseConfig) at a fraction of the
 * cost of parsing and validating 100,000 JSON objects (docs/api.md, "config.readSections").
 */
export const readSectionsOutputSchema = z.object({
  /** `SECTION <name>`, `NAME=value` lines, `ENDSECTION <name>`; the whole read keeps the camera's `#:MX-` line first. */
  text: z.string().max(maxSectionsTextChars, 'contract.configTextTooLong'),
});

export const configFileOutputSchema = z.object({
  /** The configuration file as a backup holds it: `#:MX-` version line, then the sections. */
  text: z.string(),
  firmware: z.string().nullable(),
});

/** Changes in one `config.apply`: as many as a camera's pending edits may hold. */
export const maxChanges = 5000;

/** A configuration file is tens of KiB; one in MiB is no backup of these cameras. */
export const maxBackupTextChars = 4 * 1024 * 1024;

const operationFields = { cameraId: cameraIdSchema, operationId: operationIdSchema.optional() };

export const applyChangesInputSchema = z.strictObject({
  ...operationFields,
  changes: z.array(parameterChangeSchema).min(1, 'contract.noChanges').max(maxChanges, 'contract.tooManyChanges'),
  /** Write the running configuration to flash after the changes. */
  store: z.boolean().optional(),
  /** Apply what can be applied without a reboot. */
  update: z.boolean().optional(),
  /** Reboot afterwards and wait for the camera to come back. */
  reboot: z.boolean().optional(),
});

export const applyChangesOutputSchema = z.object({
  transcript: transcriptSummarySchema,
  /** Sections that still need a reboot to apply (empty when none, or after a reboot). */
  rebootNeeded: z.array(z.string()),
});

export const operationInputSchema = z.strictObject(operationFields);

export const restoreBackupInputSchema = z.strictObject({
  ...operationFields,
  /** A configuration file as `config.readFile` returns it. */
  text: textSchema({ subject: fieldName('backupFile'), max: maxBackupTextChars, lines: true, latin1: true }).min(1, 'contract.backupFileEmpty'),
  /** Restore even when the backup's firmware differs from the camera's. */
  force: z.boolean().optional(),
  reboot: z.boolean().optional(),
});

export const rebootInputSchema = z.strictObject({
  ...operationFields,
  /** Wait until the camera answers again (default true). */
  wait: z.boolean().optional(),
});

export const rebootOutputSchema = z.object({
  transcript: transcriptSummarySchema,
  /** True when the call waited and the camera answered again. */
  backOnline: z.boolean(),
});

export const rebootNeededOutputSchema = z.object({ sections: z.array(z.string()) });
export const profileOutputSchema = z.object({ profile: z.string().nullable() });
export const activateProfileInputSchema = z.strictObject({ ...operationFields, profile: textSchema({ subject: fieldName('profile'), min: 1, max: 200, latin1: true }) });
