// The message bus feature: starting the distributor makes one call and writes no state; the
// distributor.state event does.
import { describe, expect, it } from 'vitest';
import { defaultRecordingName, importChosenRecording, loadDistributor, loadSimulatedPeers, recordNow, startDistributor, toggleConsolePause } from '../../../../src/renderer/features/bus/busActions';
import { followBusEvents } from '../../../../src/renderer/features/bus/busEvents';
import { busPeer, distributor, fakeStudio } from '../../studioFixtures';

const config = { broadcast: { iface: 'lo', port: 17001, passphrase: 'bench-door-42' } };

describe('startDistributor', () => {
  it('calls distributor.init only and writes no state: the distributor.state event does', async () => {
    const { fake, studio } = fakeStudio({ 'distributor.init': () => ({ active: true, reason: null }) });
    followBusEvents(studio);
    await startDistributor(studio, config);
    expect(fake.calls).toEqual([{ method: 'distributor.init', input: { config } }]);
    expect(studio.stores.bus.getState().distributor).toBeNull();
    fake.emit('distributor.state', distributor);
    expect(studio.stores.bus.getState().distributor).toEqual(distributor);
  });

  it('rejects with the reason when the distributor did not start, for the form to show', async () => {
    const { studio } = fakeStudio({ 'distributor.init': () => ({ active: false, reason: 'interface nosuch0 does not exist' }) });
    await expect(startDistributor(studio, { broadcast: { iface: 'nosuch0' } })).rejects.toThrow('the distributor did not start: interface nosuch0 does not exist');
    expect(studio.stores.bus.getState().distributor).toBeNull();
  });
});

describe('the bus events', () => {
  it('bring the simulated bus peers with simulator.state, and stop on unsubscribe', () => {
    const { fake, studio } = fakeStudio({});
    const unsubscribers = followBusEvents(studio);
    fake.emit('simulator.state', { cameras: [], busPeers: [busPeer({ running: false })] });
    expect(studio.stores.bus.getState().peers).toMatchObject([{ peerId: 'peer-1', running: false }]);
    for (const unsubscribe of unsubscribers) unsubscribe();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('the bus loads', () => {
  it('fill the store, or say in the status bar why they could not', async () => {
    const loaded = fakeStudio({ 'distributor.state': () => distributor, 'simulator.list': () => ({ cameras: [], busPeers: [busPeer()] }) });
    await Promise.all([loadDistributor(loaded.studio), loadSimulatedPeers(loaded.studio)]);
    expect(loaded.studio.stores.bus.getState()).toMatchObject({ distributor, peers: [{ peerId: 'peer-1' }] });

    const failed = fakeStudio({});
    await Promise.all([loadDistributor(failed.studio), loadSimulatedPeers(failed.studio)]);
    expect(failed.studio.stores.ui.getState().problems).toEqual([
      'Could not load the distributor state: no answer for distributor.state in this test',
      'Could not load the simulated bus peers: no answer for simulator.list in this test',
    ]);
  });
});

describe('the bus loads in German', () => {
  it('say in the status bar, in German, why they could not, with the error kind first', async () => {
    const failed = fakeStudio({});
    failed.studio.stores.ui.getState().setLanguage('de');
    await loadDistributor(failed.studio);
    expect(failed.studio.stores.ui.getState().problems).toEqual(['Der Zustand des Verteilers konnte nicht geladen werden: Interner Fehler: no answer for distributor.state in this test']);
  });

  it('reject in German when the distributor did not start, keeping the studio\'s reason', async () => {
    const { studio } = fakeStudio({ 'distributor.init': () => ({ active: false, reason: 'interface nosuch0 does not exist' }) });
    studio.stores.ui.getState().setLanguage('de');
    await expect(startDistributor(studio, { broadcast: { iface: 'nosuch0' } })).rejects.toThrow('Der Verteiler ist nicht gestartet: interface nosuch0 does not exist');
  });
});

describe('the console actions the palette calls', () => {
  it('pause and resume the console, and record the whole stream under a name made from the time', async () => {
    const started = { recordingId: 'r1', file: '/rec/bus.jsonl', format: 'jsonl' as const, filtered: false, active: true, messages: 0, bytes: 0, maxBytes: 1 << 20, startedAt: 1, stoppedAt: null, stopReason: null };
    const { fake, studio } = fakeStudio({ 'recording.start': () => ({ recording: started }) });
    toggleConsolePause(studio);
    expect(studio.stores.bus.getState().feed.pausedAt).not.toBeNull();
    toggleConsolePause(studio);
    expect(studio.stores.bus.getState().feed.pausedAt).toBeNull();
    await recordNow(studio);
    expect(fake.calls).toEqual([{ method: 'recording.start', input: { name: expect.stringMatching(/^bus-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/), format: 'jsonl' } }]);
    expect(defaultRecordingName(new Date(2026, 10, 23, 3, 4, 5))).toBe('bus-2026-11-23T03-04-05');
  });
});

describe('importChosenRecording', () => {
  const file = { name: 'door.jsonl', format: 'jsonl' as const, bytes: 120, modifiedAt: 1_700_000_000_000, messages: 2, durationMs: 3000, problem: null };

  it('answers the chosen recording\'s name and reads the list again, so the picker offers it', async () => {
    const { fake, studio } = fakeStudio({ 'recording.importChosen': () => ({ file }), 'recording.files': () => ({ files: [file] }) });
    await expect(importChosenRecording(studio)).resolves.toBe('door.jsonl');
    expect(fake.calls.map((call) => call.method)).toEqual(['recording.importChosen', 'recording.files']);
    expect(studio.stores.bus.getState().recordingFiles).toEqual([file]);
  });

  it('answers null and reads nothing when the dialog was cancelled', async () => {
    const { fake, studio } = fakeStudio({ 'recording.importChosen': () => ({ file: null }) });
    await expect(importChosenRecording(studio)).resolves.toBeNull();
    expect(fake.calls.map((call) => call.method)).toEqual(['recording.importChosen']);
  });
});
