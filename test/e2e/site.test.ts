// The Site tab in Chromium (web mode) against simulated cameras on 127.0.0.1 with a workspace:
// Door still on the factory password (the loud warning), Gate on its own with a backup, Yard
// offline; sorted with the keyboard, filtered, exported as CSV, grouped, refreshed (progress, then the outcome;
// and cancelled), and a row opens its camera's configuration. A site of 500 cameras puts only
// the rows in view into the page, and the last one shows when scrolled to (or End is pressed).
// A camera reset to its factory settings (it refuses the site's password, opens with admin /
// meinsm) is told apart from a wrong password in its Password cell, in English and German, axe clean.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioItself, type StudioServices } from '../../src/main/services/studioServices';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { inventoryCsvHeader } from '../../src/shared/fleet/inventoryCsv';
import { closedTcpPort } from '../support/testPorts';
import { createTestStudioServices, startSimulatedCameraFleet } from '../support/simulatedCameras';
import { openWebStudio, type WebStudio } from './webStudio';
import { addCameraInGroup, openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { screenshotPath } from './screenshots';

const password = 'Site-Tab-e2e-Secret-44';
/** Long enough that a refresh is seen under way, short enough for the test. */
const cameraLatencyMs = 1500;

const labelsIn = (grid: Locator) => grid.locator('.site-label').allTextContents();
/** The camera row whose label is exactly `label`. */
const rowOf = (grid: Locator, label: string) => grid.getByRole('row').filter({ has: grid.page().locator('.site-label', { hasText: new RegExp(`^${label}$`) }) });

describe('the Site tab', () => {
  let cameras: SimulatedCamera[] = [];
  let studio: WorkspaceStudio;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    // Camera 1 keeps the factory credentials (admin / meinsm), camera 2 takes tech / password.
    cameras = await startSimulatedCameraFleet({ count: 2, user: 'tech', password, factoryCredentialsEvery: 2, baseLatencyMs: cameraLatencyMs });
    // Gate's SIP number written, not yet in force: it waits for a reboot.
    cameras[1]!.runScript('helo\nwrite params\nsip/NUMBER=4711\nquit\n');
    const yardPort = await closedTcpPort();
    studio = await openWorkspaceStudio('site', problems, {
      prepare: async (services) => {
        await addCameraInGroup(services, { label: 'Door', port: cameras[0]!.port, user: 'admin', password: 'meinsm', group: 'Hall' });
        const gate = await addCameraInGroup(services, { label: 'Gate', port: cameras[1]!.port, user: 'tech', password, group: 'Hall' });
        await addCameraInGroup(services, { label: 'Yard', port: yardPort, user: 'tech', password, group: 'Outside' });
        await services.handlers['pendingEdits.save']({ cameraId: gate, edits: [{ section: 'audio', name: 'MICRO', value: '0' }, { section: 'audio', name: 'SPEAKER', value: '0' }] }, studioItself);
        expect((await services.handlers['fleet.backup']({ cameraIds: [gate] }, studioItself)).ok).toBe(1);
      },
    });
    page = studio.page;
    // Wide enough for every column in the screenshot (narrower windows scroll the table sideways).
    await page.setViewportSize({ width: 1920, height: 900 });
  }, 60_000);

  afterAll(async () => {
    await studio?.close();
    await stopCameraFleet(cameras);
  });

  it('shows a row per camera; Refresh all shows its progress, then the factory password warning, the offline camera, the firmware and the backup', async () => {
    await page.getByRole('tab', { name: 'Site' }).click();
    const grid = page.getByRole('grid', { name: 'Site' });
    await expect.poll(() => labelsIn(grid).then((labels) => [...labels].sort())).toEqual(['Door', 'Gate', 'Yard']);
    expect(await grid.getAttribute('aria-rowcount')).toBe('4');

    await page.getByRole('button', { name: 'Refresh all' }).click();
    const progress = page.getByRole('progressbar', { name: 'Refresh progress' });
    await progress.waitFor();
    // Yard refuses at once; Door and Gate answer after their latency.
    await expect.poll(() => page.locator('.site-refresh').textContent()).toContain('1 of 3 cameras asked, 1 did not answer');
    const outcome = page.getByRole('status', { name: 'Refresh result' });
    await expect.poll(() => outcome.textContent(), { timeout: 20_000 }).toBe('Refresh done: 2 answered, 1 did not.');
    await expect.poll(() => progress.count()).toBe(0);

    const door = rowOf(grid, 'Door');
    await expect.poll(() => door.textContent()).toContain('⚠ FACTORY PASSWORD');
    await expect.poll(() => door.textContent()).toContain('Problem');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'FACTORY PASSWORD' }).textContent()).toContain('1 camera is still on the FACTORY PASSWORD (admin / meinsm)');
    const gate = rowOf(grid, 'Gate');
    await expect.poll(() => gate.textContent()).toContain('MX-V5.5.2.166');
    await expect.poll(() => gate.textContent()).toMatch(/\+\d+_\d{6}-\d{4}\.cfg/); // its backup file
    await expect.poll(() => gate.textContent()).toContain('2 unstored');
    await expect.poll(() => gate.textContent()).toContain('Attention');
    await expect.poll(() => gate.textContent()).not.toContain('FACTORY');
    const yard = rowOf(grid, 'Yard');
    await expect.poll(() => yard.textContent()).toContain('offline');
    await expect.poll(() => yard.textContent()).toContain('no answer yet');
    await page.screenshot({ path: screenshotPath('site-view.png') });
    expect(await page.content()).not.toContain(password);
    expect(problems).toEqual([]);
  }, 60_000);

  it('shows every column at 1600 px, none cut off, and counts offline, reboot needed, no backup and problems at a glance', async () => {
    await page.setViewportSize({ width: 1600, height: 900 });
    const grid = page.getByRole('grid', { name: 'Site' });
    await expect.poll(() => rowOf(grid, 'Gate').textContent()).toContain('needed (sip)');
    const gridBox = (await grid.boundingBox())!;
    for (const header of await grid.getByRole('columnheader').all()) {
      expect(await header.isVisible()).toBe(true);
      const box = (await header.boundingBox())!;
      const name = await header.textContent();
      expect({ name, left: box.x >= gridBox.x, right: box.x + box.width <= Math.min(gridBox.x + gridBox.width, 1600) }).toEqual({ name, left: true, right: true });
    }
    expect(await grid.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // The loud warning and the headings whole, not cut.
    const cut = (locator: Locator) => locator.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent));
    expect(await cut(grid.locator('.site-factory, .site-sort, .site-sign'))).toEqual([]);

    const counts = page.getByRole('list', { name: 'At a glance' });
    await expect.poll(() => counts.getByRole('listitem').allTextContents()).toEqual(['1 offline', '1 reboot needed', '2 without backup', '2 with a problem']);
    // German's longer words too: "⚠ WERKSPASSWORT", "Änderungen", "Bus-Teilnehmer".
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const german = page.getByRole('grid', { name: 'Standort' });
    await german.getByRole('columnheader', { name: 'Bus-Teilnehmer' }).waitFor();
    expect(await german.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await cut(german.locator('.site-factory, .site-sort, .site-sign'))).toEqual([]);
    await expect.poll(() => page.getByRole('list', { name: 'Auf einen Blick' }).getByRole('listitem').allTextContents()).toEqual(['1 offline', '1 Neustart nötig', '2 ohne Sicherung', '2 mit Problem']);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await grid.waitFor();
    await page.setViewportSize({ width: 1920, height: 900 });
    expect(problems).toEqual([]);
  }, 60_000);

  it('sorts by a column with the keyboard (aria-sort follows), filters by text and shows the rows by group', async () => {
    const grid = page.getByRole('grid', { name: 'Site' });
    const cameraHeader = grid.getByRole('columnheader', { name: 'Camera' });
    expect(await cameraHeader.getAttribute('aria-sort')).toBe('none');
    // The default order is by state, worst first: Door and Yard are problems, Gate needs attention at most.
    expect((await labelsIn(grid)).at(-1)).toBe('Gate');
    await cameraHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cameraHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await labelsIn(grid)).toEqual(['Door', 'Gate', 'Yard']);
    await page.keyboard.press('Enter');
    await expect.poll(() => cameraHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => labelsIn(grid)).toEqual(['Yard', 'Gate', 'Door']);
    expect(await grid.getByRole('columnheader', { name: 'State' }).getAttribute('aria-sort')).toBe('none');

    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('hall');
    await expect.poll(() => labelsIn(grid)).toEqual(['Gate', 'Door']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'cameras shown' }).textContent()).toContain('2 of 3 cameras shown');
    // The export holds the rows on show, in their order, under the inventory CSV's header.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV (2 rows)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^site-[\dT-]+Z\.csv$/);
    const exported = readFileSync((await download.path())!, 'utf8').split(/\r?\n/).filter((line) => line !== '');
    expect(exported[0]).toBe(inventoryCsvHeader.join(';'));
    expect(exported.slice(1).map((line) => line.split(';')[1])).toEqual(['Gate', 'Door']);
    await filter.fill('offline');
    await expect.poll(() => labelsIn(grid)).toEqual(['Yard']);
    await filter.fill('');
    await expect.poll(() => labelsIn(grid)).toEqual(['Yard', 'Gate', 'Door']);

    await page.getByRole('checkbox', { name: 'By group' }).check();
    const groupRows = grid.locator('.site-group-row');
    await expect.poll(() => groupRows.allTextContents()).toEqual(['Hall: 2 cameras, 1 with a problem', 'Outside: 1 camera, 1 with a problem']);
    expect(await labelsIn(grid)).toEqual(['Gate', 'Door', 'Yard']);
    expect(await grid.getAttribute('aria-rowcount')).toBe('6');
    await page.getByRole('checkbox', { name: 'By group' }).uncheck();
    await expect.poll(() => groupRows.count()).toBe(0);
    expect(problems).toEqual([]);
  }, 60_000);

  it('cancels a refresh under way and still shows the rows', async () => {
    await page.getByRole('button', { name: 'Refresh all' }).click();
    await page.getByRole('progressbar', { name: 'Refresh progress' }).waitFor();
    await page.getByRole('button', { name: 'Cancel refresh' }).click();
    const outcome = page.getByRole('status', { name: 'Refresh result' });
    await expect.poll(() => outcome.textContent(), { timeout: 20_000 }).toMatch(/^Refresh cancelled: /);
    expect(await labelsIn(page.getByRole('grid', { name: 'Site' }))).toEqual(['Yard', 'Gate', 'Door']);
    expect(problems).toEqual([]);
  }, 60_000);

  it('opens the configuration of a row chosen with the arrow keys and Enter', async () => {
    const grid = page.getByRole('grid', { name: 'Site' });
    const first = rowOf(grid, 'Yard');
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('.site-label')?.textContent)).toBe('Gate');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'Configuration' }).getAttribute('aria-selected')).toBe('true');
    const cameraList = page.getByRole('listbox', { name: 'Cameras' });
    await expect.poll(() => cameraList.getByRole('option', { selected: true }).locator('.item-title').textContent()).toBe('Gate');
    expect(problems).toEqual([]);
  }, 60_000);
  it('speaks German: headings, states, the factory password warning and the dates (site-view-de.png)', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('tab', { name: 'Standort' }).click();
    const grid = page.getByRole('grid', { name: 'Standort' });
    await grid.getByRole('columnheader', { name: 'Letzte Sicherung' }).waitFor();
    await expect.poll(() => rowOf(grid, 'Door').textContent()).toContain('⚠ WERKSPASSWORT');
    await expect.poll(() => rowOf(grid, 'Yard').textContent()).toContain('noch keine Antwort');
    await expect.poll(() => rowOf(grid, 'Gate').textContent()).toContain('2 nicht gespeichert');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'WERKSPASSWORT' }).textContent()).toContain('1 Kamera hat noch das WERKSPASSWORT');
    // The filter finds a state by the word the table shows in German.
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('werkspasswort');
    await expect.poll(() => labelsIn(grid)).toEqual(['Door']);
    await filter.fill('');
    await expect.poll(() => labelsIn(grid).then((labels) => labels.length)).toBe(3);
    // Dates as German writes them: 27.11.26, 14:12:05.
    await expect.poll(() => page.getByRole('status').filter({ hasText: /Kameras, Stand/ }).textContent()).toMatch(/3 Kameras, Stand \d{2}\.\d{2}\.\d{2}, \d{2}:\d{2}:\d{2}\./);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: screenshotPath('site-view-de.png') });
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('tab', { name: 'Site' }).waitFor();
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('the Site tab with a camera reset to its factory settings', () => {
  const commissioned = 'Site-Reset-e2e-Secret-61';
  let cameras: SimulatedCamera[] = [];
  let studio: WorkspaceStudio;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    // Mast was commissioned with the site's password and has been reset since; Pole's password in the workspace is wrong.
    cameras = await startSimulatedCameraFleet({ count: 2, user: 'admin', password: commissioned });
    studio = await openWorkspaceStudio('site-reset', problems, {
      context: axeContextOptions,
      prepare: async (services) => {
        await addCameraInGroup(services, { label: 'Mast', port: cameras[0]!.port, user: 'admin', password: commissioned, group: 'Outside' });
        await addCameraInGroup(services, { label: 'Pole', port: cameras[1]!.port, user: 'admin', password: 'not-the-site-password-2', group: 'Outside' });
      },
    });
    page = studio.page;
    await page.setViewportSize({ width: 1600, height: 900 });
    cameras[0]!.resetToFactory();
  }, 60_000);

  afterAll(async () => {
    await studio?.close();
    await stopCameraFleet(cameras);
  });

  it('says in the Password column that it refuses the site\'s password and opens with the factory one, in English and German; axe finds nothing', async () => {
    await page.getByRole('tab', { name: 'Site' }).click();
    const grid = page.getByRole('grid', { name: 'Site' });
    await expect.poll(() => labelsIn(grid).then((labels) => [...labels].sort())).toEqual(['Mast', 'Pole']);
    await page.getByRole('button', { name: 'Refresh all' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Refresh result' }).textContent(), { timeout: 20_000 }).toBe('Refresh done: 0 answered, 2 did not.');

    const mast = rowOf(grid, 'Mast');
    const warning = mast.locator('.site-factory');
    await expect.poll(() => warning.textContent()).toBe('⚠ RESET? FACTORY PASSWORD');
    expect(await warning.getAttribute('title')).toBe("Refuses the site's password and opens with the factory password (admin / meinsm): it was probably reset, and anyone on the network can change it. Set the site's password on it again.");
    expect(await mast.locator('.site-second').first().textContent()).toBe("refuses the site's password and opens with the factory one (admin / meinsm): it was probably reset; set the site's password on it again");
    // Told apart above the table too: a reset, not a camera still on its factory password.
    const banners = page.locator('.site-factory-banner');
    expect(await banners.allTextContents()).toEqual(["⚠ 1 camera refuses the site's password and opens with the FACTORY PASSWORD: it was probably reset, and anyone on the network can change it. Set the site's password on it again, then restore its configuration from its last backup."]);
    const pole = rowOf(grid, 'Pole');
    await expect.poll(() => pole.textContent()).toContain('the camera refused the user name or password');
    expect(await pole.locator('.site-factory').count()).toBe(0);
    const cut = (locator: Locator) => locator.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent));
    expect(await cut(grid.locator('.site-factory'))).toEqual([]);
    const english = await axeViolations(page);
    expect(english, describeFindings(english)).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    const german = page.getByRole('grid', { name: 'Standort' });
    const mastDe = rowOf(german, 'Mast');
    await expect.poll(() => mastDe.locator('.site-factory').textContent()).toBe('⚠ ZURÜCKGESETZT? WERKSPASSWORT');
    expect(await mastDe.locator('.site-factory').getAttribute('title')).toMatch(/^Lehnt das Passwort des Standorts ab und öffnet mit dem Werkspasswort \(admin \/ meinsm\): sie wurde wohl zurückgesetzt/);
    expect(await mastDe.locator('.site-second').first().textContent()).toMatch(/^lehnt das Passwort des Standorts ab und öffnet mit dem Werkspasswort/);
    expect(await cut(german.locator('.site-factory'))).toEqual([]);
    expect(await banners.allTextContents()).toEqual(['⚠ 1 Kamera lehnt das Passwort des Standorts ab und öffnet mit dem WERKSPASSWORT: sie wurde wohl zurückgesetzt, und jeder im Netz kann sie ändern. Das Passwort des Standorts wieder setzen, dann ihre Konfiguration aus der letzten Sicherung wiederherstellen.']);
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('zurückgesetzt');
    await expect.poll(() => labelsIn(german)).toEqual(['Mast']);
    await filter.fill('');
    await expect.poll(() => labelsIn(german).then((labels) => labels.length)).toBe(2);
    const inGerman = await axeViolations(page);
    expect(inGerman, describeFindings(inGerman)).toEqual([]);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    expect(await page.content()).not.toContain(commissioned);
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('the Site tab with 500 cameras', () => {
  let services: StudioServices;
  let studio: WebStudio;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    services = await createTestStudioServices({ demo: false, mode: 'web' });
    const port = await closedTcpPort();
    for (let number = 1; number <= 500; number++) {
      const host = `127.0.${2 + Math.floor((number - 1) / 250)}.${1 + ((number - 1) % 250)}`;
      await services.handlers['cameras.add']({ host, port, user: 'tech', password: 'not-used-here-1', label: `Cam ${number}` }, studioItself);
    }
    studio = await openWebStudio(services, problems, 20_000);
    page = studio.page;
    await page.setViewportSize({ width: 1400, height: 900 });
  }, 120_000);

  afterAll(async () => {
    await studio?.close();
    await services?.close();
  });

  it('puts only the rows in view into the page, and the last one when scrolled to the end or End is pressed', async () => {
    await page.getByRole('tab', { name: 'Site' }).click();
    const grid = page.getByRole('grid', { name: 'Site' });
    await grid.getByRole('columnheader', { name: 'Camera' }).getByRole('button').click();
    await expect.poll(() => labelsIn(grid).then((labels) => labels[0])).toBe('Cam 1');
    expect(await grid.getAttribute('aria-rowcount')).toBe('501');
    const rows = grid.locator('.site-camera-row');
    expect(await rows.count()).toBeLessThan(60);

    await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const last = rowOf(grid, 'Cam 500');
    await last.waitFor();
    expect(await last.getAttribute('aria-rowindex')).toBe('501');
    expect(await rows.count()).toBeLessThan(60);
    expect(await rowOf(grid, 'Cam 1').count()).toBe(0);

    await grid.evaluate((element) => element.scrollTo({ top: 0 }));
    const firstRow = rowOf(grid, 'Cam 1');
    await firstRow.focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('.site-label')?.textContent)).toBe('Cam 500');
    expect(problems).toEqual([]);
  }, 60_000);

  it('lets a row take focus after a sort and a dialog, when the row last active is scrolled out of the page', async () => {
    const grid = page.getByRole('grid', { name: 'Site' });
    const focusedLabel = () => page.evaluate(() => (document.activeElement?.classList.contains('site-camera-row') ? document.activeElement.querySelector('.site-label')?.textContent : null) ?? null);
    // Cam 500 is the active row (End above); sorted by State (all unknown: by name), scrolled back to the top, a dialog opened and closed.
    await expect.poll(focusedLabel).toBe('Cam 500');
    await grid.getByRole('columnheader', { name: 'State' }).getByRole('button').click();
    await grid.evaluate((element) => element.scrollTo({ top: 0 }));
    await rowOf(grid, 'Cam 1').waitFor();
    await expect.poll(() => rowOf(grid, 'Cam 500').count()).toBe(0);
    await page.getByRole('button', { name: 'Import camera list…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Tab from the last heading goes into the rows, and the arrows move from there.
    await grid.getByRole('columnheader', { name: 'Bus peer' }).getByRole('button').focus();
    await page.keyboard.press('Tab');
    await expect.poll(focusedLabel).toBe('Cam 1');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedLabel).toBe('Cam 2');
    expect(problems).toEqual([]);
  }, 60_000);
});
