// One line of the community CSV split into its fields by papaparse: `;` between fields, a field
// in double quotes may hold `;` and doubled quotes (`""` for `"`). A quoted field cannot span
// lines: the list is read line by line, so that every problem names its line. Spaces between a
// closing quote and the next ';' or the end of the line are left out.
import Papa from 'papaparse';
import { localize, type Text } from '../../i18n/text';

export type CsvFields = { fields: string[] } | { problem: Text };

const communityCsv = { delimiter: ';', newline: '\n', quoteChar: '"', skipEmptyLines: false } as const;

export function splitCsvLine(line: string): CsvFields {
  const parsed = parseLine(line);
  const error = parsed.errors[0];
  if (!error) return { fields: parsed.data[0] ?? [''] };
  const spacesAfterLastQuote = /"\s+$/.test(line) ? parseLine(line.trimEnd()) : null;
  if (spacesAfterLastQuote?.errors.length === 0) return { fields: spacesAfterLastQuote.data[0] ?? [''] };
  const column = fieldAt(line, error.index ?? line.length);
  return error.code === 'InvalidQuotes'
    ? { problem: localize('cameraList.csv.textAfterQuote', { column: String(column) }) }
    : { problem: localize('cameraList.csv.quotesNotClosed', { column: String(column) }) };
}

function parseLine(line: string): Papa.ParseResult<string[]> {
  return Papa.parse<string[]>(line, communityCsv);
}

/** The number (from 1) of the field that holds the character at `index`. */
function fieldAt(line: string, index: number): number {
  return parseLine(line.slice(0, index)).data[0]?.length ?? 1;
}
