// Web mode when the studio goes away: the real server is closed under an open page, which
// must say so (role=alert) and keep retrying; a server started again on the same port (same
// token, so the session cookie still holds) brings the page back, with its lists reloaded.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioServices } from '../../src/main/services/studioServices';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { launchChromium, newStudioPage } from './chromium';
import { studioItself } from '../../src/main/services/studioServices';
import { closedTcpPort } from '../support/reservedPort';
import { screenshotPath } from './screenshots';
import { createTestStudioServices } from '../support/simulatedCameras';

const lostText = 'Connection to the studio lost — reconnecting…';

let services: StudioServices;
let server: WebServer | null = null;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  services = await createTestStudioServices({ demo: false, mode: 'web' });
  server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  browser = await launchChromium();
  page = await newStudioPage(browser);
  await page.goto(server.url);
  await page.getByText('Web mode').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await services?.close();
});

describe('the page when the connection to the studio drops', () => {
  it('shows no alert while connected', async () => {
    await page.getByRole('heading', { name: 'Cameras' }).waitFor();
    // The live region is there (empty), so a screen reader announces the text when it comes.
    await page.locator('[role="alert"].connection-banner-idle').waitFor({ state: 'attached' });
    expect(await page.getByText(lostText).count()).toBe(0);
  });

  it('says the connection is lost, in an alert, when the server goes away', async () => {
    await server!.close();
    await page.getByRole('alert').filter({ hasText: lostText }).waitFor();
    await page.screenshot({ path: screenshotPath('studio-connection-lost.png') });
  });

  it('comes back when the server is there again on the same port, and reloads the lists', async () => {
    const { port, token } = server!;
    // Added while the page was away: only a reload can show it.
    await services.handlers['cameras.add']({ host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: 'unused-here', label: 'Gate camera' }, studioItself);
    server = await startWebServer({ services, rendererDir: defaultRendererDir(), port, token });
    await page.getByRole('listbox', { name: 'Cameras' }).getByText('Gate camera').waitFor();
    await page.getByRole('alert').filter({ hasText: lostText }).waitFor({ state: 'detached' });
    await page.locator('[role="alert"].connection-banner-idle').waitFor({ state: 'attached' });
  });
});
