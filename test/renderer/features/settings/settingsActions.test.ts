import { describe, expect, it } from 'vitest';
import { applyDistributorSettings, loadDistributorSettings } from '../../../../src/renderer/features/settings/settingsActions';
import { followSettingsEvents } from '../../../../src/renderer/features/settings/settingsEvents';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { fakeStudio, settings } from '../../studioFixtures';

describe('the settings feature', () => {
  it('loads the settings into the draft, and a new event replaces it while nothing is edited', async () => {
    const { fake, studio } = fakeStudio({ 'distributor.settings': () => settings });
    followSettingsEvents(studio);
    await loadDistributorSettings(studio);
    const store = studio.stores.settings;
    expect(JSON.parse(store.getState().draftText)).toEqual(settings.applied!.config);
    expect(store.getState().passphrase.mode).toBe('keep');
    const next = { ...settings, applied: { ...settings.applied!, config: { broadcast: { iface: 'lo', poll_freq: 40 } } } };
    fake.emit('distributor.settings', next);
    expect(JSON.parse(store.getState().draftText)).toEqual({ broadcast: { iface: 'lo', poll_freq: 40 } });
  });

  it('never overwrites what the technician is editing; discarding goes back to what is applied', async () => {
    const { fake, studio } = fakeStudio({ 'distributor.settings': () => settings });
    followSettingsEvents(studio);
    await loadDistributorSettings(studio);
    const store = studio.stores.settings;
    store.getState().editDraft('{"broadcast": {"port": 1}}');
    fake.emit('distributor.settings', { ...settings, applied: null });
    expect(store.getState().draftText).toBe('{"broadcast": {"port": 1}}');
    store.getState().discardDraft();
    expect(JSON.parse(store.getState().draftText)).toEqual({ broadcast: {} });
    expect(store.getState().edited).toBe(false);
  });

  it('resolves only when the distributor became active, and drops a typed passphrase once applied', async () => {
    const { fake, studio } = fakeStudio({ 'distributor.init': () => ({ active: true, reason: null }) });
    studio.stores.settings.getState().setPassphrase({ mode: 'new', newPassphrase: 'abc' });
    await applyDistributorSettings(studio, { config: { broadcast: { passphrase: 'abc' } } });
    expect(fake.calls).toEqual([{ method: 'distributor.init', input: { config: { broadcast: { passphrase: 'abc' } } } }]);
    expect(studio.stores.settings.getState().passphrase).toEqual({ mode: 'keep', newPassphrase: '' });
    expect(studio.stores.settings.getState().edited).toBe(false);
  });

  it('rejects with the reason when the distributor stayed inactive, and with the refusal when the studio refused', async () => {
    const inactive = fakeStudio({ 'distributor.init': () => ({ active: false, reason: 'no IPv4 broadcast address on nosuch0' }) });
    await expect(applyDistributorSettings(inactive.studio, { config: {} })).rejects.toThrow('Applied, but the distributor is inactive: no IPv4 broadcast address on nosuch0');
    const refused = fakeStudio({
      'distributor.init': () => {
        throw new ApiCallError('invalid_config', 'distributor.init config: broadcast.port: got 0, out of range', 'distributor.init');
      },
    });
    refused.studio.stores.settings.getState().editDraft('{"broadcast": {"port": 0}}');
    await expect(applyDistributorSettings(refused.studio, { config: {} })).rejects.toThrow('Not applied: distributor.init config: broadcast.port: got 0, out of range');
    expect(refused.studio.stores.settings.getState().edited).toBe(true);
  });

  it('says in the status bar when the first load fails', async () => {
    const { studio } = fakeStudio({});
    await loadDistributorSettings(studio);
    expect(studio.stores.ui.getState().problems).toEqual(['Could not load the distributor settings: no answer for distributor.settings in this test']);
  });
});
