// A transcript as the technician reads it: one group per command (its line and block, its
// traces and data, its errors) under a status: ran, ERROR, or not confirmed.
import { framingCommands } from '../../../shared/remoteconfig/commands';
import type { Transcript, TranscriptEntry } from '../../../shared/remoteconfig/responseParser';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

export type EntryStatus = 'ran' | 'error' | 'unconfirmed';

export function entryStatus(entry: TranscriptEntry): EntryStatus {
  if (entry.errors.length > 0) return 'error';
  return entry.executed ? 'ran' : 'unconfirmed';
}

const labels: Record<EntryStatus, string> = { ran: '[ran]    ', error: '[ERROR]  ', unconfirmed: '[?]      ' };
const indent = ' '.repeat(labels.ran.length);

/** The commands the technician wrote; framing (helo, quit), empty and comment lines are left out. */
export function shownEntries(transcript: Transcript): TranscriptEntry[] {
  return transcript.entries.filter((entry) => entry.kind === 'command' && !framingCommands.has(entry.command));
}

/** `neverEchoed`: command lines the camera did not even echo (a cut-off answer, or one that ended early). */
export function formatTranscript(transcript: Transcript, language: Language, neverEchoed: string[] = []): string[] {
  const lines = shownEntries(transcript).flatMap((entry) => [
    `${labels[entryStatus(entry)]}${entry.line}`,
    ...entry.blockLines.map((line) => `${indent}  ${line}`),
    ...entry.traces.map((line) => `${indent}${line}`),
    ...entry.data.map((line) => `${indent}${line}`),
    ...entry.errors.map((line) => `${indent}ERROR: ${line.replace(/^ERROR:\s*/, '')}`),
  ]);
  const unechoed = neverEchoed.map((line) => `${labels.unconfirmed}${renderText(localize('cliRc.transcript.neverEchoed', { line }), language)}`);
  return [...lines, ...unechoed, renderText(summaryLine(transcript, neverEchoed.length), language)];
}

export function summaryLine(transcript: Transcript, neverEchoed = 0): Text {
  const entries = shownEntries(transcript);
  const count = (status: EntryStatus): number => entries.filter((entry) => entryStatus(entry) === status).length;
  const unconfirmed = count('unconfirmed') + neverEchoed;
  const counts = localize('cliRc.transcript.counts', { ran: count('ran'), errors: count('error'), unconfirmed });
  if (!transcript.completed) return localize('cliRc.transcript.cutOff', { counts });
  return localize(unconfirmed === 0 ? 'cliRc.transcript.ok' : 'cliRc.transcript.okUnconfirmed', { counts });
}

export function transcriptJson(transcript: Transcript): object {
  return {
    completed: transcript.completed,
    commands: shownEntries(transcript).map((entry) => ({
      line: entry.line,
      command: entry.command,
      status: entryStatus(entry),
      block: entry.blockLines,
      traces: entry.traces,
      data: entry.data,
      errors: entry.errors,
    })),
    trailing: transcript.trailing,
  };
}
