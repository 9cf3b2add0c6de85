import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeChannels } from '../../src/shared/api/bridge';
import type { WireEventBatch } from '../../src/shared/api/wire';

// A fake `electron` for the preload: records what it exposes and what it sends.
function createFakePreloadElectron() {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const invoked: unknown[][] = [];
  const sent: unknown[][] = [];
  const ipcRenderer = {
    invoke: vi.fn(async (...args: unknown[]) => {
      invoked.push(args);
      return { ok: true, output: { from: 'main' } };
    }),
    send: vi.fn((...args: unknown[]) => sent.push(args)),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    }),
    removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
      listeners.get(channel)?.delete(listener);
    }),
  };
  const contextBridge = { exposeInMainWorld: vi.fn((key: string, api: unknown) => exposed.set(key, api)) };
  /** Plays the main process sending an event batch, with the IpcRendererEvent Electron adds. */
  const emitFromMain = (channel: string, payload: unknown) => {
    const ipcRendererEvent = { sender: ipcRenderer, senderId: 0, ports: [] };
    for (const listener of listeners.get(channel) ?? []) listener(ipcRendererEvent, payload);
  };
  return { module: { contextBridge, ipcRenderer }, exposed, invoked, sent, listeners, emitFromMain };
}

type Fake = ReturnType<typeof createFakePreloadElectron>;
let fake: Fake;

// The mock reads the current test's fake at use time (the factory itself runs once).
vi.mock('electron', () => ({
  get contextBridge() {
    return fake.module.contextBridge;
  },
  get ipcRenderer() {
    return fake.module.ipcRenderer;
  },
}));

async function loadPreload() {
  vi.resetModules();
  await import('../../src/preload/index');
  const bridge = fake.exposed.get('camconfig') as { call(method: unknown, input: unknown): Promise<unknown>; subscribe(listener: unknown): () => void };
  return bridge;
}

const batch: WireEventBatch = { events: [{ event: 'bus.messages', payload: { messages: [], dropped: 0, droppedTotal: 0 } }] };

describe('the preload', () => {
  beforeEach(() => {
    fake = createFakePreloadElectron();
  });

  it('exposes exactly one global, camconfig, holding only call and subscribe', async () => {
    const bridge = await loadPreload();
    expect(fake.module.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect([...fake.exposed.keys()]).toEqual(['camconfig']);
    expect(Object.keys(bridge).sort()).toEqual(['call', 'subscribe']);
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    expect(Object.values(bridge)).not.toContain(fake.module.ipcRenderer);
  });

  it('call invokes the one call channel with method and input and resolves to the envelope', async () => {
    const bridge = await loadPreload();
    await expect(bridge.call('cameras.list', {})).resolves.toEqual({ ok: true, output: { from: 'main' } });
    expect(fake.invoked).toEqual([[bridgeChannels.call, 'cameras.list', {}]]);
  });

  it('call refuses a method name that is not a string without going to the main process', async () => {
    const bridge = await loadPreload();
    await expect(bridge.call(42, {})).resolves.toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(fake.invoked).toEqual([]);
  });

  it('subscribe hands the listener the batch only, never the IpcRendererEvent', async () => {
    const bridge = await loadPreload();
    const received: unknown[][] = [];
    bridge.subscribe((...args: unknown[]) => received.push(args));
    fake.emitFromMain(bridgeChannels.events, batch);
    expect(received).toEqual([[batch]]);
    expect(fake.sent).toEqual([[bridgeChannels.subscribe], [bridgeChannels.ack]]);
  });

  it('acknowledges each batch once the listeners took it, even when a listener throws', async () => {
    const bridge = await loadPreload();
    bridge.subscribe(() => {
      throw new Error('listener bug');
    });
    expect(() => fake.emitFromMain(bridgeChannels.events, batch)).toThrow('listener bug');
    expect(() => fake.emitFromMain(bridgeChannels.events, batch)).toThrow('listener bug');
    expect(fake.sent.filter(([channel]) => channel === bridgeChannels.ack)).toHaveLength(2);
  });

  it('starts the stream once for several listeners and stops it when the last one leaves', async () => {
    const bridge = await loadPreload();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = bridge.subscribe((b: unknown) => first.push(b));
    const stopSecond = bridge.subscribe((b: unknown) => second.push(b));
    expect(fake.sent).toEqual([[bridgeChannels.subscribe]]);
    stopFirst();
    stopFirst();
    fake.emitFromMain(bridgeChannels.events, batch);
    expect(first).toEqual([]);
    expect(second).toEqual([batch]);
    stopSecond();
    expect(fake.sent).toEqual([[bridgeChannels.subscribe], [bridgeChannels.ack], [bridgeChannels.unsubscribe]]);
    expect(fake.listeners.get(bridgeChannels.events)?.size).toBe(0);
  });

  it('subscribe throws for a listener that is not a function', async () => {
    const bridge = await loadPreload();
    expect(() => bridge.subscribe('nope')).toThrow(/listener function/);
  });
});

describe('the built preload (out/preload/index.cjs)', () => {
  it('is one CommonJS file that needs nothing but electron, as a sandboxed preload must', () => {
    fake = createFakePreloadElectron();
    const code = readFileSync('out/preload/index.cjs', 'utf8');
    const required: string[] = [];
    const sandboxRequire = (name: string) => {
      required.push(name);
      if (name === 'electron') return fake.module;
      throw new Error(`a sandboxed preload cannot require '${name}'`);
    };
    const module = { exports: {} };
    new Function('require', 'module', 'exports', code)(sandboxRequire, module, module.exports);
    expect(required).toEqual(['electron']);
    expect([...fake.exposed.keys()]).toEqual(['camconfig']);
  });
});
