// The report's two files from one model: the HTML names every camera, holds no outside
// resource and escapes every value; the PDF (read back by Debian's pdftotext) names every
// camera and drift and renders German umlauts; neither holds a password. Files are written
// atomically into the workspace's reports/ folder and never over an existing report.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/main/report/buildReportModel';
import { reportHtml } from '../../../src/main/report/reportHtml';
import { ReportExistsError, reportFileName, writeReportFile, writeWorkspaceReport } from '../../../src/main/report/writeReport';
import type { ReportModel } from '../../../src/shared/report/reportModel';
import { makeReportWorkspace, reportSourcesOf, reportTimes, type ReportWorkspace } from '../../support/reportWorkspace';
import { pdfText } from './pdfText';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const passwordOf = (index: number): string => `Kennwort-${index}-Öl`;

async function site(cameras: number): Promise<{ site: ReportWorkspace; model: ReportModel }> {
  const made = await makeReportWorkspace({ cameras, passwordOf });
  folders.push(made.folder);
  const model = await buildReportModel({ site: 'Wohnanlage Südhang', technician: 'Jörg Maßmann', now: new Date(reportTimes.now), since: new Date('2026-11-01T00:00:00Z'), language: 'en', timeZone: 'UTC' }, made.cameras, reportSourcesOf(made, { passwords: made.cameras.map((_, index) => passwordOf(index)) }));
  return { site: made, model };
}

function outsideReferences(html: string): string[] {
  return ['http:', 'https:', '//', 'url(', 'src=', '@import', 'href=', '<link', '<script', '<img', '<iframe'].filter((marker) => html.toLowerCase().includes(marker));
}

describe('the report files', () => {
  it('HTML: every camera and drift, escaped values, print CSS for A4, nothing from outside', async () => {
    const { model } = await site(12);
    const hostile = { ...model, site: '<script>alert(1)</script> & "Hof"', cameras: [{ ...model.cameras[0]!, label: '<img src=x onerror=alert(1)>' }, ...model.cameras.slice(1)] };
    const html = reportHtml(hostile);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Hof&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;'); // text, not an element
    expect(html).not.toMatch(/<img|<script>alert/);
    const plain = reportHtml(model);
    expect(outsideReferences(plain)).toEqual([]);
    expect(plain).toMatch(/@page \{ size: A4;/);
    expect(plain).toMatch(/\.page \{ break-after: page;/);
    for (const camera of model.cameras) expect(plain).toContain(`<h3>${camera.label}</h3>`);
    for (const camera of model.cameras) for (const drift of camera.baseline.drift) expect(plain).toContain(`<td class="nowrap">${drift.section}/${drift.name}</td><td>${drift.expected}</td><td>${drift.found ?? '(missing)'}</td><td class="nowrap">${drift.found === null ? 'missing on the camera' : 'differs'}</td>`);
  });

  it('PDF: pdftotext finds every camera, every drift, the umlauts and the summary', async () => {
    const { site: made, model } = await site(16);
    const [pdf] = await writeWorkspaceReport(made.folder, model, ['pdf']);
    const text = await pdfText(pdf!.path);
    expect(text).toContain('Handover report');
    expect(text).toContain('Wohnanlage Südhang');
    expect(text).toContain('Jörg Maßmann');
    expect(text).toContain('Grüße aus Köln');
    const segments = cameraSegments(text, model);
    for (const camera of model.cameras) {
      const segment = segments.get(camera.label)!;
      expect(segment, camera.label).toContain(camera.address);
      for (const drift of camera.baseline.drift) {
        const row = new RegExp(`${drift.section}/${drift.name} ${drift.expected} ${drift.found ?? '\\(missing\\)'} ${drift.found === null ? 'missing on the' : 'differs'}`);
        expect(segment, `${camera.label}: ${drift.name}`).toMatch(row);
      }
    }
    expect(model.cameras.filter((camera) => camera.baseline.drift.length > 0)).toHaveLength(3);
  });

  it('neither file holds a password planted in the workspace, the factory one neither', async () => {
    const { site: made, model } = await site(5);
    const files = await writeWorkspaceReport(made.folder, model, ['html', 'pdf']);
    const html = await readFile(files.find((file) => file.format === 'html')!.path, 'utf8');
    const pdf = await pdfText(files.find((file) => file.format === 'pdf')!.path);
    expect(pdf).toContain('********'); // the masked SIP password of the refused script is there, masked
    for (const secret of [...made.cameras.map((_, index) => passwordOf(index)), 'meinsm']) {
      expect(html).not.toContain(secret);
      expect(pdf).not.toContain(secret);
    }
  });

  it('names files by the one rule, numbers a second report of the day, and never overwrites one', async () => {
    const { site: made, model } = await site(2);
    const first = await writeWorkspaceReport(made.folder, model, ['html', 'pdf']);
    const second = await writeWorkspaceReport(made.folder, model, ['html', 'pdf']);
    expect(first.map((file) => file.fileName)).toEqual(['report-Wohnanlage-Südhang-2026-11-27.html', 'report-Wohnanlage-Südhang-2026-11-27.pdf']);
    expect(second.map((file) => file.fileName)).toEqual(['report-Wohnanlage-Südhang-2026-11-27-2.html', 'report-Wohnanlage-Südhang-2026-11-27-2.pdf']);
    expect((await readdir(join(made.folder, 'reports'))).sort()).toEqual([...first, ...second].map((file) => file.fileName).sort());
    expect(reportFileName('a/b:c*?"<>| ..', model.date, 1, 'html')).toBe('report-a-b-c-2026-11-27.html');
    expect(reportFileName('CON', model.date, 3, 'pdf')).toBe('report-CON-2026-11-27-3.pdf');

    const taken = join(await mkdtemp(join(tmpdir(), 'report-out-')), 'handover.html');
    folders.push(join(taken, '..'));
    await writeFile(taken, 'kept');
    await expect(writeReportFile(taken, model, 'html')).rejects.toBeInstanceOf(ReportExistsError);
    expect(await readFile(taken, 'utf8')).toBe('kept');
  });
});

/** The text from each camera's title to the next one's. */
function cameraSegments(text: string, model: ReportModel): Map<string, string> {
  const starts = model.cameras.map((camera) => ({ label: camera.label, at: text.indexOf(`${camera.label} · `) }));
  for (const start of starts) expect(start.at, start.label).toBeGreaterThanOrEqual(0);
  const sorted = [...starts].sort((a, b) => a.at - b.at);
  return new Map(sorted.map((start, index) => [start.label, text.slice(start.at, sorted[index + 1]?.at ?? text.length)]));
}
