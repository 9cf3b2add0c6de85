// Debian's Chromium driven by playwright-core (Playwright cannot download its own browser here).
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Records console errors and warnings, page errors and (optionally) failed requests of a page. */
export function watchForProblems(page: Page, problems: string[], options: { requests?: boolean } = {}): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  if (options.requests) page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
}

/**
 * How long a Playwright wait of an e2e page waits for its state by default: enough for a loaded
 * 2-core machine. A wait ends as soon as its state is reached; only a wait for something slow
 * by nature (a camera's reboot) asks for more.
 */
export const pageWaitMs = 15_000;

/** A page in a new context the size of a laptop screen, light theme, with a default timeout; `context` adds to it (axe's bypassCSP, a locale). */
export async function newStudioPage(browser: Browser, timeoutMs = pageWaitMs, context: BrowserContextOptions = {}): Promise<Page> {
  const made = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', ...context });
  const page = await made.newPage();
  page.setDefaultTimeout(timeoutMs);
  return page;
}
