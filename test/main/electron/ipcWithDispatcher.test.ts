// The IPC layer of the desktop app in front of the real ApiDispatcher (services replaced by a
// double whose handlers are spies): what the service side does with what a window sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeChannels } from '../../../src/shared/api/bridge';
import type { WireEventBatch, WireResult } from '../../../src/shared/api/wire';
import { startDesktopApp } from '../../../src/main/electron/desktopApp';
import { maxUnacknowledgedBatches } from '../../../src/main/electron/ipcApi';
import { ApiDispatcher } from '../../../src/main/transport/apiDispatcher';
import type { EventBatcherOptions } from '../../../src/main/transport/eventBatcher';
import { busMessage, createStudioServicesDouble } from '../transport/studioServicesDouble';
import { createFakeElectron } from './fakeElectron';

async function startWithDispatcher(batching: EventBatcherOptions = {}) {
  const fake = createFakeElectron();
  const logged: string[] = [];
  const services = createStudioServicesDouble();
  const dispatcher = new ApiDispatcher(services, batching);
  await startDesktopApp(fake.electron, {
    preloadPath: '/app/out/preload/index.cjs',
    rendererRoot: '/nonexistent',
    iconPath: '/app/icon.png',
    start: { demo: false, cameras: [], distributorUserConfig: undefined },
    startBackend: async () => ({ dispatcher, close: async () => dispatcher.close() }),
    log: (line) => logged.push(line),
  });
  const contents = fake.windows[0]!.webContents;
  const call = (method: string, input: unknown) => fake.ipcMain.invoke(bridgeChannels.call, contents, contents.mainFrame, method, input) as Promise<WireResult>;
  const send = (channel: string) => fake.ipcMain.send(channel, contents, contents.mainFrame);
  const batches = () => contents.sent.filter((sent) => sent.channel === bridgeChannels.events).map((sent) => sent.args[0] as WireEventBatch);
  return { fake, services, contents, call, send, batches, logged };
}

function busPayloads(batches: WireEventBatch[]) {
  return batches.flatMap((batch) => batch.events.flatMap((event) => (event.event === 'bus.messages' ? [event.payload] : [])));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('IPC calls into the dispatcher', () => {
  it('refuses malformed payloads with invalid_request before any handler runs', async () => {
    const { services, call } = await startWithDispatcher();
    const malformed: Array<[string, unknown, RegExp]> = [
      ['cameras.add', { host: 'http://192.0.2.5/', user: 'admin', password: 'x' }, /host/],
      ['config.apply', { cameraId: 'cam-1', changes: [{ section: 'audio', name: 'MI CRO', value: '1' }] }, /changes\.0\.name/],
      ['config.reboot', { cameraId: 'cam-1', wait: 'yes' }, /wait/],
      ['distributor.init', { config: { broadcast: { port: 70000 } } }, /broadcast\.port/],
      ['distributor.send', { path: 'messages.global.my door', value: '1' }, /path/],
      ['simulator.setBusPeer', { peerId: 'bus-1' }, /running/],
      ['config.store', null, /\(input\)/],
    ];
    for (const [method, input, field] of malformed) {
      const result = await call(method, input);
      expect(result.ok, method).toBe(false);
      expect(!result.ok && result.error.code, method).toBe('invalid_request');
      expect(!result.ok && result.error.message, method).toMatch(new RegExp(`^${method.replace('.', '\\.')}: invalid input: `));
      expect(!result.ok && result.error.message, method).toMatch(field);
    }
    for (const spy of Object.values(services.spies)) expect(spy).not.toHaveBeenCalled();
  });

  it('passes a valid call through and strips what the contract does not name from the answer', async () => {
    const { services, call } = await startWithDispatcher();
    services.spies['distributor.send'].mockResolvedValue({ path: 'messages.global.door', value: '1', extra: 'x' } as never);
    expect(await call('distributor.send', { path: 'messages.global.door', value: '1' })).toEqual({ ok: true, output: { path: 'messages.global.door', value: '1' } });
  });
});

describe('cancellation over IPC', () => {
  it("aborts the signal of a window's calls when the window is destroyed", async () => {
    const { services, contents, call } = await startWithDispatcher();
    let release: () => void = () => undefined;
    services.spies['config.reboot'].mockImplementation(() => new Promise((resolve) => (release = () => resolve({ transcript: { commands: [], complete: true }, backOnline: true }))));
    const rebooting = call('config.reboot', { cameraId: 'cam-1', operationId: 'op-1' });
    await expect.poll(() => services.spies['config.reboot']).toHaveBeenCalled();
    const [, caller] = services.spies['config.reboot'].mock.calls[0]!;
    expect(caller.signal.aborted).toBe(false);
    contents.destroy();
    expect(caller.signal.aborted).toBe(true);
    release();
    await rebooting;
  });
});

describe('event flow control over IPC', () => {
  it('holds batches while the window has not acknowledged enough, then drops the oldest and reports the count', async () => {
    const { services, send, batches } = await startWithDispatcher({ maxDelayMs: 50, maxBatchMessages: 10, maxQueuedMessages: 100 });
    vi.useFakeTimers();
    send(bridgeChannels.subscribe);

    // A window that never acknowledges gets `maxUnacknowledgedBatches` batches, then nothing.
    for (let index = 0; index < 300; index++) services.emit(busMessage(index));
    vi.advanceTimersByTime(500);
    expect(batches()).toHaveLength(maxUnacknowledgedBatches);
    const sentEarly = busPayloads(batches()).reduce((sum, payload) => sum + payload.messages.length, 0);
    expect(sentEarly).toBe(maxUnacknowledgedBatches * 10);

    // It catches up: each acknowledgement lets one more batch go; the first says what was lost.
    for (let round = 0; round < 30; round++) {
      send(bridgeChannels.ack);
      vi.advanceTimersByTime(50);
    }
    const payloads = busPayloads(batches());
    const delivered = payloads.flatMap((payload) => payload.messages.map((message) => Number(message.value)));
    const droppedTotal = payloads.at(-1)!.droppedTotal;
    expect(droppedTotal).toBe(300 - sentEarly - 100);
    expect(payloads.reduce((sum, payload) => sum + payload.dropped, 0)).toBe(droppedTotal);
    expect(delivered.length + droppedTotal).toBe(300);
    // The oldest went: what arrived after the gap is the newest 100, in order.
    expect(delivered.slice(sentEarly)).toEqual([...Array(100).keys()].map((index) => 200 + index));
  });

  it('ignores acknowledgements from a foreign frame', async () => {
    const { fake, services, contents, send, batches } = await startWithDispatcher({ maxDelayMs: 50, maxBatchMessages: 1, maxQueuedMessages: 100 });
    vi.useFakeTimers();
    send(bridgeChannels.subscribe);
    for (let index = 0; index < 20; index++) services.emit(busMessage(index));
    vi.advanceTimersByTime(200);
    expect(batches()).toHaveLength(maxUnacknowledgedBatches);
    for (let round = 0; round < 5; round++) fake.ipcMain.send(bridgeChannels.ack, contents, { url: 'https://evil.example/', parent: null });
    vi.advanceTimersByTime(200);
    expect(batches()).toHaveLength(maxUnacknowledgedBatches);
  });

  it('gives a page that loads again in the same webContents (View > Reload) a fresh stream, dropping and counting what the old page never acknowledged', async () => {
    const { services, contents, send, batches, logged } = await startWithDispatcher({ maxDelayMs: 1, maxBatchMessages: 1, maxQueuedMessages: 100 });
    const idBefore = contents.id;
    send(bridgeChannels.subscribe);
    for (let index = 0; index < 10; index++) services.emit(busMessage(index));
    await expect.poll(() => batches().length).toBe(maxUnacknowledgedBatches); // congested: the page is reloading and acknowledges none

    contents.reload(); // the browser side reloads: same webContents id, no will-navigate
    expect(contents.id).toBe(idBefore);
    send(bridgeChannels.subscribe); // the new page's preload subscribes
    services.emit(busMessage(100));
    await expect.poll(() => busPayloads(batches()).flatMap((payload) => payload.messages.map((message) => Number(message.value)))).toContain(100);
    expect(logged).toContain(`the page loaded again: a fresh event stream (${maxUnacknowledgedBatches} unacknowledged batches of the old page dropped)`);
  });

  it('stops the stream of a renderer that crashed; the page reloaded after it subscribes afresh', async () => {
    const { services, contents, send, batches } = await startWithDispatcher({ maxDelayMs: 1, maxBatchMessages: 1, maxQueuedMessages: 100 });
    send(bridgeChannels.subscribe);
    contents.crash();
    services.emit(busMessage(1));
    contents.reload();
    send(bridgeChannels.subscribe);
    services.emit(busMessage(2));
    await expect.poll(() => busPayloads(batches()).flatMap((payload) => payload.messages.map((message) => Number(message.value)))).toEqual([2]);
  });
});
