// The workspace in real Chromium (web mode): a camera added in the UI is listed again after the
// studio restarts, and no file under the workspace holds its password. Without a passphrase the
// restarted studio asks for the password, and the camera answers once it is entered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { filesContaining } from '../main/workspace/workspaceFolder';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
import { startStudio, type RunningStudio } from './studioProcess';
import { screenshotPath } from './screenshots';
import { camconfigArgs, newSimulatedCamera } from '../support/simulatedCameras';

const password = 'e2e-Gate-Pass-913';
let camera: SimulatedCamera;
let browser: Browser;
const studios: RunningStudio[] = [];
const pages: Page[] = [];
const folders: string[] = [];
const problems: string[] = [];

beforeAll(async () => {
  camera = newSimulatedCamera({ password });
  await camera.start(0);
  browser = await launchChromium();
});

afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
  problems.length = 0;
  for (const studio of studios.splice(0)) await studio.stop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

afterAll(async () => {
  await browser?.close();
  await camera?.stop();
});

function workspaceFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-e2e-workspace-'));
  folders.push(folder);
  return folder;
}

async function serve(folder: string, passphrase?: string): Promise<Page> {
  const env = { ...process.env };
  delete env.CAMCONFIG_WORKSPACE_PASSPHRASE;
  if (passphrase) env.CAMCONFIG_WORKSPACE_PASSPHRASE = passphrase;
  const studio = await startStudio(camconfigArgs('serve', ['--port', '0', '--no-demo', '--workspace', folder]), env);
  studios.push(studio);
  const page = await newStudioPage(browser);
  pages.push(page);
  watchForProblems(page, problems);
  await page.goto(studio.url);
  return page;
}

/** Closes the page first: a page left open would rightly report the lost connection. */
async function restart(page: Page, folder: string, passphrase?: string): Promise<Page> {
  await page.context().close();
  pages.splice(pages.indexOf(page), 1);
  const code = await studios.pop()!.stop();
  expect(code).toBe(0);
  return serve(folder, passphrase);
}

const cameraOption = (page: Page, name: string) => page.getByRole('listbox', { name: 'Cameras' }).getByRole('option', { name: new RegExp(`^${name}`) });

async function addCameraInUi(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Add camera…' }).click();
  const form = page.getByRole('form', { name: 'Add camera' });
  await form.getByLabel('Address').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(camera.port));
  await form.getByLabel('User').fill('admin');
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Name in the list').fill(label);
  await form.getByRole('button', { name: 'Add' }).click();
  await cameraOption(page, label).getByText('online', { exact: true }).waitFor();
}

describe('the workspace in Chromium (web mode)', () => {
  it('keeps a camera added in the UI across a restart of the studio; its password is in no workspace file', async () => {
    const folder = workspaceFolder();
    const first = await serve(folder, 'e2e workspace phrase');
    await first.getByText('Passwords are kept encrypted with the workspace passphrase.').waitFor();
    await addCameraInUi(first, 'Gate camera');

    const second = await restart(first, folder, 'e2e workspace phrase');
    const gate = cameraOption(second, 'Gate camera');
    await gate.getByText('online', { exact: true }).waitFor();
    await second.getByRole('button', { name: 'Test connection' }).click();
    await second.getByRole('status').filter({ hasText: 'Test connection: online' }).waitFor();
    await second.screenshot({ path: screenshotPath('workspace-after-restart.png') });

    expect(await filesContaining(folder, password)).toEqual([]);
    expect(await filesContaining(folder, 'e2e workspace phrase')).toEqual([]);
    expect(problems).toEqual([]);
    // Two starts of the studio process, each deriving the passphrase's key.
  }, 60_000);

  it('without a passphrase: after a restart the camera asks for its password, and answers once it is entered', async () => {
    const folder = workspaceFolder();
    const first = await serve(folder);
    await first.getByText(/Passwords are kept in memory only/).waitFor();
    await addCameraInUi(first, 'Yard camera');

    const second = await restart(first, folder);
    const yard = cameraOption(second, 'Yard camera');
    await yard.locator('[data-marker="password"]').waitFor();
    await second.getByText('1 camera needs its password.', { exact: false }).waitFor();
    await yard.click();
    const form = second.getByRole('form', { name: 'Edit Yard camera' });
    await form.getByLabel('Password').fill(password);
    await second.screenshot({ path: screenshotPath('workspace-password-needed.png') });
    await form.getByRole('button', { name: 'Save' }).click();
    await yard.getByText('online', { exact: true }).waitFor();
    expect(await filesContaining(folder, password)).toEqual([]);

    await second.getByRole('button', { name: 'Remove…' }).click();
    await second.getByRole('group', { name: 'Remove Yard camera?' }).getByRole('button', { name: 'Remove' }).click();
    await second.getByText('No camera yet.').waitFor();
    const third = await restart(second, folder);
    await third.getByText('No camera yet.').waitFor();
    expect(problems).toEqual([]);
    // Three starts of the studio process: longer than the default on a busy machine.
  }, 60_000);
});
