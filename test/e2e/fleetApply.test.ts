// The multi-camera grid in Chromium (web mode), as a technician uses it: select three cameras
// whose SPEAKERLEVEL differs, see "multiple values", set SPEAKERLEVEL for all, dry run, apply,
// and then read each camera back on its own, with a fresh client per camera.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getParam } from '../../src/shared/remoteconfig/configModel';
import type { StudioServices } from '../../src/main/services/studioServices';
import { RemoteConfigClient } from '../../src/main/remoteconfig/remoteConfigClient';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { pageWaitMs, watchForProblems } from './chromium';
import { openWebStudio, type WebStudio } from './webStudio';
import { screenshotPath } from './screenshots';
import { createTestStudioServices, startSimulatedCameraFleet } from '../support/simulatedCameras';

const password = 'fleet-e2e-pass';
const labels = ['Gate', 'Yard', 'Hall'];
let cameras: SimulatedCamera[] = [];
/** The studio under test and the page on it, set up once for the file. */
const studio = {} as WebStudio & { services: StudioServices; problems: string[] };

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 3, password, rebootSeconds: 0.5 });
  cameras.forEach((camera, index) => camera.runScript(`helo\nwrite params\naudio/SPEAKERLEVEL=${30 + index * 10}\nquit\n`));
  const services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    rebootTiming: { pollIntervalMs: 200, timeoutMs: 20_000 },
    cameras: cameras.map((camera, index) => ({ host: '127.0.0.1', port: camera.port, user: 'admin', password, label: labels[index]! })),
  });
  const problems: string[] = [];
  Object.assign(studio, { services, problems, ...(await openWebStudio(services, problems, 20_000)) });
  await studio.page.setViewportSize({ width: 1400, height: 1000 });
});

afterAll(async () => {
  await studio.close?.();
  await studio.services?.close();
  await stopCameraFleet(cameras);
});

describe('applying to many cameras', () => {
  it('shows multiple values, sets SPEAKERLEVEL for all after a dry run, and every camera holds it', async () => {
    const { page, problems } = studio;
    await page.getByRole('tab', { name: 'Many cameras' }).click();
    const picker = page.getByRole('group', { name: /^Cameras/ });
    for (const label of labels) await picker.getByRole('checkbox', { name: new RegExp(`^${label} `) }).check();
    await picker.getByText('3 of 3 selected').waitFor();
    await page.getByRole('button', { name: 'Read cameras' }).click();

    const grid = page.getByRole('table', { name: 'Parameters across cameras' });
    const speakerLevel = grid.getByRole('row', { name: 'audio/SPEAKERLEVEL' });
    await speakerLevel.getByRole('cell', { name: 'multiple values' }).waitFor();
    for (const [index, label] of labels.entries()) await expect(speakerLevel.getByRole('cell', { name: `audio/SPEAKERLEVEL on ${label}` }).textContent()).resolves.toBe(String(30 + index * 10));
    await expect(grid.getByRole('row', { name: 'audio/MICRO' }).getByRole('cell').nth(0).textContent()).resolves.toBe('1');

    await speakerLevel.getByRole('textbox', { name: 'New value of audio/SPEAKERLEVEL for all cameras' }).fill('42');
    await page.getByRole('button', { name: 'Dry run' }).click();
    const dryRun = page.getByLabel('Dry run');
    await dryRun.getByText('audio/SPEAKERLEVEL=42').waitFor();
    await dryRun.getByText('3 cameras; nothing sent').waitFor();
    expect(cameras.map((camera) => getParam(camera.running, 'audio', 'SPEAKERLEVEL'))).toEqual(['30', '40', '50']);
    await page.screenshot({ path: screenshotPath('fleet-apply-dry-run.png') });

    // Storing to flash asks first, naming what happens to how many cameras; Cancel sends nothing.
    await page.getByRole('button', { name: 'Apply to 3 cameras' }).click();
    const confirm = page.getByRole('dialog', { name: 'Write to 3 cameras?' });
    expect(await confirm.textContent()).toContain('1 value will be sent to 3 cameras');
    expect(await confirm.textContent()).toContain('Store them in the flash');
    await page.screenshot({ path: screenshotPath('fleet-apply-confirm.png') });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(cameras.map((camera) => getParam(camera.running, 'audio', 'SPEAKERLEVEL'))).toEqual(['30', '40', '50']);

    await page.getByRole('button', { name: 'Apply to 3 cameras' }).click();
    await confirm.getByRole('button', { name: 'Write to 3 cameras' }).click();
    const report = page.getByRole('table', { name: 'Apply report' });
    await report.getByText('3 of 3 cameras applied').waitFor({ timeout: 20_000 });
    for (const label of labels) await expect(report.getByRole('row', { name: new RegExp(`^${label} `) }).getByRole('cell').first().textContent()).resolves.toBe('Applied and verified');
    // The grid reads the cameras it touched again, and the dry run's line gives way to what was sent.
    for (const label of labels) await expect.poll(() => speakerLevel.getByRole('cell', { name: `audio/SPEAKERLEVEL on ${label}` }).textContent()).toBe('42');
    await expect.poll(() => speakerLevel.getByRole('cell').nth(0).textContent()).toBe('42');
    await expect.poll(() => page.getByText('nothing sent').count()).toBe(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Sent: 1 value to 3 cameras (Set values → Store to flash).' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('fleet-apply.png') });

    for (const camera of cameras) {
      const client = new RemoteConfigClient({ host: '127.0.0.1', port: camera.port, user: 'admin', password });
      await expect(client.getParams([{ section: 'audio', name: 'SPEAKERLEVEL' }])).resolves.toEqual([{ section: 'audio', name: 'SPEAKERLEVEL', value: '42' }]);
      expect(getParam(camera.flash, 'audio', 'SPEAKERLEVEL')).toBe('42');
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('reports an offline camera as failed with the reason, and "Retry the failed ones" completes it', async () => {
    const { page, problems } = studio;
    const offline = cameras[1]!;
    const port = offline.port;
    await offline.stop();
    const speakerLevel = page.getByRole('table', { name: 'Parameters across cameras' }).getByRole('row', { name: 'audio/SPEAKERLEVEL' });
    await speakerLevel.getByRole('textbox', { name: 'New value of audio/SPEAKERLEVEL for all cameras' }).fill('17');
    await page.getByRole('button', { name: 'Apply to 3 cameras' }).click();
    await page.getByRole('dialog', { name: 'Write to 3 cameras?' }).getByRole('button', { name: 'Write to 3 cameras' }).click();
    const report = page.getByRole('table', { name: 'Apply report' });
    await report.getByText('2 of 3 cameras applied').waitFor({ timeout: 20_000 });
    const yard = report.getByRole('row', { name: /^Yard / });
    await expect(yard.getByRole('cell').first().textContent()).resolves.toBe('Failed at write');
    await expect(yard.getByRole('cell').nth(1).textContent()).resolves.toContain(`127.0.0.1:${port}`);
    expect(getParam(cameras[0]!.flash, 'audio', 'SPEAKERLEVEL')).toBe('17');

    await offline.start(port);
    await page.getByRole('button', { name: 'Retry the failed ones' }).click();
    await report.getByText('1 of 1 camera applied').waitFor({ timeout: 20_000 });
    await expect(report.getByRole('row', { name: /^Yard / }).getByRole('cell').first().textContent()).resolves.toBe('Applied and verified');
    const client = new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password });
    await expect(client.getParams([{ section: 'audio', name: 'SPEAKERLEVEL' }])).resolves.toEqual([{ section: 'audio', name: 'SPEAKERLEVEL', value: '17' }]);
    expect(problems).toEqual([]);
  }, 60_000);

  it('selects the cameras of a group', async () => {
    const { page, services, problems } = studio;
    const listed = (await services.handlers['cameras.list']({}, { signal: new AbortController().signal })).cameras;
    for (const label of ['Gate', 'Hall']) await services.handlers['cameras.update']({ cameraId: listed.find((camera) => camera.label === label)!.id, group: 'Outside' }, { signal: new AbortController().signal });
    const picker = page.getByRole('group', { name: /^Cameras/ });
    await picker.getByRole('button', { name: 'Select none' }).click();
    await picker.getByRole('combobox', { name: 'Select a group' }).selectOption('Outside');
    await picker.getByText('2 of 3 selected').waitFor();
    const checked = async (label: string) => picker.getByRole('checkbox', { name: new RegExp(`^${label} `) }).isChecked();
    expect([await checked('Gate'), await checked('Yard'), await checked('Hall')]).toEqual([true, false, true]);
    expect(problems).toEqual([]);
  });

  it('keeps the tick-list beside the grid and one scroll area for the grid at 1280x800, in German too', async () => {
    const { page, problems } = studio;
    await page.setViewportSize({ width: 1280, height: 800 });
    const layoutOf = () =>
      page.evaluate(() => {
        const picker = document.querySelector('.fleet-picker')!.getBoundingClientRect();
        const main = document.querySelector('.fleet-main')!.getBoundingClientRect();
        const grid = document.querySelector('.fleet-grid')!;
        const scrolling = [...grid.querySelectorAll('*')].filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) && !element.matches('input, textarea'));
        return { overlap: picker.right > main.left, innerScrollAreas: scrolling.length, gridScrolls: getComputedStyle(grid).overflowY === 'auto' };
      });
    await page.getByRole('button', { name: 'Read cameras' }).click();
    await page.getByRole('table', { name: 'Parameters across cameras' }).getByRole('row', { name: 'audio/SPEAKERLEVEL' }).waitFor();
    expect(await layoutOf()).toEqual({ overlap: false, innerScrollAreas: 0, gridScrolls: true });
    await page.screenshot({ path: screenshotPath('fleet-grid-1280.png') });

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const grid = page.getByRole('table', { name: 'Parameter über mehrere Kameras' });
    await grid.getByRole('columnheader', { name: 'Für alle setzen' }).waitFor();
    await page.getByRole('button', { name: 'Auf 2 Kameras übernehmen' }).waitFor();
    expect(await layoutOf()).toEqual({ overlap: false, innerScrollAreas: 0, gridScrolls: true });
    await page.screenshot({ path: screenshotPath('fleet-grid-1280-de.png') });
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('tab', { name: 'Many cameras' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('has no axe finding with the grid read and with the question before an apply, in the light and the dark theme', async () => {
    const context = await studio.browser.newContext(axeContextOptions);
    const page = await context.newPage();
    page.setDefaultTimeout(pageWaitMs);
    watchForProblems(page, studio.problems);
    await page.goto(studio.server.url);
    await page.getByText('Web mode').waitFor();
    await page.getByRole('tab', { name: 'Many cameras' }).click();
    await page.getByRole('button', { name: 'Select all' }).click();
    await page.getByRole('button', { name: 'Read cameras' }).click();
    const speakerLevel = page.getByRole('table', { name: 'Parameters across cameras' }).getByRole('row', { name: 'audio/SPEAKERLEVEL' });
    await speakerLevel.getByRole('textbox', { name: 'New value of audio/SPEAKERLEVEL for all cameras' }).fill('17');
    for (const theme of ['Dark', 'Light']) {
      expect(describeFindings(await axeViolations(page))).toBe('');
      await page.getByRole('button', { name: 'Apply to 3 cameras' }).click();
      const confirm = page.getByRole('dialog', { name: 'Write to 3 cameras?' });
      await confirm.waitFor();
      expect(describeFindings(await axeViolations(page))).toBe('');
      await page.keyboard.press('Escape');
      await expect.poll(() => confirm.count()).toBe(0);
      await page.getByRole('button', { name: theme, exact: true }).click();
    }
    await context.close();
    expect(studio.problems).toEqual([]);
  }, 60_000);
});
