// The sync actions over the fake API: a pull's steps and outcome, a cancel answered as "the site is
// as it was", a conflict opening the dialog, Resolve refusing to call with a field left open, the
// state read again a moment after a change the site commits (and never for a workspace no site).
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import type { MethodOutput } from '../../../../src/shared/api/contract';
import { cancelSync, loadSyncStatus, pullSite, resolveConflicts, syncUnavailable } from '../../../../src/renderer/features/sync/syncActions';
import { followSyncEvents } from '../../../../src/renderer/features/sync/syncEvents';
import { camera, fakeStudio } from '../../studioFixtures';

const siteStatus: MethodOutput<'sync.status'> = { site: true, branch: 'main', hasRemote: true, ahead: 0, behind: 1, lastPullAt: null, uncommitted: 0, uncommittedFiles: [], inProgress: null, conflicts: false };
const side = (value: string, name: string) => ({ value, author: { name, email: `${name}@example.com` }, date: '2026-12-03T08:00:00+01:00' });
const conflicts = {
  head: 'a'.repeat(40),
  upstream: 'b'.repeat(40),
  cameras: [{ path: 'cameras/x.json', cameraId: 'cam-1', label: 'Tor', fields: [{ field: 'label', ours: side('Tor West', 'Ben'), theirs: side('Tor Ost', 'Anna') }] }],
  otherFiles: [],
};

describe('the sync actions', () => {
  it('follows a pull step by step and says how it ended', async () => {
    let release: () => void = () => undefined;
    const { fake, studio } = fakeStudio({
      'sync.status': () => siteStatus,
      'sync.pull': () => new Promise((done) => (release = () => done({ outcome: 'fast_forward', conflictFiles: [] }))),
    });
    followSyncEvents(studio);
    await loadSyncStatus(studio);
    expect(syncUnavailable(studio)).toBeNull();
    const pulling = pullSite(studio);
    const run = studio.stores.sync.getState().run;
    expect(run).toMatchObject({ status: 'running', kind: 'pull', step: null });
    fake.emit('sync.progress', { operationId: 'someone-else', step: 'push', at: 1 });
    fake.emit('sync.progress', { operationId: (run as { operationId: string }).operationId, step: 'merge', at: 2 });
    expect(studio.stores.sync.getState().run).toMatchObject({ status: 'running', step: 'merge' });
    expect(syncUnavailable(studio)).toBe('running');
    release();
    await pulling;
    expect(studio.stores.sync.getState().run).toEqual({ status: 'pulled', outcome: 'fast_forward', conflictFiles: [] });
    expect(fake.calls.filter((call) => call.method === 'sync.status')).toHaveLength(2);
  });

  it('answers a cancelled pull as cancelled, and only a failure as failed', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { fake, studio } = fakeStudio({
      'sync.status': () => siteStatus,
      'sync.pull': () => new Promise((_, reject) => (fail = reject)),
      'operations.cancel': () => ({ cancelled: true }),
    });
    await loadSyncStatus(studio);
    const pulling = pullSite(studio);
    await cancelSync(studio);
    expect(fake.calls.find((call) => call.method === 'operations.cancel')?.input).toEqual({ operationId: (studio.stores.sync.getState().run as { operationId: string }).operationId });
    fail(new ApiCallError('cancelled', 'cancelled', 'sync.pull'));
    await pulling;
    expect(studio.stores.sync.getState().run).toEqual({ status: 'cancelled', kind: 'pull' });

    const again = pullSite(studio);
    fail(new ApiCallError('unreachable', 'the remote did not answer', 'sync.pull'));
    await again;
    expect(studio.stores.sync.getState().run).toMatchObject({ status: 'failed', kind: 'pull' });
  });

  it('opens the dialog at a conflict and resolves only with every field chosen', async () => {
    const { fake, studio } = fakeStudio({
      'sync.status': () => siteStatus,
      'sync.pull': () => ({ outcome: 'conflict', conflictFiles: ['cameras/x.json'] }),
      'sync.conflicts': () => ({ conflicts }),
      'sync.resolve': () => ({ commit: 'c'.repeat(40) }),
    });
    await loadSyncStatus(studio);
    await pullSite(studio);
    expect(studio.stores.sync.getState().dialog).toMatchObject({ status: 'open', choices: {} });
    await resolveConflicts(studio);
    expect(fake.calls.some((call) => call.method === 'sync.resolve')).toBe(false);
    studio.stores.sync.getState().choose('cameras/x.json', 'label', 'theirs');
    await resolveConflicts(studio);
    expect(fake.calls.find((call) => call.method === 'sync.resolve')?.input).toEqual({ head: conflicts.head, upstream: conflicts.upstream, choices: { 'cameras/x.json': { label: 'theirs' } } });
    expect(studio.stores.sync.getState().dialog).toEqual({ status: 'closed' });
    expect(studio.stores.sync.getState().run).toEqual({ status: 'resolved', commit: 'c'.repeat(40) });
  });

  it('reads the state again after a change the site commits, and never for a workspace that is no site', async () => {
    let status = siteStatus;
    const { fake, studio } = fakeStudio({ 'sync.status': () => status });
    followSyncEvents(studio);
    await loadSyncStatus(studio);
    const reads = () => fake.calls.filter((call) => call.method === 'sync.status').length;
    fake.emit('camera.state', { camera: { ...camera('cam-1'), persisted: true }, removed: false });
    fake.emit('camera.state', { camera: { ...camera('cam-1'), persisted: true }, removed: false });
    await expect.poll(reads).toBe(2);

    // A probe's state of a camera not kept commits nothing: no read is planned.
    vi.useFakeTimers();
    try {
      fake.emit('camera.state', { camera: camera('cam-9'), removed: false });
      expect(vi.getTimerCount()).toBe(0);
      fake.emit('camera.changed', { cameraId: 'cam-1', operation: 'config.apply', operationId: null, at: 3 });
      expect(vi.getTimerCount()).toBe(1);
      await vi.runAllTimersAsync();
      expect(reads()).toBe(3);

      status = { ...siteStatus, site: false };
      await loadSyncStatus(studio);
      fake.emit('camera.state', { camera: { ...camera('cam-2'), persisted: true }, removed: true });
      expect(vi.getTimerCount()).toBe(0);
      expect(syncUnavailable(studio)).toBe('notSite');
    } finally {
      vi.useRealTimers();
    }
  });
});
