// One line per message in a recording: JSON Lines (one JSON object a line) or CSV, written
// under the studio's CSV policy (src/shared/text/csvPolicy.ts: RFC 4180, CRLF, UTF-8 without
// a byte order mark) except its formula guard: values are written exactly as received, since a
// replay sends them again, so a spreadsheet may read a value like "=1" as a formula.
import type { RecordingFormat } from '../../shared/api/recordingSchemas';
import type { BusMessage } from '../../shared/api/distributorSchemas';
import { writeCsvRows } from '../../shared/text/writeCsv';

export const csvColumns = ['received_at', 'ip', 'pid', 'path', 'value', 'resent'] as const;

const recordingCsv = { delimiter: ',', guardsColumn: () => false } as const;

export const csvHeader = writeCsvRows([csvColumns], recordingCsv);

/** What a JSON Lines record holds; `receivedAt` in milliseconds since the epoch, `time` the same in ISO 8601 UTC. */
export interface RecordedMessage {
  receivedAt: number;
  time: string;
  IP: string;
  PID: number;
  path: string;
  value: string;
  resent: boolean;
}

export function formatRecord(message: BusMessage, format: RecordingFormat): string {
  const time = new Date(message.receivedAt).toISOString();
  if (format === 'jsonl') {
    const record: RecordedMessage = { receivedAt: message.receivedAt, time, IP: message.from.IP, PID: message.from.PID, path: message.path, value: message.value, resent: message.resent };
    return `${JSON.stringify(record)}\n`;
  }
  return writeCsvRows([[time, message.from.IP, String(message.from.PID), message.path, message.value, String(message.resent)]], recordingCsv);
}
