// Schemas of the send form's memory: the messages sent from the studio (newest first) and the
// technician's saved message templates. Kept by the studio (in the workspace once it exists).
import { z } from 'zod';
import { messagePathSchema, messageValueSchema } from './distributorSchemas';
import { fieldName, textSchema, timestampSchema } from './schemaHelpers';

/** Sent messages remembered; older ones are forgotten first. */
export const maxSentHistory = 100;
/** Saved templates; saving one more is refused with this number in the message. */
export const maxTemplates = 200;
export const maxTemplateNameLength = 60;

// The text rule bounds the name as given (spaces around it included); trimmed, it has at most maxTemplateNameLength.
export const templateNameSchema = textSchema({ subject: fieldName('templateName'), max: 1000 })
  .trim()
  .min(1, 'contract.templateNeedsName')
  .max(maxTemplateNameLength, 'contract.templateNameTooLong');

export const messageTemplateSchema = z.strictObject({ name: templateNameSchema, path: messagePathSchema, value: messageValueSchema });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const sentMessageSchema = z.object({ path: z.string(), value: z.string(), sentAt: timestampSchema });
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const busTemplatesStateSchema = z.object({
  templates: z.array(messageTemplateSchema).max(maxTemplates),
  /** Newest first. */
  history: z.array(sentMessageSchema).max(maxSentHistory),
});
export type BusTemplatesState = z.infer<typeof busTemplatesStateSchema>;

/** Saves `template`, replacing one of the same name. */
export const saveTemplateInputSchema = z.strictObject({ template: messageTemplateSchema });
export const removeTemplateInputSchema = z.strictObject({ name: templateNameSchema });
