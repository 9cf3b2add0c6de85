import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/shared/api/studioApi';
import type { ConnectionState } from '../../../src/renderer/api/webSocketBridge';
import { selectedCamera } from '../../../src/renderer/features/cameras/camerasStore';
import { connectStudio, loadInitialState } from '../../../src/renderer/studio/connectStudio';
import { startedScan } from '../../../src/renderer/features/discovery/discoveryScan';
import { busMessage, busPeer, camera, demoAnswers, distributor, fakeStudio, settings, statistics, workspaceStatus } from '../studioFixtures';
import { localize } from '../../../src/shared/i18n/text';

/** Words given as they are (the camera's own), as a text of the catalog. */
const asWords = (detail: string) => localize('fleet.outcome.failed', { detail });

describe('connectStudio', () => {
  it('fills every store from the API and shows the first camera as selected', async () => {
    const { studio } = fakeStudio(demoAnswers());
    await loadInitialState(studio);
    const { stores } = studio;
    expect(stores.ui.getState().info?.mode).toBe('web');
    expect(stores.cameras.getState().cameras.map((c) => c.id)).toEqual(['a', 'b']);
    expect(selectedCamera(stores.cameras.getState())?.id).toBe('a');
    expect(stores.bus.getState().distributor).toEqual(distributor);
    expect(stores.bus.getState().peers.map((p) => p.peerId)).toEqual(['peer-1']);
    expect(stores.statistics.getState().statistics?.publication.summary.msg_rx).toBe(3);
    expect(stores.ui.getState().problems).toEqual([]);
  });

  it("keeps every feature's store current from the events, and stops listening on disconnect", () => {
    const { fake, studio } = fakeStudio(demoAnswers());
    const { stores } = studio;
    const disconnect = connectStudio(studio);
    fake.emit('camera.state', { camera: camera('c'), removed: false });
    fake.emit('camera.state', { camera: camera('c', 'rebooting'), removed: false });
    expect(stores.cameras.getState().cameras.find((c) => c.id === 'c')?.state).toBe('rebooting');
    fake.emit('camera.state', { camera: camera('c'), removed: true });
    expect(stores.cameras.getState().cameras.some((c) => c.id === 'c')).toBe(false);

    fake.emit('bus.messages', { messages: [busMessage(1), busMessage(2)], dropped: 0, droppedTotal: 0 });
    fake.emit('distributor.state', { ...distributor, active: false, reason: 'no broadcast address' });
    fake.emit('distributor.statistics', statistics);
    fake.emit('simulator.state', { cameras: [], busPeers: [busPeer({ running: false, sent: 9 })] });
    const { feed } = stores.bus.getState();
    expect([feed.visibleAt(0)?.message.path, feed.visibleAt(1)?.message.path, feed.visibleCount]).toEqual(['messages.global.m1', 'messages.global.m2', 2]);
    fake.emit('busTemplates.state', { templates: [], history: [{ path: 'messages.global.m1', value: '1', sentAt: 5 }] });
    expect(stores.bus.getState().templates.history).toHaveLength(1);
    expect(stores.bus.getState().distributor?.active).toBe(false);
    expect(stores.statistics.getState().updatedAt).not.toBeNull();
    expect(stores.bus.getState().peers).toMatchObject([{ running: false, sent: 9 }]);
    fake.emit('workspace.status', { ...workspaceStatus, camerasNeedingPassword: 2 });
    expect(stores.cameras.getState().workspace?.camerasNeedingPassword).toBe(2);

    stores.config.getState().startOperation('a', { operationId: 'op-1', kind: 'reboot', steps: ['reboot'], changes: [], active: null, startedAt: 1, stepStartedAt: 1, lastMessage: '', cancelRequested: false, outcome: { status: 'running' } });
    fake.emit('operation.progress', { operationId: 'op-1', cameraId: 'a', step: 'reboot', message: 'waiting for the camera', text: { id: 'remoteConfig.asGiven', params: { words: 'waiting for the camera' } }, done: false, at: 2 });
    expect(stores.config.getState().operations.a).toMatchObject({ active: 'reboot', lastMessage: { id: 'remoteConfig.asGiven', params: { words: 'waiting for the camera' } } });

    const ran = { cameras: 1, values: 1, steps: { store: true, update: false, reboot: false } };
    stores.fleet.getState().setRun({ status: 'running', operationId: 'fleet-1', ran, progress: {} });
    fake.emit('fleet.applyProgress', { operationId: 'fleet-1', cameraId: 'a', label: 'A', step: 'verify', message: 'reading 1 value(s) back', text: asWords('reading 1 value(s) back') });
    fake.emit('fleet.applyProgress', { operationId: 'other', cameraId: 'b', label: 'B', step: 'write', message: 'not ours', text: asWords('not ours') });
    expect(stores.fleet.getState().run).toEqual({ status: 'running', operationId: 'fleet-1', ran, progress: { a: { label: 'A', step: 'verify', text: asWords('reading 1 value(s) back') } } });
    fake.emit('distributor.settings', { ...settings, applied: null });
    expect(stores.settings.getState().settings?.applied).toBeNull();

    stores.site.getState().setRefresh({ status: 'running', operationId: 'site-1', total: 2, finished: new Set(), failed: new Set(), cancelling: false });
    fake.emit('operation.progress', { operationId: 'site-1', cameraId: 'b', step: 'failed', message: 'B: refused', text: { id: 'remoteConfig.asGiven', params: { words: 'B: refused' } }, done: true, at: 3 });
    const siteRefresh = stores.site.getState().refresh;
    expect(siteRefresh.status === 'running' && [siteRefresh.finished.size, [...siteRefresh.failed]]).toEqual([1, ['b']]);

    
    stores.discovery.getState().update(() => startedScan('scan-1', 2));
    const found = { address: '127.0.0.2', port: 80, status: 'camera' as const, firmware: 'MX-V5', factoryPassword: true, inWorkspace: false };
    fake.emit('site.discoverProgress', { operationId: 'scan-1', done: 1, total: 2, found: 1, result: found });
    fake.emit('site.discoverProgress', { operationId: 'other', done: 1, total: 2, found: 1, result: { ...found, address: '127.0.0.3' } });
    expect(stores.discovery.getState().scan).toMatchObject({ done: 1, cameras: [found] });

    stores.baselineCheck.getState().setCheck({ status: 'running', operationId: 'check-1', baseline: 'Site A', done: 0, total: 2, cancelling: false });
    fake.emit('baseline.checkProgress', { operationId: 'check-1', done: 1, total: 2, camera: { cameraId: 'a', label: 'A', host: '127.0.0.1', port: 80, group: null, firmware: null, status: 'compliant', drift: [], reason: null, kind: null } });
    expect(stores.baselineCheck.getState().check).toMatchObject({ done: 1, total: 2 });

    stores.sync.getState().setRun({ status: 'running', kind: 'pull', operationId: 'pull-1', step: null, cancelling: false });
    fake.emit('sync.progress', { operationId: 'pull-1', step: 'fetch', at: 4 });
    expect(stores.sync.getState().run).toMatchObject({ status: 'running', step: 'fetch' });

    const agent = { state: 'not_run' as const, problem: null, timeZone: 'Europe/Berlin', agent: null, jobs: [], alerts: [], alertsOmitted: 0 };
    fake.emit('agent.statusChanged', agent);
    expect(stores.site.getState().agentStatus).toEqual({ status: 'loaded', agent });

    // Another folder now (sites.open from any window): the old folder's stores are emptied at once
    // (the Pull under way, the agent's status, the scan), the window's own kept, and all loaded again.
    stores.ui.getState().showView('history');
    fake.emit('studio.siteChanged', { folder: '/sites/halle', name: 'Halle', site: true });
    expect(stores.sync.getState().run).toEqual({ status: 'idle' });
    expect(stores.site.getState().agentStatus).toEqual(studio.stores.site.getInitialState().agentStatus);
    expect(stores.discovery.getState().scan).toEqual(studio.stores.discovery.getInitialState().scan);
    expect(stores.ui.getState().view).toBe('history');

    // 19 of the other features (operation.progress thrice: the editor's operations, the fleet backup and the Site refresh; fleet.applyProgress
    // twice: the grid's apply and the baseline fix; site.discoverProgress, baseline.checkProgress, camera.changed (the editor) and agent.statusChanged (the Site view) once), and
    // the sync state's 7: sync.progress, and the events after which it reads the state again (camera.state, camera.changed,
    // workspace.status, fleet.applyProgress, baseline.checkProgress, operation.progress), and studio.siteChanged
    expect(fake.listenerCount()).toBe(27);
    disconnect();
    expect(fake.listenerCount()).toBe(0);
  });

  it('makes no call for an event: the simulated peers come with simulator.state, not with a statistics tick', async () => {
    const { fake, studio } = fakeStudio(demoAnswers());
    connectStudio(studio);
    await expect.poll(() => studio.stores.statistics.getState().statistics).not.toBeNull();
    const callsAfterLoad = fake.calls.length;
    fake.emit('distributor.statistics', statistics);
    fake.emit('simulator.state', { cameras: [], busPeers: [busPeer({ sent: 12 })] });
    fake.emit('camera.state', { camera: camera('d'), removed: false });
    await Promise.resolve();
    expect(fake.calls).toHaveLength(callsAfterLoad);
  });

  it('reports what could not be loaded, in words, and loads the rest', async () => {
    const { studio } = fakeStudio({
      'studio.info': () => ({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1.1', mode: 'desktop', demo: false, fileDialog: true, folderDialog: true }),
      'cameras.list': () => {
        throw new ApiCallError('transport', 'the connection to the studio was lost', 'cameras.list');
      },
      // The window shows the last 5 problems: the loads this test is not about answer.
      'busTemplates.list': () => ({ templates: [], history: [] }),
      'recording.list': () => ({ recordings: [] }),
      'replay.list': () => ({ replays: [] }),
      'distributor.settings': () => settings,
    });
    await loadInitialState(studio);
    const problems = studio.stores.ui.getState().problems;
    expect(studio.stores.ui.getState().info?.mode).toBe('desktop');
    expect(problems).toContain('Could not load the camera list: the connection to the studio was lost');
    expect(problems).toContain('Could not load the simulated bus peers: no answer for simulator.list in this test');
    expect(studio.stores.cameras.getState().loaded).toBe(false);
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
    const { studio } = fakeStudio(demoAnswers());
    const disconnect = connectStudio(studio, link.connection);
    link.refuse("a malformed 'camera.state' event: payload.camera.state: Invalid option", 1);
    expect(studio.stores.ui.getState().problems).toContain("The studio sent a message the page cannot use (1 so far): a malformed 'camera.state' event: payload.camera.state: Invalid option");
    disconnect();
    expect(link.listenerCount()).toBe(0);
  });

  it('shows the loss, and once back hides it and loads every list again', async () => {
    let cameraIds = ['a'];
    const { fake, studio } = fakeStudio({ ...demoAnswers(), 'cameras.list': () => ({ cameras: cameraIds.map((id) => camera(id)) }) });
    const { stores } = studio;
    const link = fakeConnection();
    const disconnect = connectStudio(studio, link.connection);
    await expect.poll(() => stores.cameras.getState().cameras.map((c) => c.id)).toEqual(['a']);
    const loads = () => fake.calls.filter((call) => call.method === 'cameras.list').length;

    link.set('connected'); // the first connection: nothing to reload
    expect(loads()).toBe(1);
    link.set('lost');
    expect(stores.ui.getState().connectionLost).toBe(true);
    cameraIds = ['a', 'b'];
    link.set('connected');
    expect(stores.ui.getState().connectionLost).toBe(false);
    await expect.poll(() => stores.cameras.getState().cameras.map((c) => c.id)).toEqual(['a', 'b']);
    expect(loads()).toBe(2);
    expect(fake.calls.filter((call) => call.method === 'simulator.list')).toHaveLength(2);

    disconnect();
    expect(link.listenerCount()).toBe(0);
  });
});
