// The one policy for every CSV the studio writes (docs/fleet.md, "CSV files"): UTF-8 without a
// byte order mark, CRLF line ends (RFC 4180) with one after the last row too, and a cell that
// a spreadsheet would run as a formula neutralised as OWASP's CSV-injection guidance says: a
// single quote in front, the cell quoted. Only columns that must be read back unchanged (a
// camera list's addresses and variables, a recording's fields) are written as they are; every
// other cell carries no control character either: a firmware string from the network holding
// ESC[2J or BEL would clear the screen of whoever `cat`s the file.
import { isControlCharacter } from './controlCharacters';

export const csvLineEnd = '\r\n';

/** What starts a formula in Excel, LibreOffice Calc or Google Sheets (OWASP's list). */
const formulaStart = /^[=+\-@\t\r]/;

export function isFormulaLike(value: string): boolean {
  return formulaStart.test(value);
}

/** The cell as the export writes it: a formula-like value gets a leading `'`, anything else is kept. */
export function guardFormula(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}

/**
 * The cell with every control character but tab and line breaks (C0, DEL, C1: ESC, BEL, CSI)
 * written as a visible `\u{1b}`, as the command line shows them: text from outside (a
 * camera's firmware, a state detail, an audit message) in a column for reading.
 */
export function neutraliseControls(value: string): string {
  let result = '';
  let from = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (!isControlCharacter(code, { lines: true })) continue;
    result += `${value.slice(from, index)}\\u{${code.toString(16)}}`;
    from = index + 1;
  }
  return from === 0 ? value : result + value.slice(from);
}
