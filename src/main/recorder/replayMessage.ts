// One message of a recording read back, whichever its format (JSON Lines: one line checked
// against this schema; CSV: parseCsvRecording.ts checks the fields).
import { z } from 'zod';
import { validateMessagePath, validateMessageValue } from '../../shared/distributor/messagePath';

export const recordedLineSchema = z.object({
  receivedAt: z.number().int().nonnegative(),
  IP: z.string().max(15),
  PID: z.number().int(),
  path: z.string(),
  value: z.string(),
  resent: z.boolean(),
});
export type ReplayMessage = z.infer<typeof recordedLineSchema>;

/** Checks one message of a recording; returns why it is not acceptable, or null. */
export type MessageCheck = (message: ReplayMessage) => string | null;

/**
 * Why the distributor would refuse to send `message` (the message rules: path names, a value
 * without line breaks or control characters, at most 1 KiB), or null. A replay checks every
 * message with it before it sends the first one.
 */
export const replayProblem: MessageCheck = ({ path, value }) => {
  const problem = validateMessagePath(path) ?? validateMessageValue(value);
  return problem === null ? null : `cannot be replayed: ${problem}`;
};
