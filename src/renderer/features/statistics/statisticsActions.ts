// The calls of the statistics feature.
import { studioLanguage, studioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

/** The statistics at start and after a reconnect; a failure is reported in the status bar. */
export async function loadStatistics(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  try {
    stores.statistics.getState().setStatistics(await api.call('distributor.statistics', {}));
  } catch (error) {
    stores.ui.getState().reportProblem(studioText(studio)('statistics.loadFailed', { error: errorText(error, studioLanguage(studio)) }));
  }
}
