// The distributor settings view in real Chromium (web mode, demo: the distributor on `lo`):
// options changed in the form are applied live and the state shows them; the JSON text in
// Monaco is validated against the schema derived from zod (an unknown option is marked and
// Apply refused) and completes option names; a bad interface leaves the distributor inactive
// with the reason shown, never as success. A passphrase set in the view never comes back:
// not in the page, not in the DOM, not in any message the studio sends the page.
// Screenshot: distributor-settings.png (docs/distributor-settings.md, by npm run screenshots).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
import { paletteOf } from './paletteKeys';
import { startStudio, type RunningStudio } from './studioProcess';
import { screenshotPath } from './screenshots';
import { camconfigArgs } from '../support/simulatedCameras';

const secret = 'e2e-bus-secret-93f1c7';
let studio: RunningStudio;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const framesFromStudio: string[] = [];
const framesToStudio: string[] = [];

beforeAll(async () => {
  studio = await startStudio(camconfigArgs('serve', ['--port', '0']));
  browser = await launchChromium();
  page = await newStudioPage(browser);
  watchForProblems(page, problems, { requests: true });
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => framesFromStudio.push(String(frame.payload)));
    socket.on('framesent', (frame) => framesToStudio.push(String(frame.payload)));
  });
  await page.goto(studio.url);
  await page.getByRole('tab', { name: 'Distributor settings' }).click();
  await settingsPanel().getByRole('group', { name: 'Settings form' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

function settingsPanel(): Locator {
  return page.getByRole('tabpanel');
}

function field(name: string): Locator {
  return settingsPanel().getByLabel(name, { exact: false });
}

function jsonEditor(): Locator {
  return settingsPanel().getByRole('group', { name: 'Settings as JSON (user_config.json)' });
}

/** The text Monaco shows (its spaces are non-breaking). */
async function jsonText(): Promise<string> {
  return (await jsonEditor().locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
}

async function fill(name: string, value: string): Promise<void> {
  await field(name).fill(value);
}

async function apply(): Promise<void> {
  await settingsPanel().getByRole('button', { name: 'Apply', exact: true }).click();
}

/** Replaces the whole JSON text as typed; what Monaco closes by itself after the cursor goes. */
async function replaceJsonText(text: string): Promise<void> {
  await jsonEditor().locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await page.keyboard.press('Shift+Control+End');
  await page.keyboard.press('Delete');
}

function fact(name: string): Locator {
  return settingsPanel().getByRole('region', { name: 'Distributor now' }).locator('.settings-fact', { has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');
}

describe('distributor settings view', () => {
  it('shows the system configuration read-only and what the demo applied', async () => {
    const system = settingsPanel().getByRole('region', { name: 'System configuration' });
    await expect.poll(() => system.innerText()).toContain('broadcast.interfaces');
    expect(await system.innerText()).toContain('lo');
    expect(await system.locator('input, textarea').count()).toBe(0);
    // The form is filled from the settings, read apart from the system configuration.
    await expect.poll(() => field('Packages per second').inputValue()).toBe('20');
    await expect.poll(() => settingsPanel().getByRole('radio', { name: 'Keep the current passphrase' }).isChecked()).toBe(true);
    await expect.poll(jsonText).toContain('"poll_freq": 20');
  });

  it('applies poll_freq, resend and a new passphrase from the form; the state shows them, the passphrase shows nowhere', async () => {
    await fill('Packages per second', '25');
    await fill('Sending attempts', '4');
    await expect.poll(jsonText).toContain('"poll_freq": 25');
    await expect.poll(jsonText).toContain('"resend": 4'); // the form writes each field into the text on its own
    await settingsPanel().getByRole('radio', { name: 'Set a new passphrase' }).check();
    await settingsPanel().getByRole('textbox', { name: 'New passphrase' }).fill(secret);
    await apply();
    await settingsPanel().getByRole('status').filter({ hasText: 'Applied at' }).waitFor();
    await expect.poll(() => fact('poll_freq').innerText()).toBe('25');
    expect(await fact('resend').innerText()).toBe('4');
    expect(await fact('Encryption').innerText()).toContain('on');
    await expect.poll(() => page.getByRole('status', { name: 'Status' }).innerText()).toMatch(/Distributor: active/);
    await expect.poll(() => field('Packages per second').inputValue()).toBe('25'); // the form shows what was applied
    expect(await settingsPanel().getByRole('radio', { name: 'Keep the current passphrase' }).isChecked()).toBe(true);
    await settingsPanel().getByRole('heading', { name: 'Distributor settings' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('distributor-settings.png') });

    expect(await page.content()).not.toContain(secret);
    expect(await page.evaluate(() => document.documentElement.outerHTML + document.body.innerText)).not.toContain(secret);
    expect(await page.evaluate(() => [...document.querySelectorAll('input')].map((input) => input.value).join('\n'))).not.toContain(secret);
    expect(framesToStudio.filter((frame) => frame.includes(secret))).toHaveLength(1); // the init call itself
    expect(framesFromStudio.some((frame) => frame.includes('distributor.settings'))).toBe(true);
    expect(framesFromStudio.filter((frame) => frame.includes(secret))).toEqual([]);
    expect(studio.output()).not.toContain(secret); // nothing logged either
  });

  it('keeps the passphrase when another option changes, without it being typed or sent again', async () => {
    await fill('Packages per second', '30');
    await apply();
    await expect.poll(() => fact('poll_freq').innerText()).toBe('30');
    expect(await fact('Encryption').innerText()).toContain('on');
    expect(framesToStudio.filter((frame) => frame.includes(secret))).toHaveLength(1);
  });

  it('marks an unknown option in the JSON text, names it, and refuses to apply', async () => {
    await replaceJsonText('{"broadcast": {"poll_freq": 12, "colour": "blue"}}');
    await jsonEditor().locator('.squiggly-error').first().waitFor();
    const listed = settingsPanel().getByRole('list', { name: 'Problems of the settings' });
    await expect.poll(() => listed.innerText()).toContain('broadcast.colour: unknown option');
    await expect.poll(() => field('Packages per second').inputValue()).toBe('12'); // the form follows the text
    expect(await settingsPanel().getByRole('button', { name: 'Apply', exact: true }).isDisabled()).toBe(true);
    expect(await fact('poll_freq').innerText()).toBe('30');
  });

  it('offers Apply in the palette as the button: refused with its reason while a problem is left, else applied, focus on the outcome', async () => {
    // Not from inside Monaco, whose own F1 / Ctrl+Shift+P would answer.
    await settingsPanel().getByRole('button', { name: 'Discard edits' }).focus();
    await expect(paletteOf(page).line('apply distributor settings', /^Apply the distributor settings/)).resolves.toEqual({ line: expect.stringMatching(/Not available: Apply is refused until the problem is fixed\./), disabled: true });

    await settingsPanel().getByRole('button', { name: 'Discard edits' }).click();
    await expect.poll(jsonText).toContain('"poll_freq": 30');
    await fill('Sending attempts', '5');
    await settingsPanel().getByRole('button', { name: 'Discard edits' }).focus();
    await paletteOf(page).run('apply distributor settings', /^Apply the distributor settings$/);
    await expect.poll(() => fact('resend').innerText()).toBe('5');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Applied at .*: the distributor is active\.$/);
  });

  it('completes option names in the JSON text from the schema', async () => {
    await replaceJsonText('{"broadcast": {}}');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Control+Space');
    await page.locator('.suggest-widget .monaco-list-row', { hasText: 'max_time_offset' }).first().waitFor();
    await page.keyboard.press('Escape');
    await settingsPanel().getByRole('button', { name: 'Discard edits' }).click();
    await expect.poll(jsonText).toContain('"poll_freq": 30');
  });

  it('shows a bad interface as inactive with the reason, never as success', async () => {
    await fill('Interface', 'nosuch0');
    await apply();
    const alert = settingsPanel().getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('Applied, but the distributor is inactive');
    expect(await alert.innerText()).toContain('nosuch0');
    expect(await settingsPanel().getByText(/^Applied at/).count()).toBe(0);
    await expect.poll(() => page.getByRole('status', { name: 'Status' }).innerText()).toMatch(/Distributor: inactive.*nosuch0/s);
    await expect.poll(() => settingsPanel().getByRole('region', { name: 'Distributor now' }).innerText()).toContain('nosuch0');
  });

  it('speaks German: the form, the passphrase choice, the problems and Apply', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    try {
      await page.getByRole('heading', { name: 'Verteiler-Einstellungen' }).waitFor();
      await settingsPanel().getByRole('group', { name: 'Einstellungsformular' }).getByLabel('UDP-Port (broadcast.port)').waitFor();
      await settingsPanel().getByRole('radio', { name: 'Neue Passphrase setzen' }).waitFor();
      await settingsPanel().getByRole('region', { name: 'Systemkonfiguration' }).waitFor();
      await settingsPanel().getByLabel('UDP-Port (broadcast.port)').fill('70000');
      await settingsPanel().getByText('broadcast.port muss eine ganze Zahl von 1 bis 65535 sein; erhalten: 70000').first().waitFor();
      expect(await settingsPanel().getByRole('button', { name: 'Übernehmen' }).isDisabled()).toBe(true);
      await page.screenshot({ path: screenshotPath('settings-de.png') });
      await settingsPanel().getByRole('button', { name: 'Änderungen verwerfen' }).click();
    } finally {
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await page.getByRole('heading', { name: 'Distributor settings' }).waitFor();
    }
  });

  it('ran without console errors or CSP violations, the JSON worker from our own files', () => {
    expect(problems).toEqual([]);
  });
});
