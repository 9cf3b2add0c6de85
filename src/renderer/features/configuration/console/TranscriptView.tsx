import type { ScriptCommandTranscript, ScriptTranscript } from '../../../../shared/api/scriptSchemas';
import { errorToken, transcriptLanguageId } from '../../../ui/monaco/transcriptLanguage';
import { TokenizedLines } from '../../../ui/monaco/TokenizedLines';

const statusWords: Record<ScriptCommandTranscript['status'], string> = {
  ran: 'ran',
  failed: 'ERROR',
  unknown: 'not confirmed',
};

/**
 * What the camera answered, grouped per command: the command with its block, what it printed,
 * its traces and ERROR: lines (highlighted). A command without #exec is "not confirmed", never "ran".
 */
export function TranscriptView({ transcript, label }: { transcript: ScriptTranscript; label: string }) {
  return (
    <div className="transcript" aria-label={label} role="region">
      <p className={transcript.problem === null ? 'view-note' : 'error-text'} role={transcript.problem === null ? 'status' : 'alert'}>
        {summary(transcript)}
      </p>
      {transcript.problem !== null && <pre className="transcript-problem">{transcript.problem}</pre>}
      <ol className="transcript-commands" aria-label="Commands and answers">
        {transcript.commands.map((command, index) => (
          <li key={index} className={`transcript-command transcript-${command.status}`} aria-label={`${command.command}: ${statusWords[command.status]}`}>
            <div className="transcript-command-head">
              <code>{command.command}</code>
              <span className={`state-badge transcript-status-${command.status}`}>{statusWords[command.status]}</span>
            </div>
            <pre className="transcript-lines">
              <TokenizedLines lines={answerLines(command)} language={transcriptLanguageId} lineClass={(type) => (type === errorToken ? 'transcript-error-line' : undefined)} />
            </pre>
          </li>
        ))}
      </ol>
      {!transcript.complete && <p className="error-text">The answer ended before OK and #bye: commands after the last confirmed one may or may not have run.</p>}
    </div>
  );
}

function summary(transcript: ScriptTranscript): string {
  const count = transcript.commands.length;
  if (transcript.problem === null && transcript.complete) return `All ${count} command(s) ran: the camera confirmed each one.`;
  const ran = transcript.commands.filter((command) => command.status === 'ran').length;
  return `Not done as a whole: ${ran} of ${count} command(s) confirmed as run.`;
}

/** The lines read with the command and what the camera answered to it (output, traces, errors). */
function answerLines(command: ScriptCommandTranscript): string[] {
  return [...command.blockLines, ...command.output, ...command.traces, ...command.errors.map((error) => `ERROR: ${error}`)];
}
