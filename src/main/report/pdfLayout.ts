// The few layout steps the report's PDF needs, on pdfkit: headings, a list of facts (one or two
// pairs a line), tables whose rows never split across a page (the header row repeated on each
// new page) and whose addresses and names are never broken inside a token (their column is
// widened to the widest), and keeping a block together. The text is set in the embedded fonts of pdfFonts.ts (Latin, Greek,
// Cyrillic), which checkPdfText has found able to show all of it.
import PDFDocument from 'pdfkit';
import type { PdfFonts } from './pdfFonts';
import { withPlainRunLayout } from './plainRunLayout';

export const colors = { text: '#1c2430', muted: '#566273', line: '#c5ccd6', warn: '#b3261e', ok: '#1b6b2b', drift: '#8a5300' } as const;

const fonts = { regular: 'report-regular', bold: 'report-bold' } as const;
const cellPadding = 2.5;

export interface TableColumn {
  title: string;
  /** Share of the text width. */
  weight: number;
  /** 'whole': a cell is never broken (an address, a time); 'words': only at its spaces (a name). */
  keep?: 'whole' | 'words';
}

const normalSize = 9.5;
const smallSize = 8.5;

export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  private size = normalSize;
  private font: keyof typeof fonts = 'regular';
  /** Heights of texts laid out before, by font and size, width and text: a card's names and states recur on every card. */
  private readonly heights = new Map<string, Map<number, Map<string, number>>>();

  constructor(info: { title: string; author: string; createdAt: Date; language: string }, embedded: PdfFonts) {
    this.doc = new PDFDocument({ size: 'A4', margins: { top: 48, bottom: 56, left: 42, right: 42 }, bufferPages: true, info: { Title: info.title, Author: info.author, Creator: info.author, CreationDate: info.createdAt }, lang: info.language });
    // pdfkit takes an opened fontkit font as well as its bytes (PDFFontFactory.open: `typeof src.layout === 'function'`):
    // the one opened per process keeps the glyphs and tables fontkit has parsed for the report before;
    // this document's plain runs are laid out by plainRunLayout.ts.
    this.doc.registerFont(fonts.regular, withPlainRunLayout(embedded.regular.glyphs) as unknown as Buffer);
    this.doc.registerFont(fonts.bold, withPlainRunLayout(embedded.bold.glyphs) as unknown as Buffer);
    this.useFont('regular').fontSize(normalSize).fillColor(colors.text);
  }

  /** Lays `work` out in the smaller size of a camera's card. */
  small(work: () => void): void {
    this.size = smallSize;
    this.doc.fontSize(smallSize);
    try {
      work();
    } finally {
      this.size = normalSize;
      this.doc.fontSize(normalSize);
    }
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keepRoom(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string, size: number, color: string = colors.text): void {
    this.keepRoom(size * 2.5);
    this.useFont('bold').fontSize(size).fillColor(color).text(text, this.left, this.doc.y, { width: this.width });
    this.useFont('regular').fontSize(this.size).fillColor(colors.text);
    this.doc.moveDown(0.3);
  }

  paragraph(text: string, color: string = colors.text, bold = false): void {
    this.useFont(bold ? 'bold' : 'regular').fillColor(color);
    this.keepRoom(this.heightOf(text, this.width));
    this.doc.text(text, this.left, this.doc.y, { width: this.width });
    this.useFont('regular').fillColor(colors.text);
    this.doc.moveDown(0.3);
  }

  /** Name / value lines; the value wraps in its column. */
  facts(lines: ReadonlyArray<readonly [string, string, string?]>, nameWidth = 118): void {
    const valueWidth = this.width - nameWidth;
    for (const [name, value, color] of lines) {
      const height = Math.max(this.heightOf(name, nameWidth), this.heightOf(value, valueWidth)) + 2;
      this.keepRoom(height);
      const y = this.doc.y;
      this.doc.fillColor(colors.muted);
      this.textIn(name, this.left, y, nameWidth);
      this.doc.fillColor(color ?? colors.text);
      this.textIn(value, this.left + nameWidth, y, valueWidth);
      this.doc.fillColor(colors.text);
      this.doc.y = y + height;
    }
  }

  /** Two name / value pairs a line: a card's facts in half the height. */
  factPairs(lines: ReadonlyArray<readonly [string, string, string?]>, nameWidth = 92): void {
    const half = (this.width - 12) / 2;
    const valueWidth = half - nameWidth;
    for (let index = 0; index < lines.length; index += 2) {
      const pair = lines.slice(index, index + 2);
      const height = Math.max(...pair.map(([name, value]) => Math.max(this.heightOf(name, nameWidth), this.heightOf(value, valueWidth)))) + 1;
      this.keepRoom(height);
      const y = this.doc.y;
      pair.forEach(([name, value, color], column) => {
        const x = this.left + column * (half + 12);
        this.doc.fillColor(colors.muted);
        this.textIn(name, x, y, nameWidth);
        this.doc.fillColor(color ?? colors.text);
        this.textIn(value, x + nameWidth, y, valueWidth);
      });
      this.doc.fillColor(colors.text);
      this.doc.y = y + height;
    }
  }

  /** `padding`: scales the cells' padding (a card's tables are tighter). */
  table(columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>, rowColor: (index: number) => string = () => colors.text, padding = cellPadding): void {
    const widths = this.columnWidths(columns, rows, padding);
    const header = (): void => this.row(widths, columns.map((column) => column.title), colors.muted, true, padding);
    this.keepRoom(3 * 14);
    header();
    rows.forEach((cells, index) => {
      const height = this.rowHeight(widths, cells, padding);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        header();
      }
      this.row(widths, cells, rowColor(index), false, padding, height);
    });
    this.doc.moveDown(0.4);
  }

  /** The columns' shares of the width, a kept column widened to its widest token (taken from the others, by their weight). */
  private columnWidths(columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>, padding: number): number[] {
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    const widths = columns.map((column) => (column.weight / total) * this.width);
    const needed = columns.map((column, index) => (column.keep ? this.widestToken(column, [column.title, ...rows.map((cells) => cells[index] ?? '')]) + 2 * padding + 1 : 0));
    const short = needed.reduce((sum, need, index) => sum + Math.max(0, need - widths[index]!), 0);
    if (short === 0) return widths;
    const spare = widths.reduce((sum, width, index) => sum + Math.max(0, width - Math.max(needed[index]!, 24)), 0);
    const taken = Math.min(1, short / Math.max(spare, 1));
    return widths.map((width, index) => (needed[index]! > width ? needed[index]! : width - Math.max(0, width - Math.max(needed[index]!, 24)) * taken));
  }

  private widestToken(column: TableColumn, cells: readonly string[]): number {
    this.useFont('bold');
    const header = this.doc.widthOfString(column.title.split(' ').reduce((a, b) => (a.length >= b.length ? a : b), ''));
    this.useFont('regular');
    let widest = header;
    for (const cell of cells.slice(1)) for (const token of column.keep === 'whole' ? [cell] : cell.split(' ')) widest = Math.max(widest, this.doc.widthOfString(token));
    return widest;
  }

  rule(): void {
    this.doc.moveTo(this.left, this.doc.y).lineTo(this.left + this.width, this.doc.y).lineWidth(0.6).strokeColor(colors.line).stroke();
    this.doc.moveDown(0.4);
  }

  /** Page numbers at the foot of every page, once everything is laid out. */
  footers(text: (page: number, pages: number) => string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      const bottomMargin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0; // writing into the margin must not start a new page
      this.useFont('regular').fontSize(8).fillColor(colors.muted).text(text(index + 1, range.count), this.left, this.doc.page.height - 34, { width: this.width, align: 'center', lineBreak: false });
      this.doc.page.margins.bottom = bottomMargin;
    }
  }

  async bytes(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }

  private useFont(font: keyof typeof fonts): PDFKit.PDFDocument {
    this.font = font;
    return this.doc.font(fonts[font]);
  }

  /** pdfkit's heightOfString in the current font and size, each text measured once (keyed by the text itself, whose hash a string keeps). */
  private heightOf(text: string, width: number): number {
    const setting = `${this.font} ${this.size}`;
    let byWidth = this.heights.get(setting);
    if (!byWidth) this.heights.set(setting, (byWidth = new Map()));
    let byText = byWidth.get(width);
    if (!byText) byWidth.set(width, (byText = new Map()));
    let height = byText.get(text);
    if (height === undefined) byText.set(text, (height = this.doc.heightOfString(text, { width })));
    return height;
  }

  /**
   * Sets `text` at x, y within `width`; the caller places what follows (doc.y). A text of one line
   * goes without pdfkit's line wrapper (`lineBreak: false`): the wrapper would hand the same line
   * to the same drawing at the same place (PDFDocument._line, _fragment), at many times the cost.
   */
  private textIn(text: string, x: number, y: number, width: number): void {
    const oneLine = this.heightOf(text, width) < 1.5 * this.doc.currentLineHeight(true);
    if (oneLine) this.doc.text(text, x, y, { lineBreak: false });
    else this.doc.text(text, x, y, { width });
  }

  private rowHeight(widths: readonly number[], cells: readonly string[], padding: number): number {
    return Math.max(...cells.map((cell, index) => this.heightOf(cell, widths[index]! - 2 * padding))) + 2 * padding;
  }

  /** `height`: the row's, when measured already (in the row's font). */
  private row(widths: readonly number[], cells: readonly string[], color: string, bold: boolean, padding: number, measured?: number): void {
    this.useFont(bold ? 'bold' : 'regular').fillColor(color);
    const height = measured ?? this.rowHeight(widths, cells, padding);
    const y = this.doc.y;
    let x = this.left;
    cells.forEach((cell, index) => {
      this.textIn(cell, x + padding, y + padding, widths[index]! - 2 * padding);
      x += widths[index]!;
    });
    this.doc.moveTo(this.left, y + height).lineTo(this.left + this.width, y + height).lineWidth(0.3).strokeColor(colors.line).stroke();
    this.useFont('regular').fillColor(colors.text);
    this.doc.y = y + height;
  }
}
