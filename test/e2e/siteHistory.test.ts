// The site's history in the studio (Chromium, web mode), in German: on a site repository the
// History view lists who changed what and when from the commits, newest first, narrows to the
// selected camera by keyboard with focus kept on the choice, shows a backup made in the view
// once reloaded, shows a year of snapshots 50 at a time (focus on the first row added), and has
// no English word and no axe finding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { SnapshotStore } from '../../src/main/fleet';
import { SiteRepository } from '../../src/main/siterepo/siteRepository';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { startSimulatedCameraFleet } from '../support/simulatedCameras';
import { isolatedGitHome } from '../main/siterepo/gitServers';
import { axeContextOptions, axeViolations } from './axe';
import { englishOnlyWords, englishWordsIn } from './englishWords';
import { screenshotPath } from './screenshots';
import { addCameraInGroup, openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';

const password = 'History-e2e-Secret-77';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const problems: string[] = [];
let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let cameras: SimulatedCamera[] = [];
let studio: WorkspaceStudio;
let page: Page;
let siteFolder = '';
/** Backups of Tor kept before the studio opens: more than the view shows at first. */
const keptBackups = 55;

beforeAll(async () => {
  home = await isolatedGitHome();
  cameras = await startSimulatedCameraFleet({ count: 2, password });
  studio = await openWorkspaceStudio('site-history', problems, {
    technician: anna,
    protection: { kind: 'none', sitePassphrase: 'site phrase of the team' },
    context: axeContextOptions,
    initialize: async (folder) => {
      siteFolder = folder;
      await SiteRepository.init(folder, { name: 'Lager Süd', customer: '', address: '', timeZone: 'Europe/Berlin', reportLanguage: 'de' }, anna);
    },
    prepare: async (services) => {
      const tor = await addCameraInGroup(services, { label: 'Tor', port: cameras[0]!.port, user: 'admin', password, group: 'Hof' });
      const snapshots = new SnapshotStore(join(siteFolder, 'snapshots'), { keepsAll: true });
      for (let day = 0; day < keptBackups; day++) {
        await snapshots.record(tor, `#:MX-V5.5.2.166\nSECTION audio\nSPEAKERLEVEL=${day}\nENDSECTION audio\n`, 'backup', new Date(Date.UTC(2026, 9, 1 + day, 2)));
      }
      await addCameraInGroup(services, { label: 'Eingang', port: cameras[1]!.port, user: 'admin', password, group: 'Hof' });
    },
  });
  ({ page } = studio);
}, 60_000);

afterAll(async () => {
  await studio?.close();
  await stopCameraFleet(cameras);
  await home?.restore();
});

const historyTable = () => page.getByRole('table', { name: 'Commits des Standorts, neueste zuerst' });
const rowTexts = async (): Promise<string[]> => (await historyTable().getByRole('row').allInnerTexts()).slice(1);

describe('the site history in the studio', () => {
  it('lists the commits in German, narrows to one camera by keyboard and shows a backup once reloaded', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('combobox', { name: 'Sprache' }).waitFor();
    await page.locator('#tab-history').click();
    await expect.poll(async () => (await rowTexts()).length).toBe(5);
    const rows = await rowTexts();
    expect(rows[0]).toMatch(/Anna Berg\s+Kamera geändert\s+Eingang/);
    expect(rows[1]).toMatch(/Anna Berg\s+Kamera hinzugefügt\s+Eingang/);
    expect(rows[3]).toMatch(/Kamera hinzugefügt\s+Tor/);
    expect(rows[4]).toMatch(/Standort angelegt\s+–/);
    expect(rows[0]).toMatch(/^\d{2}\.\d{2}\.\d{2} \d{2}:\d{2}/);

    await page.getByRole('listbox', { name: 'Kameras' }).getByRole('option', { name: /^Tor/ }).click();
    // Choosing a camera opens its configuration: back to the history.
    await page.locator('#tab-history').click();
    const onlyTor = page.getByRole('checkbox', { name: 'Nur Änderungen an Tor' });
    await onlyTor.focus();
    await page.keyboard.press('Space');
    await expect.poll(rowTexts).toEqual([expect.stringMatching(/Kamera geändert\s+Tor/), expect.stringMatching(/Kamera hinzugefügt\s+Tor/)]);
    expect(await onlyTor.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Tor sichern', exact: true }).click();
    await page.getByRole('status', { name: 'Ergebnis der Sicherung' }).waitFor();
    const reload = page.getByRole('button', { name: 'Verlauf des Standorts neu laden' });
    await reload.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rowTexts())[0]).toMatch(/Sicherungslauf\s+Tor/);
    expect(await reload.evaluate((element) => element === document.activeElement)).toBe(true);

    const snapshotRows = page.getByRole('table', { name: 'Stände von Tor' }).locator('tbody tr');
    expect(await snapshotRows.count()).toBe(50);
    const showOlder = page.getByRole('button', { name: /^\d+ ältere Stände zeigen \(\d+ nicht gezeigt\)$/ });
    await showOlder.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => snapshotRows.count()).toBeGreaterThan(keptBackups);
    expect(await showOlder.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Vergleich von Stand 51');

    const panel = page.getByRole('region', { name: 'Änderungen am Standort' });
    expect(englishWordsIn(await panel.innerText(), englishOnlyWords())).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await panel.screenshot({ path: screenshotPath('site-history-de.png') });
    expect(problems).toEqual([]);
  }, 90_000);
});
