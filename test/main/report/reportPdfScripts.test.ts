// The PDF shows names of Central and Eastern European sites, Greek and Cyrillic ones and letters
// built of combining marks as written (read back by Debian's pdftotext), the footer of every page
// after them too; text it cannot show (right-to-left scripts, CJK) refuses the PDF, naming the
// field and what to do, and writes no file.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/main/report/buildReportModel';
import { writeWorkspaceReport } from '../../../src/main/report/writeReport';
import { PdfTextError } from '../../../src/main/report/pdfTextCheck';
import { errorWords } from '../../../src/shared/i18n/errorWords';
import type { ReportModel } from '../../../src/shared/report/reportModel';
import { makeReportWorkspace, reportTimes, type ReportWorkspace } from '../../support/reportWorkspace';
import { pdfText } from './pdfText';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const labels = ['Κάμερα Είσοδος', 'Камера Вход Север', 'Café Ñandú', 'Cửa hàng Đà Nẵng', 'Kamera Gdańsk Żółć', 'Cafe\u0301 Zu\u0308rich'];

async function site(names: { site: string; technician: string }, cameraLabels: readonly string[]): Promise<{ made: ReportWorkspace; model: ReportModel }> {
  const made = await makeReportWorkspace({ cameras: cameraLabels.length });
  folders.push(made.folder);
  const cameras = made.cameras.map((camera, index) => ({ ...camera, label: cameraLabels[index]! }));
  const model = await buildReportModel({ ...names, now: new Date(reportTimes.now), since: new Date('2026-11-01T00:00:00Z'), language: 'en', timeZone: 'UTC' }, cameras, {
    snapshots: made.snapshots,
    backupsFolder: made.backupsFolder,
    audit: made.audit,
    checkRun: made.checkRun,
    baseline: made.baseline,
    passwords: [],
  });
  return { made, model };
}

describe("the PDF's scripts", () => {
  it('shows Latin Extended, Greek, Cyrillic and combining marks as written, and every page footer after them', async () => {
    const { made, model } = await site({ site: 'Łódź Plant', technician: 'Jiří Šťastný' }, labels);
    const [pdf] = await writeWorkspaceReport(made.folder, model, ['pdf']);
    const text = await pdfText(pdf!.path);
    for (const name of ['Łódź Plant', 'Jiří Šťastný', ...labels]) expect(text, name).toContain(name);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, page] of pages.entries()) expect(page, `page ${index + 1}`).toContain(`Handover report · Łódź Plant · 11/27/2026, 08:00 · page ${index + 1} of ${pages.length}`);
  });

  it.each([
    ['a Hebrew site name', { site: 'מפעל חיפה', technician: 'Jiří' }, labels, /the site name: it holds 'מ' \(U\+05DE\), of a script written right to left/],
    ["an Arabic technician's name", { site: 'Łódź', technician: 'سامي' }, labels, /the technician's name: it holds 'س' \(U\+0633\), of a script written right to left/],
    ['a Japanese camera label', { site: 'Łódź', technician: 'Jiří' }, ['Kamera 1', '東京 入口'], /the label of camera 2 \(127\.0\.0\.3:8080\): it holds '東' \(U\+6771\), which the PDF's font \(Latin, Greek, Cyrillic\) lacks/],
  ])('refuses %s, naming the field and the HTML report, and writes no file', async (_, names, cameraLabels, problem) => {
    const { made, model } = await site(names, cameraLabels);
    const refused = writeWorkspaceReport(made.folder, model, ['html', 'pdf']);
    await expect(refused).rejects.toBeInstanceOf(PdfTextError);
    await expect(refused).rejects.toThrow(problem);
    await expect(refused).rejects.toThrow(/Make the report as HTML alone \(in the studio: untick PDF; on the command line: fleet report --html FILE\)/);
    expect(await readdir(join(made.folder, 'reports'))).toEqual([]);
  });

  it('names the field and the way out in German for a German reader', async () => {
    const { made, model } = await site({ site: 'Łódź', technician: 'Jiří' }, ['Kamera 1', '東京 入口']);
    const refusal = await writeWorkspaceReport(made.folder, model, ['html', 'pdf']).catch((error: unknown) => error);
    expect(errorWords(refusal, 'de')).toBe(
      "das PDF kann das Feld label von Kamera 2 (127.0.0.3:8080) nicht zeigen: es enthält '東' (U+6771), das der Schrift des PDF (Lateinisch, Griechisch, Kyrillisch) fehlt. Den Bericht nur als HTML erstellen (im Studio: PDF abwählen; auf der Kommandozeile: fleet report --html DATEI), das jede Schrift zeigt.",
    );
  });
});
