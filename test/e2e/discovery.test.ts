// Discovery in Chromium (web mode): "Discover cameras…" scans a loopback range the test typed,
// holding a camera on the factory credentials and one on the technician's (each on its own
// 127.0.23.N, both at one port, as on a real subnet), shows progress and the cameras as they
// are found (the factory one flagged), and adds the chosen ones with a group: they appear in
// the sidebar with the factory-password warning. The password is never sent back to the page.
// Network safety: every address here is in 127.0.0.0/8.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';
import { screenshotPath } from './screenshots';
import { newSimulatedCamera } from '../support/simulatedCameras';

const hosts = { known: '127.0.23.2', factory: '127.0.23.3', slow: '127.0.23.4' };
/** The names the cameras report (general/CAMERA_NAME): the cameras are added under them. */
const names = { known: 'Hof Nord', factory: 'Tor Ost', slow: 'Rampe Nord' };
const range = '127.0.23.1-127.0.23.6';
const credentials = { user: 'tech', password: 'Discover-e2e-Secret-5' };
let port = 0;
const cameras: SimulatedCamera[] = [];
let studio: WorkspaceStudio;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  cameras.push(newSimulatedCamera({ host: hosts.known, ...credentials, firmware: 'MX-V5.2.6.1-known', identity: { name: names.known } }));
  port = (await cameras[0]!.start(0)).port;
  cameras.push(newSimulatedCamera({ host: hosts.factory, firmware: 'MX-V4.7.2.9-factory', identity: { name: names.factory } }));
  await cameras[1]!.start(port);
  // Answers slowly, so the scan is seen under way (well within the scan's 2 s timeout per request).
  cameras.push(newSimulatedCamera({ host: hosts.slow, ...credentials, firmware: 'MX-V5.2.6.1-slow', identity: { name: names.slow }, faults: { latencyMs: 700 } }));
  await cameras[2]!.start(port);
  studio = await openWorkspaceStudio('discovery', problems);
  page = studio.page;
});

afterAll(async () => {
  await studio?.close();
  await Promise.all(cameras.map((camera) => camera.stop()));
});

describe('discovery in Chromium (web mode)', () => {
  it('scans the range typed, shows progress and the cameras found, adds the chosen ones with a group, and the Site tab shows them', async () => {
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void frames.push(String(payload))));
    await page.reload();
    await page.getByRole('button', { name: 'Discover cameras…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discover cameras' });
    const rangeField = dialog.getByLabel('Range', { exact: true });
    await expect.poll(() => rangeField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await rangeField.inputValue()).toBe('');
    expect(await rangeField.getAttribute('placeholder')).toBe('192.168.1.0/24');

    await rangeField.fill(range);
    await dialog.getByLabel('Ports', { exact: true }).fill(String(port));
    await dialog.getByLabel('User', { exact: true }).fill(credentials.user);
    await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
    await dialog.getByRole('button', { name: 'Start' }).click();

    const summary = dialog.getByRole('status').first();
    await expect.poll(() => summary.textContent()).toBe('Scanning: 5 of 6 done, 2 cameras found');
    expect(await dialog.getByRole('progressbar', { name: 'Scan progress' }).getAttribute('value')).toBe('5');
    expect(await dialog.getByRole('button', { name: 'Cancel scan' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('discovery-scan.png') });
    await expect.poll(() => summary.textContent()).toBe('Scanned 6 of 6: 3 cameras found, 0 not a camera, 3 no answer');
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    const found = dialog.getByRole('list', { name: 'Cameras found' }).getByRole('listitem');
    await expect.poll(() => found.allTextContents()).toEqual([
      `${hosts.known}:${port}firmware MX-V5.2.6.1-known`,
      `${hosts.factory}:${port}firmware MX-V4.7.2.9-factoryFactory password`,
      `${hosts.slow}:${port}firmware MX-V5.2.6.1-slow`,
    ]);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('1 camera still uses the factory password');

    await dialog.getByRole('checkbox', { name: new RegExp(`^${hosts.known.replace(/\./g, '\\.')}`) }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${hosts.factory.replace(/\./g, '\\.')}`) }).check();
    await dialog.getByLabel('Group', { exact: true }).fill('Lobby');
    await dialog.getByRole('button', { name: 'Add 2 cameras' }).click();
    await expect.poll(() => dialog.getByText(/^Added 2 cameras to group Lobby\./).count()).toBe(1);
    expect(await dialog.getByText('1 on the factory password: change it.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Discover cameras…' }).evaluate((element) => element === document.activeElement)).toBe(true);

    const sidebar = page.getByRole('listbox', { name: 'Cameras' }).getByRole('option');
    const address = (host: string) => `${host}:${port}`;
    // One line each (the name the camera reports, factory-password marker, state); the chosen one shows its address and group.
    await expect.poll(() => sidebar.allTextContents()).toEqual([`${names.known}online${address(hosts.known)}Group Lobby`, `${names.factory}!Factory passwordonline`]);
    expect(await sidebar.nth(1).locator('[data-marker="factory"]').getAttribute('title')).toBe('Uses the factory password: change it on the camera, then here');
    // The warning is said once for the list, not on every camera.
    await page.getByRole('note').filter({ hasText: '1 camera still uses the factory password' }).waitFor();

    // The Site tab shows the cameras just added: their firmware, and the factory password loudly.
    await page.getByRole('tab', { name: 'Site' }).click();
    const siteRows = page.getByRole('grid', { name: 'Site' }).getByRole('row');
    const rowOf = (host: string) => siteRows.filter({ hasText: address(host) }).first();
    await expect.poll(() => rowOf(hosts.known).textContent()).toContain('MX-V5.2.6.1-known');
    expect(await rowOf(hosts.known).textContent()).not.toContain('FACTORY');
    await expect.poll(() => rowOf(hosts.factory).textContent()).toContain('MX-V4.7.2.9-factory');
    expect(await rowOf(hosts.factory).textContent()).toContain('⚠ FACTORY PASSWORD');
    expect(await page.getByRole('alert').filter({ hasText: 'FACTORY PASSWORD' }).textContent()).toContain('1 camera is still on the FACTORY PASSWORD');
    await page.getByRole('tab', { name: 'Configuration' }).click();
    expect(frames.join('\n')).not.toContain(credentials.password);
    expect(problems).toEqual([]);
  });

  it('is worked from the keyboard: Enter starts, focus moves to Cancel scan, Enter cancels and the dialog says what was scanned, Escape closes', async () => {
    const opener = page.getByRole('button', { name: 'Discover cameras…' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Discover cameras' });
    await expect.poll(() => dialog.getByLabel('Range', { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel('Range', { exact: true }).inputValue()).toBe('');
    await page.keyboard.type(range);
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(port));
    await page.keyboard.press('Tab');
    await page.keyboard.type(credentials.user);
    await page.keyboard.press('Tab');
    await page.keyboard.type(credentials.password);
    await page.keyboard.press('Enter');
    const summary = dialog.getByRole('status').first();
    await expect.poll(() => summary.textContent()).toBe('Scanning: 5 of 6 done, 2 cameras found');
    const cancel = dialog.getByRole('button', { name: 'Cancel scan' });
    expect(await cancel.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => summary.textContent()).toBe('Cancelled: scanned 5 of 6; 2 cameras found, 0 not a camera, 3 no answer');
    // The two found before the cancel are in the workspace since the first test; the slow one was never scanned.
    await expect.poll(() => dialog.getByRole('list', { name: 'Cameras found' }).getByRole('listitem').allTextContents()).toEqual([
      `${hosts.known}:${port}firmware MX-V5.2.6.1-knownin the workspace`,
      `${hosts.factory}:${port}firmware MX-V4.7.2.9-factoryin the workspaceFactory password`,
    ]);
    expect(await dialog.getByRole('list', { name: 'Cameras found' }).getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).disabled))).toEqual([true, true]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('speaks German: the dialog, its fields, the scan summary and the cameras found', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'Kameras im Netz finden…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kameras im Netz finden' });
    await dialog.getByLabel('Bereich', { exact: true }).fill(`${hosts.known}-${hosts.factory}`);
    await dialog.getByLabel('Ports', { exact: true }).fill(String(port));
    await dialog.getByRole('button', { name: 'Starten' }).click();
    await expect.poll(() => dialog.getByRole('status').first().textContent()).toBe('2 von 2 durchsucht: 2 Kameras gefunden, 0 keine Kamera, 0 ohne Antwort');
    await expect.poll(() => dialog.getByRole('list', { name: 'Gefundene Kameras' }).getByRole('listitem').allTextContents()).toEqual([
      `${hosts.known}:${port}gesperrt: die versuchten Zugangsdaten öffnen sie nichtim Arbeitsbereich`,
      `${hosts.factory}:${port}Firmware MX-V4.7.2.9-factoryim ArbeitsbereichWerkspasswort`,
    ]);
    await dialog.getByRole('heading', { name: 'Auf dem Bus gefunden' }).waitFor();
    await page.screenshot({ path: screenshotPath('discovery-german.png') });
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    expect(problems).toEqual([]);
  });
});
