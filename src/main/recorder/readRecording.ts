// Reads a recording back (what MessageRecorder wrote, JSON Lines or CSV by the file's
// extension), for replaying or browsing it: every line checked (for a replay also against the
// message rules, so nothing is sent from a recording with a bad line), the first bad one named
// by its line number. Read with a size cap.
import { readCappedFile } from '../base/files/cappedRead';
import { RecordingError } from './messageRecorder';
import { parseCsvRecording } from './parseCsvRecording';
import { recordedLineSchema, type MessageCheck, type ReplayMessage } from './replayMessage';

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
    if (error.code === 'ENOENT') throw new RecordingError(`cannot read recording ${file}: there is no such file in the recordings folder`);
    throw new RecordingError(`cannot read recording ${file}: ${error.message}`);
  });
  return bytes.toString('utf8');
}

function parseJsonLines(text: string, file: string, check?: MessageCheck): ReplayMessage[] {
  const messages: ReplayMessage[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const message = parseLine(line, file, index + 1);
    const problem = check?.(message);
    if (problem) throw new RecordingError(`${file} line ${index + 1}: ${problem}`);
    messages.push(message);
  }
  return messages;
}

function parseLine(line: string, file: string, lineNumber: number): ReplayMessage {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new RecordingError(`${file} line ${lineNumber} is not JSON: a recording has one JSON object a line`);
  }
  const parsed = recordedLineSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RecordingError(`${file} line ${lineNumber}: ${issue?.path.join('.') || 'the line'} ${issue?.message ?? 'is not a recorded message'}`);
  }
  return parsed.data;
}
