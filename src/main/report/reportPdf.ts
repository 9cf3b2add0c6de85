// The report as a PDF, laid out by pdfkit (a maintained library; no PDF byte is written by hand)
// from the same report model and the same words as the HTML: A4, a summary page with the agreed
// baseline, then the cameras (a compliant one in about a third of a page), then the changes of
// the period. Needs no browser, so the command line makes it on any machine. A model with text
// its fonts cannot show, or written right to left, is refused (pdfTextCheck.ts) rather than garbled.
import { attentionRowsShown, camerasNeedingAttention, type ReportCamera, type ReportModel } from '../../shared/report/reportModel';
import { pdfFonts } from './pdfFonts';
import { colors, PdfLayout } from './pdfLayout';
import { checkPdfText } from './pdfTextCheck';
import { audioLine, factLines, summaryFacts } from './reportFacts';
import { reportWords, type ReportWords } from './reportWords';

export async function reportPdf(model: ReportModel): Promise<Buffer> {
  const fonts = pdfFonts();
  checkPdfText(model, fonts);
  const words = reportWords(model);
  const date = words.time(model.date);
  const layout = new PdfLayout({ title: words.say('report.documentTitle', { site: model.site, date }), author: `${model.studio.name} ${model.studio.version}`, createdAt: new Date(model.date), language: model.language }, fonts);
  summaryPage(layout, model, words);
  layout.doc.addPage();
  layout.title(words.say('report.camera.heading', { number: model.cameras.length }), 15);
  for (const camera of model.cameras) cameraBlock(layout, camera, words);
  layout.doc.addPage();
  auditPages(layout, model, words);
  layout.footers((page, pages) => words.say('report.footer', { site: model.site, date, page, pages }));
  return layout.bytes();
}

function summaryPage(layout: PdfLayout, model: ReportModel, words: ReportWords): void {
  const { summary } = model;
  layout.title(words.say('report.title'), 24);
  layout.paragraph(model.site, colors.muted);
  layout.facts(summaryFacts(model, words).map(({ name, value }) => [name, value]));
  layout.doc.moveDown(0.6);
  layout.title(words.say('report.summary.heading'), 15);
  layout.rule();
  const count = (value: number, warn = false): [string, string] => [words.number(value), warn && value > 0 ? colors.warn : colors.text];
  layout.factPairs([
    [words.say('report.summary.cameras'), ...count(summary.cameras)],
    [words.say('report.summary.compliant'), words.number(summary.compliant), colors.ok],
    [words.say('report.summary.drifted'), ...count(summary.drifted, true)],
    [words.say('report.summary.unreadable'), ...count(summary.unreadable, true)],
    [words.say('report.summary.notInForce'), ...count(summary.notInForce, true)],
    [words.say('report.summary.notChecked'), ...count(summary.notChecked)],
    [words.say('report.summary.factoryPassword'), ...count(summary.factoryPassword, true)],
  ]);
  layout.doc.moveDown(0.6);
  const factory = model.cameras.filter((camera) => camera.factoryPassword === 'in_use');
  if (factory.length > 0) layout.paragraph(words.say('report.summary.factoryWarning', { count: factory.length, names: factory.map((camera) => camera.label).join(', ') }), colors.warn, true);
  if (summary.factoryPasswordUnknown > 0) layout.paragraph(words.say('report.summary.factoryUnknown', { count: summary.factoryPasswordUnknown }), colors.muted);
  const attention = camerasNeedingAttention(model);
  if (attention.length > 0) {
    layout.title(words.say('report.summary.attention'), 11);
    layout.small(() => layout.table(
      [
        { title: words.say('report.column.camera'), weight: 3, keep: 'words' },
        { title: words.say('report.column.address'), weight: 2, keep: 'whole' },
        { title: words.say('report.column.why'), weight: 4 },
      ],
      attention.slice(0, attentionRowsShown).map((row) => [row.label, row.address, words.list(row.why)]),
      undefined,
      1.5,
    ));
    if (attention.length > attentionRowsShown) layout.paragraph(words.say('report.summary.attentionMore', { count: attention.length - attentionRowsShown }), colors.muted);
  }
  agreedBaseline(layout, model, words);
  if (model.problems.length > 0) {
    layout.title(words.say('report.summary.notInReport'), 11);
    for (const problem of model.problems) layout.paragraph(`• ${words.text(problem)}`, colors.muted);
  }
  signatures(layout, words);
}

/** The baseline as agreed, once: its sections and values, placeholders as written. */
function agreedBaseline(layout: PdfLayout, model: ReportModel, words: ReportWords): void {
  const { baseline } = model;
  if (baseline === null) return;
  layout.title(words.say('report.baseline.heading'), 11);
  const { agreed } = baseline;
  if (agreed === null) return layout.paragraph(words.say('report.baseline.notKept', { name: baseline.name, version: String(baseline.version) }), colors.muted);
  const count = agreed.reduce((sum, section) => sum + section.parameters.length, 0);
  layout.paragraph(words.say('report.baseline.intro', { name: baseline.name, version: String(baseline.version), count }), colors.muted);
  layout.small(() => layout.table(
    [
      { title: words.say('report.column.section'), weight: 2, keep: 'whole' },
      { title: words.say('report.column.parameter'), weight: 3, keep: 'whole' },
      { title: words.say('report.column.value'), weight: 5 },
    ],
    agreed.flatMap(({ section, parameters }) => parameters.map(({ name, value }) => [section, name, value])),
    undefined,
    1.5,
  ));
}

/** Handed over / taken over, with room to sign on paper. */
function signatures(layout: PdfLayout, words: ReportWords): void {
  layout.keepRoom(50);
  layout.doc.moveDown(1);
  const y = layout.doc.y + 24;
  const half = (layout.width - 30) / 2;
  for (const [index, caption] of [words.say('report.summary.handedOver'), words.say('report.summary.takenOver')].entries()) {
    const x = layout.left + index * (half + 30);
    layout.doc.moveTo(x, y).lineTo(x + half, y).lineWidth(0.6).strokeColor(colors.text).stroke();
    layout.doc.fontSize(8).fillColor(colors.muted).text(caption, x, y + 4, { width: half });
  }
  layout.doc.fontSize(9.5).fillColor(colors.text);
  layout.doc.y = y + 20;
}

function cameraBlock(layout: PdfLayout, camera: ReportCamera, words: ReportWords): void {
  const { status, checked } = camera.baseline;
  layout.keepRoom(blockHeight(camera));
  layout.rule();
  layout.title(`${camera.label}  ·  ${words.status(status)}`, 10.5, statusColor(status));
  layout.small(() => {
    if (camera.factoryPassword === 'in_use') layout.paragraph(words.say('report.camera.factoryWarning'), colors.warn, true);
    layout.factPairs(factLines(camera, words).map(({ name, value, warn }) => [name, value, warn ? colors.warn : colors.text]));
    if (checked.length > 0) {
      layout.table(
        [
          { title: words.say('report.column.parameter'), weight: 3, keep: 'whole' },
          { title: words.say('report.column.expected'), weight: 3 },
          { title: words.say('report.column.found'), weight: 3 },
          { title: words.say('report.column.state'), weight: 2, keep: 'words' },
        ],
        checked.map((parameter) => [`${parameter.section}/${parameter.name}`, parameter.expected, parameter.found ?? words.say('report.found.missing'), words.parameterState(parameter.state)]),
        (index) => (checked[index]!.state === 'as_agreed' ? colors.text : colors.warn),
        1.2,
      );
    }
    layout.paragraph(audioLine(camera.audio, words), colors.muted);
  });
  layout.doc.moveDown(0.3);
}

/** About the height of a camera's block, so that it starts on a new page rather than split (a block longer than a page is split anyway). */
function blockHeight(camera: ReportCamera): number {
  const lines = 8 + (camera.baseline.checked.length > 0 ? camera.baseline.checked.length + 1 : 0);
  return Math.min(lines * 12, 600);
}

function auditPages(layout: PdfLayout, model: ReportModel, words: ReportWords): void {
  const { entries, leftOut, readsLeftOut } = model.audit;
  layout.title(words.say('report.audit.heading'), 15);
  layout.paragraph(words.say('report.audit.intro', { count: entries.length, from: words.time(model.period.from), to: words.time(model.period.to) }), colors.muted);
  if (leftOut > 0) layout.paragraph(words.say('report.audit.leftOut', { count: leftOut }), colors.muted);
  if (readsLeftOut > 0) layout.paragraph(words.say('report.audit.readsLeftOut', { count: readsLeftOut }), colors.muted);
  if (entries.length === 0) return;
  layout.table(
    [
      { title: words.say('report.column.time'), weight: 2.2, keep: 'whole' },
      { title: words.say('report.column.camera'), weight: 2.4, keep: 'words' },
      { title: words.say('report.column.operation'), weight: 2.8 },
      { title: words.say('report.column.outcome'), weight: 4 },
    ],
    entries.map((entry) => [words.time(entry.time), entry.camera, words.text(entry.operation), words.text(entry.outcome)]),
    (index) => (entries[index]!.ok ? colors.text : colors.warn),
  );
}

function statusColor(status: ReportCamera['baseline']['status']): string {
  if (status === 'compliant') return colors.ok;
  if (status === 'drifted') return colors.drift;
  return status === 'unreadable' || status === 'not_in_force' ? colors.warn : colors.text;
}
