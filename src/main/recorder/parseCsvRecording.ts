// Reads the CSV that MessageRecorder writes (recordFormat.ts) back into recorded messages, with
// papaparse (readCsvRecords.ts: CRLF or LF, a byte order mark skipped). Every record is
// checked; the first bad one is named by the line it starts on (a quoted value may span lines)
// and the field that is wrong.
import { readCsvRecords, type CsvRecord } from '../../shared/text/readCsvRecords';
import { csvColumns } from './recordFormat';
import { RecordingError } from './messageRecorder';
import type { MessageCheck, ReplayMessage } from './replayMessage';

const columns: readonly string[] = csvColumns;

export function parseCsvRecording(text: string, file: string, check?: MessageCheck): ReplayMessage[] {
  const read = readCsvRecords(text, ',');
  if ('problem' in read) throw new RecordingError(`${file} line ${read.line}: ${read.problem}`);
  const [header, ...records] = read.records;
  if (!header || header.line !== 1 || header.fields.join(',') !== columns.join(',')) {
    throw new RecordingError(`${file} line 1: the header is not "${columns.join(',')}": this is not a CSV recording of the studio`);
  }
  return records.map((record) => {
    const message = toMessage(record, file);
    const problem = check?.(message);
    if (problem) throw new RecordingError(`${file} line ${record.line}: ${problem}`);
    return message;
  });
}

function toMessage({ fields, line }: CsvRecord, file: string): ReplayMessage {
  const where = `${file} line ${line}`;
  if (fields.length !== columns.length) throw new RecordingError(`${where}: ${fields.length} fields where a recorded message has ${columns.length} (${columns.join(', ')})`);
  const [time, IP, pid, path, value, resent] = fields as [string, string, string, string, string, string];
  const receivedAt = Date.parse(time);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(time) || !Number.isFinite(receivedAt) || receivedAt < 0) {
    throw new RecordingError(`${where}: received_at "${time.slice(0, 40)}" is not a UTC time like 2026-11-23T03:00:00.000Z`);
  }
  if (IP.length === 0 || IP.length > 15) throw new RecordingError(`${where}: ip "${IP.slice(0, 40)}" is not an IPv4 address`);
  if (!/^-?\d{1,10}$/.test(pid)) throw new RecordingError(`${where}: pid "${pid.slice(0, 40)}" is not a whole number`);
  if (resent !== 'true' && resent !== 'false') throw new RecordingError(`${where}: resent "${resent.slice(0, 40)}" is neither true nor false`);
  return { receivedAt, IP, PID: Number(pid), path, value, resent: resent === 'true' };
}
