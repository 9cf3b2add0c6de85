// The one policy for every CSV the studio writes (docs/fleet.md, "CSV files"): UTF-8 without a
// byte order mark, CRLF line ends (RFC 4180) with one after the last row too, and a cell that
// a spreadsheet would run as a formula neutralised as OWASP's CSV-injection guidance says: a
// single quote in front, the cell quoted. Only columns that must be read back unchanged (a
// camera list's addresses and variables, a recording's fields) are written as they are.
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
