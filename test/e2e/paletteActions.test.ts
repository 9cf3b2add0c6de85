// Every action a view offers is in the palette, with its state (Chromium, web mode, two simulated
// cameras in a workspace, a saved baseline): Export CSV of the Site view and of the audit log,
// New baseline, Save the baseline, Baseline from camera…; each run from the palette has its
// effect (a download, a new editor, a saved version, the dialog) and focus goes where the
// technician goes on; each that has nothing to do is shown disabled with the reason its view
// gives. (Apply the distributor settings: test/e2e/settings.test.ts.)
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioItself } from '../../src/main/services/studioServices';
import { paletteOf } from './paletteKeys';
import { openBaselineSite, type BaselineSite } from './baselineSite';

const password = 'Palette-actions-e2e-17';
const labels = ['Gate', 'Yard'];

describe('the palette offers every action of the views', () => {
  let site: BaselineSite;
  let page: Page;
  const problems: string[] = [];

  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return { tag: active?.tagName.toLowerCase() ?? 'none', role: active?.getAttribute('role') ?? null, label: active?.id ? (document.querySelector(`label[for="${active.id}"]`)?.textContent ?? null) : null, text: (active?.textContent ?? '').trim().slice(0, 80), within: active?.closest('[role="grid"]')?.getAttribute('aria-label') ?? null, inDialog: active?.closest('dialog')?.textContent?.slice(0, 40) ?? null };
    });
  const runFromPalette = (text: string, expectedTitle: RegExp) => paletteOf(page).run(text, expectedTitle);
  const paletteLine = (text: string, expectedTitle: RegExp) => paletteOf(page).line(text, expectedTitle);

  async function downloadFromPalette(text: string, expectedTitle: RegExp): Promise<Download> {
    const download = page.waitForEvent('download');
    await runFromPalette(text, expectedTitle);
    return download;
  }

  beforeAll(async () => {
    site = await openBaselineSite('paletteActions', problems, { labels, password });
    page = site.page;
  }, 60_000);

  afterAll(async () => {
    await site?.close();
  });

  it('exports the Site view’s rows as CSV, focus on the site table; says why not when the filter hides every row, as the button does', async () => {
    // The Site view was never shown: the command reads it first.
    const download = await downloadFromPalette('export site csv', /^Export the site as CSV/);
    expect(download.suggestedFilename()).toMatch(/^site-.*\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    for (const label of labels) expect(csv).toContain(label);
    await expect.poll(focused).toMatchObject({ role: 'row', within: 'Site' });

    await page.getByRole('toolbar', { name: 'Site' }).getByRole('searchbox').fill('zzz');
    const button = page.getByRole('button', { name: /^Export CSV/ });
    await expect.poll(() => button.isDisabled()).toBe(true);
    expect(await button.getAttribute('title')).toBe('the filter “zzz” matches no camera');
    await expect(paletteLine('export site csv', /^Export the site as CSV/)).resolves.toEqual({ line: expect.stringMatching(/Not available: the filter “zzz” matches no camera/), disabled: true });
    await page.getByRole('toolbar', { name: 'Site' }).getByRole('searchbox').fill('');
    await expect.poll(() => button.isDisabled()).toBe(false);
  });

  it('exports the audit log as CSV, focus on the line that says how many entries it held', async () => {
    const download = await downloadFromPalette('export audit csv', /^Export the audit log as CSV/);
    expect(download.suggestedFilename()).toMatch(/^audit-.*\.csv$/);
    expect(readFileSync(await download.path(), 'utf8').split('\n')[0]).toMatch(/camera/i);
    await expect.poll(focused).toMatchObject({ role: 'status', text: expect.stringMatching(/^\d+ entr(y|ies) exported as CSV$/) });
  });

  it('makes a new baseline (focus on its name); saves a baseline only when there is something to save, saying why not as the editor does', async () => {
    await runFromPalette('new baseline', /^New baseline/);
    await page.getByRole('heading', { name: 'New baseline' }).waitFor();
    await expect.poll(focused).toMatchObject({ tag: 'input', label: 'Name' });
    // Its empty text is a problem, as the editor's status line says.
    await expect(paletteLine('save the baseline', /^Save the baseline/)).resolves.toEqual({ line: expect.stringMatching(/Not available: 1 problem in the text: fix it to save\./), disabled: true });

    await page.getByRole('table', { name: 'Baselines' }).getByRole('button', { name: 'Site A' }).click();
    await page.getByRole('heading', { name: /^Site A/ }).waitFor();
    await expect(paletteLine('save the baseline', /^Save the baseline/)).resolves.toEqual({ line: expect.stringMatching(/Not available: nothing to save: the text and groups are those of version 1/), disabled: true });
    await page.getByRole('group', { name: 'Applies to groups' }).getByRole('checkbox', { name: 'Site' }).uncheck();
    await runFromPalette('save the baseline', /^Save the baseline/);
    await page.getByText('Saved as version 2.').waitFor();
    expect((await site.studio.services.handlers['baseline.get']({ name: 'Site A' }, studioItself)).baseline).toMatchObject({ version: 2, groups: [] });
  });

  it('opens Baseline from camera… from the palette; Escape gives focus back to where it was', async () => {
    const opener = page.getByRole('button', { name: 'New baseline' });
    await opener.focus();
    await runFromPalette('baseline from camera', /^Baseline from camera…/);
    const dialog = page.getByRole('dialog', { name: 'Baseline from a camera' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused()).inDialog).toMatch(/^Baseline from a camera/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focused).toMatchObject({ tag: 'button', text: 'New baseline' });
    expect(problems).toEqual([]);
  });
});
