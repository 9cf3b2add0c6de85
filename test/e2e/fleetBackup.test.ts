// Backups, history and the audit log in Chromium (web mode) against simulated cameras over
// real HTTP on 127.0.0.1, with a workspace: back up all cameras and see each one's progress
// and the summary naming the one that failed; after an apply, the history's comparison shows
// the change; the audit log lists the scripts, filters them, exports CSV, and shows no password.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioItself, type StudioServices } from '../../src/main/services/studioServices';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { openWorkspaceStudio, type WorkspaceStudio } from './workspaceStudio';
import { screenshotPath } from './screenshots';
import { newSimulatedCamera } from '../support/simulatedCameras';

const password = 'Backup-e2e-Secret-77';
let folder = ''; // the workspace, made in beforeAll
const cameras: SimulatedCamera[] = [];
let services: StudioServices;
let studio: WorkspaceStudio;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  for (let number = 1; number <= 4; number++) cameras.push(newSimulatedCamera({ password: number === 4 ? 'another-password-1' : password, cameraNumber: number, faults: { latencyMs: number === 2 ? 1500 : 0 } }));
  const ports = await Promise.all(cameras.map(async (camera) => (await camera.start(0)).port));
  studio = await openWorkspaceStudio('fleet', problems, {
    cameras: ports.map((port, index) => ({ host: '127.0.0.1', port, user: 'admin', password, label: ['Main camera', 'Slow camera', 'Yard camera', 'Wrong password camera'][index]! })),
  });
  ({ folder, services, page } = studio);
});

afterAll(async () => {
  await studio?.close();
  await Promise.all(cameras.map((camera) => camera.stop()));
});

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const tab = (name: string) => page.getByRole('tab', { name });
const filterField = (name: string) => page.getByRole('form', { name: 'Filter the audit log' }).getByLabel(name, { exact: true });

async function selectCamera(label: string): Promise<void> {
  await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${label}`) }).click();
}

describe('backups, history and audit log in the studio', () => {
  it('backs up all cameras: progress per camera while it runs, then the summary naming the camera that failed', async () => {
    await tab('Backups & history').click();
    await button('Back up all 4 cameras').click();
    const progress = page.getByRole('list', { name: 'Backup progress' });
    await expect.poll(() => progress.getByRole('listitem').filter({ hasText: 'Slow camera' }).textContent()).toContain('reading the configuration file of Slow camera');
    const summary = page.getByRole('status', { name: 'Backup summary' });
    await summary.waitFor();
    expect(await summary.locator('p').textContent()).toBe(`3 backed up, 1 failed, 0 cancelled, 0 not reached, into ${join(folder, 'backups')}`);
    expect(await summary.getByRole('row').filter({ hasText: 'Wrong password camera' }).textContent()).toMatch(/failed: camera 127\.0\.0\.1:\d+ refused/);
    expect(await summary.getByRole('row').filter({ hasText: 'Main camera' }).textContent()).toMatch(new RegExp(`saved 127-0-0-1\\+${cameras[0]!.port}_\\d{6}-\\d{4}\\.cfg`));
    expect(readdirSync(join(folder, 'backups'))).toHaveLength(3);
  });

  it('backs up the group the camera list shows', async () => {
    const listed = (await services.handlers['cameras.list']({}, studioItself)).cameras;
    const outside = ['Main camera', 'Yard camera'].map((label) => listed.find((camera) => camera.label === label)!.id);
    for (const cameraId of outside) await services.handlers['cameras.update']({ cameraId, group: 'Outside' }, studioItself);
    // An edited camera is probed (its configuration read, and kept in its history) in the background: over before the next test applies.
    await expect.poll(async () => (await services.handlers['cameras.list']({}, studioItself)).cameras.filter((camera) => outside.includes(camera.id)).map((camera) => camera.state)).toEqual(['online', 'online']);
    await page.getByRole('combobox', { name: 'Group' }).selectOption('Outside');
    await button('Back up group Outside (2 cameras)').click();
    const summary = page.getByRole('status', { name: 'Backup summary' });
    await expect.poll(() => summary.locator('p').textContent()).toBe(`2 backed up, 0 failed, 0 cancelled, 0 not reached, into ${join(folder, 'backups')}`);
    expect(await summary.getByRole('row').filter({ hasText: 'Slow camera' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Group' }).selectOption('');
  });

  it('after an apply, the history compares the snapshot before with the one after and shows the change', async () => {
    const main = (await services.handlers['cameras.list']({}, studioItself)).cameras.find((camera) => camera.label === 'Main camera')!;
    // Opening the camera shows it in the editor, which reads its configuration (a snapshot, "read") unless it did so before: done before the apply.
    await selectCamera('Main camera');
    await page.getByText(/^read at /).waitFor();
    await services.handlers['config.apply']({ cameraId: main.id, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '77' }], store: true }, studioItself);
    await expect.poll(() => page.getByRole('textbox', { name: 'audio/SPEAKERLEVEL', exact: true }).inputValue()).toBe('77');
    await tab('Backups & history').click();
    const snapshots = page.getByRole('table', { name: 'Snapshots of Main camera' });
    // The editor, open on the camera with nothing pending, hears the change and reads the camera again. The change is told
    // when the camera answered the script, so that read is kept before or after the apply's own snapshot: the newest three
    // are the apply and that read in either order, then the read from before the apply (snapshot 3).
    const newestThree = async () => {
      await button('Reload history').click();
      await snapshots.getByRole('row').nth(3).waitFor();
      return (await snapshots.getByRole('row').allTextContents()).slice(1, 4).map((row) => (row.includes('applied') ? 'applied' : 'read'));
    };
    await expect.poll(async () => [...(await newestThree())].sort()).toEqual(['applied', 'read', 'read']);
    const listed = await newestThree();
    expect(listed[2]).toBe('read');
    const applied = listed.indexOf('applied') + 1;
    const before = 3;
    await page.getByRole('radio', { name: `Compare from snapshot ${before}` }).check();
    await page.getByRole('radio', { name: `Compare to snapshot ${applied}` }).check();
    await button('Compare the two snapshots').click();
    const changed = page.getByRole('table', { name: 'Changed parameters' });
    await changed.waitFor();
    expect((await changed.getByRole('row').allTextContents()).slice(1)).toEqual(['audio/SPEAKERLEVEL5077']);
    await page.locator('.history-diff .view-line').first().waitFor();
    await page.getByLabel('Section').fill('sip');
    await page.getByLabel('of camera').selectOption({ label: 'Yard camera' });
    await button('Compare section with that camera').click();
    await expect.poll(() => page.getByRole('region', { name: 'Comparison' }).getByRole('heading').textContent()).toContain('Yard camera');
    expect(await changed.getByRole('row').filter({ hasText: 'sip/NUMBER' }).textContent()).toBe('sip/NUMBER301303');
    await button('Compare the two snapshots').click();
    await expect.poll(() => changed.getByRole('row').nth(1).textContent()).toBe('audio/SPEAKERLEVEL5077');
    await page.locator('.history-diff').locator('.char-insert, .line-insert').first().waitFor();
    await page.getByRole('region', { name: 'Comparison' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: screenshotPath('history-diff.png') });

    await snapshots.getByRole('row').nth(before).getByRole('button', { name: 'Restore…' }).click();
    await button('Write it to Main camera').click();
    // The restore's snapshot, perhaps followed by the editor's read after it heard the change.
    await expect.poll(async () => (await snapshots.getByRole('row').allTextContents()).slice(1, 3).some((row) => row.includes('restored'))).toBe(true);
    expect(cameras[0]!.flash.sections.find((section) => section.name === 'audio')?.params.find((param) => param.name === 'SPEAKERLEVEL')?.value).toBe('50');
  });

  it('the audit log lists the scripts sent, filters them, exports CSV, and shows no password', async () => {
    await tab('Audit log').click();
    const list = page.getByRole('list', { name: 'Audit log' });
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(5);
    expect(await list.textContent()).toContain('set parameters');
    await filterField('Operation').fill('set parameters');
    await button('Filter').click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button').first().click();
    const detail = page.getByRole('region', { name: 'Script sent' });
    await expect.poll(() => detail.locator('pre').textContent()).toContain('audio/SPEAKERLEVEL=77');
    await filterField('Operation').fill('');
    await filterField('Camera').fill('Wrong password');
    await button('Filter').click();
    await expect.poll(async () => (await list.textContent()) ?? '').toContain('auth');
    const [download] = await Promise.all([page.waitForEvent('download'), button('Export CSV').click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('"time";"source";"camera id";"camera label";"camera address";"operation";"result";"result text";"duration ms";"script";"run id"');
    expect(csv).toContain('"Wrong password camera"');
    expect(csv).not.toContain(password);
    await filterField('Camera').fill('');
    await button('Filter').click();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(5);
    await list.getByRole('button').filter({ hasText: 'set parameters' }).click();
    await detail.waitFor();
    await page.screenshot({ path: screenshotPath('audit-log.png') });
    expect(await page.content()).not.toContain(password);
    expect(readFileSync(join(folder, 'audit.jsonl'), 'utf8')).not.toContain(password);
    expect(problems).toEqual([]);
  });
});
