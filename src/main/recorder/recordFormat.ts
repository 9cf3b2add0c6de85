// One line per message in a recording: JSON Lines (one JSON object a line) or CSV (RFC 4180:
// a header line, fields quoted when they hold a comma, quote or line break; values are
// written exactly as received, so a spreadsheet may read a value like "=1" as a formula).
import type { RecordingFormat } from '../../shared/api/recordingSchemas';
import type { BusMessage } from '../../shared/api/distributorSchemas';

export const csvHeader = 'received_at,ip,pid,path,value,resent\r\n';

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
  return `${[time, message.from.IP, String(message.from.PID), message.path, message.value, String(message.resent)].map(csvField).join(',')}\r\n`;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
