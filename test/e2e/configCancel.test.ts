// Cancelling a long operation in Chromium (web mode), as a technician does: the reboot wait of
// "Store + Update + Reboot" stops at once on "Cancel", and the page says which commands had
// run and that nothing was read back; a page that goes away cancels what it started.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioItself, type StudioServices } from '../../src/main/services/studioServices';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
import { screenshotPath } from './screenshots';
import { createTestStudioServices, newSimulatedCamera } from '../support/simulatedCameras';
import { englishText } from '../../src/shared/i18n/renderText';

const password = 'cancel-test-pass';
let slowBoot: SimulatedCamera;
let secondSlowBoot: SimulatedCamera;
let services: StudioServices;
let server: WebServer;
let browser: Browser;
const problems: string[] = [];

beforeAll(async () => {
  // A camera that takes a minute to boot: long enough that only a cancel ends the wait.
  slowBoot = newSimulatedCamera({ password, rebootSeconds: 60 });
  slowBoot.runScript('helo\nwrite params\naudio/MICRO=0\nstore\nquit\n');
  secondSlowBoot = newSimulatedCamera({ password, rebootSeconds: 60, cameraNumber: 2 });
  await Promise.all([slowBoot.start(0), secondSlowBoot.start(0)]);
  services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    rebootTiming: { pollIntervalMs: 200, timeoutMs: 120_000 },
    cameras: [
      { host: '127.0.0.1', port: slowBoot.port, user: 'admin', password, label: 'Slow camera' },
      { host: '127.0.0.1', port: secondSlowBoot.port, user: 'admin', password, label: 'Second slow camera' },
    ],
  });
  server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await services?.close();
  await Promise.all([slowBoot?.stop(), secondSlowBoot?.stop()]);
});

async function openEditor(label: string): Promise<Page> {
  const page = await newStudioPage(browser);
  watchForProblems(page, problems);
  await page.goto(server.url);
  await page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('heading', { name: `Configuration of ${label}` }).waitFor();
  return page;
}

/** The camera's state and its detail in English words. */
async function cameraState(label: string): Promise<{ state: string; stateDetail: string | null }> {
  const { cameras } = await services.handlers['cameras.list']({}, studioItself);
  const { state, stateDetail } = cameras.find((camera) => camera.label === label)!;
  return { state, stateDetail: stateDetail && englishText(stateDetail) };
}

describe('cancelling a long operation', () => {
  it('stops the reboot wait of Store + Update + Reboot and names what had run, never Done', async () => {
    const page = await openEditor('Slow camera');
    await page.getByRole('tree', { name: 'Parameters' }).getByRole('switch', { name: 'audio/MICRO' }).check();
    await page.getByRole('button', { name: 'Store + Update + Reboot', exact: true }).click();
    await page.getByRole('dialog', { name: /Store, update and reboot Slow camera/ }).getByRole('button', { name: 'Store, update and reboot' }).click();
    const progress = page.getByRole('region', { name: 'Progress of Store + Update + Reboot' });
    await progress.getByText(/waiting for the camera, \d+ s/).waitFor({ timeout: 20_000 });

    await progress.getByRole('button', { name: 'Cancel', exact: true }).click();
    const outcome = progress.getByRole('alert');
    await outcome.getByRole('heading', { name: 'Cancelled while rebooting' }).waitFor();
    await outcome.getByText(/the camera confirmed \(#exec\): write params; view section audio; store; update; reboot/).waitFor();
    await outcome.getByText(/nothing was read back/).waitFor();
    await outcome.getByRole('table', { name: 'What is known about each change' }).getByText('Not known to be applied').waitFor();
    expect(await progress.getByText('Done', { exact: true }).count()).toBe(0);
    await progress.getByRole('listitem').filter({ hasText: 'Rebooting' }).getByText('cancelled', { exact: true }).waitFor();
    expect(await progress.getByRole('listitem').filter({ hasText: 'Verifying' }).textContent()).toContain('not done');
    await page.screenshot({ path: screenshotPath('config-editor-cancelled.png') });

    expect(slowBoot.isRebooting()).toBe(true);
    expect(await cameraState('Slow camera')).toMatchObject({ state: 'unknown', stateDetail: expect.stringContaining('cancelled') });
    await page.close();
  });

  it('cancels the operations of a page that is closed', async () => {
    const page = await openEditor('Second slow camera');
    await page.getByRole('button', { name: 'Reboot', exact: true }).click();
    // Nothing waits for a reboot: the plain reboot asks first.
    await page.getByRole('dialog', { name: 'Reboot Second slow camera?' }).getByRole('button', { name: 'Reboot', exact: true }).click();
    await page.getByRole('region', { name: 'Progress of Reboot' }).getByText(/waiting for the camera, \d+ s/).waitFor({ timeout: 20_000 });
    expect((await cameraState('Second slow camera')).state).toBe('rebooting');

    await page.close();
    await expect.poll(async () => (await cameraState('Second slow camera')).stateDetail).toContain('the wait for its reboot was cancelled');
    expect(problems).toEqual([]);
  });
});
