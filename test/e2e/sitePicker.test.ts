// The site picker in the studio (Chromium, web mode), by keyboard: the team's site cloned from a
// git daemon on loopback (a clone cancelled first, nothing left of it), the question before a
// switch while a camera has edits not yet applied (Stay here, then open: the edits stay in the
// workspace's files), the recent sites, a folder that is no site refused with the reason, and,
// in German, the technician's own workspace turned into a site and opened as one. axe on the
// dialog; focus goes to the new site's view after each switch.
import { mkdirSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runSiteCommand } from '../../src/main/cli/site/siteCommand';
import type { FolderChoice } from '../../src/main/services/fileChooser';
import { studioItself } from '../../src/main/services/studioServices';
import { stopCameraFleet, type SimulatedCamera } from '../../src/main/simulator/camera';
import { openWorkspace } from '../../src/main/workspace';
import { startSimulatedCameraFleet } from '../support/simulatedCameras';
import { runCommandInProcess } from '../main/cli/commandInProcess';
import { plainGit, siteRemoteForTests } from '../main/siterepo/gitServers';
import { axeContextOptions, axeViolations } from './axe';
import { englishOnlyWords, englishWordsIn } from './englishWords';
import { paletteOf } from './paletteKeys';
import { addCameraInGroup, openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';

const password = 'Picker-e2e-Secret-52';
const workspacePassphrase = 'anna own workspace phrase';
const sitePassphrase = 'werk nord team phrase';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const remote = siteRemoteForTests('camconfig-e2e-picker-', 'lager.git');
const problems: string[] = [];
let cameras: SimulatedCamera[] = [];
let studio: WorkspaceStudio;
let silent: Server;
const held: Socket[] = [];
/** Plays the desktop app's native folder dialog (the services' FolderChooser): each ask answered with the next of `answers` (null: Cancel). */
const folderDialog = { asked: [] as FolderChoice[], answers: [] as Array<string | null> };

beforeAll(async () => {
  const made = join(remote.root, 'made');
  const technician = ['--technician', 'Anna Berg <anna@installer.example>'];
  expect((await runCommandInProcess(runSiteCommand, ['init', made, '--name', 'Lager Süd', '--remote', remote.daemon.url('lager.git'), ...technician], process.env)).code).toBe(0);
  expect((await runCommandInProcess(runSiteCommand, ['push', '--site', made, ...technician], process.env)).code).toBe(0);
  // A remote that takes the connection and never answers: the clone runs until it is cancelled.
  silent = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  cameras = await startSimulatedCameraFleet({ count: 1, password });
  studio = await openWorkspaceStudio('picker', problems, {
    technician: anna,
    protection: { kind: 'passphrase', passphrase: workspacePassphrase },
    recentSitesFile: join(remote.root, 'studio', 'recent-sites.json'),
    openFolder: (folder, given) => openWorkspace(folder, { kind: 'passphrase', passphrase: workspacePassphrase, ...(given ? { sitePassphrase: given } : {}) }),
    context: axeContextOptions,
    chooseFolder: async (choice) => {
      folderDialog.asked.push(choice);
      return folderDialog.answers.shift() ?? null;
    },
    prepare: async (services) => {
      const cameraId = await addCameraInGroup(services, { label: 'Tor', port: cameras[0]!.port, user: 'admin', password, group: 'Hof' });
      await services.handlers['pendingEdits.save']({ cameraId, edits: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '40' }] }, studioItself);
    },
  });
}, 90_000);

afterAll(async () => {
  await studio?.close();
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
  await stopCameraFleet(cameras);
});

const picker = (page: Page) => page.getByRole('dialog', { name: /^(Sites|Standorte)$/ });
const siteButton = (page: Page) => page.locator('.site-picker-button');
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
const focusInView = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-focus-scope="view"]') !== null);
const cameraNames = async (page: Page): Promise<string[]> => (await page.getByRole('listbox', { name: /^(Cameras|Kameras)$/ }).getByRole('option').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());

describe('the site picker', () => {
  it('clones the team site (Cancel first), asks about the edits not yet applied, and opens it; then a recent site and a refused folder', async () => {
    const page = studio.page;
    const palette = paletteOf(page);
    await expect.poll(() => siteButton(page).innerText()).toBe('Workspace');
    // The camera's edit kept by the studio is in the editor: a switch now would leave it behind.
    await page.getByRole('heading', { name: 'Pending changes (1)' }).waitFor();

    await palette.run('clone site', /^Clone site…/);
    const dialog = picker(page);
    await dialog.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Remote URL');
    const never = join(remote.root, 'never');
    await page.keyboard.type(`git://127.0.0.1:${(silent.address() as { port: number }).port}/lager.git`);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Clone into folder');
    await page.keyboard.type(never);
    await page.keyboard.press('Enter');
    await dialog.getByRole('status', { name: 'Clone progress' }).waitFor();
    expect(await dialog.getByRole('status', { name: 'Clone progress' }).innerText()).toContain(`into ${never}`);
    await expect.poll(() => focusedText(page)).toBe('Cancel');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe(`The clone was cancelled: nothing was kept in ${never}.`);
    expect(await stat(never).catch(() => null)).toBeNull();

    // For real now, from the daemon: the same form, its fields typed again.
    const clone = join(remote.root, 'clone');
    await dialog.getByRole('textbox', { name: 'Remote URL' }).fill(remote.daemon.url('lager.git'));
    await dialog.getByRole('textbox', { name: 'Clone into folder' }).fill(clone);
    await dialog.getByRole('textbox', { name: 'Clone into folder' }).press('Enter');
    await expect.poll(() => focusedText(page)).toMatch(new RegExp(`^Cloned the site 'Lager Süd' into ${clone}\\.`));
    expect(plainGit(clone, 'log', '--format=%s').trim()).toBe("Started the site 'Lager Süd'");

    // The edit not yet applied: asked first; Stay here switches nothing.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe("Open 'Lager Süd'");
    await page.keyboard.press('Enter');
    const question = dialog.getByRole('alertdialog', { name: 'Edits not yet applied' });
    await question.waitFor();
    expect(await question.innerText()).toContain('The camera Tor has edits not yet applied. They stay kept in the folder of this workspace and come back when it is opened again');
    await expect.poll(() => focusedText(page)).toBe('Stay here');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(await siteButton(page).innerText()).toBe('Workspace');

    await dialog.getByRole('button', { name: "Open 'Lager Süd'" }).press('Enter');
    await question.getByRole('button', { name: `Open ${clone}, keep the edits there` }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => siteButton(page).innerText()).toBe('Site: Lager Süd');
    await expect.poll(() => page.getByRole('tab', { name: 'Site', selected: true }).count()).toBe(1);
    await expect.poll(() => focusInView(page)).toBe(true);
    await expect.poll(() => cameraNames(page)).toEqual([]);
    expect((await studio.services.handlers['sync.status']({}, studioItself)).site).toBe(true);

    // Back to the workspace by its folder: its camera, and the edit it kept, are there.
    await siteButton(page).press('Enter');
    await dialog.getByRole('button', { name: 'Open a folder' }).press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Folder');
    const empty = join(remote.root, 'empty');
    mkdirSync(empty);
    await page.keyboard.type(empty);
    await page.keyboard.press('Enter');
    const refused = dialog.getByRole('alert');
    await expect.poll(() => focusedText(page)).toBe(`Not opened: ${empty}: is neither a site (no site.json) nor a workspace (no cameras.json); the studio stays on ${clone}`);
    expect(await refused.count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Folder' }).fill(studio.folder);
    await dialog.getByRole('textbox', { name: 'Folder' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => siteButton(page).innerText()).toBe('Workspace');
    await expect.poll(() => cameraNames(page)).toEqual(['Tor']);
    const [tor] = (await studio.services.handlers['cameras.list']({}, studioItself)).cameras;
    expect((await studio.services.handlers['pendingEdits.load']({ cameraId: tor!.id }, studioItself)).edits).toEqual([{ section: 'audio', name: 'SPEAKERLEVEL', value: '40' }]);

    // A recent site: the clone, opened from the list. The edit kept in the workspace's files is asked
    // about though no editor of this window holds it now (the studio counts it for every camera).
    await page.getByRole('tab', { name: 'Site', selected: true }).waitFor();
    await siteButton(page).press('Enter');
    const recent = dialog.getByRole('list', { name: 'Recent sites' });
    await recent.waitFor();
    expect(await recent.innerText()).toContain(clone);
    await expect.poll(() => focusedText(page)).toBe('Open Lager Süd');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await question.waitFor();
    expect(await question.innerText()).toContain('The camera Tor has edits not yet applied.');
    await question.getByRole('button', { name: `Open ${clone}, keep the edits there` }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => siteButton(page).innerText()).toBe('Site: Lager Süd');
    await expect.poll(() => focusInView(page)).toBe(true);

    // A colleague pushes meanwhile: the bar knows only once asked (Check for updates fetches, nothing else).
    const made = join(remote.root, 'made');
    writeFileSync(join(made, 'notes.txt'), 'Schlüssel beim Hausmeister\n');
    plainGit(made, 'add', 'notes.txt');
    plainGit(made, '-c', 'user.name=Ben Roth', '-c', 'user.email=ben@installer.example', 'commit', '-q', '-m', 'Notes');
    plainGit(made, 'push', '-q', 'origin', 'HEAD');
    const bar = page.getByRole('region', { name: 'Site sync' });
    await expect.poll(() => bar.innerText()).toMatch(/even with the remote/);
    const head = plainGit(clone, 'rev-parse', 'HEAD').trim();
    await bar.getByRole('button', { name: 'Check for updates' }).press('Enter');
    await expect.poll(() => page.getByRole('status', { name: 'Sync outcome' }).innerText()).toBe('Checked the remote: 1 commit to pull.');
    await expect.poll(() => bar.innerText()).toMatch(/1 commit to pull/);
    expect(plainGit(clone, 'rev-parse', 'HEAD').trim()).toBe(head);
  }, 120_000);

  it('turns the workspace into a site in German and opens it: its camera and password, its commit', async () => {
    const page = studio.page;
    const palette = paletteOf(page, 'Befehlspalette');
    // Back on the workspace first, its folder chosen in the folder dialog (cancelled once), then German.
    await siteButton(page).press('Enter');
    await picker(page).getByRole('button', { name: 'Open a folder' }).press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Folder');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Folder: choose in the folder dialog');
    expect(await axeViolations(page)).toEqual([]);
    folderDialog.answers.push(null);
    await page.keyboard.press('Enter');
    await expect.poll(() => folderDialog.asked.length).toBe(1);
    expect(folderDialog.asked[0]).toEqual({ title: 'Open a site or workspace folder', kind: 'existing' });
    expect(await picker(page).getByRole('textbox', { name: 'Folder' }).inputValue()).toBe('');
    await expect.poll(() => focusedLabel(page)).toBe('Folder: choose in the folder dialog');
    folderDialog.answers.push(studio.folder);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Folder');
    expect(await picker(page).getByRole('textbox', { name: 'Folder' }).inputValue()).toBe(studio.folder);
    await page.keyboard.press('Enter');
    await picker(page).waitFor({ state: 'detached' });
    await expect.poll(() => siteButton(page).innerText()).toBe('Workspace');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect.poll(() => siteButton(page).innerText()).toBe('Arbeitsbereich');

    await palette.run('zum standort', /^Diesen Arbeitsbereich zum Standort machen…/);
    const dialog = picker(page);
    await dialog.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Name des Standorts');
    expect(await dialog.innerText()).toContain(`Der Arbeitsbereich ${studio.folder} wird an Ort und Stelle zu einem git-Repository`);
    const english = englishWordsIn(await dialog.innerText(), englishOnlyWords());
    expect(english).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('Werk Nord');
    await dialog.getByRole('textbox', { name: 'Zeitzone' }).fill('Europe/Berlin');
    await dialog.getByLabel('Standort-Passphrase', { exact: true }).fill(sitePassphrase);
    await dialog.getByLabel('Standort-Passphrase wiederholen').fill('not the same');
    await dialog.getByLabel('Standort-Passphrase wiederholen').press('Enter');
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Die beiden Passphrasen sind verschieden: zweimal dieselbe eingeben');
    expect(await stat(join(studio.folder, '.git')).catch(() => null)).toBeNull();

    await dialog.getByLabel('Standort-Passphrase', { exact: true }).fill(sitePassphrase);
    await dialog.getByLabel('Standort-Passphrase wiederholen').fill(sitePassphrase);
    await dialog.getByLabel('Standort-Passphrase wiederholen').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => siteButton(page).innerText()).toBe('Standort: Werk Nord');
    await expect.poll(() => page.getByRole('tab', { name: 'Standort', selected: true }).count()).toBe(1);
    await expect.poll(() => focusInView(page)).toBe(true);
    await expect.poll(() => cameraNames(page)).toEqual(['Tor']);
    expect(plainGit(studio.folder, 'log', '--format=%an|%s').trim()).toMatch(/^Anna Berg\|Turned workspace '.*' into site 'Werk Nord': 1 camera$/);
    // Opened as the site: the password sealed with the new site key is there, its sync in the top bar.
    expect((await studio.services.handlers['workspace.status']({}, studioItself)).camerasNeedingPassword).toBe(0);
    await page.getByRole('region', { name: 'Abgleich des Standorts' }).waitFor();
    // The command is one of a workspace only now.
    expect(await palette.line('zum standort', /^Diesen Arbeitsbereich zum Standort machen…/)).toEqual({ line: expect.stringContaining('das Studio arbeitet schon an einem Standort'), disabled: true });
    // The folder to clone into, chosen in German: the dialog's title is German too.
    await siteButton(page).press('Enter');
    await picker(page).getByRole('button', { name: 'Von einer URL klonen' }).press('Enter');
    folderDialog.answers.push(join(remote.root, 'neu'));
    await picker(page).getByRole('button', { name: 'Klonen in den Ordner: im Ordnerdialog auswählen' }).press('Enter');
    await expect.poll(() => picker(page).getByRole('textbox', { name: 'Klonen in den Ordner' }).inputValue()).toBe(join(remote.root, 'neu'));
    expect(folderDialog.asked.at(-1)).toEqual({ title: 'Einen fehlenden oder leeren Ordner wählen, in den der Standort geklont wird', kind: 'new' });
    expect(await picker(page).getByRole('button', { name: 'Klonen in den Ordner: im Ordnerdialog auswählen' }).innerText()).toBe('Auswählen…');
    expect(englishWordsIn(await picker(page).innerText(), englishOnlyWords())).toEqual([]);
    await page.keyboard.press('Escape');
    await picker(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  }, 120_000);
});
