// Before a PDF is laid out: every text of the report model must be one its fonts can show
// (src/main/report/pdfFonts.ts) and written left to right, as pdfkit lays text out without
// shaping or reordering it. Anything else would print as junk or in the wrong order, so the PDF
// is refused, naming the field and the character; the HTML report shows every script.
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { localize, type Text } from '../../shared/i18n/text';
import type { ReportModel } from '../../shared/report/reportModel';
import { characterWithoutGlyph, type PdfFonts } from './pdfFonts';

/** A text of the report that the PDF cannot show. */
export class PdfTextError extends LocalizedError {
  override readonly name = 'PdfTextError';

  get kind(): ErrorKind {
    return 'bad_input';
  }
}

const rightToLeftScripts = ['Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko', 'Samaritan', 'Mandaic', 'Adlam', 'Hanifi_Rohingya', 'Yezidi'];
const rightToLeft = new RegExp(`[${rightToLeftScripts.map((script) => `\\p{Script=${script}}`).join('')}]`, 'u');
const showable = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

const whatToDo = localize('report.pdfText.whatToDo');

/** Throws a PdfTextError for the first text of `model` the PDF cannot show. */
export function checkPdfText(model: ReportModel, fonts: PdfFonts): void {
  const shown = new Set<string>(); // a text seen once (a state, a name on every card) is checked once
  eachText(model, [], (path, text) => {
    if (shown.has(text)) return;
    const rtl = rightToLeft.exec(text)?.[0];
    if (rtl !== undefined) throw new PdfTextError(localize('report.pdfText.rightToLeft', { field: fieldName(model, path), character: characterName(rtl), whatToDo }));
    const missing = characterWithoutGlyph(fonts, text);
    if (missing !== null) throw new PdfTextError(localize('report.pdfText.noGlyph', { field: fieldName(model, path), character: characterName(missing), whatToDo }));
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
function fieldName(model: ReportModel, path: Path): Text {
  const [first, index, ...rest] = path;
  if (first === 'site') return localize('report.pdfText.site');
  if (first === 'technician') return localize('report.pdfText.technician');
  if (first === 'cameras' && typeof index === 'number') return localize('report.pdfText.ofCamera', { field: words(rest), number: String(index + 1), address: model.cameras[index]!.address });
  if (first === 'audit' && index === 'entries' && typeof rest[0] === 'number') return localize('report.pdfText.ofAuditEntry', { field: words(rest.slice(1)), number: String(rest[0] + 1) });
  return localize('report.pdfText.ofReport', { field: words(path) });
}

function words(path: Path): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : part)).join(' ');
}

function characterName(character: string): string {
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return showable.test(character) ? `'${character}' (${code})` : code;
}
