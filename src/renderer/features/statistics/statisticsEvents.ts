// Server state in: the distributor's statistics record arrives about once a second.
import type { Studio } from '../../studio/studioStores';

export function followStatisticsEvents({ api, stores }: Studio): Array<() => void> {
  return [api.subscribe('distributor.statistics', (statistics) => stores.statistics.getState().setStatistics(statistics))];
}
