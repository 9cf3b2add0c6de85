// Before a PDF is laid out: every text of the report model must be one its fonts can show
// (src/main/report/pdfFonts.ts) and written left to right, as pdfkit lays text out without
// shaping or reordering it. Anything else would print as junk or in the wrong order, so the PDF
// is refused, naming the field and the character; the HTML report shows every script.
import type { ErrorKind } from '../../shared/errors/errorKind';
import type { ReportModel } from '../../shared/report/reportModel';
import { characterWithoutGlyph, type PdfFonts } from './pdfFonts';

/** A text of the report that the PDF cannot show. */
export class PdfTextError extends Error {
  override readonly name = 'PdfTextError';

  get kind(): ErrorKind {
    return 'bad_input';
  }
}

const rightToLeftScripts = ['Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko', 'Samaritan', 'Mandaic', 'Adlam', 'Hanifi_Rohingya', 'Yezidi'];
const rightToLeft = new RegExp(`[${rightToLeftScripts.map((script) => `\\p{Script=${script}}`).join('')}]`, 'u');
const showable = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

const whatToDo = 'Make the report as HTML alone (in the studio: untick PDF; on the command line: fleet report --html FILE), which shows every script';

/** Throws a PdfTextError for the first text of `model` the PDF cannot show. */
export function checkPdfText(model: ReportModel, fonts: PdfFonts): void {
  const shown = new Set<string>(); // a text seen once (a state, a name on every card) is checked once
  eachText(model, [], (path, text) => {
    if (shown.has(text)) return;
    const rtl = rightToLeft.exec(text)?.[0];
    if (rtl !== undefined) throw new PdfTextError(`the PDF cannot show ${fieldName(model, path)}: it holds ${characterName(rtl)}, of a script written right to left, which the PDF does not lay out. ${whatToDo}.`);
    const missing = characterWithoutGlyph(fonts, text);
    if (missing !== null) throw new PdfTextError(`the PDF cannot show ${fieldName(model, path)}: it holds ${characterName(missing)}, which the PDF's font (Latin, Greek, Cyrillic) lacks. ${whatToDo}.`);
    shown.add(text);
  });
}

type Path = ReadonlyArray<string | number>;

/** Calls `check` with every string of `value` and where it lies; `path` is one array, grown and shrunk along the way (read it before returning). */
function eachText(value: unknown, path: Array<string | number>, check: (path: Path, text: string) => void): void {
  if (typeof value === 'string') return check(path, value);
  if (typeof value !== 'object' || value === null) return;
  const items: Iterable<[string | number, unknown]> = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of items) {
    path.push(key);
    eachText(item, path, check);
    path.pop();
  }
}

/** The field in words: "the site name", "the label of camera 3 (10.0.0.5:80)", "the outcome of audit entry 12". */
function fieldName(model: ReportModel, path: Path): string {
  const [first, index, ...rest] = path;
  if (first === 'site') return 'the site name';
  if (first === 'technician') return "the technician's name";
  if (first === 'cameras' && typeof index === 'number') return `the ${words(rest)} of camera ${index + 1} (${model.cameras[index]!.address})`;
  if (first === 'audit' && index === 'entries' && typeof rest[0] === 'number') return `the ${words(rest.slice(1))} of audit entry ${rest[0] + 1}`;
  return `the report's ${words(path)}`;
}

function words(path: Path): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : part)).join(' ');
}

function characterName(character: string): string {
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return showable.test(character) ? `'${character}' (${code})` : code;
}
