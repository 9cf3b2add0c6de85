// The studio's services served in web mode and opened in a new Chromium page, as an e2e test
// starts it: the page waits until the studio has answered ("Web mode" in the header).
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { StudioServices } from '../../src/main/services/studioServices';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { axeContextOptions } from './axe';
import { launchChromium, newStudioPage, pageWaitMs, watchForProblems } from './chromium';

export interface WebStudio {
  server: WebServer;
  browser: Browser;
  page: Page;
  /** Closes the browser and the web server (not the services). */
  close(): Promise<void>;
}

/** Serves `services`, opens them in Chromium; console errors and page errors go to `problems`. */
export async function openWebStudio(services: StudioServices, problems: string[], timeoutMs = pageWaitMs, context: BrowserContextOptions = {}): Promise<WebStudio> {
  const server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  const browser = await launchChromium();
  const page = await newStudioPage(browser, timeoutMs, context);
  watchForProblems(page, problems);
  await page.goto(server.url);
  await page.getByText('Web mode').waitFor();
  return {
    server,
    browser,
    page,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * A second page on the same studio, in a context axe can run in (axeContextOptions: its scripts
 * are injected past the page's CSP), opened and answered as the first.
 */
export async function openAxePage(studio: WebStudio, problems: string[], viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await studio.browser.newContext({ ...axeContextOptions, ...(viewport ? { viewport } : {}) })).newPage();
  page.setDefaultTimeout(pageWaitMs);
  watchForProblems(page, problems);
  await page.goto(studio.server.url);
  await page.getByText('Web mode').waitFor();
  return page;
}
