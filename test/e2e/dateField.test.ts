// Date fields in the studio's language, not the browser's (Chromium, web mode, an English browser,
// the studio switched to German): the report dialog's "since" field shows TT.MM.JJJJ, refuses a
// day that does not exist and a two-digit year with the field and the format named (aria-invalid,
// described by the problem), takes 01.11.2026 and the report's audit period starts that day; the
// audit log's filter reads German dates too. axe finds nothing with a problem shown.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioItself } from '../../src/main/services/studioServices';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { newSimulatedCamera } from '../support/simulatedCameras';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { addCameraInGroup, openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';

const password = 'date-field-e2e-pass';
let camera: SimulatedCamera;
let studio: WorkspaceStudio;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  camera = newSimulatedCamera({ password });
  const { port } = await camera.start(0);
  studio = await openWorkspaceStudio('dateField', problems, {
    context: { ...axeContextOptions, locale: 'en-US' },
    prepare: async (opened) => {
      await addCameraInGroup(opened, { label: 'Tor Nord', port, user: 'admin', password, group: 'Werk' });
      await opened.handlers['baseline.save']({ name: 'Werk Süd', text: 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n', groups: ['Werk'] }, studioItself);
    },
  });
  page = studio.page;
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
}, 60_000);

afterAll(async () => {
  await studio?.close();
  await camera?.stop();
});

describe('date fields in the studio language', () => {
  it('takes 01.11.2026 in the German report dialog and refuses what is no date, naming the field and the format', async () => {
    await page.keyboard.press('Control+Alt+9');
    await page.getByRole('button', { name: 'Werk Süd', exact: true }).click();
    // The check is started by its button: the shortcut is ignored where focus may land once the baseline is open (its text editor).
    const check = page.getByRole('region', { name: 'Prüfen', exact: true });
    await check.getByRole('button', { name: 'Prüfen', exact: true }).click();
    await check.getByRole('button', { name: /^1 (konform|abweichend)/ }).waitFor({ timeout: 20_000 });
    await check.getByRole('button', { name: 'Bericht speichern…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Übergabebericht speichern' });
    await dialog.getByRole('textbox', { name: 'Standort', exact: true }).fill('Werk Süd');
    await dialog.getByRole('textbox', { name: 'Techniker' }).fill('Jörg Müller');
    await dialog.getByRole('textbox', { name: 'Zeitzone des Standorts' }).fill('UTC');
    const since = dialog.getByRole('textbox', { name: 'Protokolleinträge seit' });
    expect(await since.getAttribute('type')).toBe('text');
    expect(await since.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await dialog.getByText('Format: TT.MM.JJJJ').waitFor();

    await since.fill('31.02.2026');
    await dialog.getByRole('button', { name: 'Bericht speichern', exact: true }).click();
    const problem = dialog.getByRole('alert');
    await expect.poll(() => problem.textContent()).toBe('Protokolleinträge seit: den Tag 31.02.2026 gibt es nicht');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('TT.MM.JJJJ');
    expect(await since.getAttribute('aria-invalid')).toBe('true');
    expect(await since.getAttribute('aria-describedby')).toContain(await problem.getAttribute('id'));
    expect(describeFindings(await axeViolations(page))).toBe('');

    await since.fill('01.11.26');
    await expect.poll(() => problem.textContent()).toBe('Protokolleinträge seit: das Jahr vierstellig angeben (TT.MM.JJJJ)');
    await since.fill('11/01/2026');
    await expect.poll(() => problem.textContent()).toBe('Protokolleinträge seit: Datum als TT.MM.JJJJ angeben');
    expect(await dialog.getByRole('table', { name: 'Gespeicherte Berichtsdateien' }).count()).toBe(0);

    await since.fill('01.11.2026');
    await problem.waitFor({ state: 'detached' });
    expect(await since.getAttribute('aria-invalid')).toBeNull();
    await dialog.getByRole('button', { name: 'Bericht speichern', exact: true }).click();
    const files = dialog.getByRole('table', { name: 'Gespeicherte Berichtsdateien' });
    await files.getByText(/^Gespeichert: 1 Kamera/).waitFor({ timeout: 30_000 });
    const htmlPath = (await files.locator('td.baseline-path').allTextContents()).find((path) => path.endsWith('.html'));
    expect(readFileSync(htmlPath!, 'utf8')).toMatch(/von 01\.11\.2026, 00:00 bis /);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }, 90_000);

  it('filters the audit log by a German date', async () => {
    await page.keyboard.press('Control+Alt+7');
    const filter = page.getByRole('form', { name: 'Das Protokoll filtern' });
    const from = filter.getByRole('textbox', { name: 'Von' });
    expect(await from.getAttribute('placeholder')).toBe('TT.MM.JJJJ HH:MM');
    await from.fill('01.11.2999');
    await filter.getByRole('button', { name: 'Filtern' }).click();
    await page.getByText(/^0 Einträge/).waitFor();
    await from.fill('31.11.2026');
    await filter.getByRole('button', { name: 'Filtern' }).click();
    await expect.poll(() => filter.getByRole('alert').textContent()).toBe('Von: den Tag 31.11.2026 gibt es nicht');
    await from.fill('');
    await filter.getByRole('button', { name: 'Filtern' }).click();
    await page.getByText(/^[1-9]\d* Eintr(ag|äge)/).waitFor();
    expect(describeFindings(await axeViolations(page))).toBe('');
    expect(problems).toEqual([]);
  }, 60_000);
});
