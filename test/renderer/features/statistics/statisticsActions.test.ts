import { describe, expect, it } from 'vitest';
import { loadStatistics } from '../../../../src/renderer/features/statistics/statisticsActions';
import { followStatisticsEvents } from '../../../../src/renderer/features/statistics/statisticsEvents';
import { fakeStudio, statistics } from '../../studioFixtures';

describe('the statistics feature', () => {
  it('loads the record, then takes each distributor.statistics event with its time', async () => {
    const { fake, studio } = fakeStudio({ 'distributor.statistics': () => statistics });
    followStatisticsEvents(studio);
    await loadStatistics(studio);
    expect(studio.stores.statistics.getState().statistics).toEqual(statistics);
    const next = { ...statistics, publication: { ...statistics.publication, summary: { ...statistics.publication.summary, msg_rx: 4 } } };
    fake.emit('distributor.statistics', next);
    expect(studio.stores.statistics.getState().statistics?.publication.summary.msg_rx).toBe(4);
    expect(studio.stores.statistics.getState().updatedAt).toEqual(expect.any(Number));
  });

  it('says in the status bar when the first load fails', async () => {
    const { studio } = fakeStudio({});
    await loadStatistics(studio);
    expect(studio.stores.ui.getState().problems).toEqual(['Could not load the statistics: no answer for distributor.statistics in this test']);
  });

  it('says it in German when the studio speaks German', async () => {
    const { studio } = fakeStudio({});
    studio.stores.ui.getState().setLanguage('de');
    await loadStatistics(studio);
    expect(studio.stores.ui.getState().problems).toEqual(['Die Statistik konnte nicht geladen werden: Interner Fehler: no answer for distributor.statistics in this test']);
  });
});
