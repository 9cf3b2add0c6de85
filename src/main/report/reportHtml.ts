// The report as ONE self-contained HTML file: inline CSS only, no outside resource of any kind
// (no link, image, font or script), so it opens the same on any machine, years later, offline.
// Print CSS lays it out on A4: the summary page (with the agreed baseline), then the cameras,
// then the changes of the period. Every value is escaped; every word is the catalog's in the
// model's language (<html lang> says which). Built from the report model alone, as the PDF is.
import { attentionRowsShown, camerasNeedingAttention, type CheckedParameter, type ReportCamera, type ReportModel } from '../../shared/report/reportModel';
import { audioLine, factLines, summaryFacts, type FactLine } from './reportFacts';
import { reportWords, type ReportWords } from './reportWords';

export function reportHtml(model: ReportModel): string {
  const words = reportWords(model);
  return [
    '<!DOCTYPE html>',
    `<html lang="${model.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(words.say('report.documentTitle', { site: model.site, date: words.time(model.date) }))}</title>`,
    `<style>${styles}</style>`,
    '</head>',
    '<body>',
    summaryPage(model, words),
    camerasSection(model, words),
    auditSection(model, words),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

// Names and addresses never break inside a token: an address not at all, a name only at its spaces.
const styles = `
@page { size: A4; margin: 16mm 14mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 190mm; padding: 8mm 0; font-family: Helvetica, Arial, sans-serif; font-size: 10pt; color: #1c2430; line-height: 1.35; }
h1 { font-size: 22pt; margin: 0 0 2mm; }
h2 { font-size: 14pt; margin: 0 0 4mm; border-bottom: 0.6mm solid #1c2430; padding-bottom: 1mm; }
h3 { font-size: 11.5pt; margin: 0; }
.subtitle { color: #566273; margin: 0 0 6mm; }
dl.facts { display: grid; grid-template-columns: 38mm 1fr; gap: 1.2mm 4mm; margin: 0 0 6mm; }
dl.facts.compact { grid-template-columns: 30mm 1fr 30mm 1fr; gap: 0.6mm 3mm; margin: 0 0 2mm; font-size: 9pt; }
dl.facts dt { color: #566273; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.tiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; margin: 0 0 6mm; }
.tile { border: 0.3mm solid #c5ccd6; border-radius: 1.5mm; padding: 2.5mm 3mm; }
.tile b { display: block; font-size: 18pt; }
.tile.warn { border-color: #b3261e; color: #b3261e; }
.warning { border-left: 1.2mm solid #b3261e; background: #fbeceb; padding: 2mm 3mm; margin: 0 0 4mm; }
.note { color: #566273; }
table { width: 100%; border-collapse: collapse; margin: 1.5mm 0 2mm; }
th, td { text-align: left; vertical-align: top; padding: 0.8mm 1.5mm; border-bottom: 0.2mm solid #dde2e8; overflow-wrap: anywhere; }
th { color: #566273; font-weight: bold; }
td.address, td.time, .badge, .nowrap { white-space: nowrap; overflow-wrap: normal; word-break: normal; }
td.name { overflow-wrap: normal; word-break: keep-all; hyphens: none; }
.camera { border: 0.3mm solid #c5ccd6; border-radius: 1.5mm; padding: 2mm 3mm; margin: 0 0 3mm; break-inside: avoid; page-break-inside: avoid; }
.camera header { display: flex; justify-content: space-between; align-items: baseline; gap: 3mm; margin: 0 0 1mm; }
.camera table { font-size: 9pt; margin: 0.5mm 0 1mm; }
.camera p { margin: 0.5mm 0; font-size: 9pt; }
.badge { font-weight: bold; padding: 0.4mm 2mm; border-radius: 1mm; }
.badge.compliant { background: #e3f4e6; color: #1b6b2b; }
.badge.drifted { background: #fff1d6; color: #8a5300; }
.badge.unreadable, .badge.not_in_force { background: #fbeceb; color: #b3261e; }
.badge.not_checked { background: #eceff3; color: #566273; }
.failed td, tr.differs td, tr.missing td, tr.not_in_force td { color: #b3261e; }
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

function summaryPage(model: ReportModel, words: ReportWords): string {
  const { summary } = model;
  const tile = (label: string, value: number, warn = false): string => `<div class="tile${warn && value > 0 ? ' warn' : ''}"><b>${escapeHtml(words.number(value))}</b>${escapeHtml(label)}</div>`;
  const factory = model.cameras.filter((camera) => camera.factoryPassword === 'in_use');
  return [
    '<section class="page summary">',
    `<h1>${escapeHtml(words.say('report.title'))}</h1>`,
    `<p class="subtitle">${escapeHtml(model.site)}</p>`,
    factList(summaryFacts(model, words)),
    `<h2>${escapeHtml(words.say('report.summary.heading'))}</h2>`,
    '<div class="tiles">',
    tile(words.say('report.summary.cameras'), summary.cameras),
    tile(words.say('report.summary.compliant'), summary.compliant),
    tile(words.say('report.summary.drifted'), summary.drifted, true),
    tile(words.say('report.summary.unreadable'), summary.unreadable, true),
    tile(words.say('report.summary.notInForce'), summary.notInForce, true),
    tile(words.say('report.summary.notChecked'), summary.notChecked),
    tile(words.say('report.summary.factoryPassword'), summary.factoryPassword, true),
    '</div>',
    factory.length > 0 ? `<p class="warning">${escapeHtml(words.say('report.summary.factoryWarning', { count: factory.length, names: factory.map((camera) => camera.label).join(', ') }))}</p>` : '',
    summary.factoryPasswordUnknown > 0 ? `<p class="note">${escapeHtml(words.say('report.summary.factoryUnknown', { count: summary.factoryPasswordUnknown }))}</p>` : '',
    attentionTable(model, words),
    agreedBaseline(model, words),
    model.problems.length > 0 ? `<h3>${escapeHtml(words.say('report.summary.notInReport'))}</h3><ul>${model.problems.map((problem) => `<li>${escapeHtml(words.text(problem))}</li>`).join('')}</ul>` : '',
    `<div class="signatures"><p>${escapeHtml(words.say('report.summary.handedOver'))}</p><p>${escapeHtml(words.say('report.summary.takenOver'))}</p></div>`,
    '</section>',
  ].join('\n');
}

function attentionTable(model: ReportModel, words: ReportWords): string {
  const attention = camerasNeedingAttention(model);
  if (attention.length === 0) return '';
  const rows = attention.slice(0, attentionRowsShown).map((camera) => row([cell(camera.label, 'name'), cell(camera.address, 'address'), cell(words.list(camera.why))]));
  const more = attention.length > attentionRowsShown ? `<p class="note">${escapeHtml(words.say('report.summary.attentionMore', { count: attention.length - attentionRowsShown }))}</p>` : '';
  return `<h3>${escapeHtml(words.say('report.summary.attention'))}</h3><table><thead>${headerRow([words.say('report.column.camera'), words.say('report.column.address'), words.say('report.column.why')])}</thead><tbody>${rows.join('')}</tbody></table>${more}`;
}

/** The baseline as agreed, once: its sections and values, placeholders as written. */
function agreedBaseline(model: ReportModel, words: ReportWords): string {
  const { baseline } = model;
  if (baseline === null) return '';
  const heading = `<h3>${escapeHtml(words.say('report.baseline.heading'))}</h3>`;
  if (baseline.agreed === null) return `${heading}<p class="note">${escapeHtml(words.say('report.baseline.notKept', { name: baseline.name, version: String(baseline.version) }))}</p>`;
  const count = baseline.agreed.reduce((sum, section) => sum + section.parameters.length, 0);
  const rows = baseline.agreed.flatMap(({ section, parameters }) => parameters.map(({ name, value }) => row([cell(section, 'nowrap'), cell(name, 'nowrap'), cell(value)])));
  return `${heading}<p class="note">${escapeHtml(words.say('report.baseline.intro', { name: baseline.name, version: String(baseline.version), count }))}</p><table><thead>${headerRow([words.say('report.column.section'), words.say('report.column.parameter'), words.say('report.column.value')])}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function camerasSection(model: ReportModel, words: ReportWords): string {
  return ['<section class="cameras">', `<h2>${escapeHtml(words.say('report.camera.heading', { number: model.cameras.length }))}</h2>`, ...model.cameras.map((camera) => cameraArticle(camera, words)), '</section>'].join('\n');
}

function cameraArticle(camera: ReportCamera, words: ReportWords): string {
  const { status } = camera.baseline;
  return [
    '<article class="camera">',
    `<header><h3>${escapeHtml(camera.label)}</h3><span class="badge ${status}">${escapeHtml(words.status(status))}</span></header>`,
    camera.factoryPassword === 'in_use' ? `<p class="warning">${escapeHtml(words.say('report.camera.factoryWarning'))}</p>` : '',
    compactFacts(factLines(camera, words)),
    checkedTable(camera, words),
    `<p class="note">${escapeHtml(audioLine(camera.audio, words))}</p>`,
    '</article>',
  ].join('\n');
}

function checkedTable(camera: ReportCamera, words: ReportWords): string {
  const { checked } = camera.baseline;
  if (checked.length === 0) return '';
  const rows = checked.map((parameter) => row([cell(`${parameter.section}/${parameter.name}`, 'nowrap'), cell(parameter.expected), cell(parameter.found ?? words.say('report.found.missing')), cell(words.parameterState(parameter.state), 'nowrap')], parameter.state === 'as_agreed' ? '' : stateClass(parameter.state)));
  return `<table><caption class="note">${escapeHtml(words.say('report.camera.checkedCaption'))}</caption><thead>${headerRow([words.say('report.column.parameter'), words.say('report.column.expected'), words.say('report.column.found'), words.say('report.column.state')])}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function stateClass(state: CheckedParameter['state']): string {
  return state === 'not_read' ? 'not_read' : state;
}

function auditSection(model: ReportModel, words: ReportWords): string {
  const { entries, leftOut, readsLeftOut } = model.audit;
  const notes = [words.say('report.audit.intro', { count: entries.length, from: words.time(model.period.from), to: words.time(model.period.to) })];
  if (leftOut > 0) notes.push(words.say('report.audit.leftOut', { count: leftOut }));
  if (readsLeftOut > 0) notes.push(words.say('report.audit.readsLeftOut', { count: readsLeftOut }));
  const rows = entries.map((entry) => row([cell(words.time(entry.time), 'time'), cell(entry.camera, 'name'), cell(words.text(entry.operation)), cell(words.text(entry.outcome))], entry.ok ? '' : 'failed'));
  const table = entries.length > 0 ? `<table><thead>${headerRow([words.say('report.column.time'), words.say('report.column.camera'), words.say('report.column.operation'), words.say('report.column.outcome')])}</thead><tbody>${rows.join('')}</tbody></table>` : '';
  return ['<section class="audit">', `<h2>${escapeHtml(words.say('report.audit.heading'))}</h2>`, `<p class="note">${escapeHtml(notes.join(' '))}</p>`, table, '</section>'].join('\n');
}

function factList(lines: readonly FactLine[]): string {
  return `<dl class="facts">${lines.map(fact).join('')}</dl>`;
}

function compactFacts(lines: readonly FactLine[]): string {
  return `<dl class="facts compact">${lines.map(fact).join('')}</dl>`;
}

function fact({ name, value, token }: FactLine): string {
  return `<dt>${escapeHtml(name)}</dt><dd${token ? ' class="nowrap"' : ''}>${escapeHtml(value)}</dd>`;
}

interface Cell {
  text: string;
  className: string;
}

function cell(text: string, className = ''): Cell {
  return { text, className };
}

function headerRow(cells: readonly string[]): string {
  return `<tr>${cells.map((text) => `<th>${escapeHtml(text)}</th>`).join('')}</tr>`;
}

function row(cells: readonly Cell[], className = ''): string {
  return `<tr${className ? ` class="${className}"` : ''}>${cells.map(({ text, className: cellClass }) => `<td${cellClass ? ` class="${cellClass}"` : ''}>${escapeHtml(text)}</td>`).join('')}</tr>`;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}
