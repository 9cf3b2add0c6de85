// The studio speaks German: it follows the browser's languages (de-DE opens in German), the
// technician switches it in the top bar (tabs, status bar and <html lang> follow at once), and
// the choice is kept over a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioServices } from '../../src/main/services/studioServices';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { createTestStudioServices } from '../support/simulatedCameras';
import { launchChromium, pageWaitMs, watchForProblems } from './chromium';
import { screenshotPath } from './screenshots';

describe('the studio in German', () => {
  let services: StudioServices;
  let server: WebServer;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    services = await createTestStudioServices({ demo: true, mode: 'web' });
    server = await startWebServer({ services, rendererDir: defaultRendererDir() });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await services?.close();
  });

  async function openPage(locale: string): Promise<Page> {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(pageWaitMs);
    watchForProblems(page, problems);
    await page.goto(server.url);
    return page;
  }

  it('opens in German where the browser prefers German', async () => {
    const page = await openPage('de-DE');
    await page.getByText('Web-Modus').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect(page.getByRole('tablist', { name: 'Ansichten' }).getByRole('tab').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Konfiguration', 'Nachrichtenkonsole', 'Statistik', 'Standort']),
    );
    await page.getByRole('status', { name: 'Status' }).getByText(/Verteiler: aktiv/).waitFor();
    await page.screenshot({ path: screenshotPath('studio-german.png') });
    await page.context().close();
  });

  it('switches from English to German in the top bar, and keeps the choice over a reload', async () => {
    const page = await openPage('en-US');
    await page.getByText('Web mode').waitFor();
    await page.getByRole('tab', { name: 'Site' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('tab', { name: 'Standort' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('combobox', { name: 'Sprache' }).waitFor();
    await page.reload();
    await page.getByText('Web-Modus').waitFor();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('tab', { name: 'Site' }).waitFor();
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
