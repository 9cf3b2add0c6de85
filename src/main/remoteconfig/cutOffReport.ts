// What a cut-off answer tells about the script that was sent: commands confirmed with
// `#exec` ran, commands with ERROR: lines did not, everything else is unknown.
import { endCommands, isCommandName } from '../../shared/remoteconfig/commands';
import type { Transcript, TranscriptEntry } from '../../shared/remoteconfig/responseParser';
import type { CommandFailure, CutOffReport } from './errors';

const framingCommands = new Set<string>(['helo', ...endCommands]);

export function cutOffReport(transcript: Transcript, scriptText: string): CutOffReport {
  const commands = transcript.entries.filter((entry) => entry.kind === 'command' && !framingCommands.has(entry.command));
  return {
    ran: commands.filter((entry) => entry.executed).map((entry) => entry.line),
    failed: failuresOf(transcript),
    unknown: [...commands.filter((entry) => !entry.executed && entry.errors.length === 0).map((entry) => entry.line), ...unreadCommandLines(transcript, scriptText)],
  };
}

export function failuresOf(transcript: Transcript): CommandFailure[] {
  return transcript.entries.filter((entry) => entry.errors.length > 0).map((entry: TranscriptEntry) => ({ command: entry.line, errors: entry.errors }));
}

/** Command lines of the script the camera never echoed (block lines belong to their command). */
function unreadCommandLines(transcript: Transcript, scriptText: string): string[] {
  const linesRead = transcript.entries.reduce((count, entry) => count + 1 + entry.blockLines.length, 0);
  const scriptLines = scriptText.split('\n').map((line) => line.replace(/\r$/, ''));
  return scriptLines.slice(linesRead).filter((line) => {
    const word = line.trim().split(/\s+/)[0] ?? '';
    return isCommandName(word) && !framingCommands.has(word);
  });
}
