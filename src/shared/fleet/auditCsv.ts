// The audit log as CSV for a spreadsheet: `;`-separated like the community camera lists, every
// cell quoted (scripts span lines), written under the studio's CSV policy
// (src/shared/text/csvPolicy.ts): every column gets the formula guard, since nothing reads the
// export back into the studio. One row per script; a fleet run adds, per camera, a row of its
// outcome whose last text column lists each value `section/NAME: old -> new`; the run's rows
// share its id in the column `run id`.
import { writeCsvRows } from '../text/writeCsv';
import { cameraAddressOf, describeAuditResult, oldValueText, type AuditCamera, type AuditEntry, type AuditValueChange } from './auditEntry';
import type { AuditItem, AuditRunCamera } from './auditItems';
import { fleetApplyText, loggedOperationText } from './auditOperation';
import type { Language } from '../i18n/languages';
import { renderText } from '../i18n/renderText';

export const auditCsvHeader = ['time', 'source', 'camera id', 'camera label', 'camera address', 'operation', 'result', 'result text', 'duration ms', 'script', 'run id'];

/** The items as CSV, the operations in `language`; ids, times and statuses in their machine form. */
export function auditCsv(items: readonly AuditItem[], language: Language): { csv: string; rows: number } {
  const rows = items.flatMap((item) => (item.kind === 'script' ? [scriptRow(item.entry, language)] : item.cameras.flatMap((camera) => runCameraRows(item.run, camera, language))));
  return { csv: writeCsvRows([auditCsvHeader, ...rows], { delimiter: ';', guardsColumn: () => true, quoteEveryCell: true }), rows: rows.length };
}

/** One value as the export writes it: `section/NAME: old -> new`. */
export function describeValueChange(change: AuditValueChange): string {
  return `${change.section}/${change.name}: ${oldValueText(change)} -> ${change.new}`;
}

function scriptRow(entry: AuditEntry, language: Language): string[] {
  const resultText = entry.result.status === 'ok' ? '' : describeAuditResult(entry.result, entry.source);
  return [entry.time, entry.source, ...cameraCells(entry.camera), renderText(loggedOperationText(entry), language), entry.result.status, resultText, entry.durationMs === null ? '' : String(entry.durationMs), entry.script, entry.runId ?? ''];
}

function runCameraRows(run: { runId: string; time: string; source: AuditEntry['source'] }, { camera, result, scripts }: AuditRunCamera, language: Language): string[][] {
  const fleetRunOperation = renderText(fleetApplyText, language);
  const outcome = result
    ? [result.time, run.source, ...cameraCells(camera), fleetRunOperation, result.outcome.status, result.outcome.message, '', changeLines(result), run.runId]
    : [run.time, run.source, ...cameraCells(camera), fleetRunOperation, 'unfinished', 'no outcome was logged: the run was going on or cut short', '', '', run.runId];
  return [outcome, ...scripts.map((script) => scriptRow(script, language))];
}

function changeLines({ changes, changesLeftOut }: NonNullable<AuditRunCamera['result']>): string {
  const lines = changes.map(describeValueChange);
  if (changesLeftOut > 0) lines.push(`… ${changesLeftOut} more values not kept in the audit log`);
  return lines.join('\n');
}

function cameraCells(camera: AuditCamera): string[] {
  return [camera.id ?? '', camera.label ?? '', cameraAddressOf(camera)];
}
