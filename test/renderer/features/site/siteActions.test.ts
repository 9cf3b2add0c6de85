// The Site refresh from the page: site.inventory with refresh and this page's operationId, its
// progress events counted per camera (another operation's are not), the answer's rows and
// outcome kept; Cancel sends operations.cancel for it; a refusal is kept in words.
import { describe, expect, it } from 'vitest';
import type { SiteInventory } from '../../../../src/shared/api/siteSchemas';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { cancelSiteRefresh, loadSiteInventory, refreshSite } from '../../../../src/renderer/features/site/siteActions';
import { followSiteEvents } from '../../../../src/renderer/features/site/siteEvents';
import { fakeStudio } from '../../studioFixtures';

const inventory = (refresh: SiteInventory['refresh']): SiteInventory => ({ cameras: [], omitted: 0, problems: [], refresh, takenAt: '2026-05-01T12:00:00.000Z' });

describe('refreshSite', () => {
  it('counts this refresh’s cameras as they end, sends Cancel for it, and keeps the answer’s rows and outcome', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { fake, studio } = fakeStudio({
      'site.inventory': async (input) => (input.refresh ? (await answered, inventory({ probed: 1, failed: 1, interrupted: 1, notReached: 0, cancelled: true })) : inventory(null)),
      'operations.cancel': () => ({ cancelled: true }),
    });
    followSiteEvents(studio);
    await loadSiteInventory(studio);
    expect(studio.stores.site.getState().load.status).toBe('loaded');

    const run = refreshSite(studio);
    const refresh = studio.stores.site.getState().refresh;
    const operationId = refresh.status === 'running' ? refresh.operationId : '';
    expect(fake.calls.at(-1)).toEqual({ method: 'site.inventory', input: { refresh: true, operationId } });
    fake.emit('operation.progress', { operationId, cameraId: 'a', step: 'probing', message: 'asking A', text: { id: 'remoteConfig.asGiven', params: { words: 'asking A' } }, done: false, at: 1 });
    fake.emit('operation.progress', { operationId, cameraId: 'a', step: 'done', message: 'A answered', text: { id: 'remoteConfig.asGiven', params: { words: 'A answered' } }, done: true, at: 2 });
    fake.emit('operation.progress', { operationId: 'someone-else', cameraId: 'b', step: 'done', message: 'not ours', text: { id: 'remoteConfig.asGiven', params: { words: 'not ours' } }, done: true, at: 3 });
    fake.emit('operation.progress', { operationId, cameraId: 'b', step: 'failed', message: 'B: refused', text: { id: 'remoteConfig.asGiven', params: { words: 'B: refused' } }, done: true, at: 4 });
    fake.emit('operation.progress', { operationId, cameraId: 'c', step: 'cancelled', message: 'C: cancelled', text: { id: 'remoteConfig.asGiven', params: { words: 'C: cancelled' } }, done: true, at: 5 });
    const during = studio.stores.site.getState().refresh;
    expect(during.status === 'running' && [[...during.finished], [...during.failed]]).toEqual([['a', 'b', 'c'], ['b']]);

    await cancelSiteRefresh(studio);
    expect(fake.calls.at(-1)).toEqual({ method: 'operations.cancel', input: { operationId } });
    expect(studio.stores.site.getState().refresh).toMatchObject({ status: 'running', cancelling: true });
    release();
    await run;
    expect(studio.stores.site.getState().refresh).toEqual({ status: 'finished', outcome: { probed: 1, failed: 1, interrupted: 1, notReached: 0, cancelled: true } });
  });

  it('keeps a refused refresh in words', async () => {
    const { studio } = fakeStudio({
      'site.inventory': () => {
        throw new ApiCallError('invalid_request', 'parallel: too big', 'site.inventory');
      },
    });
    await refreshSite(studio);
    expect(studio.stores.site.getState().refresh).toMatchObject({ status: 'failed', message: expect.stringContaining('parallel: too big') });
  });
});
