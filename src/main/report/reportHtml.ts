// The report as ONE self-contained HTML file: inline CSS only, no outside resource of any kind
// (no link, image, font or script), so it opens the same on any machine, years later, offline.
// Print CSS lays it out on A4: the summary page, then the cameras, then the audit entries. Every
// value is escaped. Built from the report model alone, as the PDF is.
import { attentionRowsShown, baselineStatusText, camerasNeedingAttention, factoryPasswordText, foundText, reportTime, type ReportAudio, type ReportCamera, type ReportModel } from '../../shared/report/reportModel';

export function reportHtml(model: ReportModel): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`Handover report: ${model.site}, ${model.date.slice(0, 10)}`)}</title>`,
    `<style>${styles}</style>`,
    '</head>',
    '<body>',
    summaryPage(model),
    camerasSection(model),
    auditSection(model),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const styles = `
@page { size: A4; margin: 16mm 14mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 190mm; padding: 8mm 0; font-family: Helvetica, Arial, sans-serif; font-size: 10pt; color: #1c2430; line-height: 1.35; }
h1 { font-size: 22pt; margin: 0 0 2mm; }
h2 { font-size: 14pt; margin: 0 0 4mm; border-bottom: 0.6mm solid #1c2430; padding-bottom: 1mm; }
h3 { font-size: 11.5pt; margin: 0; }
.subtitle { color: #566273; margin: 0 0 6mm; }
dl.facts { display: grid; grid-template-columns: 38mm 1fr; gap: 1.2mm 4mm; margin: 0 0 6mm; }
dl.facts dt { color: #566273; }
dl.facts dd { margin: 0; }
.tiles { display: grid; grid-template-columns: repeat(3, 1fr); gap: 3mm; margin: 0 0 6mm; }
.tile { border: 0.3mm solid #c5ccd6; border-radius: 1.5mm; padding: 2.5mm 3mm; }
.tile b { display: block; font-size: 18pt; }
.tile.warn { border-color: #b3261e; color: #b3261e; }
.warning { border-left: 1.2mm solid #b3261e; background: #fbeceb; padding: 2mm 3mm; margin: 0 0 4mm; }
.note { color: #566273; }
table { width: 100%; border-collapse: collapse; margin: 1.5mm 0 2mm; }
th, td { text-align: left; vertical-align: top; padding: 0.8mm 1.5mm; border-bottom: 0.2mm solid #dde2e8; word-break: break-word; }
th { color: #566273; font-weight: bold; }
.camera { border: 0.3mm solid #c5ccd6; border-radius: 1.5mm; padding: 3mm; margin: 0 0 4mm; break-inside: avoid; page-break-inside: avoid; }
.camera header { display: flex; justify-content: space-between; align-items: baseline; gap: 3mm; margin: 0 0 1.5mm; }
.badge { font-weight: bold; padding: 0.4mm 2mm; border-radius: 1mm; white-space: nowrap; }
.badge.compliant { background: #e3f4e6; color: #1b6b2b; }
.badge.drifted { background: #fff1d6; color: #8a5300; }
.badge.unreadable { background: #fbeceb; color: #b3261e; }
.badge.not_checked { background: #eceff3; color: #566273; }
.failed td { color: #b3261e; }
.signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; margin-top: 18mm; }
.signatures p { border-top: 0.3mm solid #1c2430; padding-top: 1mm; color: #566273; font-size: 8pt; margin: 0; }
.cameras, .audit { margin-top: 10mm; }
caption { text-align: left; padding: 0 1.5mm 0.5mm; }
.page { break-after: page; page-break-after: always; }
.cameras { break-after: page; page-break-after: always; }
@media print {
  body { padding: 0; max-width: none; }
  .cameras, .audit { margin-top: 0; }
  .camera, tr { break-inside: avoid; page-break-inside: avoid; }
  thead { display: table-header-group; }
}
`;

function summaryPage(model: ReportModel): string {
  const { summary } = model;
  const tile = (label: string, value: number, warn = false): string => `<div class="tile${warn && value > 0 ? ' warn' : ''}"><b>${value}</b>${escapeHtml(label)}</div>`;
  const factory = model.cameras.filter((camera) => camera.factoryPassword === 'in_use');
  return [
    '<section class="page summary">',
    '<h1>Handover report</h1>',
    `<p class="subtitle">${escapeHtml(model.site)}</p>`,
    '<dl class="facts">',
    fact('Site', model.site),
    fact('Technician', model.technician),
    fact('Date', reportTime(model.date)),
    fact('Studio', `${model.studio.name} ${model.studio.version}`),
    fact('Baseline', model.baseline ? `${model.baseline.name} (version ${model.baseline.version}), checked ${reportTime(model.baseline.checkedAt)}${model.baseline.cancelled ? ', check cancelled before every camera was read' : ''}` : 'none: the cameras were not checked against a baseline'),
    fact('Audit period', `${reportTime(model.period.from)} to ${reportTime(model.period.to)}`),
    '</dl>',
    '<h2>Summary</h2>',
    '<div class="tiles">',
    tile('cameras', summary.cameras),
    tile('compliant', summary.compliant),
    tile('drifted', summary.drifted, true),
    tile('unreadable', summary.unreadable, true),
    tile('not checked', summary.notChecked),
    tile('on the factory password', summary.factoryPassword, true),
    '</div>',
    factory.length > 0 ? `<p class="warning"><b>Factory password in use</b> (admin / factory default) on ${factory.length} camera(s): ${escapeHtml(factory.map((camera) => camera.label).join(', '))}. Change it before handing the site over.</p>` : '',
    summary.factoryPasswordUnknown > 0 ? `<p class="note">${summary.factoryPasswordUnknown} camera(s) could not be checked for the factory password: their password was not known when the report was made.</p>` : '',
    attentionTable(model),
    model.problems.length > 0 ? `<h3>Not in this report</h3><ul>${model.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>` : '',
    '<div class="signatures"><p>Handed over (technician): date, signature</p><p>Taken over (operator): date, signature</p></div>',
    '</section>',
  ].join('\n');
}

function attentionTable(model: ReportModel): string {
  const attention = camerasNeedingAttention(model);
  if (attention.length === 0) return '';
  const rows = attention.slice(0, attentionRowsShown).map((camera) => row([camera.label, camera.address, camera.why]));
  const more = attention.length > attentionRowsShown ? `<p class="note">and ${attention.length - attentionRowsShown} more: see the cameras.</p>` : '';
  return `<h3>Needs attention</h3><table><thead>${headerRow(['Camera', 'Address', 'Why'])}</thead><tbody>${rows.join('')}</tbody></table>${more}`;
}

function camerasSection(model: ReportModel): string {
  return ['<section class="cameras">', `<h2>Cameras (${model.cameras.length})</h2>`, ...model.cameras.map(cameraArticle), '</section>'].join('\n');
}

function cameraArticle(camera: ReportCamera): string {
  const { status } = camera.baseline;
  return [
    '<article class="camera">',
    `<header><h3>${escapeHtml(camera.label)}</h3><span class="badge ${status}">${escapeHtml(baselineStatusText(status))}</span></header>`,
    camera.factoryPassword === 'in_use' ? '<p class="warning"><b>Factory password in use</b> (admin / factory default): change it.</p>' : '',
    '<dl class="facts">',
    fact('Address', camera.address),
    fact('Group', camera.group ?? '(none)'),
    fact('Firmware', camera.firmware ?? 'not known'),
    fact('Baseline', baselineLine(camera)),
    fact('Last backup', camera.lastBackup ? `${camera.lastBackup.file}, ${reportTime(camera.lastBackup.takenAt)}` : 'none in the workspace'),
    camera.lastBackup ? fact('SHA-256', camera.lastBackup.sha256) : '',
    fact('Last verified change', camera.lastVerifiedChange ? `${reportTime(camera.lastVerifiedChange.at)}, ${camera.lastVerifiedChange.operation}, ${camera.lastVerifiedChange.values} value(s) read back` : 'none recorded'),
    fact('Last change', camera.lastChange ? `${reportTime(camera.lastChange.at)}, ${camera.lastChange.operation}` : 'none recorded'),
    fact('Factory password', factoryPasswordText(camera.factoryPassword)),
    '</dl>',
    driftTable(camera),
    audioTable(camera.audio),
    '</article>',
  ].join('\n');
}

function baselineLine(camera: ReportCamera): string {
  const { status, drift, reason } = camera.baseline;
  if (status === 'drifted') return `drifted: ${drift.length} parameter(s) differ`;
  if (status === 'unreadable') return `unreadable${reason ? `: ${reason}` : ''}`;
  if (status === 'not_checked') return `not checked${reason ? ` (${reason})` : ''}`;
  return 'compliant';
}

function driftTable(camera: ReportCamera): string {
  if (camera.baseline.drift.length === 0) return '';
  const rows = camera.baseline.drift.map((drift) => row([drift.section, drift.name, drift.expected, foundText(drift.found)]));
  return `<table><thead>${headerRow(['Section', 'Parameter', 'Expected', 'Found'])}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function audioTable(audio: ReportAudio): string {
  if (audio.source === 'none') return '<p class="note">Audio: no snapshot in the workspace.</p>';
  if (audio.values.length === 0) return `<p class="note">Audio: the newest snapshot (${escapeHtml(reportTime(audio.takenAt))}) has no audio section.</p>`;
  const rows = audio.values.map(({ name, value }) => row([name, value]));
  return `<table><caption class="note">Audio, from the newest snapshot (${escapeHtml(reportTime(audio.takenAt))})</caption><thead>${headerRow(['Parameter', 'Value'])}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function auditSection(model: ReportModel): string {
  const { entries, leftOut } = model.audit;
  const intro = `${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} from ${reportTime(model.period.from)} to ${reportTime(model.period.to)}, oldest first${leftOut > 0 ? `; the ${leftOut} oldest are left out` : ''}.`;
  const rows = entries.map((entry) => row([reportTime(entry.time), entry.camera, entry.operation, entry.outcome], entry.ok ? '' : 'failed'));
  const table = entries.length > 0 ? `<table><thead>${headerRow(['Time', 'Camera', 'Operation', 'Outcome'])}</thead><tbody>${rows.join('')}</tbody></table>` : '';
  return ['<section class="audit">', '<h2>Audit entries</h2>', `<p class="note">${escapeHtml(intro)}</p>`, table, '</section>'].join('\n');
}

function fact(name: string, value: string): string {
  return `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`;
}

function headerRow(cells: readonly string[]): string {
  return `<tr>${cells.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr>`;
}

function row(cells: readonly string[], className = ''): string {
  return `<tr${className ? ` class="${className}"` : ''}>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}
