// Schemas of camera lists: importing the community CSV or an .mxu list (and previewing what
// an import would do), exporting the cameras as CSV, and a camera's group and variables.
import { z } from 'zod';
import { cameraListLimits } from '../fleet/lists/listLimits';
import { cameraGroupSchema, cameraIdSchema, passwordSchema, userSchema } from './cameraSchemas';
import { fieldName, portSchema, textSchema } from './schemaHelpers';
import { catalogTextSchema } from '../i18n/text';

/** The file as text (the renderer decodes its bytes with decodeListBytes, as the command line does). */
export const importCameraListInputSchema = z.strictObject({
  fileName: textSchema({ subject: fieldName('fileName'), min: 1, max: cameraListLimits.fileNameLength }),
  /**
   * A file's content, not a field: the parser holds each line's fields to the text rule and
   * reports a bad line by its number, so one stray byte (a Windows `…` read as Latin-1 U+0085)
   * costs that line, not the list.
   */
  text: z.string().max(cameraListLimits.fileBytes, 'contract.listTooLarge'),
  /** For cameras the list gives no credentials (the CSV); default admin. */
  user: userSchema.optional(),
  /** For cameras the list gives no credentials; left out, each asks for its password ("password needed"). */
  password: passwordSchema.optional(),
});

const listProblemSchema = z.object({ line: z.number().int().min(1), message: catalogTextSchema });

export const cameraImportReportSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'mxu']),
  /** The list's variable columns (CSV), in the file's order. */
  variableNames: z.array(z.string()),
  /** The cameras imported (a preview: that would be imported; cameraId null). */
  added: z.array(
    z.object({
      line: z.number().int(),
      cameraId: cameraIdSchema.nullable(),
      label: z.string(),
      host: z.string(),
      port: portSchema,
      group: z.string().nullable(),
      /** Whether the camera has a password (never the password itself). */
      passwordGiven: z.boolean(),
    }),
  ),
  /**
   * Cameras of the list the studio already has (same host and port): they keep their id,
   * address and credentials; the list's variables, group and name update them, `changes` says
   * how (empty: unchanged).
   */
  existing: z.array(z.object({ line: z.number().int(), cameraId: cameraIdSchema, label: z.string(), changes: z.array(z.string()) })),
  /** Every line not imported, with what is wrong with it. */
  problems: z.array(listProblemSchema),
});
export type CameraImportReport = z.infer<typeof cameraImportReportSchema>;

export const exportCamerasCsvInputSchema = z.strictObject({
  /** Only the cameras of this group; left out, every camera kept in the workspace. */
  group: cameraGroupSchema.optional(),
});

export const exportCamerasCsvOutputSchema = z.object({ fileName: z.string(), text: z.string(), cameraCount: z.number().int() });
