import { describe, expect, it } from 'vitest';
import { createStatisticsStore, maxChartedPeers } from '../../../../src/renderer/features/statistics/statisticsStore';
import { testRecord } from './statisticsRecords';

describe('the statistics store', () => {
  it('shows the latest record and keeps the newer ones in the history, counting its versions', () => {
    const store = createStatisticsStore();
    store.getState().setStatistics(testRecord({ takenAt: 2000, summary: { msg_rx: 2 } }));
    store.getState().setStatistics(testRecord({ takenAt: 2000, summary: { msg_rx: 2 } })); // the first load after an event
    store.getState().setStatistics(testRecord({ takenAt: 3000, summary: { msg_rx: 5 } }));
    const state = store.getState();
    expect(state.statistics?.publication.summary.msg_rx).toBe(5);
    expect(state.history.size).toBe(2);
    expect(state.historyVersion).toBe(2);
    expect(state.history.summaryRate('msg_rx').values).toEqual([3]);
  });

  it('charts at most maxChartedPeers chosen peers', () => {
    const store = createStatisticsStore();
    store.getState().setChartedPeers(Array.from({ length: maxChartedPeers + 3 }, (_, index) => `192.0.2.1/${index}`));
    expect(store.getState().chartedPeers).toHaveLength(maxChartedPeers);
  });
});
