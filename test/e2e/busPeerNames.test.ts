// Bus peers named by what they are, in Chromium (web mode) on the demo services with real UDP on
// `lo`: the demo's simulated peer keeps its name (with address and PID) however many other
// programs send from 127.0.0.1, is never taken for the simulated camera there, and an sdk-demo
// on the right passphrase, running on this computer, is named as the sdk-demo it is beside it; one on a wrong passphrase
// shows as a red row of failing packages at its address, not blamed on the simulated peer
// (which the studio hears). Network safety: broadcasts on `lo` only. The sdk-demo processes are
// ended after the test by test/main/cli/sdkDemoProcess.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassphrase } from '../../src/main/services/simulator/demoSetup';
import { studioItself, type StudioServices } from '../../src/main/services/studioServices';
import { createTestStudioServices } from '../support/simulatedCameras';
import { startExternalSdkDemo, type LoopbackBus } from './busOnLoopback';
import { openWebStudio, type WebStudio } from './webStudio';

let services: StudioServices;
let studio: WebStudio;
let page: Page;
let bus: LoopbackBus;
const problems: string[] = [];

beforeAll(async () => {
  services = await createTestStudioServices({ demo: true, mode: 'web', statisticsIntervalMs: 300 });
  const { port } = await services.handlers['distributor.state']({}, studioItself);
  bus = { port: port!, passphrase: demoPassphrase, poll_freq: 20, resend: 2 };
  studio = await openWebStudio(services, problems, 20_000);
  page = studio.page;
  await page.getByRole('tab', { name: 'Statistics' }).click();
}, 60_000);

afterAll(async () => {
  await studio?.close();
  await services?.close();
});

const peerTable = () => page.getByRole('table', { name: 'Peers' });
const peerCell = (pid: number) => peerTable().locator('tbody tr').filter({ has: page.locator('td', { hasText: new RegExp(`^${pid}$`) }) }).locator('th');

describe('bus peers named by what they are', () => {
  it('names the simulated peer as itself, with address and PID, before and after an sdk-demo joins from the same address', async () => {
    const { identity } = (await services.handlers['simulator.list']({}, studioItself)).busPeers[0]!;
    expect(identity?.IP).toBe('127.0.0.1');
    await expect.poll(() => peerCell(identity!.PID).textContent()).toBe('127.0.0.1simulated bus peer bus-1');
    expect(await peerCell(identity!.PID).getAttribute('title')).toBe('127.0.0.1 · simulated bus peer bus-1');

    const demo = await startExternalSdkDemo(bus);
    demo.type('messages.global.door_front', 'open');
    // The sdk-demo runs on this computer: the studio looks its PID up and names it for what it is.
    await expect.poll(() => peerCell(demo.child.pid!).textContent()).toBe('127.0.0.1sdk-demo on this computer');
    expect(await peerCell(identity!.PID).textContent()).toBe('127.0.0.1simulated bus peer bus-1');

    const wrong = await startExternalSdkDemo(bus, `not-${demoPassphrase}`);
    wrong.type('messages.global.door_front', 'open');
    const failing = peerTable().locator('tbody tr.peer-row-problem').filter({ has: page.locator('th', { hasText: '127.0.0.1' }) });
    await failing.waitFor();
    expect(await failing.locator('th').textContent()).toBe('127.0.0.1authentication failed');
    expect(await peerCell(identity!.PID).textContent()).toBe('127.0.0.1simulated bus peer bus-1');
    expect((await services.handlers['simulator.list']({}, studioItself)).busPeers[0]!.reach).toBe('heard');
    expect(problems).toEqual([]);
  });
});
