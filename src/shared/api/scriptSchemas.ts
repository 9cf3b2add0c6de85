// Schemas of config.runScript: a technician's own command script and everything the camera
// answered to it, command by command (the command console of the studio).
import { z } from 'zod';
import { cameraIdSchema } from './cameraSchemas';
import { commandStatuses } from './configSchemas';
import { fieldName, operationIdSchema, textSchema } from './schemaHelpers';

/** Longest script the console sends: far more than any hand-written script, far less than a camera's memory. */
export const maxScriptChars = 256 * 1024;

export const runScriptInputSchema = z.strictObject({
  cameraId: cameraIdSchema,
  operationId: operationIdSchema.optional(),
  /** Command lines as `camconfig rc script` reads them; helo and quit are added when missing. */
  script: z
    .string()
    .min(1, 'contract.scriptEmpty')
    .max(maxScriptChars, 'contract.scriptTooLong')
    .pipe(textSchema({ subject: fieldName('script'), max: maxScriptChars, lines: true, latin1: true })),
});

/** One command line of the script with everything the camera answered to it. */
export const scriptCommandSchema = z.object({
  /** The command line as the camera echoed it. */
  command: z.string(),
  /** The block lines read with it (write params, write, append, delete params). */
  blockLines: z.array(z.string()),
  /** ran: confirmed with #exec; failed: answered with ERROR:; unknown: neither (may or may not have run). */
  status: z.enum(commandStatuses),
  /** The text after `ERROR: ` of each error line. */
  errors: z.array(z.string()),
  /** `#` trace lines other than #read/#exec, e.g. `#store: configuration written to flash`. */
  traces: z.array(z.string()),
  /** What the command printed (a view listing, the profile name, the help list). */
  output: z.array(z.string()),
});
export type ScriptCommandTranscript = z.infer<typeof scriptCommandSchema>;

export const scriptTranscriptSchema = z.object({
  commands: z.array(scriptCommandSchema),
  /** True when the camera answered the end command with OK and #bye. */
  complete: z.boolean(),
  /**
   * Why the script is not known to have run as a whole (ERROR: lines, a command without #exec,
   * an answer cut off before OK), in the client's words; null when every command ran.
   */
  problem: z.string().nullable(),
});
export type ScriptTranscript = z.infer<typeof scriptTranscriptSchema>;

export const runScriptOutputSchema = z.object({ transcript: scriptTranscriptSchema });
