// The live message console in real Chromium (web mode): the studio's distributor and an
// external sdk-demo process on `lo` exchange real, encrypted UDP broadcasts; the technician
// reads, filters, pauses and sends in the page. For the load test, messages are
// also fed into the services' event path (as the distributor would emit them) at 5,000 per second.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../src/main/distributor/config';
import type { StudioServices } from '../../src/main/services/studioServices';
import { defaultRendererDir } from '../../src/main/transport/projectRoot';
import { startWebServer, type WebServer } from '../../src/main/transport/webServer';
import { configDir, startSdkDemo, type SdkDemoProcess } from '../main/cli/sdkDemoProcess';
import { launchChromium, newStudioPage, watchForProblems } from './chromium';
import { closedTcpPort, testUdpPort } from '../support/testPorts';
import { withInjectedEvents, type InjectableServices } from './injectedEvents';
import { screenshotPath } from './screenshots';
import { createTestStudioServices } from '../support/simulatedCameras';

const bus = { port: await testUdpPort(), passphrase: `console-${randomBytes(4).toString('hex')}`, poll_freq: 20, resend: 2 };

let services: StudioServices;
let server: WebServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];
let recordingsDir: string;
let injected: InjectableServices;


function startExternalSdkDemo(): SdkDemoProcess {
  const dir = configDir({ 'system.json': { broadcast: { interfaces: ['lo'] } }, 'user.json': { broadcast: bus } });
  return startSdkDemo(['-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), '-v']);
}

const consoleView = () => page.getByRole('tabpanel');
const rows = () => page.getByRole('table', { name: 'Bus messages' }).locator('.console-row');
const rowValues = () => rows().evaluateAll((found) => found.map((row) => `${row.children[2]?.textContent}=${row.children[3]?.querySelector('.console-value')?.textContent}`));
const receivedCount = async () => Number(/^([\d,]+) received/.exec((await page.locator('.console-counts').textContent()) ?? '')?.[1]?.replaceAll(',', ''));
const lastRowValue = () => rows().last().locator('.console-value').textContent();
const fakePeer = { IP: '127.0.0.1', PID: 4_194_304 };
const fakeMessage = (path: string, value: string) => ({ path, value, from: fakePeer, receivedAt: Date.now(), resent: false });
/** Messages as the distributor emits them, fed into the services' event path. */
function inject(messages: Array<ReturnType<typeof fakeMessage>>): void {
  injected.emit({ event: 'bus.messages', payload: { messages } });
}
const sendForm = () => page.getByRole('form', { name: 'Send a message' });
const pathTree = () => page.getByRole('tree', { name: 'Paths' });
/** A path's item in the tree (its accessible name is the part it shows, followed by its summary). */
const treeItem = (path: string) => pathTree().locator(`[role="treeitem"][data-path="${path}"]`);

beforeAll(async () => {
  recordingsDir = mkdtempSync(join(tmpdir(), 'console-recordings-'));
  injected = withInjectedEvents(
    await createTestStudioServices({
      demo: false,
      mode: 'web',
      distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'console test'),
      distributorUserConfig: { broadcast: { iface: 'lo', ...bus } },
      recordingsDir,
    }),
  );
  services = injected.services;
  server = await startWebServer({ services, rendererDir: defaultRendererDir() });
  browser = await launchChromium();
  page = await newStudioPage(browser);
  watchForProblems(page, problems);
  await page.goto(server.url);
  await page.getByText('Web mode').waitFor();
  await page.getByRole('tab', { name: 'Message console' }).click();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await services?.close();
  if (recordingsDir) rmSync(recordingsDir, { recursive: true, force: true });
});

describe('the live message console', () => {
  it('shows a message sent by an external sdk-demo, with its peer, and in the path tree', async () => {
    const demo = startExternalSdkDemo();
    await demo.ready();
    demo.type('messages.global.door_front', 'open');
    const row = rows().filter({ hasText: 'messages.global.door_front' });
    await row.first().waitFor();
    await row.first().getByText(`127.0.0.1 (PID ${demo.child.pid})`).waitFor();
    expect(await rowValues()).toEqual(['messages.global.door_front=open']);

    const item = treeItem('messages.global.door_front');
    await item.getByText('= open').waitFor();
    await item.getByText('1×').waitFor();
    // Named by what it shows, first the part of the path; the full path is its description.
    await pathTree().getByRole('treeitem', { name: /^door_front = open · 1× · / }).waitFor();
    expect(await item.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('messages.global.door_front');
    await item.getByRole('button', { name: 'door_front' }).click();
    await page.getByRole('group', { name: 'Recent values of messages.global.door_front' }).getByText(/open$/).waitFor();
  });

  it('sends a message from the form with Ctrl+Enter that the external sdk-demo prints, and lists it as sent', async () => {
    const demo = startExternalSdkDemo();
    await demo.ready();
    await sendForm().getByLabel('Path', { exact: true }).fill('messages.global.studio_test');
    await sendForm().getByLabel('Value', { exact: true }).fill('hello from the console');
    await sendForm().getByLabel('Value', { exact: true }).press('Control+Enter');
    await demo.waitForStdout(/^messages\.global\.studio_test=hello from the console$/, 'the message from the studio form');
    await sendForm().getByRole('status').getByText('Queued messages.global.studio_test=hello from the console').waitFor();
    await page.getByRole('button', { name: /^Use \d{1,2}:\d\d:\d\d.* messages\.global\.studio_test=hello from the console$/ }).waitFor();

    await sendForm().getByLabel('Value', { exact: true }).fill('second');
    await sendForm().getByRole('button', { name: 'Send' }).click();
    await demo.waitForStdout(/^messages\.global\.studio_test=second$/, 'the message sent with the button');
  });

  it('refuses an invalid path with the rule it breaks, as it is typed and when sent, and sends nothing', async () => {
    const before = (await services.handlers['distributor.statistics']({}, { signal: new AbortController().signal })).publication.summary.msg_tx;
    const path = sendForm().getByLabel('Path', { exact: true });
    await path.fill('messages.global.bad name');
    const rule = 'part 3 "bad name" of path "messages.global.bad name" contains a space';
    await sendForm().getByText(new RegExp(`^${rule}`)).waitFor();
    await expect(path.getAttribute('aria-invalid')).resolves.toBe('true');
    await sendForm().getByRole('button', { name: 'Send' }).click();
    await sendForm().getByRole('alert').getByText(`Not sent: ${rule}: names start with a letter and may not contain spaces, tabs, '/', '%' or '.'`).waitFor();
    await path.fill('messages.9lives');
    await sendForm().getByText(/part 2 "9lives" of path "messages\.9lives" starts with "9"/).waitFor();
    const after = (await services.handlers['distributor.statistics']({}, { signal: new AbortController().signal })).publication.summary.msg_tx;
    expect(after).toBe(before);
  });

  it('holds the rows while paused, counting what waits, and shows them on resume', async () => {
    const demo = startExternalSdkDemo();
    await demo.ready();
    const shown = await rows().count();
    await page.getByRole('button', { name: 'Pause' }).click();
    demo.type('messages.global.motion_hall', '1', 'messages.global.motion_hall', '2', 'messages.global.motion_hall', '3');
    await page.getByRole('button', { name: 'Resume (3 waiting)' }).waitFor();
    await page.locator('.console-counts').getByText('paused, 3 waiting').waitFor();
    expect(await rows().count()).toBe(shown);
    await page.getByRole('button', { name: 'Resume (3 waiting)' }).click();
    await expect.poll(() => rowValues()).toEqual(expect.arrayContaining(['messages.global.motion_hall=1', 'messages.global.motion_hall=2', 'messages.global.motion_hall=3']));
    expect(await rows().count()).toBe(shown + 3);
  });

  it('shows only the rows a regular expression matches, and an invalid one as such', async () => {
    const filter = page.getByRole('searchbox', { name: 'Filter path and value' });
    await page.getByRole('checkbox', { name: 'Regular expression' }).check();
    await filter.fill('motion_hall=?|^[23]$');
    await expect.poll(() => rowValues()).toEqual(['messages.global.motion_hall=1', 'messages.global.motion_hall=2', 'messages.global.motion_hall=3']);
    await filter.fill('^[23]$');
    await expect.poll(() => rowValues()).toEqual(['messages.global.motion_hall=2', 'messages.global.motion_hall=3']);
    await filter.fill('door_(front');
    await consoleView().getByRole('alert').getByText(/^Filter not applied, not a valid regular expression: /).waitFor();
    await expect.poll(() => rows().count()).toBe(0);
    await page.getByText('No message matches the filter.').waitFor();
    await filter.fill('');
    await page.getByRole('checkbox', { name: 'Regular expression' }).uncheck();
    await expect.poll(() => rows().count()).toBeGreaterThan(3);
  });

  it('filters with (a+)+$ while a peer sends forty a and ! without freezing the page (RE2, linear time)', async () => {
    const demo = startExternalSdkDemo();
    await demo.ready();
    const filter = page.getByRole('searchbox', { name: 'Filter path and value' });
    await page.getByRole('checkbox', { name: 'Regular expression' }).check();
    await filter.fill('(a+)+$');
    const received = await receivedCount();
    const attack = `${'a'.repeat(40)}!`;
    // With JavaScript's RegExp the first message would keep the page busy for hours: the marker after it would never show.
    demo.type('messages.global.x', attack, 'messages.global.x', attack, 'messages.global.marker', 'aaaa');
    await expect.poll(() => rowValues()).toEqual(['messages.global.marker=aaaa']);
    await expect.poll(() => receivedCount()).toBe(received + 3);
    await filter.fill('');
    await page.getByRole('checkbox', { name: 'Regular expression' }).uncheck();
    await rows().filter({ hasText: attack }).first().waitFor();
  });

  it('keeps the rows in view when scrolled up, and says how many arrived since', async () => {
    const scroller = page.getByRole('region', { name: 'Received bus messages' });
    inject(Array.from({ length: 200 }, (_, n) => fakeMessage(`messages.global.scroll_${n % 5}`, `s${n}`)));
    await expect.poll(() => lastRowValue()).toBe('s199');
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect.poll(() => rows().first().getAttribute('aria-rowindex')).toBe('2');
    const firstInView = await rows().first().textContent();
    inject(Array.from({ length: 50 }, (_, n) => fakeMessage('messages.global.scroll_late', `late${n}`)));
    await page.getByRole('button', { name: 'Jump to newest (50 new)' }).waitFor();
    expect(await rows().first().textContent()).toBe(firstInView);
    await expect(scroller.evaluate((element) => element.scrollTop)).resolves.toBe(0);
    await page.getByRole('button', { name: 'Jump to newest (50 new)' }).click();
    await expect.poll(() => lastRowValue()).toBe('late49');
    await expect.poll(() => page.getByRole('button', { name: /^Jump to newest/ }).count()).toBe(0);
  });

  it('never cuts a long value: its row shows it all on demand', async () => {
    const long = `${'0123456789'.repeat(30)}END`;
    inject([fakeMessage('messages.global.long_value', long)]);
    const row = rows().filter({ hasText: 'messages.global.long_value' });
    const toggle = row.getByRole('button', { name: `Show all ${long.length} characters` });
    await toggle.waitFor();
    expect(await row.locator('.console-value').textContent()).toBe(long);
    const clippedHeight = (await row.boundingBox())!.height;
    await toggle.click();
    await row.getByRole('button', { name: 'Show less' }).waitFor();
    await expect(row.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect.poll(async () => (await row.boundingBox())!.height).toBeGreaterThan(clippedHeight * 2);
  });

  it('names a peer after the camera of the workspace only where certain, and filters by peer', async () => {
    const signal = new AbortController().signal;
    await services.handlers['cameras.add']({ host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: 'not-used', label: 'Door camera' }, { signal });
    await services.handlers['cameras.add']({ host: '127.0.0.2', port: await closedTcpPort(), user: 'admin', password: 'not-used', label: 'Gate camera' }, { signal });
    const secondProgram = { IP: fakePeer.IP, PID: fakePeer.PID + 1 };
    inject([
      fakeMessage('messages.global.from_camera_host', 'c1'),
      { ...fakeMessage('messages.global.from_camera_host_too', 'c2'), from: secondProgram },
      { ...fakeMessage('messages.global.from_other', 'o1'), from: { IP: '127.0.0.2', PID: 99 } },
    ]);
    // 127.0.0.2: the one camera there and the one program heard there, so it is that camera.
    await rows().filter({ hasText: 'messages.global.from_other' }).getByText('127.0.0.2 (PID 99) · Gate camera').waitFor();
    // 127.0.0.1: several programs send from the camera's address; none is named after it.
    await rows().filter({ hasText: 'messages.global.from_camera_host_too' }).getByText(new RegExp(`^127\\.0\\.0\\.1 \\(PID ${secondProgram.PID}\\)$`)).waitFor();
    await rows().filter({ hasText: 'messages.global.from_camera_hostc1' }).getByText(new RegExp(`^127\\.0\\.0\\.1 \\(PID ${fakePeer.PID}\\)$`)).waitFor();
    expect(await page.getByRole('table', { name: 'Bus messages' }).getByText('Door camera').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Peer' }).selectOption({ label: '127.0.0.2 (PID 99) · Gate camera' });
    await expect.poll(() => rowValues()).toEqual(['messages.global.from_other=o1']);
    await page.getByRole('combobox', { name: 'Peer' }).selectOption({ label: 'All peers' });
  });

  it('saves the form as a template and fills the form from it', async () => {
    await sendForm().getByLabel('Path', { exact: true }).fill('messages.global.door_back');
    await sendForm().getByLabel('Value', { exact: true }).fill('closed');
    await sendForm().getByLabel('Template name').fill('Back door closed');
    await sendForm().getByRole('button', { name: 'Save as template' }).click();
    const use = page.getByRole('button', { name: 'Use Back door closed' });
    await use.waitFor();
    await sendForm().getByLabel('Path', { exact: true }).fill('');
    await sendForm().getByLabel('Value', { exact: true }).fill('');
    await use.click();
    await expect(sendForm().getByLabel('Path', { exact: true }).inputValue()).resolves.toBe('messages.global.door_back');
    await expect(sendForm().getByLabel('Value', { exact: true }).inputValue()).resolves.toBe('closed');
    await page.getByRole('button', { name: 'Remove template Back door closed' }).click();
    await use.waitFor({ state: 'detached' });
  });

  it('records the received messages to a JSON Lines file that holds exactly them', async () => {
    const demo = startExternalSdkDemo();
    await demo.ready();
    const record = page.getByRole('form', { name: 'Record the stream' });
    await record.getByLabel('Recording name').fill('door-3am');
    await record.getByRole('button', { name: 'Record' }).click();
    const file = join(recordingsDir, 'door-3am.jsonl');
    const active = page.getByRole('group', { name: `Recording to ${file}` });
    await active.waitFor();
    demo.type('messages.global.door_front', 'open', 'messages.global.door_front', 'closed', 'messages.global.keypad', '1234#');
    await rows().filter({ hasText: 'messages.global.keypad' }).waitFor();
    await active.getByText(/: 3 messages, \d+ bytes, \d+ s$/).waitFor();
    const shown = (await rowValues()).slice(-3);
    await active.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByText(/^Last recording: .*door-3am\.jsonl, 3 messages, \d+ bytes, \d+ s, stopped$/).waitFor();

    const recorded = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { IP: string; PID: number; path: string; value: string; time: string; receivedAt: number });
    expect(recorded.map(({ IP, PID, path, value }) => ({ IP, PID, path, value }))).toEqual([
      { IP: '127.0.0.1', PID: demo.child.pid, path: 'messages.global.door_front', value: 'open' },
      { IP: '127.0.0.1', PID: demo.child.pid, path: 'messages.global.door_front', value: 'closed' },
      { IP: '127.0.0.1', PID: demo.child.pid, path: 'messages.global.keypad', value: '1234#' },
    ]);
    expect(recorded.map((entry) => `${entry.path}=${entry.value}`)).toEqual(shown);
    for (const entry of recorded) expect(new Date(entry.time).getTime()).toBe(entry.receivedAt);
  });

  it('records only the filtered view to CSV when asked', async () => {
    const demo = startExternalSdkDemo();
    await demo.ready();
    await page.getByRole('searchbox', { name: 'Filter path and value' }).fill('motion');
    const record = page.getByRole('form', { name: 'Record the stream' });
    await record.getByLabel('Recording name').fill('motion-only');
    await record.getByLabel('Format').selectOption({ label: 'CSV' });
    await record.getByRole('checkbox', { name: 'Only the filtered view' }).check();
    await record.getByRole('button', { name: 'Record' }).click();
    const file = join(recordingsDir, 'motion-only.csv');
    const active = page.getByRole('group', { name: `Recording to ${file}` });
    await active.getByText(/^Recording the filtered view to /).waitFor();
    const before = await receivedCount();
    demo.type('messages.global.door_front', 'open', 'messages.global.motion_hall', 'on, "moving"', 'messages.global.door_front', 'closed');
    await expect.poll(() => receivedCount()).toBe(before + 3);
    await active.getByText(/: 1 message, /).waitFor();
    await active.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByText(/^Last recording: .*motion-only\.csv, 1 message, /).waitFor();
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines[0]).toBe('received_at,ip,pid,path,value,resent');
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,127\\.0\\.0\\.1,${demo.child.pid},messages\\.global\\.motion_hall,"on, ""moving""",false$`));
    expect(lines.slice(2)).toEqual(['']);
    await page.getByRole('searchbox', { name: 'Filter path and value' }).fill('');
  });

  it('refuses a recording name that would leave the recordings folder, and one that exists', async () => {
    const record = page.getByRole('form', { name: 'Record the stream' });
    await record.getByLabel('Recording name').fill('../escape');
    await record.getByRole('button', { name: 'Record' }).click();
    await page.getByRole('alert').getByText(/^Recording: .*a recording name is 1 to 100 letters, digits, dots, dashes or underscores/).waitFor();
    await record.getByLabel('Recording name').fill('door-3am');
    await record.getByLabel('Format').selectOption({ label: 'JSON Lines' });
    await record.getByRole('checkbox', { name: 'Only the filtered view' }).uncheck();
    await record.getByRole('button', { name: 'Record' }).click();
    await page.getByRole('alert').getByText(/exists already: choose another name$/).waitFor();
  });

  it('replays a recording onto the bus, ten times faster, and the external sdk-demo prints it', async () => {
    const demo = startExternalSdkDemo();
    await demo.ready();
    const replay = page.getByRole('form', { name: 'Replay a recording' });
    // Picked from the recordings folder's list: name, messages, size and duration.
    const picker = replay.getByLabel('Replay recording');
    await expect.poll(() => picker.locator('option[value="door-3am.jsonl"]').textContent()).toMatch(/^door-3am\.jsonl — 3 messages, [\d.]+ (bytes|KiB), \d+ s$/);
    await picker.selectOption('door-3am.jsonl');
    // Web mode has no file dialog: the list is the one way to pick (its buttons are there, "Choose a file…" is not).
    await replay.getByRole('button', { name: 'Refresh list' }).waitFor();
    expect(await replay.getByRole('button', { name: /^Choose a file…/ }).count()).toBe(0);
    await replay.getByLabel('Times faster').fill('10');
    await replay.getByRole('button', { name: 'Replay' }).click();
    await demo.waitForStdout(/^messages\.global\.keypad=1234#$/, 'the last replayed message');
    expect(demo.stdout.filter((text) => text.startsWith('messages.global.'))).toEqual(['messages.global.door_front=open', 'messages.global.door_front=closed', 'messages.global.keypad=1234#']);
    await page.getByText(/^Last replay: .*door-3am\.jsonl, 3 of 3 sent, all sent$/).waitFor();
    // The studio's own console shows what its replay sent, each row marked (visibly, and in its text).
    const replayed = rows().filter({ has: page.locator('.replayed-mark') });
    await expect.poll(() => replayed.evaluateAll((found) => found.map((row) => `${row.querySelector('.console-path')?.textContent}=${row.querySelector('.console-value')?.textContent}`))).toEqual([
      'replayedmessages.global.door_front=open',
      'replayedmessages.global.door_front=closed',
      'replayedmessages.global.keypad=1234#',
    ]);
    expect(await replayed.first().locator('.replayed-mark').getAttribute('title')).toMatch(/^Sent by this studio’s replay/);
    await page.getByRole('combobox', { name: 'Peer' }).locator('option', { hasText: 'Replayed by this studio' }).waitFor({ state: 'attached' });
    // The CSV recording of the filtered view.
    await picker.selectOption('motion-only.csv');
    await replay.getByRole('button', { name: 'Replay' }).click();
    await demo.waitForStdout(/^messages\.global\.motion_hall=on, "moving"$/, 'the message replayed from the CSV recording');
    await page.getByText(/^Last replay: .*motion-only\.csv, 1 of 1 sent, all sent$/).waitFor();
  });

  it('opens a recording to browse it offline with the same list, filter and tree, then goes back to live', async () => {
    const open = page.getByRole('form', { name: 'Open a recording' });
    await open.getByLabel('Open recording').selectOption('door-3am.jsonl');
    await open.getByRole('button', { name: 'Open' }).click();
    const banner = page.getByRole('group', { name: 'Browsing a recording' });
    await banner.getByText(/^Browsing .*door-3am\.jsonl offline: 3 messages\./).waitFor();
    await expect.poll(() => rowValues()).toEqual(['messages.global.door_front=open', 'messages.global.door_front=closed', 'messages.global.keypad=1234#']);
    await treeItem('messages.global.keypad').getByText('= 1234#').waitFor();
    // Rates and ages as at the end of the recording, not now: 2 door messages in its last 10 s.
    await treeItem('messages.global.door_front').getByText('0.2/s').waitFor();
    await treeItem('messages.global.keypad').getByText('0 s before its end').waitFor();
    await page.getByRole('searchbox', { name: 'Filter path and value' }).fill('closed');
    await expect.poll(() => rowValues()).toEqual(['messages.global.door_front=closed']);
    await page.getByRole('searchbox', { name: 'Filter path and value' }).fill('');
    inject([fakeMessage('messages.global.while_offline', 'live')]);
    await expect.poll(() => rows().count()).toBe(3);
    await banner.getByRole('button', { name: 'Back to live' }).click();
    await rows().filter({ hasText: 'messages.global.while_offline' }).waitFor();

    await open.getByLabel('Open recording').selectOption('motion-only.csv');
    await open.getByRole('button', { name: 'Open' }).click();
    await banner.getByText(/^Browsing .*motion-only\.csv offline: 1 message\./).waitFor();
    await expect.poll(() => rowValues()).toEqual(['messages.global.motion_hall=on, "moving"']);
    await banner.getByRole('button', { name: 'Back to live' }).click();
    await rows().filter({ hasText: 'messages.global.while_offline' }).waitFor();
  });

  it('moves through the path tree with the arrow keys, opening and closing levels, and chooses with Enter', async () => {
    const tree = pathTree();
    const item = treeItem;
    const focusedItem = () => page.evaluate(() => document.activeElement?.getAttribute('data-path') ?? null);
    await expect(tree.getByRole('treeitem').evaluateAll((items) => items.filter((found) => found.getAttribute('tabindex') === '0').length)).resolves.toBe(1);
    await item('messages').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedItem).toBe('messages.global');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => item('messages.global').getAttribute('aria-expanded')).toBe('false');
    await expect(item('messages.global.door_front').count()).resolves.toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedItem).toBe('messages');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => item('messages.global').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowRight');
    const firstPath = await tree.locator('[role="treeitem"][aria-level="3"]').first().getAttribute('data-path');
    await expect.poll(focusedItem).toBe(firstPath);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedItem).toBe(firstPath);
    await page.keyboard.press('Enter');
    await expect.poll(() => item(firstPath!).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('group', { name: `Recent values of ${firstPath}` }).waitFor();
    await page.keyboard.press('Home');
    await expect.poll(focusedItem).toBe('messages');
  });

  it('stays usable under 5,000 messages per second with a filter set, drawing only the rows in view', async () => {
    await page.getByRole('searchbox', { name: 'Filter path and value' }).fill('motion');
    const receivedBefore = await receivedCount();
    const startedAt = Date.now();
    let sent = 0;
    while (Date.now() - startedAt < 3000) {
      const now = Date.now();
      const messages = Array.from({ length: 250 }, (_, index) => ({
        path: index % 2 === 0 ? `messages.global.motion_${index % 10}` : 'messages.global.temp_outside',
        value: index % 2 === 0 ? String(sent + index) : (20 + Math.sin((sent + index) / 500) * 5).toFixed(2),
        from: fakePeer,
        receivedAt: now - Math.floor((250 - index) / 5),
        resent: index % 97 === 0,
      }));
      inject(messages);
      sent += messages.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect.poll(() => receivedCount()).toBe(receivedBefore + sent);
    await page.getByRole('tree', { name: 'Paths' }).getByRole('button', { name: 'temp_outside' }).click();
    const chart = page.getByRole('img', { name: /^Chart of the recent values of messages\.global\.temp_outside/ });
    await chart.waitFor();
    await chart.scrollIntoViewIfNeeded();
    await page.locator('.path-detail').screenshot({ path: screenshotPath('console-path-chart.png') });
    // docs/screenshots/console-under-load.png comes from bench/console.bench.ts (a page that saw only that traffic).
    await page.screenshot({ path: screenshotPath('console-under-load.png') });
    // Only the rows in view exist in the page, however many are kept.
    expect(await rows().count()).toBeLessThan(100);
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).resolves.toBe('true');
  });

  it('speaks German when the studio is switched to German: texts, times by the locale, the replay marker', async () => {
    // Whatever an earlier test left: another tab, a filter, rows scrolled away.
    await page.getByRole('tab', { name: 'Message console' }).click();
    await page.getByRole('searchbox', { name: 'Filter path and value' }).fill('');
    await page.getByRole('combobox', { name: 'Peer' }).selectOption('');
    await page.getByRole('button', { name: 'Clear the message console' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    try {
      await page.getByRole('heading', { name: 'Nachrichtenkonsole' }).waitFor();
      inject([fakeMessage('messages.global.auf_deutsch', 'ja'), Object.assign(fakeMessage('messages.global.wiedergabe', '1'), { replayed: true })]);
      const table = page.getByRole('table', { name: 'Bus-Nachrichten' });
      const row = table.locator('.console-row').filter({ hasText: 'messages.global.auf_deutsch' });
      await expect.poll(() => row.locator('[role="cell"]').first().textContent()).toMatch(/^\d{2}:\d{2}:\d{2},\d{3}$/);
      expect((await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())).toEqual(['Zeit', 'Von', 'Pfad', 'Wert']);
      await table.locator('.console-row').filter({ hasText: 'messages.global.wiedergabe' }).locator('.replayed-mark', { hasText: 'Wiedergabe' }).waitFor();
      await page.locator('.console-counts').getByText(/^[\d.]+ empfangen$/).waitFor();
      await page.getByRole('tree', { name: 'Pfade' }).waitFor();
      await page.getByRole('form', { name: 'Eine Aufzeichnung wiedergeben' }).getByLabel('Mal schneller').waitFor();
      await page.getByRole('combobox', { name: 'Teilnehmer' }).locator('option', { hasText: 'Wiedergabe dieses Studios' }).first().waitFor({ state: 'attached' });
      await page.getByRole('form', { name: 'Nachricht senden' }).waitFor();
      await page.screenshot({ path: screenshotPath('console-de.png') });
    } finally {
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await page.getByRole('heading', { name: 'Message console' }).waitFor();
    }
  });

  it('wrote no console error or warning', () => {
    expect(problems).toEqual([]);
  });
});
