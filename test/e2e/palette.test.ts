// The command palette and the shortcuts, driven by the keyboard in Chromium: Ctrl+Shift+P and F1
// open the palette, a fuzzy query finds a command by its shown name, Enter runs it (switch view,
// toggle theme, change language, switch camera, Reload), Store + Update + Reboot asks first,
// studio shortcuts act outside text fields only, Ctrl+/ opens the shortcut sheet; axe finds no
// violation on the open palette and sheet in both themes; the palette speaks German.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import type { StudioServices } from '../../src/main/services/studioServices';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { createTestStudioServices, newSimulatedCamera } from '../support/simulatedCameras';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { launchChromium, pageWaitMs, watchForProblems } from './chromium';
import { screenshotPath } from './screenshots';

describe('command palette and shortcuts', () => {
  const password = 'palette-test-pw';
  let gate: SimulatedCamera;
  let services: StudioServices;
  let server: WebServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  const palette = () => page.getByRole('dialog', { name: /^(Command palette|Befehlspalette)$/ });
  const query = () => palette().getByRole('combobox');
  const options = () => palette().getByRole('listbox').getByRole('option');
  const activeOption = async () => {
    const id = await query().getAttribute('aria-activedescendant');
    return page.locator(`[id="${id}"]`);
  };
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  const selectedTab = () => page.getByRole('tablist', { name: 'Views' }).getByRole('tab', { selected: true }).textContent();

  /** Opens the palette with Ctrl+Shift+P, types `text` and runs the command the palette chose for it. */
  async function runFromPalette(text: string, expectedTitle: RegExp): Promise<void> {
    await page.keyboard.press('Control+Shift+P');
    await query().fill(text);
    await expect.poll(async () => (await activeOption()).textContent()).toMatch(expectedTitle);
    await page.keyboard.press('Enter');
    await palette().waitFor({ state: 'detached' });
  }

  async function expectNoAxeViolation(): Promise<void> {
    expect(describeFindings(await axeViolations(page))).toBe('');
  }

  beforeAll(async () => {
    gate = newSimulatedCamera({ password, cameraNumber: 2 });
    await gate.start(0);
    services = await createTestStudioServices({ demo: true, mode: 'web', cameras: [{ host: '127.0.0.1', port: gate.port, user: 'admin', password, label: 'Gate camera' }] });
    server = await startWebServer({ services, rendererDir: defaultRendererDir() });
    browser = await launchChromium();
    const context = await browser.newContext({ ...axeContextOptions, colorScheme: 'light', locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(pageWaitMs);
    watchForProblems(page, problems);
    await page.goto(server.url);
    await page.getByText('Web mode').waitFor();
    await page.getByRole('switch', { name: 'audio/MICRO' }).waitFor();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await services?.close();
    await gate?.stop();
  });

  it('opens with Ctrl+Shift+P and with F1 as a modal combobox and listbox, and Escape closes it, focus back where it was', async () => {
    await page.getByRole('tab', { name: 'Configuration' }).focus();
    await page.keyboard.press('Control+Shift+P');
    await expect.poll(() => query().evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await query().getAttribute('aria-expanded')).toBe('true');
    expect(await options().count()).toBeGreaterThan(30);
    // Each command with its shortcut beside it.
    await expect(options().filter({ hasText: 'Store + Update + Reboot' }).getByText('Ctrl+Alt+U').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');

    await page.keyboard.press('F1');
    await query().waitFor();
    await page.keyboard.press('ArrowDown');
    const second = await options().nth(1).getAttribute('id');
    expect(await query().getAttribute('aria-activedescendant')).toBe(second);
    expect(await options().nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('finds a command by a fuzzy query and runs it: switch view', async () => {
    await runFromPalette('msgcon', /^Go to: Message console/);
    expect(await selectedTab()).toBe('Message console');
  });

  it('shows a disabled command with its reason, and Enter on it runs nothing', async () => {
    await page.keyboard.press('Control+Shift+P');
    await query().fill('go to message console');
    const shown = await activeOption();
    await expect(shown.textContent()).resolves.toMatch(/Not available: this view is shown already/);
    expect(await shown.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await expect(palette().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('passes axe with the palette open, in the light and the dark theme, and toggles the theme', async () => {
    await page.keyboard.press('Control+Shift+P');
    await query().fill('st');
    await expectNoAxeViolation();
    await page.screenshot({ path: screenshotPath('command-palette.png') });
    await page.keyboard.press('Escape');
    expect(await theme()).toBe('light');
    await runFromPalette('toggle theme', /^Toggle theme/);
    expect(await theme()).toBe('dark');
    await page.keyboard.press('F1');
    await query().fill('cam');
    await expectNoAxeViolation();
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('switches the camera and reloads its configuration', async () => {
    const chosen = (label: string) => page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${label}`) }).getAttribute('aria-selected');
    await runFromPalette('eingang', /^Camera: Eingang Süd/);
    await expect.poll(() => chosen('Eingang Süd')).toBe('true');
    await runFromPalette('gate', /^Camera: Gate camera/);
    await expect.poll(() => chosen('Gate camera')).toBe('true');
    // A camera chosen in the palette is opened in its configuration.
    expect(await selectedTab()).toBe('Configuration');
    const micro = page.getByRole('switch', { name: 'audio/MICRO' });
    await page.getByRole('heading', { name: 'Configuration of Gate camera' }).waitFor();
    const before = await micro.isChecked();
    // Changed on the camera behind the studio's back: only a reload shows it.
    gate.runScript(`helo\nwrite params\naudio/MICRO=${before ? 0 : 1}\nstore\nquit\n`);
    await runFromPalette('reload', /^Reload the configuration/);
    await expect.poll(() => micro.isChecked()).toBe(!before);
  });

  it('asks before Store + Update + Reboot, as its button does', async () => {
    // With something pending: with nothing to do the command is disabled, as the button is.
    const micro = page.getByRole('switch', { name: 'audio/MICRO' });
    await micro.setChecked(!(await micro.isChecked()));
    await page.getByRole('group', { name: 'Operations' }).getByRole('button', { name: 'Store + Update + Reboot' }).and(page.locator(':enabled')).waitFor();
    await runFromPalette('sur', /^Store \+ Update \+ Reboot/);
    const question = page.getByRole('dialog', { name: 'Store, update and reboot Gate camera?' });
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Back');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(gate.isRebooting()).toBe(false);
  });

  it('runs studio shortcuts outside text fields only', async () => {
    await page.getByRole('tab', { name: 'Configuration' }).focus();
    await page.keyboard.press('Control+Alt+2');
    await expect.poll(selectedTab).toBe('Message console');
    const textField = page.locator('input[type="text"], input:not([type])').first();
    await textField.focus();
    await page.keyboard.press('Control+Alt+1');
    await page.keyboard.press('F1');
    await query().waitFor();
    expect(await selectedTab()).toBe('Message console');
    // Focus put somewhere else before the frame after the palette closed stays there: the palette
    // gives focus back to the text field only when nothing holds it.
    const focusedAfterClose = await page.evaluate(async () => {
      const open = document.querySelector('dialog.command-palette');
      if (!open) return 'no palette open';
      const gone = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (open.isConnected) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      open.dispatchEvent(new Event('cancel', { cancelable: true }));
      await gone;
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      return document.activeElement?.textContent;
    });
    expect(focusedAfterClose).toBe('Message console');
    await palette().waitFor({ state: 'detached' });
    // A dialog a shortcut opens gives focus back where it was when it closes.
    await page.getByRole('tab', { name: 'Message console' }).focus();
    await page.keyboard.press('Control+Alt+F');
    const discover = page.getByRole('dialog', { name: 'Discover cameras' });
    await discover.waitFor();
    await page.keyboard.press('Escape');
    await discover.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Message console');
  });

  it('opens the shortcut sheet with Ctrl+/ listing every shortcut, grouped; axe passes in both themes', async () => {
    await page.getByRole('tab', { name: 'Message console' }).focus();
    await page.keyboard.press('Control+/');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    await expect(sheet.getByRole('table', { name: 'Views' }).getByRole('row').count()).resolves.toBe(10);
    await expect(sheet.getByRole('row', { name: /Show all commands/ }).textContent()).resolves.toMatch(/Ctrl\+Shift\+P.*or.*F1/);
    await expect(sheet.getByRole('row', { name: /^Store \+ Update \+ Reboot/ }).textContent()).resolves.toMatch(/Ctrl\+Alt\+U/);
    await expectNoAxeViolation();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await runFromPalette('toggle theme', /^Toggle theme/);
    expect(await theme()).toBe('light');
    await page.keyboard.press('Control+/');
    await sheet.waitFor();
    await expectNoAxeViolation();
    await page.screenshot({ path: screenshotPath('shortcut-sheet.png') });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'detached' });
  });

  it('changes the language, and speaks German: names, fuzzy search on them, the sheet', async () => {
    await runFromPalette('deutsch', /^Change language: Deutsch/);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.keyboard.press('Control+Shift+P');
    expect(await query().getAttribute('placeholder')).toMatch(/^Befehl eingeben/);
    await expect(options().filter({ hasText: 'Speichern + Aktualisieren + Neustart' }).getByText('Strg+Alt+U').isVisible()).resolves.toBe(true);
    await query().fill('ubern');
    await expect.poll(async () => (await activeOption()).textContent()).toMatch(/^Übernehmen/);
    await query().fill('kam');
    await expectNoAxeViolation();
    await page.screenshot({ path: screenshotPath('command-palette-de.png') });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+/');
    await page.getByRole('dialog', { name: 'Tastenkürzel' }).getByRole('table', { name: 'Ansichten' }).waitFor();
    await page.keyboard.press('Escape');
    await runFromPalette('english', /^Sprache wechseln: English/);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(problems).toEqual([]);
  });
});
