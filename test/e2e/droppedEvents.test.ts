// A browser page that falls behind: the web server's flow control holds its event batches,
// the bounded queue drops the oldest bus messages, and the page shows how many it missed, in
// the status bar and in the message console. The services, WebSocket, batcher and built
// renderer are the real ones; only "the page is behind" is switched on by the test (through
// the server's flowControl hook) instead of being waited for on a loaded machine.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceEvent, StudioServices } from '../../src/main/services/studioServices';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
import { withInjectedEvents, type InjectableServices } from './injectedEvents';
import { screenshotPath } from './screenshots';
import { createTestStudioServices } from '../support/simulatedCameras';

const queueBound = 200;
/** Messages the console keeps in this test (set through its "Messages kept" field). */
const consoleCapacity = 1000;
const burst = 1000;

let services: StudioServices;
let server: WebServer;
let browser: Browser;
let page: Page;
let pageIsBehind = false;
let injected: InjectableServices;
const problems: string[] = [];


function emitBusMessage(index: number): void {
  const event: ServiceEvent = {
    event: 'bus.messages',
    payload: { messages: [{ path: 'messages.global.motion_hall', value: String(index), from: { IP: '127.0.0.1', PID: 4_194_305 }, receivedAt: Date.now(), resent: false }] },
  };
  injected.emit(event);
}

/** The value of the newest row drawn (the console follows the newest). */
const lastRowValue = () => page.locator('.console-row').last().locator('.console-value').textContent();

beforeAll(async () => {
  injected = withInjectedEvents(await createTestStudioServices({ demo: false, mode: 'web' }));
  services = injected.services;
  server = await startWebServer({
    services,
    rendererDir: defaultRendererDir(),
    batching: { maxQueuedMessages: queueBound },
    flowControl: { alsoCongested: () => pageIsBehind },
  });
  browser = await launchChromium();
  page = await newStudioPage(browser);
  watchForProblems(page, problems);
  await page.goto(server.url);
  await page.getByText('Web mode').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await services?.close();
});

describe('a page that falls behind the bus', () => {
  it('shows no drop count while it keeps up', async () => {
    await page.getByRole('tab', { name: 'Message console' }).click();
    await expect.poll(() => injected.listenerCount()).toBeGreaterThan(0);
    for (let index = 0; index < 5; index++) emitBusMessage(index);
    await page.getByText('5 received · 0 dropped').waitFor();
    expect(await page.getByRole('status').getByText(/Dropped events/).count()).toBe(0);
  });

  it('is told how many bus messages it missed, in the status bar and the console', async () => {
    pageIsBehind = true;
    for (let index = 5; index < 5 + burst; index++) emitBusMessage(index);
    pageIsBehind = false;

    const dropped = burst - queueBound;
    await page.getByRole('status').getByText(`Dropped events: ${dropped}`).waitFor();
    await page.getByText(`${5 + queueBound} received`).waitFor();
    await expect(page.locator('.console-counts').textContent()).resolves.toContain(`${dropped} dropped`);
    // What survived is the newest part of the burst: the last row is the last message sent.
    const lastValue = await lastRowValue();
    expect(lastValue).toBe(String(5 + burst - 1));
    await page.screenshot({ path: screenshotPath('studio-dropped.png') });
  });

  it('keeps at most the console capacity under a burst, counting the rest as pushed out, drawing only the rows in view', async () => {
    await page.getByRole('spinbutton', { name: 'Messages kept' }).fill(String(consoleCapacity));
    await page.getByRole('form', { name: 'Messages kept' }).getByRole('button', { name: 'Apply' }).click();
    // Counts are shown by the locale (English here: 20,205).
    const before = Number(/^([\d,]+) received/.exec((await page.locator('.console-counts').textContent()) ?? '')?.[1]?.replaceAll(',', ''));
    const count = (value: number) => value.toLocaleString('en-US');
    const burstSize = 20_000;
    for (let index = 0; index < burstSize; index++) {
      emitBusMessage(100_000 + index);
      if (index % 1000 === 999) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await page.getByText(`${count(before + burstSize)} received`).waitFor();
    await page.getByText(`${count(before + burstSize - consoleCapacity)} older pushed out (the console keeps ${count(consoleCapacity)})`).waitFor();
    expect(await page.locator('.console-row').count()).toBeLessThan(100);
    await expect.poll(() => lastRowValue()).toBe(String(100_000 + burstSize - 1));
    // A page that keeps up loses nothing: the drop count is still the one from the stall.
    expect(await page.getByRole('status').getByText(`Dropped events: ${burst - queueBound}`).count()).toBe(1);
    // Still answering: a click switches the view at once.
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).resolves.toBe('true');
  });

  it('wrote no console error or warning', () => {
    expect(problems).toEqual([]);
  });
});
