// The configuration editor hears when another operation changed its camera (camera.changed), in
// Chromium (web mode) on a workspace with two simulated cameras: with an edit pending, a
// baseline fix that sets the camera back shows a hint naming the fix, and Reload reads the new
// value while the edit stays; with nothing pending, a fleet apply from a second page is read
// at once. axe finds nothing with the hint shown.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteConfigClient } from '../../src/main/remoteconfig/remoteConfigClient';
import { studioItself } from '../../src/main/services/studioServices';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { axeViolations, describeFindings } from './axe';
import { openAxePage } from './webStudio';
import { openSiteStudio, type SiteStudio, type WorkspaceStudio } from './workspaceStudio';

const password = 'Changed-e2e-Secret-7';
let site: SiteStudio;
let cameras: SimulatedCamera[] = [];
let studio: WorkspaceStudio;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  site = await openSiteStudio('camera-changed', problems, { password, labels: ['Gate', 'Yard'], script: 'helo\nwrite params\naudio/SPEAKERLEVEL=50\naudio/MICRO=1\nstore\nquit\n' });
  ({ cameras, studio } = site);
  // The editor's page in a context axe can run in; the studio's own page is the second one.
  page = await openAxePage(studio, problems, { width: 1400, height: 1000 });
}, 60_000);

afterAll(async () => {
  await site?.close();
});

const tree = () => page.getByRole('tree', { name: 'Parameters' });
const speakerLevel = () => tree().getByRole('slider', { name: 'audio/SPEAKERLEVEL' });

describe('the editor hears when another operation changed its camera', () => {
  it('with an edit pending, shows that a baseline fix changed the camera; Reload reads it and keeps the edit', async () => {
    await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: /^Gate/ }).click();
    await page.getByRole('heading', { name: 'Configuration of Gate' }).waitFor();
    await expect.poll(() => speakerLevel().inputValue()).toBe('50');
    await tree().getByRole('switch', { name: 'audio/MICRO' }).click();
    await page.getByRole('table', { name: 'Pending changes' }).getByText('audio/MICRO').waitFor();

    // Changed on site behind the studio's back (no event: nothing of the studio sent it), then set back by a fix.
    await new RemoteConfigClient({ host: '127.0.0.1', port: cameras[0]!.port, user: 'admin', password }).setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '20' }], { store: true });
    const { handlers } = studio.services;
    await handlers['baseline.save']({ name: 'Site A', text: 'SECTION audio\nSPEAKERLEVEL=60\nENDSECTION audio\n', groups: ['Site'] }, studioItself);
    const { run } = await handlers['baseline.check']({ baseline: 'Site A', operationId: 'check-1', parallel: 16 }, studioItself);
    const fix = await handlers['baseline.fix']({ runId: run.runId, operationId: 'fix-1' }, studioItself);
    expect(fix.results.map((result) => result.status)).toEqual(['verified', 'verified']);

    const hint = page.getByRole('status').filter({ hasText: 'Changed after these values were read, by bringing it back to its baseline' });
    await hint.waitFor();
    expect(await speakerLevel().inputValue()).toBe('50');
    for (const theme of ['Dark', 'Light']) {
      await page.getByRole('button', { name: theme, exact: true }).click();
      expect(describeFindings(await axeViolations(page))).toBe('');
    }

    await hint.getByRole('button', { name: 'Reload the configuration of Gate as it is now' }).click();
    await expect.poll(() => speakerLevel().inputValue()).toBe('60');
    await hint.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Pending changes' }).getByText('audio/MICRO').waitFor();
    await tree().getByRole('switch', { name: 'audio/MICRO' }).click();
    await page.getByText(/^No pending changes\./).waitFor();
  });

  it('with nothing pending, reads the camera again by itself after a fleet apply from a second page', async () => {
    const second = studio.page;
    await second.getByRole('tab', { name: 'Many cameras' }).click();
    await second.getByRole('group', { name: /^Cameras/ }).getByRole('checkbox', { name: /^Gate / }).check();
    await second.getByRole('button', { name: 'Read cameras' }).click();
    const grid = second.getByRole('table', { name: 'Parameters across cameras' });
    await grid.getByRole('row', { name: 'audio/SPEAKERLEVEL' }).getByRole('textbox', { name: 'New value of audio/SPEAKERLEVEL for all cameras' }).fill('42');
    await second.getByRole('button', { name: 'Apply to 1 camera' }).click();
    await second.getByRole('dialog', { name: 'Write to 1 camera?' }).getByRole('button', { name: 'Write to 1 camera' }).click();
    await second.getByRole('table', { name: 'Apply report' }).getByText('1 of 1 camera applied').waitFor({ timeout: 20_000 });

    await expect.poll(() => speakerLevel().inputValue()).toBe('42');
    expect(await page.getByRole('status').filter({ hasText: 'Changed after these values were read' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('in the Text tab: reads the text again by itself without a draft; beside a draft, offers Reload and keeps the draft', async () => {
    const gate = (await studio.services.handlers['cameras.list']({}, studioItself)).cameras.find((camera) => camera.label === 'Gate')!;
    await page.getByRole('tab', { name: 'Text', exact: true }).click();
    const editor = page.getByRole('group', { name: 'Configuration text' });
    await editor.locator('.view-line', { hasText: 'SPEAKERLEVEL=42' }).first().waitFor();
    // Another session writes to the camera.
    await studio.services.handlers['config.apply']({ cameraId: gate.id, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '33' }], update: true }, studioItself);
    await editor.locator('.view-line', { hasText: 'SPEAKERLEVEL=33' }).first().waitFor();

    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('# a note of mine');
    await page.getByText('Edited: not sent to the camera').waitFor();
    await studio.services.handlers['config.apply']({ cameraId: gate.id, changes: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '34' }], update: true }, studioItself);
    const hint = page.getByRole('status').filter({ hasText: 'Changed after these values were read, by an apply in another window or session' });
    await hint.waitFor();
    await hint.getByRole('button', { name: 'Reload the configuration of Gate as it is now' }).click();
    await hint.waitFor({ state: 'detached' });
    await page.getByText('Edited: not sent to the camera').waitFor();
    expect(problems).toEqual([]);
  });
});
