// What the renderer sees of a camera's answer: each command line and whether it ran.
import type { TranscriptSummary } from '../../shared/api/configSchemas';
import { framingCommands } from '../../shared/remoteconfig/commands';
import type { Transcript } from '../../shared/remoteconfig/responseParser';


export function summarizeTranscript(transcript: Transcript): TranscriptSummary {
  const commands = transcript.entries
    .filter((entry) => entry.kind === 'command' && !framingCommands.has(entry.command))
    .map((entry) => ({
      command: entry.line,
      status: entry.executed ? ('ran' as const) : entry.errors.length > 0 ? ('failed' as const) : ('unknown' as const),
      errors: entry.errors,
    }));
  return { commands, complete: transcript.completed };
}
