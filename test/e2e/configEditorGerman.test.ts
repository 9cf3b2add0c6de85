// The configuration editor in German (Chromium, web mode, a simulated camera over real HTTP on
// 127.0.0.1): switched in the top bar, the tree, a pending change, the operation buttons with
// the reasons of the disabled ones, and axe finds nothing in German either.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioServices } from '../../src/main/services/studioServices';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { createTestStudioServices, newSimulatedCamera } from '../support/simulatedCameras';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { launchChromium, pageWaitMs, watchForProblems } from './chromium';
import { screenshotPath } from './screenshots';

const password = 'german-editor-pass';
const longHostname = 'kamera-eingang-nord-parkhaus-ebene-zwei-zufahrt';
let camera: SimulatedCamera;
let services: StudioServices;
let server: WebServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  camera = newSimulatedCamera({ password });
  const { port } = await camera.start(0);
  services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    cameras: [{ host: '127.0.0.1', port, user: 'admin', password, label: 'Kamera Parkhaus Einfahrt Nord' }],
  });
  server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  browser = await launchChromium();
  const context = await browser.newContext({ ...axeContextOptions, locale: 'en-US' });
  page = await context.newPage();
  page.setDefaultTimeout(pageWaitMs);
  watchForProblems(page, problems);
  await page.goto(server.url);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await services?.close();
  await camera?.stop();
});

describe('the configuration editor in German', () => {
  it('shows the tree, a pending change and the operations in German, with the full texts in tooltips', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('listbox', { name: /^(Cameras|Kameras)$/ }).getByRole('option', { name: /^Kamera Parkhaus/ }).click();
    await page.getByRole('heading', { name: 'Konfiguration von Kamera Parkhaus Einfahrt Nord' }).waitFor();
    const tree = page.getByRole('tree', { name: 'Parameter' });
    await tree.getByRole('treeitem', { name: /^audio \d+ Parameter$/ }).waitFor();
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await expect.poll(() => button('Im Flash speichern').getAttribute('title')).toBe('Nichts zu speichern: keine ausstehende Änderung und keine übernommene, noch nicht gespeicherte Änderung.');

    await tree.getByRole('textbox', { name: 'audio/SPEAKER', exact: true }).fill('2');
    await tree.getByRole('textbox', { name: 'network/HOSTNAME' }).fill(longHostname);
    await page.getByRole('heading', { name: 'Ausstehende Änderungen (2)' }).waitFor();
    await page.getByText('Vom Studio gesichert').waitFor();
    const pending = page.getByRole('table', { name: 'Ausstehende Änderungen' });
    await expect(pending.locator('.clipped', { hasText: longHostname }).getAttribute('title')).resolves.toBe(longHostname);
    await expect(button('Speichern + Aktualisieren + Neustart').isEnabled()).resolves.toBe(true);
    await expect(button('Übernehmen').isEnabled()).resolves.toBe(true);
    await tree.getByText(/^geändert, vorher /).first().waitFor();
    await page.screenshot({ path: screenshotPath('config-editor-de.png') });

    const findings = await axeViolations(page);
    expect(describeFindings(findings)).toBe('');

    await page.getByRole('button', { name: 'Alle ausstehenden Änderungen verwerfen' }).click();
    await page.getByRole('heading', { name: 'Ausstehende Änderungen (0)' }).waitFor();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('heading', { name: 'Configuration of Kamera Parkhaus Einfahrt Nord' }).waitFor();
    expect(problems).toEqual([]);
  }, 90_000);
});
