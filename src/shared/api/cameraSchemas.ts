// Schemas of the cameras the studio knows: the list, adding one, its reachability state.
import { z } from 'zod';
import { cameraListLimits } from '../fleet/lists/listLimits';
import { groupProblem, variablesProblem } from '../fleet/lists/listVariables';
import { cameraHostText, canonicalCameraHost } from '../net/cameraHost';
import { checkedString, fieldName, operationIdSchema, portSchema, safeRecordSchema, textSchema, timestampSchema } from './schemaHelpers';
import { paramValueSchema } from './parameterSchemas';
import { cameraIdSchema } from './cameraIdSchema';
import { catalogTextSchema, localize } from '../i18n/text';

/** The one camera id rule (cameraIdSchema.ts). */
export { cameraIdSchema };

export const cameraStates = ['online', 'offline', 'rebooting', 'auth_failed', 'certificate_changed', 'unknown'] as const;
export const cameraStateSchema = z.enum(cameraStates);
export type CameraState = z.infer<typeof cameraStateSchema>;

/** A camera's group (camera lists, docs/fleet.md). */
export const cameraGroupSchema = checkedString((group) => groupProblem(group), fieldName('groupName')).max(cameraListLimits.groupLength);

/** A camera's variables, name -> value: the `{NAME}` placeholders of command files. */
export const cameraVariablesSchema = safeRecordSchema(textSchema({ subject: fieldName('variableName'), max: cameraListLimits.variableNameLength }), paramValueSchema.max(cameraListLimits.variableValueLength), fieldName('variableName'))
  .superRefine((variables, context) => {
    const problem = variablesProblem(variables);
    if (problem) context.addIssue({ code: 'custom', message: problem.id, params: { ...problem.params } });
  });

/** Kept in its canonical form (src/shared/net/cameraHost.ts): [0:0:0:0:0:0:0:1] and [::1] are one camera, ::1. */
const hostSchema = checkedString(cameraHostText, localize('cameraHost.subject')).transform(canonicalCameraHost);

/** What the renderer sees of a camera. The password never leaves the service. */
export const cameraSummarySchema = z.object({
  id: cameraIdSchema,
  label: z.string(),
  host: z.string(),
  port: portSchema,
  https: z.boolean(),
  user: z.string(),
  /** True for a camera simulated inside the studio process. */
  simulated: z.boolean(),
  state: cameraStateSchema,
  /** Why the camera is in its state (the last error), a text of the catalog, or null. */
  stateDetail: catalogTextSchema.nullable(),
  /** The firmware version once known (from the configuration file), or null. */
  firmware: z.string().nullable(),
  /** True while the factory credentials (admin / meinsm) are in use: the UI warns. */
  factoryPassword: z.boolean(),
  /** False when the password is not known this run (kept in memory only before a restart): the UI asks for it. */
  passwordKnown: z.boolean(),
  /** True when the camera is kept in the workspace (false for simulated and --camera cameras). */
  persisted: z.boolean(),
  /** The camera's group, or null (camera lists). */
  group: z.string().nullable(),
  /** Per-camera variables, name -> value (camera lists). */
  variables: z.record(z.string(), z.string()),
});
export type CameraSummary = z.infer<typeof cameraSummarySchema>;

export const userSchema = textSchema({ subject: fieldName('user'), min: 1, max: 200 })
  .refine((user) => !user.includes(':'), 'contract.userColon');
/** Never logged, sent back or written in plain text: encrypted in the workspace, or kept in memory only. */
export const passwordSchema = textSchema({ subject: fieldName('password'), max: 1024, secret: true });

const labelSchema = textSchema({ subject: fieldName('label'), max: 100 });

export const addCameraInputSchema = z.strictObject({
  host: hostSchema,
  port: portSchema.optional(),
  https: z.boolean().optional(),
  user: userSchema,
  password: passwordSchema,
  label: labelSchema.optional(),
});

/** Edits a camera: fields left out stay as they are (the password too). */
export const updateCameraInputSchema = z.strictObject({
  cameraId: cameraIdSchema,
  host: hostSchema.optional(),
  /** null: the default port (80, or 443 with https). */
  port: portSchema.nullable().optional(),
  https: z.boolean().optional(),
  user: userSchema.optional(),
  password: passwordSchema.optional(),
  label: labelSchema.optional(),
  /** null: in no group. */
  group: cameraGroupSchema.nullable().optional(),
  /** Replaces all the camera's variables. */
  variables: cameraVariablesSchema.optional(),
});

export const cameraRefSchema = z.strictObject({ cameraId: cameraIdSchema });

/**
 * The camera answered a script that may have changed its values (any path of the studio: the
 * editor, a fleet apply, a baseline fix, a restore, a console script). `operation` is the
 * contract method that sent it (null: the studio itself), `operationId` the caller's id for it.
 */
export const cameraChangedSchema = z.object({
  cameraId: cameraIdSchema,
  operation: z.string().regex(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/).max(64).nullable(),
  operationId: operationIdSchema.nullable(),
  at: timestampSchema,
});
export type CameraChanged = z.infer<typeof cameraChangedSchema>;
