// The configuration editor in Chromium (web mode) against simulated cameras over real HTTP on
// 127.0.0.1: typed editors, an invalid value refused with nothing sent, pending edits kept
// over a reload, the one-click Store + Update + Reboot checked by an independent read, and
// the failures a technician meets: a camera ERROR:, a cut-off answer, a wrong password.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioServices } from '../../src/main/services/studioServices';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
import { screenshotPath } from './screenshots';
import { createTestStudioServices, newSimulatedCamera } from '../support/simulatedCameras';

const password = 'editor-test-pass';
let scratch = ''; // made in beforeAll
let main: SimulatedCamera;
let failingStore: SimulatedCamera;
let otherPassword: SimulatedCamera;
const requests = { main: 0 };
let services: StudioServices;
let server: WebServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'camconfig-editor-'));
  main = newSimulatedCamera({ password, rebootSeconds: 1, log: (line) => (line.includes('reboot') ? undefined : requests.main++) });
  // Its flash lives in a folder that does not exist: `store` answers ERROR: flash write failed.
  failingStore = newSimulatedCamera({ password, rebootSeconds: 1, cameraNumber: 2, statePath: join(scratch, 'missing-folder', 'flash.cfg') });
  otherPassword = newSimulatedCamera({ password: 'not-the-one-the-studio-has', cameraNumber: 3 });
  main.runScript('helo\nwrite params\naudio/MICRO=0\nstore\nquit\n');
  const ports = await Promise.all([main, failingStore, otherPassword].map(async (camera) => (await camera.start(0)).port));
  services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    rebootTiming: { pollIntervalMs: 200, timeoutMs: 30_000 },
    cameras: [
      { host: '127.0.0.1', port: ports[0], user: 'admin', password, label: 'Main camera' },
      { host: '127.0.0.1', port: ports[1], user: 'admin', password, label: 'Store fails camera' },
      { host: '127.0.0.1', port: ports[2], user: 'admin', password, label: 'Wrong password camera' },
    ],
  });
  server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  browser = await launchChromium();
  page = await newStudioPage(browser);
  watchForProblems(page, problems);
  await page.goto(server.url);
  await selectCamera('Main camera');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await services?.close();
  await Promise.all([main, failingStore, otherPassword].map((camera) => camera?.stop()));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const tree = () => page.getByRole('tree', { name: 'Parameters' });
const pending = () => page.getByRole('table', { name: 'Pending changes' });
const script = () => page.getByRole('group', { name: 'Command script', exact: true });

/** The text of the Monaco view showing the pending script, line by line in the order shown (the final empty line ends the last). */
async function scriptText(): Promise<string> {
  await script().locator('.view-line').first().waitFor();
  return script().evaluate((view) =>
    [...view.querySelectorAll<HTMLElement>('.view-line')]
      .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
      .map((line) => (line.textContent ?? '').replace(/\u00a0/g, ' '))
      .join('\n'),
  );
}
const button = (name: string) => page.getByRole('button', { name, exact: true });

async function selectCamera(label: string): Promise<void> {
  await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('heading', { name: `Configuration of ${label}` }).waitFor();
}

/** What the camera holds for section/NAME, read with a plain HTTP request of our own. */
async function readIndependently(camera: SimulatedCamera, section: string, name: string): Promise<string | undefined> {
  const answer = await fetch(`http://127.0.0.1:${camera.port}/admin/remoteconfig`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` },
    body: `helo\nview section ${section}\nquit\n`,
  });
  const text = Buffer.from(await answer.arrayBuffer()).toString('latin1');
  return new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1];
}

describe('the configuration editor', () => {
  it('with nothing pending, disables Apply, Store and Store + Update + Reboot and says why; Reboot stays, behind a question', async () => {
    await tree().getByRole('switch', { name: 'audio/MICRO' }).waitFor();
    for (const name of ['Apply', 'Store', 'Store + Update + Reboot']) await expect.poll(() => button(name).isDisabled()).toBe(true);
    await expect(button('Store').getAttribute('title')).resolves.toBe('Nothing to store: no pending edit and no applied change waits to be stored.');
    await expect(button('Store + Update + Reboot').getAttribute('class')).resolves.toContain('primary');
    const reason = await button('Apply').getAttribute('aria-describedby');
    await expect(page.locator(`[id="${reason}"]`).textContent()).resolves.toBe('Apply needs a pending edit: nothing is pending.');
    await button('Reboot').click();
    const dialog = page.getByRole('dialog', { name: 'Reboot Main camera?' });
    await dialog.getByText(/Nothing waits for a reboot/).waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(main.isRebooting()).toBe(false);
  });

  it('shows typed editors named by address: MICRO a switch, SPEAKER a number, SPEAKERLEVEL a slider with a number', async () => {
    await expect(tree().getByRole('switch', { name: 'audio/MICRO' }).isChecked()).resolves.toBe(false);
    await expect(tree().getByRole('textbox', { name: 'audio/SPEAKER', exact: true }).inputValue()).resolves.toBe('1');
    await expect(tree().getByRole('slider', { name: 'audio/SPEAKERLEVEL' }).inputValue()).resolves.toBe('50');
    await expect(tree().getByRole('textbox', { name: 'general/LANGUAGE' }).inputValue()).resolves.toBe('de');
  });

  it('filters by section, name or value and moves through the rows with the arrow keys', async () => {
    const search = page.getByRole('searchbox', { name: 'Search sections, names and values' });
    await search.fill('preamplifier');
    await page.getByText(/^1 of \d+ parameters match$/).waitFor();
    expect(await tree().getByRole('treeitem').count()).toBe(2);
    await search.fill('192.0.2.53');
    await tree().getByRole('textbox', { name: 'network/DNS' }).waitFor();
    await search.fill('');
    // The whole tree is back (the filter applies after typing settles) before keys move through it.
    await page.getByText(/parameters match$/).waitFor({ state: 'detached' });
    const timestamp = tree().getByRole('treeitem', { name: /^timestamp \d+ parameters$/ });
    await expect(timestamp.getAttribute('aria-level')).resolves.toBe('1');
    await timestamp.focus();
    const focused = () => page.evaluate(() => ({ role: document.activeElement?.getAttribute('role') ?? null, editor: document.activeElement?.querySelector('[data-edit-focus]')?.getAttribute('aria-label') ?? null, label: document.activeElement?.getAttribute('aria-label') ?? null }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toEqual({ role: 'treeitem', editor: 'timestamp/VERSION', label: null });
    // Enter moves into the row's editor, Escape back to the row, Left to the section.
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatchObject({ label: 'timestamp/VERSION' });
    await page.keyboard.press('Escape');
    await expect.poll(focused).toEqual({ role: 'treeitem', editor: 'timestamp/VERSION', label: null });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => timestamp.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => timestamp.getAttribute('aria-expanded')).toBe('false');
    expect(await tree().getByRole('textbox', { name: 'timestamp/VERSION' }).count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await tree().getByRole('textbox', { name: 'timestamp/VERSION' }).waitFor();
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe('1');
  });

  it('refuses invalid values inline and sends nothing', async () => {
    const before = requests.main;
    const speaker = tree().getByRole('textbox', { name: 'audio/SPEAKER', exact: true });
    for (const [value, error] of [
      ['abc', 'must be a whole number from 0 to 255'],
      ['300', '300 is out of range: from 0 to 255'],
    ]) {
      await speaker.fill(value!);
      await tree().getByText(error!).waitFor();
      await expect(speaker.getAttribute('aria-invalid')).resolves.toBe('true');
    }
    const location = tree().getByRole('textbox', { name: 'general/LANGUAGE' });
    await location.fill('d€');
    await tree().getByText(/'€' \(U\+20AC\).*Latin-1/).waitFor();
    await location.fill('de\nfr');
    await tree().getByText(/contains a line break/).waitFor();
    await page.screenshot({ path: screenshotPath('config-editor-invalid.png') });
    for (const name of ['Apply', 'Store', 'Store + Update + Reboot']) await expect(button(name).isDisabled()).resolves.toBe(true);
    await page.getByText('No script while a value is invalid.').waitFor();
    await page.getByRole('alert').getByText(/Nothing can be sent while a value is invalid/).waitFor();
    // A later marker: the Reload's one read reaches the camera after anything the edits could have sent.
    const reload = button('Reload the configuration of Main camera');
    await reload.click();
    await expect.poll(() => requests.main).toBeGreaterThan(before);
    await expect.poll(() => reload.isEnabled()).toBe(true);
    expect(requests.main).toBe(before + 1);
    await page.getByRole('button', { name: 'Revert audio/SPEAKER' }).click();
    await page.getByRole('button', { name: 'Revert general/LANGUAGE' }).click();
    await page.getByText('No pending changes.', { exact: false }).waitFor();
  });

  it('keeps pending edits over a page reload', async () => {
    await tree().getByRole('textbox', { name: 'audio/SPEAKERLEVEL' }).fill('70');
    await page.getByText('Pending edits kept by the studio').waitFor();
    await expect(pending().getByRole('row', { name: /audio\/SPEAKERLEVEL/ }).textContent()).resolves.toContain('5070');
    await page.reload();
    await selectCamera('Main camera');
    await pending().getByRole('row', { name: /audio\/SPEAKERLEVEL/ }).waitFor();
    await expect(tree().getByRole('textbox', { name: 'audio/SPEAKERLEVEL' }).inputValue()).resolves.toBe('70');
    await page.getByRole('button', { name: 'Discard all pending changes' }).click();
    await expect(tree().getByRole('textbox', { name: 'audio/SPEAKERLEVEL' }).inputValue()).resolves.toBe('50');
  });

  it('switches MICRO on, shows the script, stores, updates and reboots after confirmation, and the camera holds MICRO=1', async () => {
    await tree().getByRole('switch', { name: 'audio/MICRO' }).check();
    await tree().getByText('edited, was 0').waitFor();
    await expect(scriptText()).resolves.toBe('helo\nwrite params\naudio/MICRO=1\nview section audio\nstore\nupdate\nreboot\nquit\n');
    await page.screenshot({ path: screenshotPath('config-editor-tree.png') });
    await page.getByRole('region', { name: 'Pending changes' }).screenshot({ path: screenshotPath('config-editor-pending-script.png') });

    await button('Store + Update + Reboot').click();
    const dialog = page.getByRole('dialog', { name: /Store, update and reboot Main camera/ });
    await dialog.getByRole('button', { name: 'Store, update and reboot' }).click();
    const progress = page.getByRole('region', { name: 'Progress of Store + Update + Reboot' });
    await progress.getByText(/waiting for the camera, \d+ s/).waitFor({ timeout: 20_000 });
    await progress.screenshot({ path: screenshotPath('config-editor-reboot-progress.png') });
    await progress.getByRole('status').getByText('Done', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await progress.getByText('done', { exact: true }).count()).toBe(5);

    expect(await readIndependently(main, 'audio', 'MICRO')).toBe('1');
    expect(main.flash.sections.find((section) => section.name === 'audio')?.params.find((param) => param.name === 'MICRO')?.value).toBe('1');
    await page.getByText('No pending changes.', { exact: false }).waitFor();
    await expect.poll(() => tree().getByRole('switch', { name: 'audio/MICRO' }).isChecked()).toBe(true);
    await progress.getByRole('button', { name: 'Close' }).click();
  });

  it('names the sections waiting for a reboot after Apply, and asks before a reboot would lose unstored changes', async () => {
    await tree().getByRole('textbox', { name: 'network/HOSTNAME' }).fill('cam-test');
    await button('Apply').click();
    const progress = page.getByRole('region', { name: 'Progress of Apply' });
    await progress.getByRole('status').getByText('Done', { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Waiting for a reboot to take effect: section network' }).waitFor();
    await progress.getByRole('button', { name: 'Close' }).click();

    await button('Reboot').click();
    const dialog = page.getByRole('dialog', { name: 'Reboot Main camera without storing?' });
    await dialog.getByText('network/HOSTNAME=cam-test').waitFor();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(main.isRebooting()).toBe(false);
    await button('Reboot').click();
    await dialog.getByRole('button', { name: 'Reboot anyway' }).click();
    const reboot = page.getByRole('region', { name: 'Progress of Reboot' });
    await reboot.getByRole('status').getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => tree().getByRole('textbox', { name: 'network/HOSTNAME' }).inputValue()).not.toBe('cam-test');
    expect(await readIndependently(main, 'network', 'HOSTNAME')).not.toBe('cam-test');
    expect(await page.getByText(/Waiting for a reboot to take effect/).count()).toBe(0);
    await reboot.getByRole('button', { name: 'Close' }).click();
  });

  it('shows the current profile and activates another by name', async () => {
    await page.getByText('Profile: none active').waitFor();
    await page.getByRole('textbox', { name: 'Profile to activate' }).fill('night');
    await page.getByRole('button', { name: 'Activate profile' }).click();
    await page.getByText('Profile: night').waitFor();
    await expect.poll(() => tree().getByRole('textbox', { name: 'audio/SPEAKERLEVEL' }).inputValue()).toBe('20');
  });

  it('reports a cut-off answer as not known to be applied', async () => {
    main.setFaults({ cutOffAfterLines: 3 });
    try {
      await tree().getByRole('textbox', { name: 'audio/SPEAKER', exact: true }).fill('2');
      await button('Apply').click();
      const progress = page.getByRole('region', { name: 'Progress of Apply' });
      const failure = progress.getByRole('alert');
      await failure.getByText('Failed while writing').waitFor();
      await failure.getByText(/^the answer of camera 127\.0\.0\.1:\d+ was cut off before OK/).waitFor();
      const outcome = failure.getByRole('table', { name: 'What is known about each change' });
      await outcome.getByText('Not known to be applied').waitFor();
      expect(await outcome.getByText('Applied', { exact: true }).count()).toBe(0);
      await progress.getByRole('button', { name: 'Close' }).click();
    } finally {
      main.setFaults({ cutOffAfterLines: null });
    }
    await page.getByRole('button', { name: 'Revert audio/SPEAKER' }).click();
  });

  it("shows the camera's ERROR: text, the failed step and what was applied", async () => {
    await selectCamera('Store fails camera');
    await tree().getByRole('textbox', { name: 'audio/SPEAKER', exact: true }).fill('0');
    await button('Store').click();
    const failure = page.getByRole('region', { name: 'Progress of Store' }).getByRole('alert');
    await failure.getByText('Failed while storing').waitFor();
    await failure.getByText(/^store: ERROR: flash write failed/).waitFor();
    const outcome = failure.getByRole('table', { name: 'What is known about each change' });
    await outcome.getByRole('row', { name: /audio\/SPEAKER.*Applied: the camera now reports 0/ }).waitFor();
    await page.screenshot({ path: screenshotPath('config-editor-camera-error.png') });
  });

  it('says so when the camera refuses the password', async () => {
    await selectCamera('Wrong password camera');
    await page.getByRole('alert').getByText(/refused the credentials of user 'admin' \(HTTP 401\): check the user name and password/).waitFor();
  });

  it('had no console errors or page errors', () => {
    expect(problems).toEqual([]);
  });
});
