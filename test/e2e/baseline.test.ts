// The Baseline tab in Chromium (web mode) against three simulated cameras on 127.0.0.1 in a
// workspace, as a technician uses it: make a baseline from a camera (tick audio SPEAKERLEVEL
// and MICRO), see a typo marked live, save it for the group; one camera's SPEAKERLEVEL is changed
// behind the studio's back; the check names that camera and parameter; the fix (dry run,
// confirmation) is verified, read back independently; a second check is compliant, and the
// comparison of the two runs says the camera is back; the handover report is saved as files.
// The matrix is a grid worked by keyboard; then, in German, the kept runs pass axe in both
// themes with the matrix, the comparison and the dialogs open, and Escape closes a dialog.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteConfigClient } from '../../src/main/remoteconfig/remoteConfigClient';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { getParam } from '../../src/shared/remoteconfig/configModel';
import { closedTcpPort } from '../support/testPorts';
import { studioItself } from '../../src/main/services/studioServices';
import { axeContextOptions, axeViolations, describeFindings } from './axe';
import { pageWaitMs, watchForProblems } from './chromium';
import { screenshotPath } from './screenshots';
import { addCameraInGroup, openSiteStudio, type SiteStudio, type WorkspaceStudio } from './workspaceStudio';

const password = 'Baseline-e2e-Secret-20';
const labels = ['Gate', 'Yard', 'Door'];

describe('the Baseline tab', () => {
  let site: SiteStudio;
  let cameras: SimulatedCamera[] = [];
  let studio: WorkspaceStudio;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    site = await openSiteStudio('baseline', problems, { password, labels, script: 'helo\nwrite params\naudio/SPEAKERLEVEL=50\naudio/MICRO=1\nstore\nquit\n', viewport: { width: 1600, height: 1000 } });
    ({ cameras, studio, page } = site);
  }, 60_000);

  afterAll(async () => {
    await site?.close();
  });

  it('makes a baseline from a camera, checks, fixes the drifted camera, checks again and saves the report', async () => {
    await page.getByRole('tab', { name: 'Baseline' }).click();
    await page.getByText('No baseline yet').waitFor();

    // From camera…: Gate's values read now, SPEAKERLEVEL and MICRO ticked.
    await page.getByRole('button', { name: 'From camera…' }).click();
    const draft = page.getByRole('dialog', { name: 'Baseline from a camera' });
    await draft.getByRole('combobox', { name: 'Camera' }).selectOption({ label: `Gate (127.0.0.1:${cameras[0]!.port})` });
    await draft.getByRole('button', { name: 'Read values' }).click();
    await draft.getByText(/^\d+ parameters of audio$/).click();
    const audio = draft.getByRole('list', { name: 'Parameters of audio' });
    await audio.getByRole('checkbox', { name: 'SPEAKERLEVEL = 50', exact: true }).check();
    await audio.getByRole('checkbox', { name: 'MICRO = 1', exact: true }).check();
    await draft.getByRole('button', { name: 'Use these (2)' }).click();
    await draft.waitFor({ state: 'detached' });

    // The text as written from the ticks; a typo is marked as it is typed, and Save waits for it.
    const editor = page.getByRole('region', { name: 'New baseline' });
    const code = editor.locator('.baseline-editor-code .view-lines');
    // Monaco shows spaces as no-break spaces.
    await expect.poll(() => code.innerText()).toMatch(/^SECTION\saudio\s+(?:MICRO=1\s+SPEAKERLEVEL=50|SPEAKERLEVEL=50\s+MICRO=1)\s+ENDSECTION\saudio\s*$/);
    await code.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('OOPS');
    await editor.getByText('1 problem in the text: fix it to save.').waitFor();
    await editor.getByRole('list', { name: 'Problems in the text' }).getByText(/^Line \d+: expected SECTION <name>/).waitFor();
    await editor.locator('.squiggly-error').first().waitFor();
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    for (let typed = 0; typed < 'OOPS'.length; typed += 1) await page.keyboard.press('Backspace');
    await editor.getByText('Name the baseline to save it.').waitFor();

    await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('Site A');
    await editor.getByRole('checkbox', { name: 'Site', exact: true }).check();
    await editor.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('region', { name: 'Site A, version 1' });
    await saved.getByText('Saved as version 1.').waitFor();
    const list = page.getByRole('table', { name: 'Baselines' });
    await expect.poll(() => list.getByRole('row', { name: /^Site A / }).innerText()).toMatch(/Site A\s+1\s+Site\s+audio\s+2\s/);

    // Yard's level changed behind the studio's back: the check names it and the parameter.
    cameras[1]!.runScript('helo\nwrite params\naudio/SPEAKERLEVEL=30\nquit\n');
    const check = page.getByRole('region', { name: 'Check', exact: true });
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await check.getByRole('status', { name: 'Check result' }).waitFor();
    const summary = check.getByRole('group', { name: 'Summary' });
    await summary.getByRole('button', { name: '2 compliant' }).waitFor();
    await summary.getByRole('button', { name: '1 drifted' }).waitFor();
    await summary.getByRole('button', { name: '0 unreadable' }).waitFor();
    const matrix = check.getByRole('grid', { name: 'Check matrix' });
    await matrix.getByRole('columnheader', { name: 'audio/SPEAKERLEVEL' }).waitFor();
    const yard = matrix.getByRole('row', { name: 'Yard' });
    await expect.poll(() => yard.getByRole('gridcell', { name: 'audio/SPEAKERLEVEL on Yard: expected 50 → 30' }).innerText()).toBe('50 → 30');
    await expect.poll(() => matrix.getByRole('row', { name: 'Gate' }).innerText()).toContain('Compliant');
    await page.screenshot({ path: screenshotPath('baseline-check.png') });

    // By keyboard: from the header down to Yard's row, Space ticks it for the fix and unticks it, End reaches its drifted value.
    const focused = () => page.evaluate(() => ({ label: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '', row: document.activeElement?.closest('[role=row]')?.getAttribute('aria-label') ?? null }));
    await matrix.getByRole('columnheader', { name: 'Fix' }).focus();
    const yardRow = Number(await yard.getAttribute('aria-rowindex'));
    for (let row = 1; row < yardRow; row += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toMatchObject({ row: 'Yard' });
    await page.keyboard.press('Space');
    await check.getByText('1 drifted camera ticked for the fix.').waitFor();
    await page.keyboard.press('Space');
    await check.getByText('Tick drifted cameras to fix only those, or fix every drifted camera.').waitFor();
    await page.keyboard.press('End');
    await expect.poll(focused).toEqual({ label: 'audio/SPEAKERLEVEL on Yard: expected 50 → 30', row: 'Yard' });
    await page.keyboard.press('Control+Home');
    await expect.poll(focused).toMatchObject({ label: 'Fix', row: null });
    await check.getByRole('checkbox', { name: 'Only drifted' }).check();
    await expect.poll(() => matrix.getByRole('row').count()).toBe(2);

    // Bring back to baseline: the dry run names only the drifted parameter; confirmed; verified.
    await check.getByRole('button', { name: 'Bring back to baseline…' }).click();
    const fix = page.getByRole('dialog', { name: 'Bring back to baseline' });
    const dryRun = fix.getByLabel('Dry run');
    await dryRun.getByText('audio/SPEAKERLEVEL=50').waitFor();
    await dryRun.getByText('1 camera; nothing sent yet').waitFor();
    expect(getParam(cameras[1]!.running, 'audio', 'SPEAKERLEVEL')).toBe('30');
    await fix.getByRole('button', { name: 'Write 1 camera…' }).click();
    await fix.getByText('1 camera is written now and stored. The other cameras get nothing.').waitFor();
    await fix.getByRole('button', { name: 'Write 1 camera', exact: true }).click();
    const result = fix.getByRole('table', { name: 'Fix result' });
    await result.getByText(/^1 of 1 camera verified in /).waitFor({ timeout: 20_000 });
    await expect.poll(() => result.getByRole('row', { name: /^Yard / }).getByRole('cell').first().innerText()).toBe('Verified');
    const client = new RemoteConfigClient({ host: '127.0.0.1', port: cameras[1]!.port, user: 'admin', password });
    await expect(client.getParams([{ section: 'audio', name: 'SPEAKERLEVEL' }])).resolves.toEqual([{ section: 'audio', name: 'SPEAKERLEVEL', value: '50' }]);
    expect(getParam(cameras[1]!.flash, 'audio', 'SPEAKERLEVEL')).toBe('50');

    // Check again: compliant; compared with the first run, Yard is back to compliant.
    await fix.getByRole('button', { name: 'Check again' }).click();
    await fix.waitFor({ state: 'detached' });
    await summary.getByRole('button', { name: '3 compliant' }).waitFor();
    await summary.getByRole('button', { name: '0 drifted' }).waitFor();
    expect(await check.getByRole('button', { name: 'Bring back to baseline…' }).count()).toBe(0);
    const compareWith = check.getByRole('combobox', { name: 'Compare with' });
    await compareWith.selectOption({ index: 1 });
    const changes = check.getByRole('table', { name: 'Changes between the runs' });
    await expect.poll(() => changes.getByRole('row', { name: /^Yard / }).innerText()).toMatch(/Back to compliant\s+was audio\/SPEAKERLEVEL: 50 → 30/);

    // Save report…: the files are written where the dialog says.
    await check.getByRole('button', { name: 'Save report…' }).click();
    const report = page.getByRole('dialog', { name: 'Save the handover report' });
    await report.getByRole('textbox', { name: 'Site', exact: true }).fill('Werk Süd');
    await report.getByRole('textbox', { name: 'Technician' }).fill('Jörg Müller');
    await report.getByRole('button', { name: 'Save report' }).click();
    const files = report.getByRole('table', { name: 'Saved report files' });
    await files.getByText('Saved: 3 cameras').waitFor({ timeout: 30_000 });
    const rows = files.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const paths = await files.locator('.baseline-path').allInnerTexts();
    expect(paths.map((path) => extname(path)).sort()).toEqual(['.html', '.pdf']);
    for (const path of paths) {
      expect(existsSync(path)).toBe(true);
      expect(statSync(path).size).toBeGreaterThan(0);
    }
    await report.getByRole('button', { name: 'Close' }).click();

    // Again: the kept site name is selected, so what is typed replaces it; a German report says so in its words and lang.
    await check.getByRole('button', { name: 'Save report…' }).click();
    const again = page.getByRole('dialog', { name: 'Save the handover report' });
    const siteField = again.getByRole('textbox', { name: 'Site', exact: true });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('site');
    await page.keyboard.type('Werk Nord');
    await expect.poll(() => siteField.inputValue()).toBe('Werk Nord');
    await again.getByRole('combobox', { name: 'Report language' }).selectOption('de');
    await again.getByRole('textbox', { name: 'Time zone of the site' }).fill('Europe/Berlin');
    await again.getByRole('checkbox', { name: 'PDF' }).uncheck();
    await again.getByRole('button', { name: 'Save report' }).click();
    const germanFiles = again.getByRole('table', { name: 'Saved report files' });
    await germanFiles.getByText('Saved: 3 cameras').waitFor({ timeout: 30_000 });
    const [germanPath] = await germanFiles.locator('.baseline-path').allInnerTexts();
    const germanHtml = readFileSync(germanPath!, 'utf8');
    expect(germanHtml).toContain('<html lang="de">');
    expect(germanHtml).toContain('Übergabebericht');
    expect(germanHtml).toContain('Werk Nord');
    expect(germanHtml).toContain('(Europe/Berlin)');
    await again.getByRole('button', { name: 'Close' }).click();
    expect(problems).toEqual([]);
  }, 120_000);

  it('shows the kept runs in German, with no axe finding in either theme, the dialogs closing on Escape', async () => {
    // A page of its own that may inject axe (only this test context bypasses the CSP).
    const context = await studio.browser.newContext({ ...axeContextOptions, viewport: { width: 1600, height: 1000 }, colorScheme: 'light' });
    const german = await context.newPage();
    german.setDefaultTimeout(pageWaitMs);
    watchForProblems(german, problems);
    await german.goto(studio.server.url);
    await german.getByText('Web mode').waitFor();
    await german.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await german.getByRole('tab', { name: 'Soll-Konfiguration' }).click();
    await german.getByRole('table', { name: 'Soll-Konfigurationen' }).getByRole('button', { name: 'Site A' }).click();
    await german.getByRole('region', { name: 'Site A, Version 1' }).getByText('Als Version 1 gespeichert.').waitFor();

    // The first run (Yard drifted) on show, compared with the second (Yard back).
    const check = german.getByRole('region', { name: 'Prüfen', exact: true });
    const runChoice = check.getByRole('combobox', { name: 'Prüflauf' });
    // The picker holds only its placeholder until the runs are read: wait for them.
    await expect.poll(() => runChoice.locator('option').allInnerTexts()).toEqual([expect.stringMatching(/^\d\d\.\d\d\.\d\d \d\d:\d\d:\d\d: 3 konform, 0 Neustart nötig, 0 abweichend, 0 nicht lesbar$/), expect.stringMatching(/: 2 konform, 0 Neustart nötig, 1 abweichend, 0 nicht lesbar$/)]);
    await runChoice.selectOption({ index: 1 });
    const summary = check.getByRole('group', { name: 'Zusammenfassung' });
    await summary.getByRole('button', { name: '1 abweichend' }).waitFor();
    const matrix = check.getByRole('grid', { name: 'Prüfmatrix' });
    await matrix.getByRole('row', { name: 'Yard' }).getByRole('gridcell', { name: 'audio/SPEAKERLEVEL an Yard: Soll 50 → 30' }).waitFor();
    await expect.poll(() => matrix.getByRole('row', { name: 'Gate' }).innerText()).toContain('Konform');
    await check.getByRole('combobox', { name: 'Vergleichen mit' }).selectOption({ index: 1 });
    const changes = check.getByRole('table', { name: 'Änderungen zwischen den Prüfläufen' });
    await expect.poll(() => changes.getByRole('row', { name: /^Yard / }).innerText()).toMatch(/Wieder konform\s+war audio\/SPEAKERLEVEL: 50 → 30/);
    await german.locator('.baseline-editor-code .monaco-editor').waitFor();
    await german.screenshot({ path: screenshotPath('baseline-german.png') });

    const findings: string[] = [];
    const axe = async (where: string) => {
      const found = await axeViolations(german);
      if (found.length > 0) findings.push(`${where}:\n${describeFindings(found)}`);
    };
    for (const theme of ['light', 'dark'] as const) {
      if ((await german.evaluate(() => document.documentElement.dataset.theme)) !== theme) await german.getByRole('button', { name: theme === 'dark' ? 'Dunkel' : 'Hell', exact: true }).click();
      await axe(`Soll-Konfiguration (${theme})`);

      await check.getByRole('button', { name: 'Auf Soll-Konfiguration zurücksetzen…' }).click();
      const fix = german.getByRole('dialog', { name: 'Auf Soll-Konfiguration zurücksetzen' });
      await fix.getByRole('group', { name: 'Probelauf' }).getByText('(1 Kamera; noch nichts gesendet)').waitFor();
      await axe(`Zurücksetzen (${theme})`);
      await german.keyboard.press('Escape');
      await fix.waitFor({ state: 'detached' });

      await check.getByRole('button', { name: 'Bericht speichern…' }).click();
      const report = german.getByRole('dialog', { name: 'Übergabebericht speichern' });
      await report.getByRole('textbox', { name: 'Standort', exact: true }).waitFor();
      await expect.poll(() => german.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('site');
      await axe(`Bericht (${theme})`);
      await german.keyboard.press('Escape');
      await report.waitFor({ state: 'detached' });
    }
    await context.close();
    expect(findings.join('\n\n')).toBe('');
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps the camera chosen in the dry run when Update or Reboot is ticked', async () => {
    // Gate and Door drifted: the dry run has a script for each.
    for (const index of [0, 2]) cameras[index]!.runScript('helo\nwrite params\naudio/SPEAKERLEVEL=30\nquit\n');
    const check = page.getByRole('region', { name: 'Check', exact: true });
    await check.getByRole('checkbox', { name: 'Only drifted' }).uncheck();
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await check.getByRole('group', { name: 'Summary' }).getByRole('button', { name: '2 drifted' }).waitFor();
    await check.getByRole('button', { name: 'Bring back to baseline…' }).click();
    const fix = page.getByRole('dialog', { name: 'Bring back to baseline' });
    const dryRun = fix.getByRole('group', { name: 'Dry run' });
    const scriptFor = dryRun.getByRole('combobox', { name: 'Dry run: the script sent to' });
    const shownCamera = () => scriptFor.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? null);
    await scriptFor.selectOption({ label: 'Door (1 parameter)' });
    await dryRun.getByLabel('Script for Door').first().waitFor();
    for (const step of ['Update', 'Reboot, wait and read back']) {
      await fix.getByRole('checkbox', { name: step }).check();
      await dryRun.getByText('audio/SPEAKERLEVEL=50').waitFor();
      await expect.poll(shownCamera).toBe('Door (1 parameter)');
      await dryRun.getByLabel('Script for Door').first().waitFor();
    }
    await page.keyboard.press('Escape');
    await fix.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  }, 120_000);

  it('gives the matrix the width of the view, wraps a long reason, and moves the keyboard only to cells in view', async () => {
    // A camera of the group that does not answer: unreadable, with a long reason.
    await addCameraInGroup(studio.services, { label: 'Shed', port: await closedTcpPort(), user: 'admin', password, group: 'Site' });
    const check = page.getByRole('region', { name: 'Check', exact: true });
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await check.getByRole('group', { name: 'Summary' }).getByRole('button', { name: '1 unreadable' }).waitFor();
    const matrix = check.getByRole('grid', { name: 'Check matrix' });
    const view = (await page.locator('.baseline-view').boundingBox())!;
    const matrixBox = (await matrix.boundingBox())!;
    expect(matrixBox.width / view.width).toBeGreaterThan(0.95);

    const reason = matrix.getByRole('row', { name: 'Shed' }).getByRole('gridcell').nth(3);
    await expect.poll(() => reason.innerText()).toMatch(/^offline: .*127\.0\.0\.1:\d+/);
    expect(await reason.evaluate((cell) => ({ wide: cell.scrollWidth <= cell.clientWidth, tall: cell.scrollHeight <= cell.clientHeight }))).toEqual({ wide: true, tall: true });

    // From the header down every row: each cell the keyboard lands on is in view, below the header, and has a size.
    const head = (await matrix.locator('.baseline-matrix-head').boundingBox())!;
    const grid = (await matrix.boundingBox())!;
    await matrix.getByRole('columnheader', { name: 'Fix' }).focus();
    const rows = Number(await matrix.getAttribute('aria-rowcount'));
    for (let row = 2; row <= rows; row += 1) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex'))).toBe(String(row));
      const box = await page.evaluate(() => {
        const { top, bottom, height, width } = document.activeElement!.getBoundingClientRect();
        return { top, bottom, height, width };
      });
      expect({ row, sized: box.height >= 12 && box.width >= 12, belowHead: box.top >= head.y + head.height - 1, inGrid: box.bottom <= grid.y + grid.height + 1 }).toEqual({ row, sized: true, belowHead: true, inGrid: true });
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('warns that sip values apply only after a reboot when Reboot is not ticked, and shows the fixed cameras as reboot needed, in the dialog and the Site tab', async () => {
    await studio.services.handlers['baseline.save']({ name: 'Site SIP', text: 'SECTION sip\nNUMBER=100\nENDSECTION sip\n', groups: ['Site'] }, studioItself);
    // Saved behind the page's back: the page reads the list anew when loaded.
    await page.reload();
    await page.getByRole('tab', { name: 'Baseline' }).click();
    await page.getByRole('table', { name: 'Baselines' }).getByRole('button', { name: 'Site SIP' }).click();
    await page.getByRole('region', { name: 'Site SIP, version 1' }).waitFor();
    const check = page.getByRole('region', { name: 'Check', exact: true });
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await check.getByRole('group', { name: 'Summary' }).getByRole('button', { name: '3 drifted' }).waitFor();

    await check.getByRole('button', { name: 'Bring back to baseline…' }).click();
    const fix = page.getByRole('dialog', { name: 'Bring back to baseline' });
    const warning = fix.getByRole('alert').filter({ hasText: 'apply only after a reboot' });
    await expect.poll(() => warning.textContent()).toBe('Values of sip apply only after a reboot, and Reboot is not ticked: 3 cameras keep them stored but show “reboot needed” until they reboot.');
    const reboot = fix.getByRole('checkbox', { name: 'Reboot, wait and read back' });
    await reboot.check();
    await fix.getByRole('group', { name: 'Dry run' }).waitFor();
    await expect.poll(() => warning.count()).toBe(0);
    await reboot.uncheck();
    await warning.waitFor();

    await fix.getByRole('button', { name: 'Write 3 cameras…' }).click();
    await fix.getByRole('button', { name: 'Write 3 cameras', exact: true }).click();
    const result = fix.getByRole('table', { name: 'Fix result' });
    await result.getByText(/^3 of 3 cameras verified in /).waitFor({ timeout: 20_000 });
    await expect.poll(() => result.getByRole('row', { name: /^Gate / }).getByRole('cell').first().innerText()).toBe('Verified; reboot needed (sip)');
    await fix.getByRole('button', { name: 'Close' }).click();
    await fix.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Site' }).click();
    const gate = page.getByRole('grid', { name: 'Site' }).getByRole('row').filter({ has: page.locator('.site-label', { hasText: /^Gate$/ }) });
    await expect.poll(() => gate.textContent()).toContain('needed (sip)');

    // Checked again: the values read as written, but sip waits for a reboot: reboot needed, never compliant.
    await page.getByRole('tab', { name: 'Baseline' }).click();
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    const summary = check.getByRole('group', { name: 'Summary' });
    await summary.getByRole('button', { name: '3 reboot needed' }).waitFor({ timeout: 20_000 });
    await summary.getByRole('button', { name: '0 compliant' }).waitFor();
    const gateRow = check.getByRole('grid', { name: 'Check matrix' }).getByRole('row').filter({ hasText: 'Gate' });
    await expect.poll(() => gateRow.textContent()).toMatch(/Reboot needed.*reboot needed: the values of sip are stored but not yet in force/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    try {
      await page.getByRole('group', { name: 'Zusammenfassung' }).getByRole('button', { name: '3 Neustart nötig' }).waitFor();
      const germanRow = page.getByRole('grid', { name: 'Prüfmatrix' }).getByRole('row').filter({ hasText: 'Gate' });
      await expect.poll(() => germanRow.textContent()).toMatch(/Neustart nötig.*die Werte von sip sind gespeichert, aber noch nicht wirksam/);
    } finally {
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
