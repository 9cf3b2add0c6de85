// Schemas of reading the audit log (<workspace>/audit.jsonl) and exporting it.
import { z } from 'zod';
import { auditFilterSchema } from '../fleet/auditEntry';
import { auditItemSchema } from '../fleet/auditItems';
import { supportedLanguages } from '../i18n/languages';
import { catalogTextSchema } from '../i18n/text';

export const maxAuditQueryEntries = 5000;

export const auditQueryInputSchema = z.strictObject({
  filter: auditFilterSchema.optional(),
  /** Most items answered (newest first); default and upper bound 5000. */
  limit: z.number().int().min(1).max(maxAuditQueryEntries).optional(),
});

export const auditQueryOutputSchema = z.object({
  /** A script sent outside a fleet run, or a fleet run with its cameras (outcome, values old -> new, scripts). */
  items: z.array(auditItemSchema),
  /** Every item that matched, also those past the limit. */
  total: z.number().int(),
  /** Lines of the log that were not a valid entry (skipped). */
  unreadableLines: z.number().int(),
  /** Files of the log left out (too large to be the studio's, unreadable): the file and why. The others are read all the same. */
  skippedFiles: z.array(z.object({ file: z.string(), reason: catalogTextSchema })),
});
export type AuditQueryOutput = z.infer<typeof auditQueryOutputSchema>;

export const auditExportInputSchema = z.strictObject({
  filter: auditFilterSchema.optional(),
  /** The language of the words in the CSV (operations, outcomes); default English. Ids, times and statuses stay in their machine form. */
  language: z.enum(supportedLanguages).optional(),
});

/** `rows`: the CSV's rows below its header. */
export const auditExportOutputSchema = z.object({ csv: z.string(), rows: z.number().int() });
