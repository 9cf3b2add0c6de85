// The site's sync in the studio (Chromium, web mode): two studios on two clones of one site, a
// bare repository served by git daemon on loopback. Anna renames a camera and pushes with the
// top bar's button; Ben pulls and sees the new name in his camera list without reopening; both
// rename the same camera: Ben's pull opens the conflict dialog (in German) with both values and
// authors, Ben chooses by keyboard only, resolves and pushes, and Anna's pull brings his choice;
// a pull cancelled at once says what happened, matched against git. axe on the bar and the dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SiteRepository } from '../../src/main/siterepo/siteRepository';
import { studioItself } from '../../src/main/services/studioServices';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { startSimulatedCameraFleet } from '../support/simulatedCameras';
import { plainGit, siteRemoteForTests } from '../main/siterepo/gitServers';
import { axeContextOptions, axeViolations } from './axe';
import { englishOnlyWords, englishWordsIn } from './englishWords';
import { addCameraInGroup, openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';

const password = 'Sync-e2e-Secret-41';
const sitePassphrase = 'lager team phrase';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const ben = { name: 'Ben Roth', email: 'ben@installer.example' };
const remote = siteRemoteForTests('camconfig-e2e-sync-', 'lager.git');
const problems: string[] = [];
let cameras: SimulatedCamera[] = [];
let annaStudio: WorkspaceStudio;
let benStudio: WorkspaceStudio;
let cameraId = '';

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 1, password });
  const url = remote.daemon.url('lager.git');
  annaStudio = await openWorkspaceStudio('sync-anna', problems, {
    technician: anna,
    protection: { kind: 'none', sitePassphrase },
    context: axeContextOptions,
    initialize: async (folder) => {
      await SiteRepository.init(folder, { name: 'Lager Süd', customer: '', address: '', timeZone: 'Europe/Berlin', reportLanguage: 'de' }, anna, { remote: url });
    },
    prepare: async (services) => {
      cameraId = await addCameraInGroup(services, { label: 'Tor', port: cameras[0]!.port, user: 'admin', password, group: 'Hof' });
      expect((await services.handlers['sync.push']({}, studioItself)).outcome).toBe('pushed');
    },
  });
  benStudio = await openWorkspaceStudio('sync-ben', problems, {
    technician: ben,
    protection: { kind: 'none', sitePassphrase },
    context: axeContextOptions,
    initialize: async (folder) => {
      await SiteRepository.clone(url, folder);
    },
  });
}, 90_000);

afterAll(async () => {
  await benStudio?.close();
  await annaStudio?.close();
  await stopCameraFleet(cameras);
});

const syncBar = (page: Page) => page.getByRole('region', { name: /^(Site sync|Abgleich des Standorts)$/ });
const outcome = (page: Page) => page.getByRole('status', { name: /^(Sync outcome|Ergebnis des Abgleichs)$/ });
const cameraNames = async (page: Page): Promise<string[]> => (await page.getByRole('listbox', { name: /^(Cameras|Kameras)$/ }).getByRole('option').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
const isFocused = (page: Page, name: RegExp) => outcome(page).evaluate((element, source) => element === document.activeElement && new RegExp(source).test(element.getAttribute('aria-label') ?? ''), name.source);
const rename = async (studio: WorkspaceStudio, label: string) => studio.services.handlers['cameras.update']({ cameraId, label }, studioItself);

describe('the site sync in the studio', () => {
  it('pushes a rename from one studio and pulls it into the other, whose camera list shows it', async () => {
    const a = annaStudio.page;
    const b = benStudio.page;
    await expect.poll(async () => syncBar(a).innerText()).toMatch(/Branch main[\s\S]*even with the remote/);
    // Pushed, never fetched: no pull yet.
    expect(await syncBar(a).innerText()).toMatch(/never pulled/);
    await expect.poll(async () => syncBar(b).innerText()).toMatch(/Branch main[\s\S]*even with the remote/);
    expect(await cameraNames(b)).toEqual(['Tor']);

    // Anna's edit is committed by the studio: her bar reads the state again and has one to push.
    await rename(annaStudio, 'Tor Nord');
    await expect.poll(async () => syncBar(a).innerText()).toMatch(/1 commit to push/);
    await syncBar(a).getByRole('button', { name: 'Push', exact: true }).click();
    await expect.poll(async () => outcome(a).innerText()).toBe('Pushed: the remote has the site’s commits.');
    await expect.poll(() => isFocused(a, /Sync outcome/)).toBe(true);
    await expect.poll(async () => syncBar(a).innerText()).toMatch(/even with the remote/);

    // Ben's bar says where the site stood when last fetched; the pull fetches, merges and lists the new name.
    await syncBar(b).getByRole('button', { name: 'Read the sync state again' }).click();
    await expect.poll(async () => syncBar(b).innerText()).toMatch(/even with the remote/);
    await syncBar(b).getByRole('button', { name: 'Pull', exact: true }).click();
    await expect.poll(async () => outcome(b).innerText()).toBe('Pulled: fast-forwarded to the remote’s changes; the camera list shows them.');
    await expect.poll(() => cameraNames(b)).toEqual(['Tor Nord']);
    await expect.poll(() => isFocused(b, /Sync outcome/)).toBe(true);
    await expect.poll(async () => syncBar(b).innerText()).toMatch(/last pull \d{1,2}\/\d{1,2}\/\d{2} \d{1,2}:\d{2}/);
    expect(plainGit(benStudio.folder, 'log', '-1', '--format=%an').trim()).toBe('Anna Berg');
    expect(await axeViolations(b)).toEqual([]);
  }, 90_000);

  it('shows the same camera renamed on both sides in German, resolved by keyboard, and pushes the choice', async () => {
    const a = annaStudio.page;
    const b = benStudio.page;
    await rename(annaStudio, 'Tor Ost');
    await expect.poll(async () => syncBar(a).innerText()).toMatch(/1 commit to push/);
    await syncBar(a).getByRole('button', { name: 'Push', exact: true }).click();
    await expect.poll(async () => outcome(a).innerText()).toBe('Pushed: the remote has the site’s commits.');

    await b.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await b.getByRole('combobox', { name: 'Sprache' }).waitFor();
    await rename(benStudio, 'Tor West');
    await expect.poll(async () => syncBar(b).innerText()).toMatch(/1 Commit zu übertragen/);
    const pull = syncBar(b).getByRole('button', { name: 'Abrufen', exact: true });
    await pull.focus();
    await b.keyboard.press('Enter');

    const dialog = b.getByRole('dialog', { name: 'Konflikte mit dem Remote' });
    await dialog.waitFor();
    const field = dialog.getByRole('group', { name: 'Name' });
    await field.waitFor();
    const ours = field.getByRole('radio', { name: /^Dieser Standort: Tor West \(geändert von Ben Roth, \d{2}\.\d{2}\.\d{2} \d{2}:\d{2}\)$/ });
    const theirs = field.getByRole('radio', { name: /^Der Remote: Tor Ost \(geändert von Anna Berg, \d{2}\.\d{2}\.\d{2} \d{2}:\d{2}\)$/ });
    await ours.waitFor();
    await theirs.waitFor();
    expect(await ours.isChecked()).toBe(false);
    expect(await theirs.isChecked()).toBe(false);
    expect(englishWordsIn(await dialog.innerText(), englishOnlyWords())).toEqual([]);
    // The pull fetched: the bar behind the dialog has one to pull, one to push, and flags the conflict.
    await expect.poll(async () => syncBar(b).innerText()).toMatch(/1 Commit zu übertragen · 1 Commit abzurufen[\s\S]*Konflikt mit dem Remote/);
    expect(await axeViolations(b)).toEqual([]);
    // Nothing is resolved before a choice: Resolve says what is missing.
    await expect.poll(() => ours.evaluate((element) => element === document.activeElement)).toBe(true);
    // No side chosen yet: each radio is a stop of its own, then Resolve.
    await b.keyboard.press('Tab');
    await b.keyboard.press('Tab');
    expect(await b.evaluate(() => document.activeElement?.textContent)).toBe('Lösen');
    await b.keyboard.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: 'Wählen Sie zuerst für jedes Feld einen Wert: 1 Feld hat keinen.' }).waitFor();
    expect(plainGit(benStudio.folder, 'log', '-1', '--format=%an').trim()).toBe('Ben Roth');

    // By keyboard only: back to the radio group, the arrow key takes the remote's value, Tab to Resolve.
    await b.keyboard.press('Shift+Tab');
    await b.keyboard.press('ArrowUp');
    expect(await ours.isChecked()).toBe(true);
    await b.keyboard.press('ArrowDown');
    expect(await theirs.isChecked()).toBe(true);
    // The hint follows the choice: nothing is missing any more.
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    await b.keyboard.press('Tab');
    await b.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => outcome(b).innerText()).toMatch(/^Gelöst: der Merge-Commit [0-9a-f]{10} behält die gewählten Werte\. Übertragen Sie ihn, um ihn zu teilen\.$/);
    await expect.poll(() => cameraNames(b)).toEqual(['Tor Ost']);
    expect(plainGit(benStudio.folder, 'log', '-1', '--format=%an|%(trailers:key=Camconfig-Result,valueonly)').trim()).toBe('Ben Roth|resolved');

    const push = syncBar(b).getByRole('button', { name: 'Übertragen', exact: true });
    await push.focus();
    await b.keyboard.press('Enter');
    await expect.poll(async () => outcome(b).innerText()).toBe('Übertragen: der Remote hat die Commits des Standorts.');
    await expect.poll(() => isFocused(b, /Ergebnis des Abgleichs/)).toBe(true);
    await expect.poll(async () => syncBar(b).innerText()).toMatch(/gleichauf mit dem Remote/);
    expect(englishWordsIn(await syncBar(b).innerText(), englishOnlyWords())).toEqual([]);
    expect(await axeViolations(b)).toEqual([]);

    await syncBar(a).getByRole('button', { name: 'Pull', exact: true }).click();
    await expect.poll(async () => outcome(a).innerText()).toBe('Pulled: fast-forwarded to the remote’s changes; the camera list shows them.');
    await expect.poll(() => cameraNames(a)).toEqual(['Tor Ost']);
  }, 120_000);

  it('says what a pull cancelled at once did, as git finds it', async () => {
    const a = annaStudio.page;
    const b = benStudio.page;
    await rename(annaStudio, 'Tor Süd');
    await expect.poll(async () => syncBar(a).innerText()).toMatch(/1 commit to push/);
    await syncBar(a).getByRole('button', { name: 'Push', exact: true }).click();
    await expect.poll(async () => outcome(a).innerText()).toBe('Pushed: the remote has the site’s commits.');

    const headBefore = plainGit(benStudio.folder, 'rev-parse', 'HEAD').trim();
    const pull = syncBar(b).getByRole('button', { name: 'Abrufen', exact: true });
    await pull.focus();
    await b.keyboard.press('Enter');
    // Focus goes to Cancel while the pull runs, unless it was done before the bar drew it.
    await b.waitForFunction(() => {
      const active = document.activeElement;
      return (active?.textContent === 'Abbrechen' && active.tagName === 'BUTTON') || document.querySelector('[aria-label="Ergebnis des Abgleichs"]') !== null;
    });
    await b.keyboard.press('Enter');
    await outcome(b).waitFor();
    const said = await outcome(b).innerText();
    const headAfter = plainGit(benStudio.folder, 'rev-parse', 'HEAD').trim();
    if (said === 'Abruf abgebrochen: der Standort ist, wie er war.') {
      expect(headAfter).toBe(headBefore);
      expect(await cameraNames(b)).toEqual(['Tor Ost']);
    } else {
      expect(said).toBe('Abgerufen: auf die Änderungen des Remotes vorgespult; die Kameraliste zeigt sie.');
      expect(headAfter).not.toBe(headBefore);
      await expect.poll(() => cameraNames(b)).toEqual(['Tor Süd']);
    }
    expect(plainGit(benStudio.folder, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    expect(problems).toEqual([]);
  }, 90_000);
});
