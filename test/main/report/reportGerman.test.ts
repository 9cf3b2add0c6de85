// A report made in German for a simulated site of 41 cameras: no English word of the shared
// catalog in its HTML text nor in its PDF (pdftotext), data (names, parameters, values) aside;
// every time in the chosen zone, the zone named; tables that never break an address or a name;
// about one summary page and at most a third of a page per camera.
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportCameraInput } from '../../../src/main/report/buildReportModel';
import { reportHtml } from '../../../src/main/report/reportHtml';
import { writeWorkspaceReport } from '../../../src/main/report/writeReport';
import { engineDe } from '../../../src/shared/i18n/catalog/de';
import { engineEn } from '../../../src/shared/i18n/catalog/en';
import type { ReportModel } from '../../../src/shared/report/reportModel';
import { buildSiteReport, germanReportRequest, makeReportWorkspace, type ReportWorkspace } from '../../support/reportWorkspace';
import { pdfText } from './pdfText';

const made: ReportWorkspace[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((workspace) => rm(workspace.folder, { recursive: true, force: true })));
});

async function germanSite(cameras: number, relabel: (camera: ReportCameraInput, index: number) => ReportCameraInput = (camera) => camera): Promise<{ site: ReportWorkspace; model: ReportModel }> {
  const site = await makeReportWorkspace({ cameras });
  made.push(site);
  return { site, model: await buildSiteReport(site, germanReportRequest, site.cameras.map(relabel)) };
}

function leaves(catalog: unknown): string[] {
  return typeof catalog === 'string' ? [catalog] : Object.values(catalog as Record<string, unknown>).flatMap(leaves);
}

function wordsOf(text: string): string[] {
  return (text.replace(/\{\{\w+\}\}/g, ' ').match(/\p{L}{2,}/gu) ?? []).map((word) => word.toLowerCase());
}

/** The English words of the whole shared catalog (a report carries texts of every area: audit operations, reasons, problems) that its German part does not use as well (Studio, Firmware, Parameter, Audio...). */
const englishWords = (() => {
  const german = new Set(leaves(engineDe).flatMap(wordsOf));
  return new Set(leaves(engineEn).flatMap(wordsOf).filter((word) => !german.has(word)));
})();

/** Words that are data of the site (names, parameter names and values, file names, the zone, the engines' own reasons). */
function dataWords(model: ReportModel): Set<string> {
  const data: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (key !== 'id') data.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (typeof value === 'object' && value !== null) for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  walk(model);
  return new Set(data.flatMap(wordsOf));
}

function englishIn(text: string, model: ReportModel): string[] {
  const data = dataWords(model);
  return [...new Set(wordsOf(text).filter((word) => englishWords.has(word) && !data.has(word)))];
}

function htmlText(html: string): string {
  return html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
}

describe('a report made in German', () => {
  it('has no English word of the catalog, in the HTML nor in the PDF, and says lang="de"', async () => {
    const { site, model } = await germanSite(41);
    expect(englishWords.size).toBeGreaterThan(100);
    expect(englishIn('offline: cannot reach camera', model)).toEqual(['cannot', 'reach']);
    const html = reportHtml(model);
    expect(html).toContain('<html lang="de">');
    expect(englishIn(htmlText(html), model)).toEqual([]);
    const [pdf] = await writeWorkspaceReport(site.folder, model, ['pdf']);
    const text = await pdfText(pdf!.path);
    expect(text).toContain('Übergabebericht');
    expect(englishIn(text, model)).toEqual([]);
  });

  it("gives an unreadable camera's reason in German, as the check run's text holds it", async () => {
    const { model } = await germanSite(5);
    const html = htmlText(reportHtml(model));
    expect(html).toContain('Zugangsdaten abgelehnt: HTTP 401');
    expect(html).not.toContain('credentials refused');
  });

  it('shows every time in the chosen zone by the German calendar, and names the zone', async () => {
    const { model } = await germanSite(3);
    const html = htmlText(reportHtml(model));
    expect(html).toContain('27.11.2026, 09:00 (Europe/Berlin)'); // 08:00 UTC is 09:00 in Berlin in November
    expect(html).toContain('Europe/Berlin: alle Zeiten dieses Berichts');
    expect(html).toContain('22.11.2026, 12:00'); // the fix run at 11:00 UTC
    expect(html).not.toMatch(/\bUTC\b/);
  });

  it('states the baseline once and each camera the parameters it checks, sip/NUMBER filled for each', async () => {
    const { model } = await germanSite(3);
    const html = reportHtml(model);
    expect(html.match(/Vereinbarte Soll-Konfiguration/g)).toHaveLength(1);
    expect(html).toContain('<td class="nowrap">sip</td><td class="nowrap">NUMBER</td><td>{SIPNUMBER}</td>');
    for (const [index] of model.cameras.entries()) expect(html).toContain(`<td class="nowrap">sip/NUMBER</td><td>${4100 + index}</td>`);
    expect(html).toContain('<span class="badge not_in_force">noch nicht wirksam</span>');
  });

  it('never breaks an address or a name inside a token: the HTML keeps them whole, the PDF widens their column', async () => {
    const longName = 'Haupteingang-Nordflügel-Außenbereich';
    const { site, model } = await germanSite(4, (camera, index) => (index === 0 ? { ...camera, label: longName } : camera));
    const html = reportHtml(model);
    expect(html).toMatch(/td\.address, td\.time, \.badge, \.nowrap \{ white-space: nowrap;/);
    expect(html).toMatch(/td\.name \{ overflow-wrap: normal; word-break: keep-all;/);
    expect(html).not.toMatch(/th, td \{[^}]*word-break: break-word/);
    expect(html).toContain(`<td class="name">${longName}</td><td class="address">127.0.0.2:8080</td>`);
    const [pdf] = await writeWorkspaceReport(site.folder, model, ['pdf']);
    const lines = (await pdfText(pdf!.path)).split('\n');
    const rows = lines.filter((line) => /^\d\d\.\d\d\.2026, \d\d:\d\d /.test(line.trim()));
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.filter((line) => line.includes(longName)).length).toBe(model.audit.entries.filter((entry) => entry.camera === longName).length);
    for (const camera of model.cameras) expect(lines.some((line) => line.includes(camera.address)), camera.address).toBe(true);
  });

  it('fits the summary on one page and three cameras on a page (41 cameras)', async () => {
    const { site, model } = await germanSite(41);
    const [pdf] = await writeWorkspaceReport(site.folder, model, ['pdf']);
    const pages = (await pdfText(pdf!.path)).split('\f');
    const pageOf = (text: string): number => pages.findIndex((page) => page.includes(text)) + 1;
    expect(pageOf('Übernommen (Betreiber)')).toBe(1);
    expect(pageOf('Kameras (41)')).toBe(2);
    const cameraPages = pageOf('Änderungen am Standort') - pageOf('Kameras (41)');
    expect(cameraPages).toBeLessThanOrEqual(Math.ceil(41 / 3));
  });
});
