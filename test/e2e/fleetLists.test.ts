// Camera lists in real Chromium (web mode): a CSV and an .mxu list with bad lines imported
// through the UI (every bad line reported, the good cameras listed with their groups and
// online), the list filtered by group, a variable edited, and the CSV export downloaded and read.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { filesContaining } from '../main/workspace/workspaceFolder';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
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

async function chooseList(page: Page, name: string, content: string | Buffer): Promise<void> {
  const form = page.getByRole('form', { name: 'Import camera list' });
  await form.getByLabel('Camera list (CSV or .mxu)').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
  await form.getByRole('region', { name: 'Import preview' }).waitFor();
}

describe('camera lists in Chromium (web mode)', () => {
  it('imports a CSV and an .mxu list with bad lines, lists the cameras by group, edits a variable, exports the CSV', async () => {
    const page = await newStudioPage(browser, 20_000);
    watchForProblems(page, problems);
    await page.goto(studio.url);
    await page.getByRole('button', { name: 'Import camera list…' }).click();
    const form = page.getByRole('form', { name: 'Import camera list' });

    const csv = ['# site list', 'IP;SIPNUMBER;GROUP', `${address(0)};4711;Halle 3`, `${address(1)};4712;Halle 3`, '127.0.0.1:http;1;Halle 3', `${address(0)};4713;Halle 3`].join('\r\n');
    await chooseList(page, 'site.csv', csv);
    const preview = form.getByRole('list', { name: 'Lines not imported' });
    await expect.poll(() => preview.getByRole('listitem').allTextContents()).toEqual([
      "site.csv line 5: port 'http' of 127.0.0.1 is not a number from 1 to 65535",
      `site.csv line 6: lists the same camera as line 3 (${address(0)}); only line 3 is used`,
    ]);
    await expect.poll(() => cameraOptions(page)).toEqual([]);
    await form.getByLabel('Password (cameras the list gives none)').fill(password);
    await form.getByRole('button', { name: 'Import' }).click();
    await form.getByRole('status').filter({ hasText: 'Imported from site.csv: 2 camera(s) added, 0 already in the studio (0 updated), 2 line(s) not imported.' }).waitFor();

    const mxu = ['#EXTMXU', '// gate cameras', '#EXTGROUP:Tor Süd', `Gate west\t${address(2)}\tadmin\t${password}`, `Gate east\t\t${address(3)}\tadmin\t${password}`, 'Gate north 127.0.0.1:9 admin x', `Gate west again\t${address(2)}\tadmin\t${password}`].join('\r\n');
    await chooseList(page, 'gates.mxu', Buffer.from(mxu, 'latin1'));
    await form.getByText('Read as Latin-1').waitFor();
    await form.getByRole('button', { name: 'Import' }).click();
    const report = form.getByRole('region', { name: 'Import report' });
    await report.getByRole('status').filter({ hasText: 'Imported from gates.mxu: 2 camera(s) added, 0 already in the studio (0 updated), 2 line(s) not imported.' }).waitFor();
    expect(await report.getByRole('list', { name: 'Lines not imported' }).getByRole('listitem').allTextContents()).toEqual([
      'gates.mxu line 6: has no tab: a camera line is Name, IP, user and password separated by tabs',
      `gates.mxu line 7: lists the same camera as line 4 (${address(2)}); only line 4 is used`,
    ]);

    for (const name of [address(0), address(1), 'Gate west', 'Gate east']) await cameraOption(page, name).getByText('online', { exact: true }).waitFor();
    expect(await cameraOptions(page)).toEqual([`${address(0)}, online, group Halle 3`, `${address(1)}, online, group Halle 3`, 'Gate west, online, group Tor Süd', 'Gate east, online, group Tor Süd']);
    // Tall enough to show the grouped camera list and the import report together.
    await page.setViewportSize({ width: 1280, height: 1350 });
    await page.getByRole('heading', { name: 'Cameras' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('camera-import.png') });

    await page.getByLabel('Group', { exact: true }).selectOption('Tor Süd');
    await expect.poll(() => cameraOptions(page)).toEqual(['Gate west, online, group Tor Süd', 'Gate east, online, group Tor Süd']);
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
    await form.getByRole('list', { name: 'Cameras already in the studio' }).getByText(`line 3: ${address(1)}: SIPNUMBER=4777`).waitFor();
    await form.getByRole('button', { name: 'Import' }).click();
    await form.getByRole('status').filter({ hasText: 'Imported from cameras.csv: 0 camera(s) added, 4 already in the studio (1 updated), 0 line(s) not imported.' }).waitFor();
    await cameraOption(page, address(1)).click();
    await page.getByText('Group Halle 3. Variables: SIPNUMBER=4777').waitFor();
    expect(await filesContaining(folder, password)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

async function cameraOptions(page: Page): Promise<string[]> {
  const options = await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option').all();
  // "label, state, group G", from what each option shows (its title, its state badge, its group).
  return Promise.all(
    options.map((option) =>
      option.evaluate((element) => {
        const text = (selector: string) => element.querySelector(selector)?.textContent?.trim() ?? '';
        const group = text('.camera-group').replace(/^·\s*/, '');
        return [text('.item-title'), element.querySelector('.item-tags')?.firstElementChild?.textContent?.trim() ?? '', ...(group ? [`group ${group}`] : [])].join(', ');
      }),
    ),
  );
}
