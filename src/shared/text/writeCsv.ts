// Rows of cells as CSV text under the export policy (csvPolicy.ts), written by papaparse: a
// cell is quoted when it holds the separator, a quote, a line break or a leading or trailing
// space, when it was guarded against a formula, or always when the caller asks for it. A
// guarded column's cells also have their control characters neutralised.
import Papa from 'papaparse';
import { csvLineEnd, guardFormula, isFormulaLike, neutraliseControls } from './csvPolicy';

export interface CsvWriting {
  delimiter: ';' | ',';
  /** Whether a column's cells (0-based) get the formula guard and lose their control characters; false only where values must be read back unchanged. */
  guardsColumn: (column: number) => boolean;
  /** Quote every cell, not only those that need it. */
  quoteEveryCell?: boolean;
}

/** The rows, each ended by CRLF (the last one too), so that rows written one at a time join up. */
export function writeCsvRows(rows: readonly (readonly string[])[], writing: CsvWriting): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map((cell, column) => (writing.guardsColumn(column) ? guardFormula(neutraliseControls(cell)) : cell)));
  const text = Papa.unparse(cells, {
    delimiter: writing.delimiter,
    newline: csvLineEnd,
    header: false,
    quotes: (cell: string, column: number) => writing.quoteEveryCell === true || (writing.guardsColumn(column) && wasGuarded(cell)),
  });
  return text + csvLineEnd;
}

/** A guarded cell: the apostrophe the guard put in front of a formula (a value that began with `'=` itself is quoted too, which is harmless). */
function wasGuarded(cell: string): boolean {
  return cell.startsWith("'") && isFormulaLike(cell.slice(1));
}
