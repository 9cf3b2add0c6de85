// One message of a recording read back, whichever its format (JSON Lines: one line checked
// against this schema; CSV: parseCsvRecording.ts checks the fields).
import { z } from 'zod';
import { findPathProblem, findValueProblem } from '../../shared/distributor/messagePath';
import { localize, type Text } from '../../shared/i18n/text';

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
export type MessageCheck = (message: ReplayMessage) => Text | null;

/**
 * Why the distributor would refuse to send `message` (the message rules: path names, a value
 * without line breaks or control characters, at most 1 KiB), or null. A replay checks every
 * message with it before it sends the first one.
 */
export const replayProblem: MessageCheck = ({ path, value }) => {
  const problem = findPathProblem(path) ?? findValueProblem(value);
  return problem === null ? null : localize('recorder.read.cannotReplay', { problem: problem.text });
};
