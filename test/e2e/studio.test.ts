// The studio in real Chromium, served by `camconfig serve` (web mode) with the demo: what a
// technician sees and does first. Screenshots go to test-results/screenshots/ for review.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, pageWaitMs, watchForProblems } from './chromium';
import { startStudio, type RunningStudio } from './studioProcess';
import { testUdpPort } from '../support/testPorts';
import { screenshotPath } from './screenshots';
import { camconfigArgs } from '../support/simulatedCameras';

let studio: RunningStudio;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

function watch(target: Page): void {
  watchForProblems(target, problems, { requests: true });
}

beforeAll(async () => {
  studio = await startStudio(camconfigArgs('serve', ['--port', '0']));
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  page = await context.newPage();
  page.setDefaultTimeout(pageWaitMs);
  watch(page);
  await page.goto(studio.url);
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const sidebar = () => page.getByRole('navigation', { name: 'Cameras and message bus' });
const cameraList = () => sidebar().getByRole('listbox', { name: 'Cameras' });
const busList = () => sidebar().getByRole('listbox', { name: 'Message bus' });
const theme = () => page.evaluate(() => document.documentElement.dataset.theme);

/** Controls without an accessible name (aria-label, aria-labelledby, a <label>, or their text). */
function unnamedControls(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, [role="option"], [role="tab"], [role="listbox"], input, select, textarea, [tabindex="0"]')]
      .filter((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ') : '';
        const name = element.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? (labels || element.textContent);
        return !name || name.trim() === '';
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

describe('CamConfig Studio in Chromium (web mode, demo)', () => {
  it('loads with its landmarks: navigation, main and status', async () => {
    await expect(page.title()).resolves.toBe('CamConfig Studio');
    await page.getByRole('main').waitFor();
    await page.getByRole('status').waitFor();
    await page.getByText('Web mode').waitFor();
    expect(await sidebar().count()).toBe(1);
  });

  it('lists the simulated camera, online and labelled Simulated', async () => {
    const camera = cameraList().getByRole('option').first();
    await camera.getByText('online').waitFor();
    await expect(camera.getByText('Simulated', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(camera.getAttribute('aria-selected')).resolves.toBe('true');
  });

  it('lists the message bus: the active distributor and the simulated peer, labelled Simulated', async () => {
    const distributor = busList().getByRole('option', { name: /^Distributor/ });
    await distributor.getByText('active', { exact: true }).waitFor();
    const peer = busList().getByRole('option', { name: /^bus-1/ }).first();
    await peer.waitFor();
    await expect(peer.getByText('Simulated', { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('shows the audio section of the simulated camera in the configuration editor', async () => {
    const tree = page.getByRole('tree', { name: 'Parameters' });
    await tree.getByRole('switch', { name: 'audio/MICRO' }).waitFor();
    for (const name of ['audio/SPEAKER', 'audio/PREAMPLIFIER', 'audio/SPEAKERLEVEL']) await tree.getByRole('textbox', { name, exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('studio.png') });
  });

  it('shows bus messages of the simulated peer arriving live in the message console', async () => {
    await page.getByRole('tab', { name: 'Message console' }).click();
    const rows = page.getByRole('table', { name: 'Bus messages' }).locator('.console-row');
    await rows.first().waitFor();
    const path = await rows.first().getByRole('cell').nth(2).textContent();
    expect(path).toMatch(/^messages\.global\./);
    const received = async () => Number(/^(\d+) received/.exec((await page.locator('.console-counts').textContent()) ?? '')?.[1]);
    const firstCount = await received();
    await expect.poll(received, { timeout: 15_000 }).toBeGreaterThan(firstCount);
    await expect(page.locator('.console-counts').textContent()).resolves.toMatch(/\d+ received · 0 dropped/);
    await page.screenshot({ path: screenshotPath('studio-console.png') });
  });

  it('shows the summary counters on the statistics dashboard', async () => {
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const counters = page.getByLabel('Summary counters');
    await counters.waitFor();
    await expect(counters.getByText('msg_rx', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(counters.getByText('pkt_tx', { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('toggles to the dark theme, remembers it over a reload, and back', async () => {
    expect(await theme()).toBe('light');
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    expect(await theme()).toBe('dark');
    await page.reload();
    await page.getByRole('switch', { name: 'audio/MICRO' }).waitFor();
    expect(await theme()).toBe('dark');
    await page.screenshot({ path: screenshotPath('studio-dark.png') });
    await page.getByRole('button', { name: 'Light', exact: true }).click();
    expect(await theme()).toBe('light');
  });

  it('follows prefers-color-scheme when no theme was chosen', async () => {
    const darkContext = await browser.newContext({ colorScheme: 'dark' });
    const darkPage = await darkContext.newPage();
    watch(darkPage);
    await darkPage.goto(studio.url);
    await darkPage.getByRole('main').waitFor();
    expect(await darkPage.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await darkContext.close();
  });

  it('is usable from the keyboard: tab order, arrow keys in the lists and tabs, visible focus', async () => {
    await page.reload();
    await page.getByRole('switch', { name: 'audio/MICRO' }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

    await page.keyboard.press('Tab');
    // The top bar's site first (the site picker), then the language and the theme.
    expect(await focused()).toMatch(/^(Workspace|No workspace)$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).labels?.[0]?.textContent)).toMatch(/^Language/);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Dark');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^Eingang Süd.*online.*Simulated/);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');

    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Test connection');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Add camera…');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Import camera list…');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Discover cameras…');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Keep passwords encrypted…');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^Distributor.*active/);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/^bus-1.*running.*Simulated/);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toMatch(/^Distributor/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Message console' }).getAttribute('aria-selected')).resolves.toBe('true');

    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Set up distributor…');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Message console');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Statistics');
    await expect(page.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Configuration');
    await page.getByRole('switch', { name: 'audio/MICRO' }).waitFor();
  });

  it('gives every control an accessible name', async () => {
    expect(await unnamedControls()).toEqual([]);
  });

  it('adds a camera by address and credentials from the sidebar form; it comes online and its configuration shows', async () => {
    const detail = await cameraList().getByRole('option').first().locator('.item-detail').textContent();
    const port = /127\.0\.0\.1:(\d+)/.exec(detail ?? '')?.[1];
    expect(port).toMatch(/^\d+$/);

    await sidebar().getByRole('button', { name: 'Add camera…' }).click();
    const form = sidebar().getByRole('form', { name: 'Add camera' });
    expect(await unnamedControls()).toEqual([]);
    await form.getByLabel('Address').fill('http://127.0.0.1/');
    await form.getByLabel('Password').fill('meinsm');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('alert').getByText(/Could not add the camera: .*host/).waitFor();

    await form.getByLabel('Address').fill('127.0.0.1');
    await form.getByLabel('Port').fill(port!);
    await form.getByLabel('Name in the list').fill('Door camera');
    await page.screenshot({ path: screenshotPath('studio-add-camera.png') });
    await form.getByRole('button', { name: 'Add' }).click();
    await form.waitFor({ state: 'detached' });

    const added = cameraList().getByRole('option', { name: /^Door camera/ });
    await added.getByText('online').waitFor();
    await expect(added.getAttribute('aria-selected')).resolves.toBe('true');
    expect(await added.getByText('Simulated', { exact: true }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Configuration of Door camera' }).waitFor();
    await page.getByRole('switch', { name: 'audio/MICRO' }).waitFor();
    expect(await page.content()).not.toContain('meinsm');
  });

  it('sets up the distributor on an interface from the sidebar form, and says why when it cannot', async () => {
    const busPort = String(await testUdpPort()); // not the default port: another studio on this machine may use it
    await sidebar().getByRole('button', { name: 'Set up distributor…' }).click();
    const form = sidebar().getByRole('form', { name: 'Set up distributor' });
    expect(await unnamedControls()).toEqual([]);
    await form.getByLabel('Interface').fill('nosuch0');
    await form.getByRole('button', { name: 'Start distributor' }).click();
    await form.getByRole('alert').getByText(/Could not set up the distributor: .*nosuch0/).waitFor();
    await page.getByRole('status').getByText('inactive', { exact: true }).waitFor();

    await form.getByLabel('Interface').fill('lo');
    await form.getByLabel('UDP port').fill(busPort);
    await form.getByLabel('Passphrase').fill('bench-door-42');
    await form.getByRole('button', { name: 'Start distributor' }).click();
    await form.waitFor({ state: 'detached' });
    const distributor = busList().getByRole('option', { name: /^Distributor/ });
    await distributor.getByText('active', { exact: true }).waitFor();
    await distributor.getByText(`lo 127.0.0.1 → 127.255.255.255:${busPort}, encrypted`, { exact: true }).waitFor();
    await page.getByRole('status').getByText('active', { exact: true }).waitFor();
    expect(await page.content()).not.toContain('bench-door-42');

    // Started again with the passphrase left empty: the current one is kept, encryption stays on.
    await sidebar().getByRole('button', { name: 'Set up distributor…' }).click();
    await form.getByLabel('Interface').fill('lo');
    await form.getByLabel('UDP port').fill(busPort);
    await form.getByRole('button', { name: 'Start distributor' }).click();
    await form.waitFor({ state: 'detached' });
    await distributor.getByText(`lo 127.0.0.1 → 127.255.255.255:${busPort}, encrypted`, { exact: true }).waitFor();

    await sidebar().getByRole('button', { name: 'Set up distributor…' }).click();
    await form.getByRole('button', { name: 'All distributor settings…' }).click();
    await page.getByRole('tab', { name: 'Distributor settings', selected: true }).waitFor();
  });

  it('wrote no console error or warning and failed no request', () => {
    expect(problems).toEqual([]);
  });
});
