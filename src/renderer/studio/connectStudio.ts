// Connects the page to the studio: every feature's event subscriptions, then every feature's
// first load. In web mode it also shows a lost connection, reloads everything once it is back
// (events missed meanwhile are not replayed), and reports messages the bridge refused.
import type { ConnectionState, StudioConnection } from '../api/webSocketBridge';
import { followBusEvents } from '../features/bus/busEvents';
import { loadBusTemplates, loadDistributor, loadRecordings, loadReplays, loadSimulatedPeers } from '../features/bus/busActions';
import { followConfigEvents } from '../features/configuration/configEvents';
import { followCameraEvents } from '../features/cameras/cameraEvents';
import { loadCameras, loadWorkspaceStatus } from '../features/cameras/cameraActions';
import { followStatisticsEvents } from '../features/statistics/statisticsEvents';
import { loadStatistics } from '../features/statistics/statisticsActions';
import { followFleetEvents } from '../features/fleet/fleetEvents';
import { followSettingsEvents } from '../features/settings/settingsEvents';
import { loadDistributorSettings } from '../features/settings/settingsActions';
import { followHistoryEvents } from '../features/history/historyEvents';
import { followSiteEvents } from '../features/site/siteEvents';
import { followDiscoveryEvents } from '../features/discovery/discoveryEvents';
import { followBaselineEvents } from '../features/baseline/baselineEvents';
import { followSyncEvents } from '../features/sync/syncEvents';
import { loadSyncStatus } from '../features/sync/syncActions';
import { loadRecentSites } from '../features/sitePicker/sitePickerActions';
import { errorText } from '../ui/errorText';
import { resetFolderStores, type Studio } from './studioStores';

const featureEvents: Array<(studio: Studio) => Array<() => void>> = [followCameraEvents, followBusEvents, followStatisticsEvents, followConfigEvents, followFleetEvents, followSettingsEvents, followHistoryEvents, followSiteEvents, followDiscoveryEvents, followBaselineEvents, followSyncEvents];
const featureLoads: Array<(studio: Studio) => Promise<void>> = [loadStudioInfo, loadCameras, loadWorkspaceStatus, loadDistributor, loadSimulatedPeers, loadBusTemplates, loadRecordings, loadReplays, loadStatistics, loadDistributorSettings, loadSyncStatus, loadRecentSites];

/** Subscribes to the events, then loads the first state; returns the function that disconnects. */
export function connectStudio(studio: Studio, connection: StudioConnection | null = null): () => void {
  const unsubscribers = featureEvents.flatMap((follow) => follow(studio));
  // The studio works on another folder now (sites.open, from any window): what the stores held was
  // the old folder's; they are emptied and loaded again, as after a reconnect.
  unsubscribers.push(
    studio.api.subscribe('studio.siteChanged', () => {
      resetFolderStores(studio.stores);
      void loadInitialState(studio);
    }),
  );
  if (connection) {
    unsubscribers.push(
      connection.onChange((state) => onConnectionChange(state, studio)),
      connection.onRefusedMessage((problem, refusedTotal) =>
        studio.stores.ui.getState().reportProblem(`The studio sent a message the page cannot use (${refusedTotal} so far): ${problem}`),
      ),
    );
  }
  void loadInitialState(studio);
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}

/** Every feature's first load, side by side; each reports its own failure. */
export async function loadInitialState(studio: Studio): Promise<void> {
  await Promise.all(featureLoads.map((load) => load(studio)));
}

function onConnectionChange(state: ConnectionState, studio: Studio): void {
  const ui = studio.stores.ui.getState();
  if (state === 'lost') {
    ui.setConnectionLost(true);
  } else if (ui.connectionLost) {
    ui.setConnectionLost(false);
    void loadInitialState(studio);
  }
}

async function loadStudioInfo({ api, stores }: Studio): Promise<void> {
  try {
    stores.ui.getState().setInfo(await api.call('studio.info', {}));
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the studio information: ${errorText(error)}`);
  }
}
