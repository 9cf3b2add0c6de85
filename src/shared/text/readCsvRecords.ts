// The records of a CSV text read by papaparse (RFC 4180: a quoted field may hold the separator,
// doubled quotes and line breaks), each with the line of the file it starts on, so that a
// reader can name the line of a bad record. Line ends may be CRLF or LF, one kind per file
// (papaparse takes the kind it finds outside quotes); a byte order mark is skipped; empty
// lines are left out.
import Papa from 'papaparse';
import { givenWords } from '../i18n/errorWords';
import { localize, type Text } from '../i18n/text';

export interface CsvRecord {
  fields: string[];
  /** Line of the file the record starts on, from 1. */
  line: number;
}

export type CsvRecords = { records: CsvRecord[] } | { problem: Text; line: number };

export function readCsvRecords(text: string, delimiter: ',' | ';'): CsvRecords {
  const body = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  const outcome: { failure?: { problem: Text; line: number } } = {};
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(body, {
    delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      const end = result.meta.cursor;
      if (result.errors.length > 0) {
        outcome.failure = { problem: quoteProblem(result.errors[0]!), line };
        parser.abort();
        return;
      }
      if (!(result.data.length === 1 && result.data[0] === '')) records.push({ fields: result.data, line });
      line += lineBreaksIn(body.slice(start, end));
      start = end;
    },
  });
  return outcome.failure ?? { records };
}

function quoteProblem(error: Papa.ParseError): Text {
  if (error.code === 'MissingQuotes') return localize('files.csv.quoteNotClosed');
  if (error.code === 'InvalidQuotes') return localize('files.csv.textAfterQuote');
  return givenWords(error.message);
}

function lineBreaksIn(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}
