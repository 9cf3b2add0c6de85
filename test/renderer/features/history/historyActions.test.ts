// The fleet backup from the page: its progress events fill the store per camera (another
// operation's events do not), the answer becomes the summary, a refusal is kept in words.
import { localize } from '../../../../src/shared/i18n/text';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { followHistoryEvents } from '../../../../src/renderer/features/history/historyEvents';
import { describeChoice, startBackup } from '../../../../src/renderer/features/history/historyActions';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { fakeStudio } from '../../studioFixtures';

const summary = {
  folder: '/w/backups',
  results: [
    { cameraId: 'a', label: 'A', address: '127.0.0.1:8081', status: 'ok' as const, file: '/w/backups/127-0-0-1+8081_251123-0930.cfg', bytes: 900, firmware: 'MX-V5', sections: 9, existing: false },
    { cameraId: 'b', label: 'B', address: '127.0.0.1:8082', status: 'failed' as const, kind: 'auth' as const, reason: localize('remoteConfig.asGiven', { words: 'refused' }) },
  ],
  ok: 1,
  failed: 1,
  cancelled: 0,
  notReached: 0,
};

describe('startBackup', () => {
  it('keeps each camera’s progress of this backup only, then the summary', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { fake, studio } = fakeStudio({ 'fleet.backup': async () => (await answered, summary), 'history.list': () => ({ snapshots: [] }) });
    followHistoryEvents(studio);
    const run = startBackup(studio, null, 2);
    const backup = studio.stores.history.getState().backup;
    expect(backup.status).toBe('running');
    const operationId = backup.status === 'running' ? backup.operationId : '';
    fake.emit('operation.progress', { operationId, cameraId: 'a', step: 'reading', message: 'reading the configuration file of A', text: { id: 'remoteConfig.asGiven', params: { words: 'reading the configuration file of A' } }, done: false, at: 1 });
    fake.emit('operation.progress', { operationId: 'someone-else', cameraId: 'b', step: 'reboot', message: 'not ours', text: { id: 'remoteConfig.asGiven', params: { words: 'not ours' } }, done: false, at: 1 });
    expect(studio.stores.history.getState().backup).toMatchObject({ status: 'running', progress: { a: { step: 'reading', done: false } } });
    expect(Object.keys((studio.stores.history.getState().backup as { progress: object }).progress)).toEqual(['a']);
    release();
    await run;
    expect(studio.stores.history.getState().backup).toMatchObject({ status: 'finished', summary: { ok: 1, failed: 1 }, progress: { a: { step: 'reading' } } });
  });

  it('a refused backup is kept as its message and rejects for the button that started it', async () => {
    const { studio } = fakeStudio({
      'fleet.backup': () => {
        throw new ApiCallError('invalid_request', 'the studio runs without a workspace', 'fleet.backup');
      },
    });
    await expect(startBackup(studio, ['a'], 1)).rejects.toThrow('the studio runs without a workspace');
    expect(studio.stores.history.getState().backup).toMatchObject({ status: 'failed', message: expect.stringContaining('without a workspace') });
  });
});

describe('describeChoice', () => {
  const choice = { cameraId: 'a', cameraLabel: 'Gate', snapshot: { id: '0123456789abcdef', takenAt: '2026-11-25T14:12:00', reason: 'backup' as const, firmware: 'MX-V5', bytes: 900, sections: 9 } };

  it('names the camera, why the snapshot was kept and when, in the studio’s language', () => {
    expect(describeChoice(choice, textIn('en'), 'en')).toBe('Gate, backup 11/25/26 2:12 PM');
    expect(describeChoice(choice, textIn('de'), 'de')).toBe('Gate, Sicherung 25.11.26 14:12');
  });
});
