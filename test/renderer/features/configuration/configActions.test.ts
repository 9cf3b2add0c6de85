import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { activateProfile, cancelOperation, editParameter, loadEditorState, loadSections, runOperation } from '../../../../src/renderer/features/configuration/configActions';
import { followConfigEvents } from '../../../../src/renderer/features/configuration/configEvents';
import { fakeStudio } from '../../studioFixtures';
import type { MethodOutput } from '../../../../src/shared/api/contract';
import { serializeConfig } from '../../../../src/shared/remoteconfig/configText';
import { doneSummary } from '../../../../src/renderer/features/configuration/operationSteps';
import { studioText, textIn } from '../../../../src/renderer/i18n/studioText';

/** config.readSections' answer holding `sections` (as configuration text, as the camera lists them). */
const answerOf = (sections: Array<{ name: string; params: Array<{ name: string; value: string }> }>) => ({ text: serializeConfig({ versionLine: null, sections }) });

describe('loadSections', () => {
  it('reads the sections of a camera, shows it as loading meanwhile, and keeps the error message when that fails', async () => {
    const { fake, studio } = fakeStudio({
      'config.readSections': ({ cameraId }) => {
        if (cameraId === 'bad') throw new ApiCallError('auth', 'the camera refused user admin', 'config.readSections');
        return answerOf([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }]);
      },
    });
    const config = studio.stores.config;
    const reading = loadSections(studio, 'good');
    expect(config.getState().byCamera.good).toEqual({ status: 'loading' });
    await reading;
    await loadSections(studio, 'bad');
    expect(config.getState().byCamera.good).toMatchObject({ status: 'loaded', sections: [{ name: 'audio' }] });
    expect(config.getState().byCamera.bad).toEqual({ status: 'failed', message: 'the camera refused user admin' });
    expect(fake.calls[0]).toEqual({ method: 'config.readSections', input: { cameraId: 'good' } });
  });
});

const audio = [{ name: 'audio', params: [{ name: 'MICRO', value: '0' }, { name: 'SPEAKER', value: '1' }] }];
const ran = (command: string) => ({ command, status: 'ran' as const, errors: [] });

/** A promise the test resolves when it chooses, to hold a call's answer back. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('editing and keeping pending edits', () => {
  it('saves only valid edits in the studio, the latest state last, and says when they are kept', async () => {
    const saved: unknown[] = [];
    const { studio } = fakeStudio({ 'pendingEdits.save': ({ edits }) => (saved.push(edits), { saved: true }) });
    editParameter(studio, 'cam', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    editParameter(studio, 'cam', { section: 'audio', name: 'SPEAKER', value: 'x' }, '1');
    editParameter(studio, 'cam', { section: 'audio', name: 'SPEAKER', value: '4' }, '1');
    expect(studio.stores.config.getState().keeping.cam).toEqual({ status: 'saving' });
    await expect.poll(() => studio.stores.config.getState().keeping.cam).toEqual({ status: 'saved' });
    expect(saved.at(-1)).toEqual([
      { section: 'audio', name: 'MICRO', value: '1' },
      { section: 'audio', name: 'SPEAKER', value: '4' },
    ]);
    expect(saved.length).toBeLessThanOrEqual(2);
    expect(studio.stores.config.getState().keeping.cam).toEqual({ status: 'saved' });
  });

  it('loads the kept edits, the profile and reboot_needed of a camera', async () => {
    const { studio } = fakeStudio({
      'pendingEdits.load': () => ({ edits: [{ section: 'audio', name: 'MICRO', value: '1' }] }),
      'config.profile': () => ({ profile: 'night' }),
      'config.rebootNeeded': () => ({ sections: ['network'] }),
    });
    await loadEditorState(studio, 'cam');
    const state = studio.stores.config.getState();
    expect([state.edits.cam, state.profile.cam, state.rebootNeeded.cam, state.keeping.cam]).toEqual([[{ section: 'audio', name: 'MICRO', value: '1' }], 'night', ['network'], { status: 'saved' }]);
  });
});

describe('runOperation', () => {
  it('sends nothing while an edit is invalid', async () => {
    const { fake, studio } = fakeStudio({});
    studio.stores.config.getState().setSections('cam', { status: 'loaded', sections: audio, readAt: 1 });
    studio.stores.config.getState().setEdit('cam', { section: 'audio', name: 'SPEAKER', value: 'loud' }, '1');
    await expect(runOperation(studio, 'cam', 'storeUpdateReboot')).rejects.toThrow('Nothing was sent: audio/SPEAKER: must be a whole number from 0 to 255');
    expect(fake.calls).toEqual([]);
  });

  it('applies with store, update and reboot, follows the progress events, ends Done and clears the sent edits', async () => {
    const { fake, studio } = fakeStudio({
      'config.apply': () => ({ transcript: { commands: [ran('write params'), ran('view section audio'), ran('store'), ran('update'), ran('reboot')], complete: true }, rebootNeeded: [] }),
      'config.readSections': () => answerOf([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }]),
      'pendingEdits.save': () => ({ saved: true }),
    });
    followConfigEvents(studio);
    const config = studio.stores.config;
    config.getState().setSections('cam', { status: 'loaded', sections: audio, readAt: 1 });
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    const running = runOperation(studio, 'cam', 'storeUpdateReboot');
    const { operationId } = config.getState().operations.cam!;
    fake.emit('operation.progress', { operationId, cameraId: 'cam', step: 'reboot', message: 'waiting', text: { id: 'remoteConfig.asGiven', params: { words: 'waiting' } }, done: false, at: 5 });
    expect(config.getState().operations.cam?.active).toBe('reboot');
    await running;
    expect(fake.calls[0]).toEqual({ method: 'config.apply', input: { cameraId: 'cam', operationId, changes: [{ section: 'audio', name: 'MICRO', value: '1' }], store: true, update: true, reboot: true } });
    expect(config.getState().operations.cam?.outcome).toMatchObject({ status: 'done' });
    expect(config.getState().edits.cam).toEqual([]);
    expect(config.getState().byCamera.cam).toMatchObject({ status: 'loaded', sections: [{ params: [{ name: 'MICRO', value: '1' }] }] });
  });

  it('shows Done and drops the sent edits only once the tree holds the values read back', async () => {
    const readBack = deferred<MethodOutput<'config.readSections'>>();
    const { fake, studio } = fakeStudio({
      'config.apply': () => ({ transcript: { commands: [ran('write params'), ran('view section audio'), ran('update')], complete: true }, rebootNeeded: [] }),
      'config.readSections': () => readBack.promise,
      'pendingEdits.save': () => ({ saved: true }),
    });
    const config = studio.stores.config;
    config.getState().setSections('cam', { status: 'loaded', sections: audio, readAt: 1 });
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    const running = runOperation(studio, 'cam', 'apply');
    await expect.poll(() => fake.calls.map((call) => call.method)).toContain('config.readSections');
    expect(config.getState().operations.cam).toMatchObject({ outcome: { status: 'running' }, lastMessage: 'reading the configuration back' });
    expect(config.getState().edits.cam).toEqual([{ section: 'audio', name: 'MICRO', value: '1' }]);
    expect(config.getState().byCamera.cam).toMatchObject({ status: 'loading', previous: { sections: audio } });
    readBack.resolve(answerOf([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }, { name: 'SPEAKER', value: '1' }] }]));
    await running;
    expect(config.getState().operations.cam?.outcome).toMatchObject({ status: 'done' });
    expect(config.getState().edits.cam).toEqual([]);
    expect(config.getState().byCamera.cam).toMatchObject({ status: 'loaded', sections: [{ params: [{ name: 'MICRO', value: '1' }, { name: 'SPEAKER', value: '1' }] }] });
  });

  it('keeps applied but unstored changes after Apply, and a Store clears them', async () => {
    const { studio } = fakeStudio({
      'config.apply': () => ({ transcript: { commands: [ran('write params'), ran('view section audio'), ran('update')], complete: true }, rebootNeeded: ['audio'] }),
      'config.store': () => ({ transcript: { commands: [ran('store')], complete: true } }),
      'config.rebootNeeded': () => ({ sections: ['audio'] }),
      'config.readSections': () => answerOf(audio),
      'pendingEdits.save': () => ({ saved: true }),
    });
    const config = studio.stores.config;
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    await runOperation(studio, 'cam', 'apply');
    expect(config.getState().unstored.cam).toEqual([{ section: 'audio', name: 'MICRO', value: '1' }]);
    expect(config.getState().rebootNeeded.cam).toEqual(['audio']);
    await runOperation(studio, 'cam', 'store');
    expect(config.getState().unstored.cam).toEqual([]);
  });

  it("on a camera ERROR: names the refused step and the camera's text, and reads back what is applied", async () => {
    const message = "camera 127.0.0.1:80 reported an error:\n  store: flash write failed: disk full\nThese commands did run: write params; view section audio";
    const { studio } = fakeStudio({
      'config.apply': () => {
        throw new ApiCallError('camera_error', message, 'config.apply');
      },
      'config.readSections': () => answerOf([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }, { name: 'SPEAKER', value: '1' }] }]),
      'pendingEdits.save': () => ({ saved: true }),
    });
    const config = studio.stores.config;
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    config.getState().setEdit('cam', { section: 'audio', name: 'SPEAKER', value: '2' }, '1');
    await runOperation(studio, 'cam', 'store');
    expect(config.getState().operations.cam?.outcome).toEqual({
      status: 'failed',
      step: 'store',
      message,
      cameraErrors: ['store: ERROR: flash write failed: disk full'],
      changes: [
        { section: 'audio', name: 'MICRO', value: '1', state: 'applied', note: 'the camera now reports 1 (in its running configuration)' },
        { section: 'audio', name: 'SPEAKER', value: '2', state: 'not-applied', note: 'the camera still reports 1' },
      ],
      cancelled: false,
    });
    expect(config.getState().unstored.cam).toEqual([{ section: 'audio', name: 'MICRO', value: '1' }]);
    expect(config.getState().edits.cam).toEqual([{ section: 'audio', name: 'SPEAKER', value: '2' }]);
  });

  it('never shows a cut-off answer as applied when the camera cannot be read again, and a wrong password as nothing applied', async () => {
    let code: 'cut_off' | 'auth' = 'cut_off';
    const { studio } = fakeStudio({
      'config.apply': () => {
        throw new ApiCallError(code, code === 'auth' ? "camera refused the credentials of user 'admin' (HTTP 401)" : 'the answer was cut off before OK', 'config.apply');
      },
      'config.readSections': () => {
        throw new ApiCallError('cut_off', 'the answer was cut off before OK', 'config.readSections');
      },
    });
    const config = studio.stores.config;
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    await runOperation(studio, 'cam', 'apply');
    expect(config.getState().operations.cam?.outcome).toMatchObject({ status: 'failed', step: 'write', changes: [{ state: 'unknown' }] });
    code = 'auth';
    await runOperation(studio, 'cam', 'apply');
    expect(config.getState().operations.cam?.outcome).toMatchObject({ status: 'failed', changes: [{ state: 'not-applied', note: 'the camera refused the credentials, so it ran nothing' }] });
  });

  it('reports a transcript with an unconfirmed command as a failure, not as done', async () => {
    const { studio } = fakeStudio({
      'config.store': () => ({ transcript: { commands: [{ command: 'store', status: 'unknown', errors: [] }], complete: false } }),
    });
    await runOperation(studio, 'cam', 'store');
    expect(studio.stores.config.getState().operations.cam?.outcome).toMatchObject({ status: 'failed', step: 'store', message: "the camera's answer does not confirm every command: store (unknown)" });
  });

  it('words its outcome in the studio’s language: German summary and notes, the error kind first', async () => {
    let failing = false;
    const { studio } = fakeStudio({
      'config.apply': () => {
        if (failing) throw new ApiCallError('auth', "camera refused the credentials of user 'admin' (HTTP 401)", 'config.apply');
        return { transcript: { commands: [{ command: 'write params', status: 'ran', errors: [] }], complete: true }, rebootNeeded: [] };
      },
      'config.readSections': () => answerOf([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }]),
    });
    studio.stores.ui.getState().setLanguage('de');
    const config = studio.stores.config;
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '1' }, '0');
    await runOperation(studio, 'cam', 'apply');
    // The outcome keeps what was done, worded where it is shown: in the language of the moment, also after a switch.
    expect(config.getState().operations.cam?.outcome).toEqual({ status: 'done', changes: 1 });
    expect(doneSummary(studioText(studio), 'apply', 1)).toBe('1 Änderung geschrieben und angewendet (nicht gespeichert: ein Neustart würde sie verwerfen)');
    expect(doneSummary(textIn('de'), 'storeUpdateReboot', 2)).toBe(textIn('de')('configuration.done.storeUpdateReboot', { changes: textIn('de')('configuration.done.changes', { count: 2 }) }));
    expect(doneSummary(textIn('en'), 'storeUpdateReboot', 2)).toBe('2 changes stored; the camera rebooted and reports every value as written');
    failing = true;
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '0' }, '1');
    await runOperation(studio, 'cam', 'apply');
    expect(config.getState().operations.cam?.outcome).toMatchObject({
      status: 'failed',
      message: "Die Kamera hat Benutzername oder Passwort abgelehnt: camera refused the credentials of user 'admin' (HTTP 401)",
      changes: [{ state: 'not-applied', note: 'die Kamera hat die Zugangsdaten abgelehnt und nichts ausgeführt' }],
    });
    await expect(runOperation(studio, 'cam', 'apply').then(() => config.getState().edits.cam)).resolves.toHaveLength(1);
    config.getState().replaceEdits('cam', []);
    await expect(runOperation(studio, 'cam', 'apply')).rejects.toThrow('Nichts gesendet: es gibt keine ausstehenden Änderungen zum Übernehmen');
  });
});

describe('cancelOperation', () => {
  it('cancels the call under way and sends no further call of the sequence; the outcome says cancelled, never done', async () => {
    let finishStore: () => void = () => undefined;
    const { fake, studio } = fakeStudio({
      'config.store': () => new Promise((resolve) => (finishStore = () => resolve({ transcript: { commands: [ran('store')], complete: true } }))),
      'operations.cancel': () => ({ cancelled: false }),
    });
    const running = runOperation(studio, 'cam', 'storeUpdateReboot');
    await expect.poll(() => fake.calls.map((call) => call.method)).toContain('config.store');
    await cancelOperation(studio, 'cam');
    expect(studio.stores.config.getState().operations.cam?.cancelRequested).toBe(true);
    finishStore();
    await running;
    const outcome = studio.stores.config.getState().operations.cam?.outcome;
    expect(outcome).toMatchObject({ status: 'failed', cancelled: true, step: 'update', message: expect.stringContaining('cancelled before config.update was sent') });
    const methods = fake.calls.map((call) => call.method);
    expect(methods).toContain('operations.cancel');
    expect(methods).not.toContain('config.update');
    expect(methods).not.toContain('config.reboot');
  });
});

describe('activateProfile', () => {
  it("shows the new profile's name only once the tree holds the sections read back", async () => {
    const readBack = deferred<MethodOutput<'config.readSections'>>();
    const { fake, studio } = fakeStudio({
      'config.activateProfile': () => ({ transcript: { commands: [ran('activate profile night')], complete: true } }),
      'config.profile': () => ({ profile: 'night' }),
      'config.rebootNeeded': () => ({ sections: [] }),
      'config.readSections': () => readBack.promise,
    });
    const config = studio.stores.config;
    config.getState().setSections('cam', { status: 'loaded', sections: audio, readAt: 1 });
    config.getState().setProfile('cam', null);
    const activating = activateProfile(studio, 'cam', 'night');
    await expect.poll(() => fake.calls.map((call) => call.method)).toEqual(expect.arrayContaining(['config.readSections', 'config.profile']));
    expect(config.getState().profile.cam).toBeNull();
    expect(config.getState().byCamera.cam).toMatchObject({ status: 'loading', previous: { sections: audio } });
    const night = [{ name: 'audio', params: [{ name: 'MICRO', value: '0' }, { name: 'SPEAKER', value: '0' }] }];
    readBack.resolve(answerOf(night));
    await activating;
    expect(config.getState().profile.cam).toBe('night');
    expect(config.getState().byCamera.cam).toMatchObject({ status: 'loaded', sections: night });
  });
});
