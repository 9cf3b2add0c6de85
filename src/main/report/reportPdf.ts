// The report as a PDF, laid out by pdfkit (a maintained library; no PDF byte is written by hand)
// from the same report model as the HTML: A4, a summary page, then the cameras, then the audit
// entries. Needs no browser, so the command line makes it on any machine. A model with text its
// fonts cannot show, or written right to left, is refused (pdfTextCheck.ts) rather than garbled.
import { attentionRowsShown, baselineStatusText, camerasNeedingAttention, factoryPasswordText, foundText, reportTime, type ReportCamera, type ReportModel } from '../../shared/report/reportModel';
import { pdfFonts } from './pdfFonts';
import { colors, PdfLayout } from './pdfLayout';
import { checkPdfText } from './pdfTextCheck';

export async function reportPdf(model: ReportModel): Promise<Buffer> {
  const fonts = pdfFonts();
  checkPdfText(model, fonts);
  const layout = new PdfLayout({ title: `Handover report: ${model.site}, ${model.date.slice(0, 10)}`, author: `${model.studio.name} ${model.studio.version}`, createdAt: new Date(model.date) }, fonts);
  summaryPage(layout, model);
  layout.doc.addPage();
  layout.title(`Cameras (${model.cameras.length})`, 15);
  for (const camera of model.cameras) cameraBlock(layout, camera);
  layout.doc.addPage();
  auditPages(layout, model);
  layout.footers(`Handover report · ${model.site} · ${reportTime(model.date)}`);
  return layout.bytes();
}

function summaryPage(layout: PdfLayout, model: ReportModel): void {
  const { summary } = model;
  layout.title('Handover report', 24);
  layout.paragraph(model.site, colors.muted);
  layout.facts([
    ['Site', model.site],
    ['Technician', model.technician],
    ['Date', reportTime(model.date)],
    ['Studio', `${model.studio.name} ${model.studio.version}`],
    ['Baseline', model.baseline ? `${model.baseline.name} (version ${model.baseline.version}), checked ${reportTime(model.baseline.checkedAt)}${model.baseline.cancelled ? ', check cancelled before every camera was read' : ''}` : 'none: the cameras were not checked against a baseline'],
    ['Audit period', `${reportTime(model.period.from)} to ${reportTime(model.period.to)}`],
  ]);
  layout.doc.moveDown(1);
  layout.title('Summary', 15);
  layout.rule();
  layout.facts([
    ['Cameras', String(summary.cameras)],
    ['Compliant', String(summary.compliant), colors.ok],
    ['Drifted', String(summary.drifted), summary.drifted > 0 ? colors.drift : colors.text],
    ['Unreadable', String(summary.unreadable), summary.unreadable > 0 ? colors.warn : colors.text],
    ['Not checked', String(summary.notChecked)],
    ['Factory password', String(summary.factoryPassword), summary.factoryPassword > 0 ? colors.warn : colors.text],
  ]);
  layout.doc.moveDown(0.8);
  const factory = model.cameras.filter((camera) => camera.factoryPassword === 'in_use');
  if (factory.length > 0) layout.paragraph(`Factory password in use (admin / factory default) on ${factory.length} camera(s): ${factory.map((camera) => camera.label).join(', ')}. Change it before handing the site over.`, colors.warn, true);
  if (summary.factoryPasswordUnknown > 0) layout.paragraph(`${summary.factoryPasswordUnknown} camera(s) could not be checked for the factory password: their password was not known when the report was made.`, colors.muted);
  const attention = camerasNeedingAttention(model);
  if (attention.length > 0) {
    layout.title('Needs attention', 11);
    layout.table([{ title: 'Camera', weight: 3 }, { title: 'Address', weight: 2 }, { title: 'Why', weight: 4 }], attention.slice(0, attentionRowsShown).map((row) => [row.label, row.address, row.why]));
    if (attention.length > attentionRowsShown) layout.paragraph(`and ${attention.length - attentionRowsShown} more: see the cameras.`, colors.muted);
  }
  if (model.problems.length > 0) {
    layout.title('Not in this report', 11);
    for (const problem of model.problems) layout.paragraph(`• ${problem}`, colors.muted);
  }
  signatures(layout);
}

/** Handed over / taken over, with room to sign on paper. */
function signatures(layout: PdfLayout): void {
  layout.keepRoom(70);
  layout.doc.moveDown(2);
  const y = layout.doc.y + 28;
  const half = (layout.width - 30) / 2;
  for (const [index, caption] of ['Handed over (technician): date, signature', 'Taken over (operator): date, signature'].entries()) {
    const x = layout.left + index * (half + 30);
    layout.doc.moveTo(x, y).lineTo(x + half, y).lineWidth(0.6).strokeColor(colors.text).stroke();
    layout.doc.fontSize(8).fillColor(colors.muted).text(caption, x, y + 4, { width: half });
  }
  layout.doc.fontSize(9.5).fillColor(colors.text);
}

function cameraBlock(layout: PdfLayout, camera: ReportCamera): void {
  const { status, drift, reason } = camera.baseline;
  layout.keepRoom(blockHeight(camera));
  layout.rule();
  layout.title(`${camera.label}  ·  ${baselineStatusText(status)}`, 11.5, statusColor(status));
  if (camera.factoryPassword === 'in_use') layout.paragraph('Factory password in use (admin / factory default): change it.', colors.warn, true);
  layout.facts([
    ['Address', camera.address],
    ['Group', camera.group ?? '(none)'],
    ['Firmware', camera.firmware ?? 'not known'],
    ['Baseline', status === 'drifted' ? `drifted: ${drift.length} parameter(s) differ` : `${baselineStatusText(status)}${reason ? `: ${reason}` : ''}`],
    ['Last backup', camera.lastBackup ? `${camera.lastBackup.file}, ${reportTime(camera.lastBackup.takenAt)}` : 'none in the workspace'],
    ...(camera.lastBackup ? [['SHA-256', camera.lastBackup.sha256] as const] : []),
    ['Last verified change', camera.lastVerifiedChange ? `${reportTime(camera.lastVerifiedChange.at)}, ${camera.lastVerifiedChange.operation}, ${camera.lastVerifiedChange.values} value(s) read back` : 'none recorded'],
    ['Last change', camera.lastChange ? `${reportTime(camera.lastChange.at)}, ${camera.lastChange.operation}` : 'none recorded'],
    ['Factory password', factoryPasswordText(camera.factoryPassword), camera.factoryPassword === 'in_use' ? colors.warn : colors.text],
  ]);
  if (drift.length > 0) {
    layout.doc.moveDown(0.3);
    layout.table([{ title: 'Section', weight: 2 }, { title: 'Parameter', weight: 3 }, { title: 'Expected', weight: 3 }, { title: 'Found', weight: 3 }], drift.map((one) => [one.section, one.name, one.expected, foundText(one.found)]));
  }
  audio(layout, camera);
  layout.doc.moveDown(0.6);
}

/** About the height of a camera's block, so that it starts on a new page rather than split (a block longer than a page is split anyway). */
function blockHeight(camera: ReportCamera): number {
  const lines = 12 + (camera.baseline.drift.length > 0 ? camera.baseline.drift.length + 1 : 0) + (camera.audio.source === 'snapshot' ? camera.audio.values.length + 2 : 1);
  return Math.min(lines * 15, 600);
}

function audio(layout: PdfLayout, camera: ReportCamera): void {
  const { audio: values } = camera;
  if (values.source === 'none') return layout.paragraph('Audio: no snapshot in the workspace.', colors.muted);
  if (values.values.length === 0) return layout.paragraph(`Audio: the newest snapshot (${reportTime(values.takenAt)}) has no audio section.`, colors.muted);
  layout.paragraph(`Audio, from the newest snapshot (${reportTime(values.takenAt)})`, colors.muted);
  layout.table([{ title: 'Parameter', weight: 1 }, { title: 'Value', weight: 2 }], values.values.map(({ name, value }) => [name, value]));
}

function auditPages(layout: PdfLayout, model: ReportModel): void {
  const { entries, leftOut } = model.audit;
  layout.title('Audit entries', 15);
  layout.paragraph(`${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} from ${reportTime(model.period.from)} to ${reportTime(model.period.to)}, oldest first${leftOut > 0 ? `; the ${leftOut} oldest are left out` : ''}.`, colors.muted);
  if (entries.length === 0) return;
  layout.table(
    [{ title: 'Time', weight: 2.7 }, { title: 'Camera', weight: 2.4 }, { title: 'Operation', weight: 2.1 }, { title: 'Outcome', weight: 4.2 }],
    entries.map((entry) => [reportTime(entry.time), entry.camera, entry.operation, entry.outcome]),
    (index) => (entries[index]!.ok ? colors.text : colors.warn),
  );
}

function statusColor(status: ReportCamera['baseline']['status']): string {
  if (status === 'compliant') return colors.ok;
  if (status === 'drifted') return colors.drift;
  return status === 'unreadable' ? colors.warn : colors.text;
}
