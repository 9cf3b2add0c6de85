// Reads the CSV that MessageRecorder writes (recordFormat.ts) back into recorded messages, with
// papaparse (readCsvRecords.ts: CRLF or LF, a byte order mark skipped). Every record is
// checked; the first bad one is named by the line it starts on (a quoted value may span lines)
// and the field that is wrong.
import { readCsvRecords, type CsvRecord } from '../../shared/text/readCsvRecords';
import { csvColumns } from './recordFormat';
import { RecordingError } from './messageRecorder';
import type { MessageCheck, ReplayMessage } from './replayMessage';
import { localize } from '../../shared/i18n/text';

const columns: readonly string[] = csvColumns;

export function parseCsvRecording(text: string, file: string, check?: MessageCheck): ReplayMessage[] {
  const read = readCsvRecords(text, ',');
  if ('problem' in read) throw new RecordingError(localize('recorder.read.lineProblem', { file, line: String(read.line), problem: read.problem }));
  const [header, ...records] = read.records;
  if (!header || header.line !== 1 || header.fields.join(',') !== columns.join(',')) {
    throw new RecordingError(localize('recorder.read.csvHeader', { file, header: columns.join(',') }));
  }
  return records.map((record) => {
    const message = toMessage(record, file);
    const problem = check?.(message);
    if (problem) throw new RecordingError(localize('recorder.read.lineProblem', { file, line: String(record.line), problem }));
    return message;
  });
}

function toMessage({ fields, line }: CsvRecord, file: string): ReplayMessage {
  const where = localize('recorder.read.where', { file, line: String(line) });
  if (fields.length !== columns.length) throw new RecordingError(localize('recorder.read.csvFields', { where, found: fields.length, expected: columns.length, columns: columns.join(', ') }));
  const [time, IP, pid, path, value, resent] = fields as [string, string, string, string, string, string];
  const receivedAt = Date.parse(time);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(time) || !Number.isFinite(receivedAt) || receivedAt < 0) {
    throw new RecordingError(localize('recorder.read.csvTime', { where, value: time.slice(0, 40) }));
  }
  if (IP.length === 0 || IP.length > 15) throw new RecordingError(localize('recorder.read.csvIp', { where, value: IP.slice(0, 40) }));
  if (!/^-?\d{1,10}$/.test(pid)) throw new RecordingError(localize('recorder.read.csvPid', { where, value: pid.slice(0, 40) }));
  if (resent !== 'true' && resent !== 'false') throw new RecordingError(localize('recorder.read.csvResent', { where, value: resent.slice(0, 40) }));
  return { receivedAt, IP, PID: Number(pid), path, value, resent: resent === 'true' };
}
