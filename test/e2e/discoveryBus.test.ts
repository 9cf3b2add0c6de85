// "Found on the bus" in the Discover cameras dialog, in Chromium (web mode): the studio's
// distributor on `lo` hears a simulated bus peer at 127.0.0.1, where a simulated camera also
// listens. The dialog lists the address (nothing is sent to it yet); one click on Probe and add
// scans that one address at the port typed, the camera shows as found and goes into the
// workspace (the sidebar lists it), and the address is then no longer offered. Network safety: broadcasts on `lo` only, every address in
// 127.0.0.0/8.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSystemConfig, resolveUserConfig } from '../../src/main/distributor/config';
import type { StudioServices } from '../../src/main/services/studioServices';
import type { SimulatedCamera } from '../../src/main/simulator/camera';
import { startSimulatedBusPeer, type SimulatedBusPeer } from '../../src/main/simulator/bus';
import { busStudioServices, loopbackBus } from './busOnLoopback';
import { openWebStudio, type WebStudio } from './webStudio';
import { newSimulatedCamera } from '../support/simulatedCameras';

const host = '127.0.0.1';
const firmware = 'MX-V5.4.1.2-heard';
const bus = await loopbackBus('discovery-bus');
/** The name the camera reports (general/CAMERA_NAME): it is added under it. */
const cameraName = 'Pforte West';
let camera: SimulatedCamera;
let port = 0;
let peer: SimulatedBusPeer;
let services: StudioServices;
let studio: WebStudio;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  camera = newSimulatedCamera({ host, firmware, identity: { name: cameraName } });
  port = (await camera.start(0)).port;
  services = await busStudioServices(bus, 'discovery bus test', { statisticsIntervalMs: 100 });
  peer = await startSimulatedBusPeer({
    systemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'heard peer'),
    userConfig: resolveUserConfig({ broadcast: { iface: 'lo', ...bus } }, 'heard peer'),
    ratePerSecond: 10,
    coreOptions: { statisticsIntervalMs: 0 },
  });
  studio = await openWebStudio(services, problems, 20_000);
  page = studio.page;
});

afterAll(async () => {
  peer?.stop();
  await studio?.close();
  await services?.close();
  await camera?.stop();
});

describe('discovery of the addresses heard on the bus, in Chromium', () => {
  it('lists the bus peer, probes it and adds the camera found in one click, and then no longer offers it', async () => {
    const noSignal = { signal: new AbortController().signal };
    await expect.poll(async () => (await services.handlers['site.heardOnBus']({}, noSignal)).peers.map((heard) => heard.address)).toEqual([host]);

    await page.getByRole('button', { name: 'Discover cameras…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discover cameras' });
    const heard = dialog.getByRole('region', { name: 'Found on the bus' });
    await heard.getByRole('button', { name: `Probe and add ${host}` }).waitFor();
    expect(await heard.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(new RegExp(`^${host.replace(/\./g, '\\.')}\\d+ messages?Probe and add$`))]);
    expect(await dialog.getByRole('region', { name: 'Scan results' }).count()).toBe(0); // heard, nothing probed yet

    await dialog.getByLabel('Ports', { exact: true }).fill(String(port));
    await heard.getByRole('button', { name: `Probe and add ${host}` }).click();
    const summary = dialog.getByRole('status').first();
    await expect.poll(() => summary.textContent()).toBe('Scanned 1 of 1: 1 camera found, 0 not a camera, 0 no answer');
    expect(await dialog.getByLabel('Range', { exact: true }).inputValue()).toBe(host);
    await expect.poll(() => dialog.getByRole('list', { name: 'Cameras found' }).getByRole('listitem').allTextContents()).toEqual([`${host}:${port}firmware ${firmware}in the workspaceFactory password`]);

    await expect.poll(() => dialog.getByText(/^Added 1 camera\./).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Cameras and message bus' }).getByRole('option').locator('.item-title').getByText(cameraName, { exact: true }).waitFor();
    await heard.getByRole('button', { name: 'Refresh the list' }).click();
    await heard.getByText('No address heard on the message bus that is not already a camera of the workspace.').waitFor();
    expect(await heard.getByRole('button', { name: /^Probe and add/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
