// Reads a recording back (what MessageRecorder wrote, JSON Lines or CSV by the file's
// extension), for replaying or browsing it: every line checked (for a replay also against the
// message rules, so nothing is sent from a recording with a bad line), the first bad one named
// by its line number. Read with a size cap.
import { readCappedFile } from '../base/files/cappedRead';
import { RecordingError } from './messageRecorder';
import { parseCsvRecording } from './parseCsvRecording';
import { recordedLineSchema, type MessageCheck, type ReplayMessage } from './replayMessage';
import { localize } from '../../shared/i18n/text';

/** Largest recording that can be replayed or opened (read whole into memory). */
export const maxReplayBytes = 64 * 1024 * 1024;

export type { ReplayMessage } from './replayMessage';

/** A recording of either format: `.csv` files are read as CSV, any other as JSON Lines; `check` refuses a message naming its line. */
export async function readRecording(file: string, check?: MessageCheck): Promise<ReplayMessage[]> {
  return file.endsWith('.csv') ? parseCsvRecording(await readRecordingText(file), file, check) : parseJsonLines(await readRecordingText(file), file, check);
}

export async function readJsonLinesRecording(file: string): Promise<ReplayMessage[]> {
  return parseJsonLines(await readRecordingText(file), file);
}

async function readRecordingText(file: string): Promise<string> {
  const bytes = await readCappedFile(file, maxReplayBytes).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new RecordingError(localize('recorder.read.noSuchFile', { file }));
    throw new RecordingError(localize('recorder.read.unreadable', { file, reason: error.message }));
  });
  return bytes.toString('utf8');
}

function parseJsonLines(text: string, file: string, check?: MessageCheck): ReplayMessage[] {
  const messages: ReplayMessage[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const message = parseLine(line, file, index + 1);
    const problem = check?.(message);
    if (problem) throw new RecordingError(localize('recorder.read.lineProblem', { file, line: String(index + 1), problem }));
    messages.push(message);
  }
  return messages;
}

function parseLine(line: string, file: string, lineNumber: number): ReplayMessage {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new RecordingError(localize('recorder.read.notJson', { file, line: String(lineNumber) }));
  }
  const parsed = recordedLineSchema.safeParse(json);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.');
    throw new RecordingError(field ? localize('recorder.read.badField', { file, line: String(lineNumber), field }) : localize('recorder.read.notRecordedMessage', { file, line: String(lineNumber) }));
  }
  return parsed.data;
}
