import { describe, expect, it } from 'vitest';
import type { CameraSummary } from '../../src/shared/api/cameraSchemas';
import type { DistributorState, DistributorStatistics } from '../../src/shared/api/distributorSchemas';
import { ApiCallError } from '../../src/shared/api/studioApi';
import { dropReasons } from '../../src/shared/distributor/statistics';
import { connectStudio, loadInitialState } from '../../src/renderer/studio/connectStudio';
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
