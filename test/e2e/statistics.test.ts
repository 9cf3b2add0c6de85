// The statistics dashboard in real Chromium (web mode): the studio's distributor and external
// sdk-demo processes on `lo` exchange real, encrypted UDP broadcasts; one sdk-demo has a wrong
// passphrase, and a simulated peer's clock runs two minutes ahead. The technician reads the
// peers (an sdk-demo on this computer named for what it is, never after the workspace's camera at 127.0.0.1),
// sorts them, sees the wrong passphrase suspected and its sender as a red row (not blamed on the
// camera), the clock-offset drops with the NTP hint, and the rates drawn on a canvas.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSystemConfig, resolveUserConfig } from '../../src/main/distributor/config';
import type { StudioServices } from '../../src/main/services/studioServices';
import { startSimulatedBusPeer } from '../../src/main/simulator/bus';
import { busStudioServices, loopbackBus, startExternalSdkDemo } from './busOnLoopback';
import { openWebStudio, type WebStudio } from './webStudio';
import { closedTcpPort } from '../support/reservedPort';
import { screenshotPath } from './screenshots';

const bus = await loopbackBus('statistics');
const cameraLabel = 'Door camera';
let services: StudioServices;
let studio: WebStudio;
let page: Page;
const problems: string[] = [];

const peerTable = () => page.getByRole('table', { name: 'Peers' });
const peerRow = (pid: number) => peerTable().locator('tbody tr').filter({ has: page.locator('td', { hasText: new RegExp(`^${pid}$`) }) });
/** The texts of a row's cells, by column heading. */
async function rowCells(pid: number): Promise<Record<string, string>> {
  const headings = await peerTable().locator('thead th').allTextContents();
  const cells = await peerRow(pid).locator('th, td').allTextContents();
  return Object.fromEntries(headings.map((heading, index) => [heading.replace(/[▲▼]/g, '').trim(), cells[index]?.trim() ?? '']));
}
/** The PIDs of the peer rows in their order (the red rows of failing senders lead the table, unsorted, and have none). */
const pidColumn = async () => (await peerTable().locator('tbody tr:not(.peer-row-problem)').evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ''))).map(Number);
const healthSigns = () => page.getByRole('list', { name: 'Health signs' }).getByRole('listitem');
/** The red row of a source address whose packages failed authentication. */
const failingRow = (IP: string) => peerTable().locator('tbody tr.peer-row-problem').filter({ has: page.locator('th', { hasText: IP }) });
/** The first sdk-demo: the one program at the camera's address until the wrong passphrase arrives. */
let firstDemoPid = 0;

beforeAll(async () => {
  services = await busStudioServices(bus, 'statistics test', { statisticsIntervalMs: 500 });
  await services.handlers['cameras.add']({ host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: 'not-used-here', label: cameraLabel }, { signal: new AbortController().signal });
  studio = await openWebStudio(services, problems);
  page = studio.page;
  await page.getByRole('tab', { name: 'Statistics' }).click();
});

afterAll(async () => {
  await studio?.close();
  await services?.close();
});

describe('the statistics dashboard', () => {
  it('shows this process and lists an external sdk-demo peer with its PID, its counters and the camera at its address', async () => {
    await page.getByLabel('This process').getByText(`PID ${process.pid}`).waitFor();
    await page.getByLabel('This process').getByText('active', { exact: true }).waitFor();
    const demo = await startExternalSdkDemo(bus);
    const pid = demo.child.pid!;
    firstDemoPid = pid;
    demo.type('messages.global.door_front', 'open', 'messages.global.door_front', 'closed');
    await demo.waitForStdout(/^path=messages\.global\.door_front$/, 'the sent message');
    await expect.poll(() => rowCells(pid)).toMatchObject({ msg_rx: '2', msg_rx_dup: '2', msg_rx_err: '0', pkt_rx_err: '0', 'Error %': '0 %', 'Dup %': '50 % · resend 2' });
    const cells = await rowCells(pid);
    // An sdk-demo on this computer is named for what it is (its PID looked up), not after the camera at its address.
    expect(cells.Peer).toBe('127.0.0.1sdk-demo on this computer');
    const dupCell = peerRow(pid).locator('td', { hasText: '50 % · resend 2' });
    expect(await dupCell.getAttribute('title')).toMatch(/^2 copies of resent packages, expected with resend 2/);
    expect(await dupCell.getAttribute('class')).not.toContain('duplicates-beyond');
    expect(cells.PID).toBe(String(pid));
    expect(Number(cells.pkt_rx)).toBeGreaterThanOrEqual(2);
    expect(cells['Last heard']).toMatch(/^\d+ s ago$/);
    const summaryReceived = page.getByLabel('Summary counters').locator('.counter').filter({ has: page.getByText('msg_rx', { exact: true }) }).locator('dd');
    expect(Number(/^\d+/.exec((await summaryReceived.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(2);
    const silenceDescription = await page.getByLabel('Silent after (seconds)').evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(silenceDescription).toMatch(/^A peer not heard for this long is marked silent/);
    expect(problems).toEqual([]);
  });

  it('shows an sdk-demo with a wrong passphrase on the camera host as a red row by address and in the banner, blaming neither the camera nor the other peer', async () => {
    const wrong = await startExternalSdkDemo(bus, `not-${bus.passphrase}`);
    wrong.type('messages.global.door_front', 'open');
    const sign = healthSigns().filter({ hasText: 'Wrong passphrase suspected' });
    await sign.waitFor();
    expect(await sign.textContent()).toMatch(/^Wrong passphrase suspected \d+ packages? from 127\.0\.0\.1 (in the last 60 s|since the distributor started) could not be authenticated/);

    // The studio's statistics answer the failing sender by its address.
    const answer = await services.handlers['distributor.statistics']({}, { signal: new AbortController().signal });
    expect(answer.authFailures.sources).toEqual([expect.objectContaining({ IP: '127.0.0.1', reasons: expect.objectContaining({ unauthentic: expect.any(Number) }) })]);
    expect(answer.authFailures.sources[0]!.packages).toBeGreaterThanOrEqual(1);

    const row = failingRow('127.0.0.1');
    await row.waitFor();
    expect(await row.locator('th').textContent()).toBe('127.0.0.1authentication failed'); // no camera name: another program sends from there
    expect(await row.locator('td.failing-summary').textContent()).toMatch(/^\d+ packages? failed authentication: wrong passphrase suspected$/);
    expect(await row.locator('td').nth(2).textContent()).toMatch(/^\d+ s ago$/);
    expect(await row.evaluate((element) => getComputedStyle(element.querySelector('th')!).borderLeftColor)).not.toBe(await peerRow(firstDemoPid).locator('th').evaluate((element) => getComputedStyle(element).borderLeftColor));
    await expect.poll(() => peerRow(wrong.child.pid!).count()).toBe(0); // never a peer: its packages cannot be read
    // The first sdk-demo has ended (its PID names no process now), and two programs sent from the camera's address: named by address.
    expect((await rowCells(firstDemoPid)).Peer).toBe('127.0.0.1');

    // The "Packages dropped" counter is in alarm while the sign is up: in words, not by colour alone.
    const droppedCard = page.getByLabel('Summary counters').locator('.counter').filter({ has: page.getByText('pkt_rx_err', { exact: true }) });
    await droppedCard.getByText('Problem: see Health').waitFor();
    expect(await droppedCard.getAttribute('class')).toContain('counter-alarm-problem');
    expect(await droppedCard.getAttribute('title')).toMatch(/^Health signs about dropped packages: .*Wrong passphrase suspected/);
  });

  it('shows packages dropped for clock offset from a peer whose clock is two minutes ahead, with the NTP hint', async () => {
    const ahead = await startSimulatedBusPeer({
      systemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'clock test'),
      userConfig: resolveUserConfig({ broadcast: { iface: 'lo', ...bus } }, 'clock test'),
      ratePerSecond: 5,
      coreOptions: { clock: () => Date.now() + 120_000, statisticsIntervalMs: 0 },
    });
    try {
      const sign = healthSigns().filter({ hasText: 'Clock offset' });
      await sign.waitFor();
      expect(await sign.textContent()).toMatch(/\d+ packages? from .* (?:was|were) dropped because (?:its|their) time differs from this computer's by more than broadcast\.max_time_offset.*NTP server/);
      await expect.poll(() => rowCells(ahead.identity.PID)).toMatchObject({ msg_rx: '0' });
      expect(Number((await rowCells(ahead.identity.PID)).pkt_rx_err)).toBeGreaterThan(0);
    } finally {
      ahead.stop();
    }
  });

  it('sorts the peers by a column on a header click, both ways, and says so with aria-sort', async () => {
    const busy = await startExternalSdkDemo(bus);
    busy.type('messages.global.busy', '1', 'messages.global.busy', '2', 'messages.global.busy', '3');
    await expect.poll(async () => (await rowCells(busy.child.pid!)).msg_rx).toBe('3');
    const pidHeading = peerTable().getByRole('columnheader', { name: 'PID' });
    expect(await pidHeading.getAttribute('aria-sort')).toBe('none');
    await pidHeading.getByRole('button').click();
    expect(await pidHeading.getAttribute('aria-sort')).toBe('descending');
    const descending = await pidColumn();
    expect(descending.length).toBeGreaterThanOrEqual(2);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await peerTable().locator('tbody tr').first().getAttribute('class')).toBe('peer-row-problem'); // the failing sender stays on top
    await pidHeading.getByRole('button').click();
    expect(await pidHeading.getAttribute('aria-sort')).toBe('ascending');
    expect(await pidColumn()).toEqual([...descending].reverse());

    await peerTable().getByRole('columnheader', { name: 'msg_rx', exact: true }).getByRole('button').click();
    expect(await pidHeading.getAttribute('aria-sort')).toBe('none');
    expect((await pidColumn())[0]).toBe(busy.child.pid);
  });

  it('draws the rates on a canvas, in total and for the chosen peer', async () => {
    const talker = await startExternalSdkDemo(bus);
    for (let index = 0; index < 10; index++) talker.type('messages.global.motion', String(index));
    await expect.poll(async () => (await rowCells(talker.child.pid!)).msg_rx).toBe('10');
    const ticked = peerTable().getByRole('checkbox', { checked: true });
    expect(await ticked.count()).toBeGreaterThan(0); // the most recently active peers, charted before any choice
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await page.getByText('No peer chosen for the charts: tick "Chart" in the peer table.').waitFor();
    await peerTable().getByRole('checkbox', { name: `Chart sdk-demo on this computer (127.0.0.1, PID ${talker.child.pid})` }).check();
    const total = page.getByRole('img', { name: /^Rates in total: now messages received / });
    await total.waitFor();
    // The line of "messages received" (#2f7bd8) is on the canvas, not only the axes.
    const lineColourPixels = () =>
      total.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let index = 0; index < data.length; index += 4) if (Math.abs(data[index]! - 0x2f) < 12 && Math.abs(data[index + 1]! - 0x7b) < 12 && Math.abs(data[index + 2]! - 0xd8) < 12) count++;
        return count;
      });
    await expect.poll(lineColourPixels).toBeGreaterThan(20);
    const perPeer = page.getByRole('img', { name: /^Messages per second by peer: / });
    expect(await perPeer.getAttribute('aria-label')).toMatch(new RegExp(`^Messages per second by peer: now sdk-demo on this computer \\(127\\.0\\.0\\.1, PID ${talker.child.pid}\\) ([\\d.]+/s|–)$`));

    await page.setViewportSize({ width: 1280, height: 1500 });
    for (let index = 0; index < 6; index++) talker.type('messages.global.motion', `late-${index}`);
    await expect.poll(async () => (await rowCells(talker.child.pid!)).msg_rx).toBe('16');
    const legendTime = () => page.getByRole('group', { name: 'Lines of Rates in total' }).locator('.rate-legend-time').textContent();
    const timeBefore = await legendTime();
    await expect.poll(legendTime).not.toBe(timeBefore); // one more record, so the newest rates are drawn
    await page.getByRole('tabpanel').evaluate((panel) => panel.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('statistics-dashboard.png') });
    expect(problems).toEqual([]);
  });

  it('keeps every line of a chart distinguishable: a legend button hides and shows one, and the rates read as a table', async () => {
    const legend = page.getByRole('group', { name: 'Lines of Rates in total' });
    const packagesReceived = legend.getByRole('button', { name: /^packages received/ });
    expect(await packagesReceived.getAttribute('aria-pressed')).toBe('true');
    await packagesReceived.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => packagesReceived.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => packagesReceived.getAttribute('aria-pressed')).toBe('true');
    const table = page.locator('.rate-figure').first().locator('details.rate-table');
    await table.locator('summary').click();
    const header = await table.locator('thead th').allTextContents();
    expect(header).toEqual(['Time', 'messages received', 'packages received', 'messages sent', 'packages sent']);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await table.locator('summary').click();
  });

  it('speaks German with live data: headings, table, counters, legend and the axes by the German locale', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    try {
      await page.getByRole('heading', { name: 'Statistik', exact: true }).waitFor();
      await page.getByRole('table', { name: 'Teilnehmer' }).waitFor();
      await page.getByRole('list', { name: 'Zustandshinweise' }).getByText('Falsche Passphrase vermutet').waitFor();
      const droppedCard = page.getByLabel('Zähler gesamt').locator('.counter').filter({ has: page.getByText('pkt_rx_err', { exact: true }) });
      await droppedCard.getByText('Problem: siehe Zustand').waitFor();
      const legend = page.getByRole('group', { name: 'Linien von Raten gesamt' });
      await legend.getByRole('button', { name: /^Nachrichten empfangen/ }).waitFor();
      expect(await legend.locator('.rate-legend-time').textContent()).toMatch(/^\d\d:\d\d:\d\d$/); // 24-hour clock, no AM/PM
      await expect.poll(() => page.getByRole('img', { name: /^Raten gesamt: jetzt Nachrichten empfangen / }).count()).toBe(1);
      expect(await page.getByRole('columnheader', { name: 'Zuletzt gehört' }).count()).toBe(1);
      await page.getByRole('tabpanel').evaluate((panel) => panel.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath('statistics-de.png') });
    } finally {
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await page.getByRole('heading', { name: 'Statistics', exact: true }).waitFor();
    }
    expect(problems).toEqual([]);
  });
});
