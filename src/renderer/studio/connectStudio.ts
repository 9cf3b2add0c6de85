// Fills the stores from the API and keeps them current from its events.
import type { StudioApi } from '../../shared/api/studioApi';
import type { StudioStores } from '../stores/studioStores';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Subscribes to the events, then loads the initial state; returns the function that disconnects. */
export function connectStudio(api: StudioApi, stores: StudioStores): () => void {
  const unsubscribers = [
    api.subscribe('camera.state', ({ camera, removed }) => stores.cameras.getState().applyCameraEvent(camera, removed)),
    api.subscribe('bus.messages', (payload) => stores.bus.getState().receive(payload)),
    api.subscribe('distributor.state', (state) => stores.bus.getState().setDistributor(state)),
    api.subscribe('distributor.statistics', (statistics) => stores.statistics.getState().setStatistics(statistics)),
  ];
  void loadInitialState(api, stores);
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
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
