// Camera lists in real Chromium (web mode): a CSV and an .mxu list with bad lines imported
// through the import dialog (a preview table, every bad line reported, a report that stays until
// dismissed; the good cameras listed with their groups and online), the list searched, filtered
// by group and walked by keyboard, a variable edited, the CSV export downloaded and read, and
// the list and the dialog in German.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { filesContaining } from '../main/workspace/workspaceFolder';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { launchChromium, newStudioPage, pageWaitMs, watchForProblems } from './chromium';
import { startStudio, type RunningStudio } from './studioProcess';
import { screenshotPath } from './screenshots';
import { camconfigArgs, startSimulatedCameraFleet } from '../support/simulatedCameras';

const password = 'e2e-Fleet-Pass-417';
let cameras: SimulatedCamera[];
let browser: Browser;
let studio: RunningStudio;
let folder: string;
const problems: string[] = [];

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 4, password, rebootSeconds: 0.3 });
  folder = mkdtempSync(join(tmpdir(), 'camconfig-e2e-lists-'));
  studio = await startStudio(camconfigArgs('serve', ['--port', '0', '--no-demo', '--workspace', folder]), { ...process.env, CAMCONFIG_WORKSPACE_PASSPHRASE: 'e2e lists phrase' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
  await stopCameraFleet(cameras ?? []);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const address = (index: number) => `127.0.0.1:${cameras[index]!.port}`;
const cameraOption = (page: Page, name: string) => page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${name.replace(/[.]/g, '\\.')}`) });
const importForm = (page: Page) => page.getByRole('form', { name: 'Import camera list' });

/** Chooses the list in the import dialog (opened first when it is not open) and waits for its preview. */
async function chooseList(page: Page, name: string, content: string | Buffer): Promise<void> {
  const form = importForm(page);
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Import camera list…' }).click();
  await form.getByLabel('Camera list (CSV or .mxu)').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
  await form.getByRole('region', { name: 'Import preview' }).waitFor();
}

describe('camera lists in Chromium (web mode)', () => {
  it('imports a CSV and an .mxu list with bad lines, lists the cameras by group, edits a variable, exports the CSV', async () => {
    const page = await newStudioPage(browser, 20_000);
    watchForProblems(page, problems);
    await page.goto(studio.url);
    const form = importForm(page);

    const csv = ['# site list', 'IP;SIPNUMBER;GROUP', `${address(0)};4711;Halle 3`, `${address(1)};4712;Halle 3`, '127.0.0.1:http;1;Halle 3', `${address(0)};4713;Halle 3`].join('\r\n');
    await chooseList(page, 'site.csv', csv);
    const preview = form.getByRole('list', { name: 'Lines not imported' });
    await expect.poll(() => preview.getByRole('listitem').allTextContents()).toEqual([
      "site.csv line 5: port 'http' of 127.0.0.1 is not a number from 1 to 65535",
      `site.csv line 6: lists the same camera as line 3 (${address(0)}); only line 3 is used`,
    ]);
    const toAdd = form.getByRole('table', { name: 'Cameras to add' });
    expect(await toAdd.getByRole('row').allInnerTexts()).toEqual([
      'Line\tName\tAddress\tGroup\tPassword',
      `3\t${address(0)}\t${address(0)}\tHalle 3\tnot in the list`,
      `4\t${address(1)}\t${address(1)}\tHalle 3\tnot in the list`,
    ]);
    await page.getByRole('dialog', { name: 'Import camera list' }).waitFor();
    await page.screenshot({ path: screenshotPath('camera-import.png') });
    await expect.poll(() => cameraOptions(page)).toEqual([]);
    await form.getByLabel('Password (cameras the list gives none)').fill(password);
    await form.getByRole('button', { name: 'Import' }).click();
    await form.getByRole('status').filter({ hasText: 'Imported from site.csv: 2 cameras added, 0 already in the studio (0 updated), 2 lines not imported.' }).waitFor();
    await page.getByRole('dialog', { name: 'Camera list imported' }).waitFor();

    const mxu = ['#EXTMXU', '// gate cameras', '#EXTGROUP:Tor Süd', `Gate west\t${address(2)}\tadmin\t${password}`, `Gate east\t\t${address(3)}\tadmin\t${password}`, 'Gate north 127.0.0.1:9 admin x', `Gate west again\t${address(2)}\tadmin\t${password}`].join('\r\n');
    await chooseList(page, 'gates.mxu', Buffer.from(mxu, 'latin1'));
    await form.getByText('Read as Latin-1').waitFor();
    await form.getByRole('button', { name: 'Import' }).click();
    const report = form.getByRole('region', { name: 'Import report' });
    await report.getByRole('status').filter({ hasText: 'Imported from gates.mxu: 2 cameras added, 0 already in the studio (0 updated), 2 lines not imported.' }).waitFor();
    expect(await report.getByRole('list', { name: 'Lines not imported' }).getByRole('listitem').allTextContents()).toEqual([
      'gates.mxu line 6: has no tab: a camera line is Name, IP, user and password separated by tabs',
      `gates.mxu line 7: lists the same camera as line 4 (${address(2)}); only line 4 is used`,
    ]);
    expect(await report.getByRole('table', { name: 'Cameras added' }).getByRole('row').allInnerTexts()).toEqual([
      'Line\tName\tAddress\tGroup\tPassword',
      `4\tGate west\t${address(2)}\tTor Süd\tknown`,
      `5\tGate east\t${address(3)}\tTor Süd\tknown`,
    ]);
    // The report stays until it is dismissed; focus then goes back to the button that opened it.
    await page.getByRole('button', { name: 'Dismiss the report' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Import camera list…');

    for (const name of [address(0), address(1), 'Gate west', 'Gate east']) await cameraOption(page, name).getByText('online', { exact: true }).waitFor();
    expect(await cameraOptions(page)).toEqual([`${address(0)}, online, Group Halle 3`, `${address(1)}, online, Group Halle 3`, 'Gate west, online, Group Tor Süd', 'Gate east, online, Group Tor Süd']);
    await cameraListChecks(page);
    await page.screenshot({ path: screenshotPath('camera-list.png') });

    await page.getByLabel('Group', { exact: true }).selectOption('Tor Süd');
    await expect.poll(() => cameraOptions(page)).toEqual(['Gate west, online, Group Tor Süd', 'Gate east, online, Group Tor Süd']);
    await page.getByLabel('Group', { exact: true }).selectOption('');

    await cameraOption(page, address(0)).click();
    await page.getByRole('button', { name: 'Edit…' }).click();
    const edit = page.getByRole('form', { name: `Edit ${address(0)}` });
    expect(await edit.getByLabel('Variables').inputValue()).toBe('SIPNUMBER=4711');
    await edit.getByLabel('Variables').fill('SIPNUMBER=4799\nROOM=Lager; Süd');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export cameras (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('cameras.csv');
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(exported).toBe(
      [
        'ADDRESS;LABEL;GROUP;SIPNUMBER;ROOM',
        `${address(0)};;Halle 3;4799;"Lager; Süd"`,
        `${address(1)};;Halle 3;4712;`,
        `${address(2)};Gate west;Tor Süd;;`,
        `${address(3)};Gate east;Tor Süd;;`,
        '',
      ].join('\r\n'),
    );

    // The export, edited in a spreadsheet and imported again, changes just what was edited.
    await chooseList(page, 'cameras.csv', exported.replace(`${address(1)};;Halle 3;4712;`, `${address(1)};;Halle 3;4777;`));
    // The form may still show the preview of the list before: wait for this one's.
    await expect.poll(() => form.getByRole('table', { name: 'Cameras already in the studio' }).getByRole('row').allInnerTexts()).toEqual([
      'Line\tName\tChanges',
      `2\t${address(0)}\tunchanged`,
      `3\t${address(1)}\tSIPNUMBER=4777`,
      '4\tGate west\tunchanged',
      '5\tGate east\tunchanged',
    ]);
    await form.getByRole('button', { name: 'Import' }).click();
    await form.getByRole('status').filter({ hasText: 'Imported from cameras.csv: 0 cameras added, 4 already in the studio (1 updated), 0 lines not imported.' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await cameraOption(page, address(1)).click();
    await page.getByText('Group Halle 3. Variables: SIPNUMBER=4777').waitFor();

    await inGerman(page);
    expect(await filesContaining(folder, password)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});

describe('accessibility of the camera list and the import dialog (axe-core)', () => {
  it('finds no violation in the light and the dark theme, with a search, a preview and a report shown', async () => {
    const context = await browser.newContext({ ...axeContextOptions, colorScheme: 'light' });
    const page = await context.newPage();
    page.setDefaultTimeout(pageWaitMs);
    watchForProblems(page, problems);
    await page.goto(studio.url);
    // The four cameras, whether the test above has run or not.
    await chooseList(page, 'four.csv', ['IP;GROUP', ...[0, 1, 2, 3].map((index) => `${address(index)};${index < 2 ? 'Halle 3' : 'Tor Süd'}`)].join('\n'));
    await importForm(page).getByLabel('Password (cameras the list gives none)').fill(password);
    // The preview is shown: Import is enabled unless all four are in the studio already.
    if (await importForm(page).getByRole('button', { name: 'Import' }).isEnabled()) {
      await importForm(page).getByRole('button', { name: 'Import' }).click();
      await page.getByRole('button', { name: 'Dismiss the report' }).click();
    } else {
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    }
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => cameraOptions(page).then((options) => options.length)).toBeGreaterThanOrEqual(4);
    const found: string[] = [];
    const check = async (where: string) => {
      const findings = await axeViolations(page);
      if (findings.length > 0) found.push(`${where}:\n${describeFindings(findings)}`);
    };
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark', exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search cameras' }).fill('gate');
      await expect.poll(() => cameraOptions(page).then((options) => options.every((option) => /gate/i.test(option)))).toBe(true);
      await check(`${theme}: the list searched`);
      await page.getByRole('searchbox', { name: 'Search cameras' }).fill('');
      await chooseList(page, `${theme}.csv`, `IP;GROUP\n${address(0)};Halle 3\n127.0.0.1:${theme === 'light' ? 1 : 2};Neu\n127.0.0.1:http;Neu\n`);
      await check(`${theme}: the import preview`);
      await importForm(page).getByRole('button', { name: 'Import' }).click();
      await importForm(page).getByRole('region', { name: 'Import report' }).waitFor();
      await check(`${theme}: the import report`);
      await page.getByRole('button', { name: 'Dismiss the report' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(found.join('\n\n')).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

/** The list's search ("/" goes there), and its keyboard: arrows, Home and End move the choice and focus. */
async function cameraListChecks(page: Page): Promise<void> {
  const focusedCamera = () => page.evaluate(() => document.activeElement?.querySelector('.item-title')?.textContent ?? null);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search cameras' });
  await expect.poll(() => search.evaluate((field) => field === document.activeElement)).toBe(true);
  await page.keyboard.type('gate');
  await expect.poll(() => cameraOptions(page)).toEqual(['Gate west, online, Group Tor Süd', 'Gate east, online, Group Tor Süd']);
  await page.getByText('2 of 4 cameras').waitFor();
  await search.fill('tor süd east');
  await expect.poll(() => cameraOptions(page)).toEqual(['Gate east, online, Group Tor Süd']);
  await search.fill('nothing like it');
  await page.getByText('No camera matches “nothing like it”.').waitFor();
  await page.keyboard.press('Escape');
  expect(await search.inputValue()).toBe('');

  await cameraOption(page, 'Gate west').click();
  await page.getByRole('tab', { name: 'Configuration' }).waitFor();
  await cameraOption(page, 'Gate west').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedCamera).toBe('Gate east');
  await expect(cameraOption(page, 'Gate east').getAttribute('aria-selected')).resolves.toBe('true');
  await page.keyboard.press('Home');
  await expect.poll(focusedCamera).toBe(address(0));
  await page.keyboard.press('End');
  await expect.poll(focusedCamera).toBe('Gate east');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedCamera).toBe(address(0));
  // One line per camera; the chosen one shows its address on a second.
  const heights = await page.locator('.camera-listbox [role="option"]').evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
  expect(heights.filter((height) => height > 36)).toHaveLength(1);
  expect(Math.max(...heights.filter((height) => height <= 36))).toBeGreaterThanOrEqual(28);
}

/** The camera list and the import dialog when the studio speaks German. */
async function inGerman(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  const list = page.getByRole('listbox', { name: 'Kameras' });
  await list.getByRole('option', { name: /^Gate west/ }).getByText('online', { exact: true }).waitFor();
  await page.getByRole('searchbox', { name: 'Kameras suchen' }).fill('süd');
  await expect.poll(() => list.getByRole('option').count()).toBe(2);
  await page.getByRole('searchbox', { name: 'Kameras suchen' }).fill('');
  await page.getByRole('button', { name: 'Kameraliste importieren…' }).click();
  const form = page.getByRole('form', { name: 'Kameraliste importieren' });
  await form.getByLabel('Kameraliste (CSV oder .mxu)').setInputFiles({ name: 'neu.csv', mimeType: 'text/plain', buffer: Buffer.from(`IP;GROUP\n${address(0)};Halle 3\n127.0.0.1:99999;Halle 3\n`) });
  await form.getByRole('status').filter({ hasText: /^Vorschau von neu\.csv: 0 Kameras hinzuzufügen, 1 schon im Studio \(\d zu aktualisieren\), 1 Zeile nicht importiert \(noch nichts importiert\)\.$/ }).waitFor();
  await form.getByRole('table', { name: 'Kameras, die schon im Studio sind' }).getByRole('columnheader', { name: 'Änderungen' }).waitFor();
  await page.screenshot({ path: screenshotPath('camera-import-german.png') });
  await page.getByRole('dialog', { name: 'Kameraliste importieren' }).getByRole('button', { name: 'Schließen' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.screenshot({ path: screenshotPath('camera-list-german.png') });
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
}

async function cameraOptions(page: Page): Promise<string[]> {
  // By CSS, not by role: the list stays in the page while a modal dialog makes it inert.
  const options = await page.locator('.camera-listbox [role="option"]').all();
  // "label, state, Group G", from what each option shows (its name, its state badge) and its tooltip (the group).
  return Promise.all(
    options.map((option) =>
      option.evaluate((element) => {
        const text = (selector: string) => element.querySelector(selector)?.textContent?.trim() ?? '';
        const group = element.getAttribute('title')?.split(' · ')[2];
        return [text('.item-title'), text('.state-badge'), ...(group ? [group] : [])].join(', ');
      }),
    ),
  );
}
