import { describe, expect, it } from 'vitest';
import { AppliedUserConfig, PassphraseNotKnownError } from '../../../../src/main/services/distributor/appliedUserConfig';

describe('AppliedUserConfig', () => {
  it('shows nothing before the first init, then the config as given without the passphrase', () => {
    const applied = new AppliedUserConfig(() => 42);
    expect(applied.view()).toBeNull();
    applied.record({ broadcast: { iface: 'lo', passphrase: 'secret', resend: undefined } }, { active: true, reason: null });
    expect(applied.view()).toEqual({ config: { broadcast: { iface: 'lo' } }, passphraseSet: true, passphraseNeeded: false, active: true, reason: null, appliedAt: 42 });
    expect(JSON.stringify(applied.view())).not.toContain('secret');
  });

  it('keeps the last passphrase for a config without one, and none when none was set', () => {
    const applied = new AppliedUserConfig();
    expect(applied.withKeptPassphrase({ broadcast: { port: 1 } })).toEqual({ broadcast: { port: 1 } });
    applied.record({ broadcast: { passphrase: 'secret' } }, { active: true, reason: null });
    expect(applied.withKeptPassphrase({ broadcast: { port: 1 } })).toEqual({ broadcast: { port: 1, passphrase: 'secret' } });
    applied.record({ broadcast: { passphrase: '' } }, { active: true, reason: null });
    expect(applied.withKeptPassphrase({})).toEqual({ broadcast: { passphrase: '' } });
    expect(applied.view()?.passphraseSet).toBe(false);
  });

  it('refuses to keep a passphrase the kept settings still wait for', () => {
    const applied = new AppliedUserConfig();
    applied.record({ broadcast: { iface: 'lo' } }, { active: false, reason: 'needs its passphrase' }, true);
    expect(() => applied.withKeptPassphrase({ broadcast: { port: 1 } })).toThrow(PassphraseNotKnownError);
    expect(applied.view()).toMatchObject({ passphraseSet: false, passphraseNeeded: true, active: false });
  });
});
