import { useTranslation } from 'react-i18next';
import type { StudioText } from '../../../i18n/studioText';
import type { ScriptCommandTranscript, ScriptTranscript } from '../../../../shared/api/scriptSchemas';
import { errorToken, transcriptLanguageId } from '../../../ui/monaco/transcriptLanguage';
import { TokenizedLines } from '../../../ui/monaco/TokenizedLines';

const statusKeys = {
  ran: 'configuration.transcript.ran',
  failed: 'configuration.transcript.failed',
  unknown: 'configuration.transcript.unknown',
} as const satisfies Record<ScriptCommandTranscript['status'], string>;

/**
 * What the camera answered, grouped per command: the command with its block, what it printed,
 * its traces and ERROR: lines (highlighted). A command without #exec is "not confirmed", never "ran".
 */
export function TranscriptView({ transcript, label }: { transcript: ScriptTranscript; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="transcript" aria-label={label} role="region">
      <p className={transcript.problem === null ? 'view-note' : 'error-text'} role={transcript.problem === null ? 'status' : 'alert'}>
        {summary(transcript, t)}
      </p>
      {transcript.problem !== null && <pre className="transcript-problem">{transcript.problem}</pre>}
      <ol className="transcript-commands" aria-label={t('configuration.transcript.commandsLabel')}>
        {transcript.commands.map((command, index) => (
          <li key={index} className={`transcript-command transcript-${command.status}`} aria-label={`${command.command}: ${t(statusKeys[command.status])}`}>
            <div className="transcript-command-head">
              <code>{command.command}</code>
              <span className={`state-badge transcript-status-${command.status}`}>{t(statusKeys[command.status])}</span>
            </div>
            <pre translate="no" className="transcript-lines">
              <TokenizedLines lines={answerLines(command)} language={transcriptLanguageId} lineClass={(type) => (type === errorToken ? 'transcript-error-line' : undefined)} />
            </pre>
          </li>
        ))}
      </ol>
      {!transcript.complete && <p className="error-text">{t('configuration.transcript.incomplete')}</p>}
    </div>
  );
}

function summary(transcript: ScriptTranscript, t: StudioText): string {
  const count = transcript.commands.length;
  if (transcript.problem === null && transcript.complete) return t('configuration.transcript.allRan', { count });
  const ran = transcript.commands.filter((command) => command.status === 'ran').length;
  return t('configuration.transcript.notWhole', { ran, count });
}

/** The lines read with the command and what the camera answered to it (output, traces, errors). */
function answerLines(command: ScriptCommandTranscript): string[] {
  return [...command.blockLines, ...command.output, ...command.traces, ...command.errors.map((error) => `ERROR: ${error}`)];
}
