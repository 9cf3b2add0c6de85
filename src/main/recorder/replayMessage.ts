// One message of a recording read back, whichever its format (JSON Lines: one line checked
// against this schema; CSV: parseCsvRecording.ts checks the fields).
import { z } from 'zod';

export const recordedLineSchema = z.object({
  receivedAt: z.number().int().nonnegative(),
  IP: z.string().max(15),
  PID: z.number().int(),
  path: z.string(),
  value: z.string(),
  resent: z.boolean(),
});
export type ReplayMessage = z.infer<typeof recordedLineSchema>;
