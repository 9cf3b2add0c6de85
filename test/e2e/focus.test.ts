// Where keyboard focus goes, driven by the keyboard in Chromium (web mode, two simulated cameras
// in a workspace, a saved baseline): after a view switch (Ctrl+Alt+1…9, the palette) focus is on
// the view's main control; choosing a camera in the palette opens its configuration; after a
// check (Ctrl+Alt+C), a fix, "Check again" and saving a report focus is on the result; a dialog
// gives focus back to what opened it; F6 / Shift+F6 move between the regions, wrapping; the
// palette offers "Bring back to baseline…" and says why Store + Update + Reboot has nothing to do;
// a button that goes away with focus on it hands focus to the view's main control.
// Never is focus left on the page body.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBaselineSite, type BaselineSite } from './baselineSite';
import { paletteOf } from './paletteKeys';

const password = 'Focus-e2e-Secret-32';
const labels = ['Gate', 'Yard'];

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  /** The aria-label of the nearest labelled grid, tree, region, table or dialog around it. */
  within: string | null;
  region: string | null;
}

describe('where keyboard focus goes', () => {
  let site: BaselineSite;
  let page: Page;
  const problems: string[] = [];

  const focused = () =>
    page.evaluate((): Focused => {
      const active = document.activeElement;
      const around = active?.closest('[role="grid"], [role="tree"], [role="region"], [role="list"], table, dialog');
      return {
        tag: active?.tagName.toLowerCase() ?? 'none',
        role: active?.getAttribute('role') ?? null,
        name: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 80),
        within: around?.getAttribute('aria-label') ?? null,
        region: active?.closest('[data-focus-region]')?.getAttribute('data-focus-region') ?? null,
      };
    });
  const palette = () => paletteOf(page).palette();
  const query = () => paletteOf(page).query();
  const activeOption = () => paletteOf(page).activeOption();
  const runFromPalette = (text: string, expectedTitle: RegExp) => paletteOf(page).run(text, expectedTitle);

  beforeAll(async () => {
    site = await openBaselineSite('focus', problems, { labels, password });
    page = site.studio.page;
  }, 60_000);

  afterAll(async () => {
    await site?.close();
  });

  it('opens a camera chosen in the palette in its configuration, focus in its parameter tree', async () => {
    await runFromPalette('go to site', /^Go to: Site/);
    await expect.poll(focused).toMatchObject({ role: 'row', within: 'Site' });
    await runFromPalette('camera yard', /^Camera: Yard/);
    await page.getByRole('heading', { name: 'Configuration of Yard' }).waitFor();
    await expect.poll(focused).toMatchObject({ role: 'treeitem', within: 'Parameters' });
  });

  it('puts focus on the main control of each view a shortcut switches to', async () => {
    const expected: Array<[string, Partial<Focused>]> = [
      ['2', { within: 'Received bus messages', region: 'view' }],
      ['3', { region: 'view' }],
      ['4', { region: 'view' }],
      ['5', { region: 'view' }],
      ['6', { region: 'view' }],
      ['7', { tag: 'button', within: 'Audit log', region: 'view' }],
      ['8', { role: 'row', within: 'Site', region: 'view' }],
      ['9', { region: 'view' }],
      ['1', { role: 'treeitem', within: 'Parameters', region: 'view' }],
    ];
    for (const [digit, where] of expected) {
      await page.keyboard.press(`Control+Alt+${digit}`);
      await expect.poll(async () => ({ digit, ...(await focused()) })).toMatchObject({ digit, ...where });
    }
  });

  it('gives focus back to what opened the palette after a command that stays in the view', async () => {
    const tab = page.getByRole('tab', { name: 'Configuration' });
    await tab.focus();
    await runFromPalette('toggle theme', /^Toggle theme/);
    await expect.poll(focused).toMatchObject({ role: 'tab', name: 'Configuration' });
  });

  it('shows Store + Update + Reboot disabled with the reason when nothing is pending, as the button is, and Ctrl+Alt+U does nothing', async () => {
    await page.keyboard.press('Control+Alt+1');
    const button = page.getByRole('group', { name: 'Operations' }).getByRole('button', { name: 'Store + Update + Reboot' });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await page.keyboard.press('Control+Shift+P');
    await query().fill('store update reboot');
    const option = await activeOption();
    await expect.poll(() => option.textContent()).toMatch(/Not available: nothing to store or reboot for/);
    expect(await option.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Alt+U');
    // The key reached the studio's dispatcher (the F1 after it does) and opened no question.
    await page.keyboard.press('F1');
    await palette().waitFor();
    expect(await page.getByRole('dialog', { name: /^Store, update and reboot/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('puts focus on the parameter tree when the button that had it goes away (Discard all pending changes)', async () => {
    await page.getByRole('heading', { name: 'Configuration of Yard' }).waitFor();
    const micro = page.getByRole('switch', { name: 'audio/MICRO' });
    await micro.focus();
    await page.keyboard.press('Space');
    const discard = page.getByRole('button', { name: 'Discard all pending changes' });
    await discard.focus();
    await page.keyboard.press('Enter');
    await discard.waitFor({ state: 'detached' });
    await expect.poll(focused).toMatchObject({ within: 'Parameters', region: 'view' });
  });

  it('moves between the regions with F6 and Shift+F6, wrapping around', async () => {
    await page.getByRole('tab', { name: 'Configuration' }).focus();
    const regions: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('F6');
      regions.push((await focused()).region ?? 'none');
    }
    expect(regions).toEqual(['view', 'status', 'top', 'sidebar', 'tabs']);
    expect(await focused()).toMatchObject({ role: 'tab', name: 'Configuration' });
    await page.keyboard.press('Shift+F6');
    expect((await focused()).region).toBe('sidebar');
    await page.keyboard.press('Shift+F6');
    expect((await focused()).region).toBe('top');
    await page.keyboard.press('Shift+F6');
    expect((await focused()).region).toBe('status');
    await page.keyboard.press('F6');
    await page.keyboard.press('F6');
    // Back in the sidebar, on the control it had last.
    expect(await focused()).toMatchObject({ region: 'sidebar' });
    // The shortcut sheet lists the keys.
    await page.keyboard.press('Control+/');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const regionKeys = sheet.getByRole('table', { name: 'Regions of the window' });
    await expect(regionKeys.getByRole('row', { name: /^Next region/ }).textContent()).resolves.toMatch(/F6$/);
    await expect(regionKeys.getByRole('row', { name: /^Previous region/ }).textContent()).resolves.toMatch(/Shift\+F6$/);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it('after a check, a fix, Check again and a saved report focus is on the result; a dialog gives it back to its opener', async () => {
    await page.keyboard.press('Control+Alt+9');
    const list = page.getByRole('table', { name: 'Baselines' });
    await list.getByRole('button', { name: 'Site A' }).focus();
    await page.keyboard.press('Enter');
    const check = page.getByRole('region', { name: 'Check', exact: true });
    await check.getByRole('button', { name: 'Check', exact: true }).waitFor();

    // Nothing checked yet: no fix to offer, and the palette says why.
    await page.keyboard.press('Control+Shift+P');
    await query().fill('bring back');
    await expect.poll(async () => (await activeOption()).textContent()).toMatch(/^Bring back to baseline….*Not available: check the cameras against a baseline first/);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });

    site.cameras[1]!.runScript('helo\nwrite params\naudio/SPEAKERLEVEL=30\nquit\n');
    await page.keyboard.press('Control+Alt+C');
    const summary = check.getByRole('group', { name: 'Summary' });
    await summary.getByRole('button', { name: '1 drifted' }).waitFor();
    await expect.poll(focused).toMatchObject({ tag: 'p', role: 'status', name: 'Check result' });

    // The fix from the palette; Escape closes it, focus back where it was.
    const beforeFix = await focused();
    await runFromPalette('bring back', /^Bring back to baseline…/);
    const fix = page.getByRole('dialog', { name: 'Bring back to baseline' });
    await fix.getByLabel('Dry run').getByText('1 camera; nothing sent yet').waitFor();
    await page.keyboard.press('Escape');
    await fix.waitFor({ state: 'detached' });
    await expect.poll(focused).toMatchObject({ name: beforeFix.name, role: beforeFix.role });

    // The fix from its button: written, verified, focus on the result; Check again: on the new check's result.
    const fixButton = check.getByRole('button', { name: 'Bring back to baseline…' });
    await fixButton.focus();
    await page.keyboard.press('Enter');
    await fix.getByRole('button', { name: 'Write 1 camera…' }).focus();
    await page.keyboard.press('Enter');
    await fix.getByRole('button', { name: 'Write 1 camera', exact: true }).focus();
    await page.keyboard.press('Enter');
    await fix.getByRole('table', { name: 'Fix result' }).getByText(/^1 of 1 camera verified in /).waitFor({ timeout: 20_000 });
    await expect.poll(focused).toMatchObject({ tag: 'table', name: 'Fix result' });
    await fix.getByRole('button', { name: 'Check again' }).focus();
    await page.keyboard.press('Enter');
    await fix.waitFor({ state: 'detached' });
    await summary.getByRole('button', { name: '2 compliant' }).waitFor();
    await expect.poll(focused).toMatchObject({ tag: 'p', role: 'status', name: 'Check result' });

    // Nothing drifted now: the palette's fix says so.
    await page.keyboard.press('Control+Shift+P');
    await query().fill('bring back');
    await expect.poll(async () => (await activeOption()).textContent()).toMatch(/Not available: no camera drifted from the baseline in the check shown/);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });

    // Save report…: focus on the saved files; Escape: back on the button that opened it.
    const reportButton = check.getByRole('button', { name: 'Save report…' });
    await reportButton.focus();
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: 'Save the handover report' });
    await report.getByRole('textbox', { name: 'Site', exact: true }).fill('Werk Süd');
    await report.getByRole('textbox', { name: 'Technician' }).fill('Jörg Müller');
    await report.getByRole('button', { name: 'Save report' }).focus();
    await page.keyboard.press('Enter');
    await report.getByRole('table', { name: 'Saved report files' }).getByText(/^Saved: 2 cameras/).waitFor({ timeout: 30_000 });
    await expect.poll(focused).toMatchObject({ tag: 'table', name: 'Saved report files' });
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });
    await expect.poll(focused).toMatchObject({ tag: 'button', name: 'Save report…' });
    expect(problems).toEqual([]);
  }, 120_000);
});
