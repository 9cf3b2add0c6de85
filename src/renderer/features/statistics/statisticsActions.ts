// The calls of the statistics feature.
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

/** The statistics at start and after a reconnect; a failure is reported in the status bar. */
export async function loadStatistics({ api, stores }: Studio): Promise<void> {
  try {
    stores.statistics.getState().setStatistics(await api.call('distributor.statistics', {}));
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the statistics: ${errorText(error)}`);
  }
}
