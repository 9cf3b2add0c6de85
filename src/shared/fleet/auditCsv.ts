// The audit log as CSV for a spreadsheet: `;`-separated like the community camera lists, one
// row per script, every cell quoted (scripts span lines), written under the studio's CSV policy
// (src/shared/text/csvPolicy.ts): every column gets the formula guard, since nothing reads the
// export back into the studio.
import { writeCsvRows } from '../text/writeCsv';
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
  return writeCsvRows([auditCsvHeader, ...rows], { delimiter: ';', guardsColumn: () => true, quoteEveryCell: true });
}
