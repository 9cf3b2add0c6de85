// What an answer confirms about the script that was sent. A command counts as run only when
// the camera echoed it as it was sent (block lines included) and then printed its `#exec`
// line; with ERROR: lines it did not run; everything else may or may not have run.
import { framingCommands } from '../../shared/remoteconfig/commands';
import { scriptEntries, type Transcript, type TranscriptEntry } from '../../shared/remoteconfig/responseParser';
import type { CommandFailure, CutOffReport } from './errors';

export type CommandStatus = 'ran' | 'failed' | 'unconfirmed';

/** One command of the script as sent, and the answer's entry at its place (if any). */
export interface CommandOutcome {
  sent: TranscriptEntry;
  answered: TranscriptEntry | undefined;
  status: CommandStatus;
}

/**
 * The commands of `scriptText` (framing left out), each with its status. Commands are paired
 * one for one with the answer's; empty and comment lines, which need no confirmation, are left
 * out on both sides (the field notes: an answer may or may not echo a leading empty line).
 */
export function commandOutcomes(transcript: Transcript, scriptText: string): CommandOutcome[] {
  const answeredCommands = transcript.entries.filter(isCommand);
  return scriptEntries(scriptText)
    .filter(isCommand)
    .flatMap((sent, index) => {
      if (framingCommands.has(sent.command)) return [];
      const answered = answeredCommands[index];
      return [{ sent, answered, status: statusOf(sent, answered) }];
    });
}

function isCommand(entry: TranscriptEntry): boolean {
  return entry.kind === 'command';
}

function statusOf(sent: TranscriptEntry, answered: TranscriptEntry | undefined): CommandStatus {
  if (!answered || !echoesAsSent(sent, answered)) return 'unconfirmed';
  if (answered.errors.length > 0) return 'failed';
  return answered.executed ? 'ran' : 'unconfirmed';
}

// Leading and trailing blanks aside: a camera that trims its echo still confirms the line.
function echoesAsSent(sent: TranscriptEntry, answered: TranscriptEntry): boolean {
  const same = (a: string, b: string): boolean => a.trim() === b.trim();
  return same(sent.line, answered.line) && sent.blockLines.length === answered.blockLines.length && sent.blockLines.every((line, index) => same(line, answered.blockLines[index]!));
}

export function reportOf(outcomes: CommandOutcome[], transcript: Transcript): CutOffReport {
  return {
    ran: outcomes.filter((outcome) => outcome.status === 'ran').map((outcome) => outcome.sent.line),
    failed: failuresOf(transcript),
    unknown: outcomes.filter((outcome) => outcome.status === 'unconfirmed').map((outcome) => outcome.sent.line),
  };
}

export function confirmationReport(transcript: Transcript, scriptText: string): CutOffReport {
  return reportOf(commandOutcomes(transcript, scriptText), transcript);
}

/** Every ERROR: the camera gave, with the line it gave it for. */
export function failuresOf(transcript: Transcript): CommandFailure[] {
  return transcript.entries.filter((entry) => entry.errors.length > 0).map((entry) => ({ command: entry.line, errors: entry.errors }));
}
