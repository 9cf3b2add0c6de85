// Schemas of the multi-camera grid and apply (docs/fleet.md "Applying to many cameras"):
// reading a grid of parameters across cameras, the dry run (each camera's exact script) and
// the apply with its per-camera report.
import { z } from 'zod';
import { cameraListLimits } from '../fleet/lists/listLimits';
import { errorKinds } from '../errors/errorKind';
import { cameraIdSchema } from './cameraSchemas';
import { sectionSchema } from './configSchemas';
import { paramNameSchema, paramValueSchema, sectionNameSchema } from './parameterSchemas';
import { fieldName, operationIdSchema, safeRecordSchema } from './schemaHelpers';
import { catalogTextSchema } from '../i18n/text';

/** Most cameras one grid or apply takes (the simulator's largest fleet). */
export const maxFleetApplyCameras = 256;

const variableNameSchema = z.string().regex(/^[A-Za-z0-9_.\- ]{1,64}$/, 'contract.variableName');

/** A camera and its own variables ({NAME} in a value); NAME, HOST and PORT are always there. */
export const fleetApplyCameraSchema = z.strictObject({
  cameraId: cameraIdSchema,
  variables: safeRecordSchema(variableNameSchema, paramValueSchema.max(1000), fieldName('variableName'))
    .refine((variables) => Object.keys(variables).length <= cameraListLimits.variablesPerCamera, { message: 'contract.tooManyVariables', params: { max: String(cameraListLimits.variablesPerCamera) } })
    .optional(),
});

/** One parameter for every camera: a value, or a template with {VARIABLE} placeholders filled per camera. */
export const fleetEditSchema = z.strictObject({
  section: sectionNameSchema,
  name: paramNameSchema,
  value: paramValueSchema.max(1000),
});

export const readFleetGridInputSchema = z.strictObject({
  cameraIds: z.array(cameraIdSchema).min(1, 'contract.selectCamera').max(maxFleetApplyCameras),
  sections: z.array(sectionNameSchema).min(1, 'contract.nameSection').max(20),
});

export const readFleetGridOutputSchema = z.object({
  cameras: z.array(
    z.object({
      cameraId: cameraIdSchema,
      label: z.string(),
      /** The sections as read; null when the camera could not be read (`error` says why). */
      sections: z.array(sectionSchema).nullable(),
      error: z.string().nullable(),
    }),
  ),
});

export const planFleetApplyInputSchema = z.strictObject({
  cameras: z.array(fleetApplyCameraSchema).min(1, 'contract.selectCamera').max(maxFleetApplyCameras),
  edits: z.array(fleetEditSchema).min(1, 'contract.noEdits').max(500),
  store: z.boolean().optional(),
  update: z.boolean().optional(),
  reboot: z.boolean().optional(),
});

export const planFleetApplyOutputSchema = z.object({
  scripts: z.array(z.object({ cameraId: cameraIdSchema, label: z.string(), script: z.string() })),
});

export const runFleetApplyInputSchema = planFleetApplyInputSchema.extend({
  operationId: operationIdSchema,
  /** At most this many cameras at once (default 10). */
  parallel: z.number().int().min(1).max(maxFleetApplyCameras).optional(),
});

export const fleetApplySteps = ['write', 'reboot', 'verify'] as const;
export const cameraApplyStatuses = ['verified', 'applied', 'failed', 'notReached'] as const;

export const cameraApplyResultSchema = z.object({
  cameraId: cameraIdSchema,
  label: z.string(),
  /** verified: read back as written; applied: confirmed, not read back after a reboot; failed at `step`; notReached: cancelled before its turn. */
  status: z.enum(cameraApplyStatuses),
  step: z.enum(fleetApplySteps).optional(),
  kind: z.enum([...errorKinds, 'unknown']).optional(),
  /** The outcome's English words; for a failure the camera's own text. */
  message: z.string(),
  /** The outcome as a text of the catalog, shown in the reader's language. */
  text: catalogTextSchema,
});

export const runFleetApplyOutputSchema = z.object({
  results: z.array(cameraApplyResultSchema),
  tookMs: z.number().int().nonnegative(),
});

/** A step started on one camera, or its result (`status`). */
export const fleetApplyProgressSchema = z.object({
  operationId: operationIdSchema,
  cameraId: cameraIdSchema,
  label: z.string(),
  step: z.enum([...fleetApplySteps, 'done']),
  message: z.string(),
  text: catalogTextSchema,
  status: z.enum(cameraApplyStatuses).optional(),
});
