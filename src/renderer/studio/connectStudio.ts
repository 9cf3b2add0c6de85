// Fills the stores from the API and keeps them current from its events.
import type { StudioApi } from '../../shared/api/studioApi';
import type { StudioConnection } from '../api/webSocketBridge';
import type { StudioStores } from '../stores/studioStores';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Subscribes to the events, then loads the initial state; returns the function that
 * disconnects. With a `connection` (web mode), a lost connection is shown, and once it is
 * back every list is loaded again (events missed meanwhile are not replayed).
 */
export function connectStudio(api: StudioApi, stores: StudioStores, connection: StudioConnection | null = null): () => void {
  const refreshPeers = busPeerRefresher(api, stores);
  const unsubscribers = [
    api.subscribe('camera.state', ({ camera, removed }) => stores.cameras.getState().applyCameraEvent(camera, removed)),
    api.subscribe('bus.messages', (payload) => stores.bus.getState().receive(payload)),
    api.subscribe('distributor.state', (state) => stores.bus.getState().setDistributor(state)),
    api.subscribe('distributor.statistics', (statistics) => {
      stores.statistics.getState().setStatistics(statistics);
      // The simulator has no event of its own; the statistics tick (about 1 s) keeps the
      // simulated peers' counters and running state current.
      refreshPeers();
    }),
  ];
  if (connection) {
    unsubscribers.push(
      connection.onChange((state) => onConnectionChange(state, api, stores)),
      connection.onRefusedMessage((problem, refusedTotal) =>
        stores.ui.getState().reportProblem(`The studio sent a message the page cannot use (${refusedTotal} so far): ${problem}`),
      ),
    );
  }
  void loadInitialState(api, stores);
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}

function onConnectionChange(state: 'connected' | 'lost', api: StudioApi, stores: StudioStores): void {
  const ui = stores.ui.getState();
  if (state === 'lost') {
    ui.setConnectionLost(true);
  } else if (ui.connectionLost) {
    ui.setConnectionLost(false);
    void loadInitialState(api, stores);
  }
}

/** Reloads the simulated bus peers; a refresh asked for while one runs is not stacked. */
export function busPeerRefresher(api: StudioApi, stores: StudioStores): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= refreshBusPeers(api, stores).finally(() => {
      running = null;
    });
    return running;
  };
}

export async function refreshBusPeers(api: StudioApi, stores: StudioStores): Promise<void> {
  try {
    const { busPeers } = await api.call('simulator.list', {});
    stores.bus.getState().setPeers(busPeers);
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not refresh the simulated bus peers: ${errorText(error)}`);
  }
}

export async function loadInitialState(api: StudioApi, stores: StudioStores): Promise<void> {
  const report = (what: string) => (error: unknown) => stores.ui.getState().reportProblem(`Could not load ${what}: ${errorText(error)}`);
  await Promise.all([
    api.call('studio.info', {}).then((info) => stores.ui.getState().setInfo(info), report('the studio information')),
    api.call('cameras.list', {}).then(({ cameras }) => stores.cameras.getState().setCameras(cameras), report('the camera list')),
    api.call('distributor.state', {}).then((state) => stores.bus.getState().setDistributor(state), report('the distributor state')),
    api.call('simulator.list', {}).then(({ busPeers }) => stores.bus.getState().setPeers(busPeers), report('the simulated bus peers')),
    api.call('distributor.statistics', {}).then((statistics) => stores.statistics.getState().setStatistics(statistics), report('the statistics')),
  ]);
}
