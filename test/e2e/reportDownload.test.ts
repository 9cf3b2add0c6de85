// Web mode: the report files stay on the server, so the report dialog offers each one for
// download. In Chromium a technician saves a report (HTML and PDF, German) and downloads both
// (Playwright's download event): the bytes are those of the files written, under their names.
// The same URL without the page's session is refused. In the German studio the saved files and
// their download links are named in German.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBaselineSite, type BaselineSite } from './baselineSite';
import { englishOnlyWords, englishWordsIn } from './englishWords';

describe('downloading the handover report in web mode', () => {
  let site: BaselineSite;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    site = await openBaselineSite('report-download', problems, { labels: ['Tor Süd', 'Hof'], password: 'Download-e2e-Secret-4' });
    page = site.studio.page;
  }, 60_000);

  afterAll(async () => {
    await site?.close();
  });

  it('saves a report and downloads its HTML and PDF: the bytes written, under their file names', async () => {
    await page.getByRole('tab', { name: 'Baseline' }).click();
    await page.getByRole('table', { name: 'Baselines' }).getByRole('button', { name: 'Site A' }).click();
    const check = page.getByRole('region', { name: 'Check', exact: true });
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await check.getByRole('button', { name: 'Save report…' }).click();
    const report = page.getByRole('dialog', { name: 'Save the handover report' });
    await report.getByRole('textbox', { name: 'Site', exact: true }).fill('Werk Süd');
    await report.getByRole('textbox', { name: 'Technician' }).fill('Jörg Müller');
    await report.getByRole('combobox', { name: 'Report language' }).selectOption('de');
    await report.getByRole('button', { name: 'Save report' }).click();
    const files = report.getByRole('table', { name: 'Saved report files' });
    await files.getByText('Saved: 2 cameras').waitFor({ timeout: 30_000 });
    const paths = await files.locator('.baseline-path').allInnerTexts();
    expect(paths).toHaveLength(2);
    for (const path of paths) {
      const fileName = path.split('/').at(-1)!;
      const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('link', { name: `Download ${fileName}` }).click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const downloaded = await readFile(await download.path());
      expect(downloaded.equals(readFileSync(path)), fileName).toBe(true);
      expect(downloaded.subarray(0, 5).toString('latin1')).toBe(fileName.endsWith('.pdf') ? '%PDF-' : '<!DOC');
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses the download link to a request without the session (another browser, a script)', async () => {
    const href = await page.getByRole('dialog', { name: 'Save the handover report' }).getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/reports\/[A-Za-z0-9_-]{22}$/);
    const answer = await fetch(`${site.studio.server.origin}${href}`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-disposition')).toBeNull();
    const outside = await page.evaluate(async () => (await fetch('/reports/..%2F..%2Fcameras.json')).status);
    expect(outside).toBe(404);
  });

  it('names the saved files and their download links in German in the German studio', async () => {
    const problemsBefore = problems.length; // the refused requests above are logged by the page
    await page.getByRole('dialog', { name: 'Save the handover report' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('combobox', { name: 'Sprache' }).waitFor();
    await page.getByRole('region', { name: 'Prüfen', exact: true }).getByRole('button', { name: 'Bericht speichern…' }).click();
    const report = page.getByRole('dialog', { name: 'Übergabebericht speichern' });
    await report.getByRole('button', { name: 'Bericht speichern' }).click();
    const files = report.getByRole('table', { name: 'Gespeicherte Berichtsdateien' });
    await files.getByText('Gespeichert: 2 Kameras').waitFor({ timeout: 30_000 });
    const fileNames = (await files.locator('.baseline-path').allInnerTexts()).map((path) => path.split('/').at(-1)!);
    expect(fileNames).toHaveLength(2);
    for (const fileName of fileNames) {
      const link = files.getByRole('link', { name: `${fileName} herunterladen`, exact: true });
      await expect.poll(() => link.innerText()).toBe('Herunterladen');
    }
    const shown = (await report.innerText()).split('\n').filter((line) => !fileNames.some((name) => line.includes(name)));
    expect(englishWordsIn(shown.join('\n'), englishOnlyWords())).toEqual([]);
    expect(problems.slice(problemsBefore)).toEqual([]);
  }, 120_000);
});
