import { describe, expect, it, vi } from 'vitest';
import type { CameraSummary } from '../../src/shared/api/cameraSchemas';
import type { DistributorState, DistributorStatistics } from '../../src/shared/api/distributorSchemas';
import { ApiCallError } from '../../src/shared/api/studioApi';
import { dropReasons } from '../../src/shared/distributor/statistics';
import { connectStudio, loadInitialState, refreshBusPeers } from '../../src/renderer/studio/connectStudio';
import type { ConnectionState } from '../../src/renderer/api/webSocketBridge';
import { consoleCapacity } from '../../src/renderer/stores/busStore';
import { createStudioStores } from '../../src/renderer/stores/studioStores';
import { createFakeStudioApi } from './fakeStudioApi';

const camera = (id: string, state: CameraSummary['state'] = 'online'): CameraSummary => ({
  id,
  label: `Camera ${id}`,
  host: '127.0.0.1',
  port: 8080,
  https: false,
  user: 'admin',
  simulated: true,
  state,
  stateDetail: null,
  firmware: null,
  factoryPassword: true,
});

const distributor: DistributorState = { active: true, reason: null, iface: 'lo', address: '127.0.0.1', broadcastAddress: '127.255.255.255', port: 17001, encrypted: true, pollFreq: 20, resend: 2, maxTimeOffset: 10 };
const zeroDrops = Object.fromEntries(dropReasons.map((reason) => [reason, 0])) as Record<(typeof dropReasons)[number], number>;
const statistics: DistributorStatistics = {
  publication: {
    peers: [],
    self: { IP: '127.0.0.1', PID: 1 },
    summary: { msg_rx: 3, msg_rx_dup: 0, msg_rx_err: 0, msg_rx_resend: 0, msg_tx: 1, pkt_rx: 3, pkt_rx_err: 0, pkt_tx: 1, pkt_tx_err: 0 },
  },
  drops: { total: zeroDrops, peers: [], unattributed: [] },
};

function demoApi() {
  return createFakeStudioApi({
    'studio.info': () => ({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'web', demo: true }),
    'cameras.list': () => ({ cameras: [camera('a'), camera('b', 'offline')] }),
    'distributor.state': () => distributor,
    'simulator.list': () => ({ cameras: [], busPeers: [{ peerId: 'peer-1', running: true, description: 'messages.global.door every 1 s', sent: 4, refused: 0, lastRefusal: null }] }),
    'distributor.statistics': () => statistics,
  });
}

const message = (n: number) => ({ path: `messages.global.m${n}`, value: String(n), from: { IP: '127.0.0.1', PID: 7 }, receivedAt: 1_700_000_000_000 + n, resent: false });

describe('connectStudio', () => {
  it('fills every store from the API and selects the first camera', async () => {
    const fake = demoApi();
    const stores = createStudioStores(null, false);
    await loadInitialState(fake.api, stores);
    expect(stores.ui.getState().info?.mode).toBe('web');
    expect(stores.cameras.getState().cameras.map((c) => c.id)).toEqual(['a', 'b']);
    expect(stores.cameras.getState().selectedCameraId).toBe('a');
    expect(stores.bus.getState().distributor).toEqual(distributor);
    expect(stores.bus.getState().peers.map((p) => p.peerId)).toEqual(['peer-1']);
    expect(stores.statistics.getState().statistics?.publication.summary.msg_rx).toBe(3);
    expect(stores.ui.getState().problems).toEqual([]);
  });

  it('keeps the stores current from the events, and stops listening on disconnect', () => {
    const fake = demoApi();
    const stores = createStudioStores(null, false);
    const disconnect = connectStudio(fake.api, stores);
    fake.emit('camera.state', { camera: camera('c'), removed: false });
    fake.emit('camera.state', { camera: camera('c', 'rebooting'), removed: false });
    expect(stores.cameras.getState().cameras.find((c) => c.id === 'c')?.state).toBe('rebooting');
    fake.emit('camera.state', { camera: camera('c'), removed: true });
    expect(stores.cameras.getState().cameras.some((c) => c.id === 'c')).toBe(false);

    fake.emit('bus.messages', { messages: [message(1), message(2)], dropped: 0, droppedTotal: 0 });
    fake.emit('distributor.state', { ...distributor, active: false, reason: 'no broadcast address' });
    fake.emit('distributor.statistics', statistics);
    expect(stores.bus.getState().messages.map((m) => m.path)).toEqual(['messages.global.m1', 'messages.global.m2']);
    expect(stores.bus.getState().distributor?.active).toBe(false);
    expect(stores.statistics.getState().updatedAt).not.toBeNull();

    expect(fake.listenerCount()).toBe(4);
    disconnect();
    expect(fake.listenerCount()).toBe(0);
  });

  it('reports what could not be loaded, in words, and loads the rest', async () => {
    const fake = createFakeStudioApi({
      'studio.info': () => ({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'desktop', demo: false }),
      'cameras.list': () => {
        throw new ApiCallError('transport', 'the connection to the studio was lost', 'cameras.list');
      },
    });
    const stores = createStudioStores(null, false);
    await loadInitialState(fake.api, stores);
    expect(stores.ui.getState().info?.mode).toBe('desktop');
    expect(stores.ui.getState().problems).toContain('Could not load the camera list: the connection to the studio was lost');
    expect(stores.cameras.getState().loaded).toBe(false);
  });
});

describe('the bus store', () => {
  it('keeps the newest messages up to the console capacity and counts all received', () => {
    const stores = createStudioStores(null, false);
    const many = Array.from({ length: consoleCapacity + 20 }, (_, n) => message(n));
    stores.bus.getState().receive({ messages: many, dropped: 0, droppedTotal: 0 });
    const { messages, receivedTotal } = stores.bus.getState();
    expect(messages).toHaveLength(consoleCapacity);
    expect(messages[0]?.path).toBe('messages.global.m20');
    expect(receivedTotal).toBe(consoleCapacity + 20);
  });

  it('shows the transport drop count it is told, never less', () => {
    const stores = createStudioStores(null, false);
    stores.bus.getState().receive({ messages: [], dropped: 5, droppedTotal: 5 });
    stores.bus.getState().receive({ messages: [message(1)], dropped: 2, droppedTotal: 7 });
    expect(stores.bus.getState().droppedTotal).toBe(7);
  });
});

describe('the config store', () => {
  it('reads the sections of a camera, and keeps the error message when that fails', async () => {
    const fake = createFakeStudioApi({
      'config.readSections': ({ cameraId }) => {
        if (cameraId === 'bad') throw new ApiCallError('auth', 'the camera refused user admin', 'config.readSections');
        return { sections: [{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }] };
      },
    });
    const stores = createStudioStores(null, false);
    await stores.config.getState().loadSections(fake.api, 'good');
    await stores.config.getState().loadSections(fake.api, 'bad');
    expect(stores.config.getState().byCamera.good).toMatchObject({ status: 'loaded', sections: [{ name: 'audio' }] });
    expect(stores.config.getState().byCamera.bad).toEqual({ status: 'failed', message: 'the camera refused user admin' });
    expect(fake.calls[0]).toEqual({ method: 'config.readSections', input: { cameraId: 'good' } });
  });
});

describe('connectStudio: the simulated bus peers', () => {
  it('refreshes the peer list with each statistics event, without stacking refreshes', async () => {
    let running = true;
    let sent = 4;
    let answerPeers: (() => void) | null = null;
    const fake = createFakeStudioApi({
      'studio.info': () => ({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'web', demo: true }),
      'cameras.list': () => ({ cameras: [] }),
      'distributor.state': () => distributor,
      'distributor.statistics': () => statistics,
      'simulator.list': async () => {
        await new Promise<void>((resolve) => (answerPeers = resolve));
        return { cameras: [], busPeers: [{ peerId: 'peer-1', running, description: 'door', sent, refused: 0, lastRefusal: null }] };
      },
    });
    const stores = createStudioStores(null, false);
    connectStudio(fake.api, stores);
    answerPeers!();
    await vi.waitFor(() => expect(stores.bus.getState().peers).toMatchObject([{ running: true, sent: 4 }]));
    const peerCalls = () => fake.calls.filter((call) => call.method === 'simulator.list').length;
    expect(peerCalls()).toBe(1);

    // Someone stopped the peer (simulator.setBusPeer); the next statistics tick shows it.
    running = false;
    sent = 9;
    fake.emit('distributor.statistics', statistics);
    fake.emit('distributor.statistics', statistics);
    expect(peerCalls()).toBe(2);
    answerPeers!();
    await vi.waitFor(() => expect(stores.bus.getState().peers).toMatchObject([{ running: false, sent: 9 }]));
    fake.emit('distributor.statistics', statistics);
    expect(peerCalls()).toBe(3);
    answerPeers!();
  });

  it('says so when the refresh fails', async () => {
    const fake = createFakeStudioApi({ 'distributor.statistics': () => statistics });
    const stores = createStudioStores(null, false);
    await refreshBusPeers(fake.api, stores);
    expect(stores.ui.getState().problems).toEqual(['Could not refresh the simulated bus peers: no answer for simulator.list in this test']);
  });
});

describe('connectStudio: a lost connection (web mode)', () => {
  function fakeConnection() {
    const listeners = new Set<(state: ConnectionState) => void>();
    const refusedListeners = new Set<(problem: string, refusedTotal: number) => void>();
    return {
      connection: {
        onChange: (listener: (state: ConnectionState) => void) => (listeners.add(listener), () => listeners.delete(listener)),
        onRefusedMessage: (listener: (problem: string, refusedTotal: number) => void) => (refusedListeners.add(listener), () => refusedListeners.delete(listener)),
      },
      set: (state: ConnectionState) => listeners.forEach((listener) => listener(state)),
      refuse: (problem: string, refusedTotal: number) => refusedListeners.forEach((listener) => listener(problem, refusedTotal)),
      listenerCount: () => listeners.size + refusedListeners.size,
    };
  }

  it('reports a message the bridge refused in the status bar problems', () => {
    const link = fakeConnection();
    const stores = createStudioStores(null, false);
    const disconnect = connectStudio(demoApi().api, stores, link.connection);
    link.refuse("a malformed 'camera.state' event: payload.camera.state: Invalid option", 1);
    expect(stores.ui.getState().problems).toContain("The studio sent a message the page cannot use (1 so far): a malformed 'camera.state' event: payload.camera.state: Invalid option");
    disconnect();
    expect(link.listenerCount()).toBe(0);
  });

  it('shows the loss, and once back hides it and loads every list again', async () => {
    let cameraIds = ['a'];
    const fake = createFakeStudioApi({
      'studio.info': () => ({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'web', demo: true }),
      'cameras.list': () => ({ cameras: cameraIds.map((id) => camera(id)) }),
      'distributor.state': () => distributor,
      'simulator.list': () => ({ cameras: [], busPeers: [] }),
      'distributor.statistics': () => statistics,
    });
    const link = fakeConnection();
    const stores = createStudioStores(null, false);
    const disconnect = connectStudio(fake.api, stores, link.connection);
    await vi.waitFor(() => expect(stores.cameras.getState().cameras.map((c) => c.id)).toEqual(['a']));
    const loads = () => fake.calls.filter((call) => call.method === 'cameras.list').length;

    link.set('connected'); // the first connection: nothing to reload
    expect(loads()).toBe(1);
    link.set('lost');
    expect(stores.ui.getState().connectionLost).toBe(true);
    cameraIds = ['a', 'b'];
    link.set('connected');
    expect(stores.ui.getState().connectionLost).toBe(false);
    await vi.waitFor(() => expect(stores.cameras.getState().cameras.map((c) => c.id)).toEqual(['a', 'b']));
    expect(loads()).toBe(2);
    expect(fake.calls.filter((call) => call.method === 'simulator.list')).toHaveLength(2);

    disconnect();
    expect(link.listenerCount()).toBe(0);
  });
});
