// Reads the CSV that MessageRecorder writes (recordFormat.ts: RFC 4180, a header line, fields
// quoted when they hold a comma, quote or line break) back into recorded messages. Every
// record is checked; the first bad one is named by the line it starts on (a quoted value may
// span lines) and the field that is wrong.
import { csvHeader } from './recordFormat';
import { RecordingError } from './messageRecorder';
import type { ReplayMessage } from './replayMessage';

const columns = csvHeader.trimEnd().split(',');

interface CsvRecord {
  fields: string[];
  /** Line of the file the record starts on, from 1. */
  line: number;
}

export function parseCsvRecording(text: string, file: string): ReplayMessage[] {
  const records = splitRecords(text, file);
  const header = records.shift();
  if (!header || header.fields.join(',') !== columns.join(',')) {
    throw new RecordingError(`${file} line 1: the header is not "${columns.join(',')}": this is not a CSV recording of the studio`);
  }
  return records.filter((record) => !(record.fields.length === 1 && record.fields[0] === '')).map((record) => toMessage(record, file));
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

/** The records of the text, each with the line it starts on (line breaks inside quotes belong to the field). */
function splitRecords(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let index = 0;
  const endRecord = (): void => {
    fields.push(field);
    records.push({ fields, line: recordLine });
    fields = [];
    field = '';
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      if (char === '\n') line++;
      index++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === '"') throw new RecordingError(`${file} line ${line}: a quote inside an unquoted field (quote the whole field and double the quote)`);
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
    index++;
  }
  if (quoted) throw new RecordingError(`${file} line ${recordLine}: a quoted field is not closed before the end of the file`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
