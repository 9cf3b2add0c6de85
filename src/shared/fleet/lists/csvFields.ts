// One line of the community CSV split into its fields: `;` between fields, a field in double
// quotes may hold `;` and doubled quotes (`""` for `"`). A quoted field cannot span lines.
export type CsvFields = { fields: string[] } | { problem: string };

export function splitCsvLine(line: string): CsvFields {
  const fields: string[] = [];
  let index = 0;
  for (;;) {
    const field = line.slice(index).trimStart().startsWith('"') ? quotedField(line, index, fields.length + 1) : unquotedField(line, index);
    if ('problem' in field) return field;
    fields.push(field.value);
    if (field.end >= line.length) return { fields };
    index = field.end + 1; // past the ';'
  }
}

type Field = { value: string; end: number } | { problem: string };

function unquotedField(line: string, start: number): Field {
  const end = line.indexOf(';', start);
  return end === -1 ? { value: line.slice(start), end: line.length } : { value: line.slice(start, end), end };
}

function quotedField(line: string, start: number, column: number): Field {
  let index = line.indexOf('"', start) + 1;
  let value = '';
  for (;;) {
    const quote = line.indexOf('"', index);
    if (quote === -1) return { problem: `the quotes of field ${column} are not closed on this line (a field cannot span lines)` };
    value += line.slice(index, quote);
    if (line[quote + 1] === '"') {
      value += '"';
      index = quote + 2;
      continue;
    }
    const rest = line.slice(quote + 1);
    const separator = rest.indexOf(';');
    const between = separator === -1 ? rest : rest.slice(0, separator);
    if (between.trim() !== '') return { problem: `field ${column} has text after its closing quote` };
    return { value, end: separator === -1 ? line.length : quote + 1 + separator };
  }
}
