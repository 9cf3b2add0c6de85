// The Site view's rows as CSV for a spreadsheet (`camconfig fleet inventory --csv`, and the
// Site view's export): `;`-separated like the community camera lists, written under the
// studio's one CSV policy (src/shared/text/csvPolicy.ts); every column gets the formula guard,
// since nothing reads the file back into the studio. Times are ISO (UTC); an unknown value is
// an empty cell.
import type { InventoryRow } from '../api/siteSchemas';
import type { Language } from '../i18n/languages';
import { renderText } from '../i18n/renderText';
import { writeCsvRows } from '../text/writeCsv';

export const inventoryCsvHeader = [
  'id', 'label', 'group', 'host', 'port', 'online', 'state', 'firmware', 'last answer', 'round trip ms', 'factory password',
  'reboot needed', 'unstored edits', 'last backup', 'last backup file', 'last change', 'last change operation', 'bus messages', 'bus last heard', 'overall', 'reasons',
];

/** The rows as CSV; the reasons and the last change's operation in `language`, everything else in its machine form. */
export function inventoryCsv(rows: readonly InventoryRow[], language: Language): string {
  return writeCsvRows([inventoryCsvHeader, ...rows.map((row) => inventoryCsvRow(row, language))], { delimiter: ';', guardsColumn: () => true });
}

function inventoryCsvRow(row: InventoryRow, language: Language): string[] {
  return [
    row.id,
    row.label,
    row.group ?? '',
    row.host,
    String(row.port),
    yesNo(row.online),
    row.state,
    row.firmware ?? '',
    row.lastAnswerAt ?? '',
    row.roundTripMs === null ? '' : String(row.roundTripMs),
    yesNo(row.factoryPassword),
    row.rebootNeeded === null ? '' : row.rebootNeeded.length === 0 ? 'no' : row.rebootNeeded.join(' '),
    String(row.unstoredEdits),
    row.lastBackup?.takenAt ?? '',
    row.lastBackup?.file ?? '',
    row.lastChange?.at ?? '',
    row.lastChange ? renderText(row.lastChange.operation, language) : '',
    row.busPeer === null ? '' : String(row.busPeer.messages),
    row.busPeer?.lastHeardAt ?? '',
    row.overall,
    row.reasons.map((reason) => renderText(reason, language)).join('; '),
  ];
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}
