// The audit log as CSV for a spreadsheet: `;`-separated like the community camera lists, one
// row per script, every cell quoted (scripts span lines). A cell that a spreadsheet would run
// as a formula (starting with = + - @) gets a leading apostrophe.
import { cameraAddressOf, type AuditEntry } from './auditEntry';

export const auditCsvHeader = ['time', 'source', 'camera id', 'camera label', 'camera address', 'operation', 'result', 'result text', 'duration ms', 'script'];

export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) => [
    entry.time,
    entry.source,
    entry.camera.id ?? '',
    entry.camera.label ?? '',
    cameraAddressOf(entry.camera),
    entry.operation,
    entry.result.status,
    entry.result.status === 'ok' ? '' : entry.result.message,
    String(entry.durationMs),
    entry.script,
  ]);
  return [auditCsvHeader, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
