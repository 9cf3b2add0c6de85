// Schemas of the pending edits: parameter values edited in the studio but not yet applied,
// kept per camera so they survive a page reload and a restart of the studio.
import { z } from 'zod';
import { cameraIdSchema } from './cameraSchemas';
import { paramNameSchema, paramValueSchema, sectionNameSchema } from './parameterSchemas';

/** Most edits kept for one camera. */
export const maxPendingEdits = 5000;
/** Longest section name, parameter name and value an edit may hold. */
export const maxPendingNameLength = 200;
export const maxPendingValueLength = 4096;

export const pendingEditSchema = z.strictObject({
  section: sectionNameSchema.max(maxPendingNameLength),
  name: paramNameSchema.max(maxPendingNameLength),
  value: paramValueSchema.max(maxPendingValueLength),
});
export type PendingEditData = z.infer<typeof pendingEditSchema>;

export const pendingEditsListSchema = z
  .array(pendingEditSchema)
  .max(maxPendingEdits, 'contract.tooManyPendingEdits')
  .superRefine((edits, context) => {
    const seen = new Set<string>();
    edits.forEach((edit, index) => {
      const address = `${edit.section}/${edit.name}`;
      if (seen.has(address)) context.addIssue({ code: 'custom', path: [index], message: 'contract.editedTwice', params: { address } });
      seen.add(address);
    });
  });

export const loadPendingEditsInputSchema = z.strictObject({ cameraId: cameraIdSchema });
export const loadPendingEditsOutputSchema = z.object({ edits: pendingEditsListSchema });
export const savePendingEditsInputSchema = z.strictObject({ cameraId: cameraIdSchema, edits: pendingEditsListSchema });
export const savePendingEditsOutputSchema = z.object({ saved: z.literal(true) });
