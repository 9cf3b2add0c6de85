// The one CSV policy: which cells are guarded, how rows are quoted and ended, how records are read back.
import { describe, expect, it } from 'vitest';
import { csvLineEnd, guardFormula, isFormulaLike, neutraliseControls } from '../../../src/shared/text/csvPolicy';
import { readCsvRecords } from '../../../src/shared/text/readCsvRecords';
import { localize } from '../../../src/shared/i18n/text';
import { writeCsvRows } from '../../../src/shared/text/writeCsv';

describe('the formula guard', () => {
  it("puts a ' before a cell starting with = + - @ tab or CR (OWASP's list) and keeps any other", () => {
    expect(['=1+1', '+49 89', '-5', '@SUM(A1)', '\tx', '\rx'].map(guardFormula)).toEqual(["'=1+1", "'+49 89", "'-5", "'@SUM(A1)", "'\tx", "'\rx"]);
    expect(['', 'Tor 1', ' =1', "'=1", 'a=b', '4711', 'Süd'].map(guardFormula)).toEqual(['', 'Tor 1', ' =1', "'=1", 'a=b', '4711', 'Süd']);
    expect(isFormulaLike('=x')).toBe(true);
    expect(isFormulaLike('x=')).toBe(false);
  });
});

describe('writeCsvRows', () => {
  it('ends every row with CRLF, quotes what needs it and guards only the columns asked for', () => {
    const text = writeCsvRows(
      [
        ['=a', '=b', 'c;d'],
        ['say "hi"', ' lead', 'two\nlines'],
      ],
      { delimiter: ';', guardsColumn: (column) => column === 0 },
    );
    expect(text).toBe(`"'=a";=b;"c;d"${csvLineEnd}"say ""hi""";" lead";"two\nlines"${csvLineEnd}`);
  });

  it('writes every control character but tab and line breaks of a guarded column as a visible escape; a column read back stays exact', () => {
    const hostile = 'MX\u001b[2J\u001b]0;t\u0007\u009b31m\u007f\u0000';
    const shown = 'MX\\u{1b}[2J\\u{1b}]0;t\\u{7}\\u{9b}31m\\u{7f}\\u{0}';
    const text = writeCsvRows([[hostile, 'a\tb', 'two\r\nlines', 'next\u0085line']], { delimiter: ',', guardsColumn: (column) => column < 3 });
    expect(text).toBe(`${shown},a\tb,"two\r\nlines",next\u0085line${csvLineEnd}`);
    expect(neutraliseControls('Tor Süd')).toBe('Tor Süd');
  });

  it('quotes every cell when asked, and writes nothing for no rows', () => {
    expect(writeCsvRows([['a', '', '-1']], { delimiter: ',', guardsColumn: () => true, quoteEveryCell: true })).toBe(`"a","","'-1"\r\n`);
    expect(writeCsvRows([], { delimiter: ',', guardsColumn: () => true })).toBe('');
  });
});

describe('readCsvRecords', () => {
  it('reads CRLF or LF line ends, skips a byte order mark and empty lines, and gives each record the line it starts on', () => {
    const expected = (lineBreak: string) => ({
      records: [
        { fields: ['a', 'b'], line: 1 },
        { fields: [`x${lineBreak}y`, 'z'], line: 2 },
        { fields: ['last', 'q"uote'], line: 5 },
      ],
    });
    for (const lineBreak of ['\r\n', '\n']) {
      const text = ['\uFEFFa,b', '"x', 'y",z', '', 'last,"q""uote"', ''].join(lineBreak);
      expect(readCsvRecords(text, ',')).toEqual(expected(lineBreak));
    }
  });

  it('names the line of a quote left open', () => {
    expect(readCsvRecords('a,b\n1,"open\n2,3\n', ',')).toEqual({ problem: localize('files.csv.quoteNotClosed'), line: 2 });
  });
});
