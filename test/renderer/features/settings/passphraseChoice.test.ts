import { textIn } from '../../../../src/renderer/i18n/studioText';
import { describe, expect, it } from 'vitest';
import { initialPassphraseChoice, initInput, passphraseProblem } from '../../../../src/renderer/features/settings/passphraseChoice';

const config = { broadcast: { port: 19300 } };

const english = textIn('en');

describe('the passphrase choice', () => {
  it('starts with keeping the passphrase when one is set, else with encryption off as applied', () => {
    expect(initialPassphraseChoice({ passphraseSet: true, passphraseNeeded: false })).toEqual({ mode: 'keep', newPassphrase: '' });
    expect(initialPassphraseChoice({ passphraseSet: false, passphraseNeeded: false })).toEqual({ mode: 'off', newPassphrase: '' });
    expect(initialPassphraseChoice(null)).toEqual({ mode: 'off', newPassphrase: '' });
  });

  it('asks for the passphrase again when the kept settings wait for it, never starting with encryption off', () => {
    expect(initialPassphraseChoice({ passphraseSet: false, passphraseNeeded: true })).toEqual({ mode: 'new', newPassphrase: '' });
  });

  it('keeps the current passphrase without sending one', () => {
    expect(initInput(config, { mode: 'keep', newPassphrase: '' })).toEqual({ config: { broadcast: { port: 19300 } }, keepPassphrase: true });
  });

  it('sends a new passphrase only when chosen, and turns encryption off only explicitly (an empty passphrase)', () => {
    expect(initInput(config, { mode: 'new', newPassphrase: 'abc' })).toEqual({ config: { broadcast: { port: 19300, passphrase: 'abc' } } });
    expect(initInput(config, { mode: 'off', newPassphrase: 'ignored' })).toEqual({ config: { broadcast: { port: 19300, passphrase: '' } } });
    expect(initInput({}, { mode: 'keep', newPassphrase: '' })).toEqual({ config: { broadcast: {} }, keepPassphrase: true });
  });

  it('refuses an empty or too long new passphrase, never an explicit keep or off', () => {
    expect(passphraseProblem({ mode: 'new', newPassphrase: '' }, english)).toMatch(/type the new passphrase/);
    expect(passphraseProblem({ mode: 'new', newPassphrase: 'x'.repeat(1025) }, english)).toBe('the passphrase has 1025 characters; at most 1024');
    expect(passphraseProblem({ mode: 'new', newPassphrase: 'x'.repeat(1024) }, english)).toBeNull();
    expect(passphraseProblem({ mode: 'keep', newPassphrase: '' }, english)).toBeNull();
    expect(passphraseProblem({ mode: 'off', newPassphrase: '' }, english)).toBeNull();
    expect(passphraseProblem({ mode: 'new', newPassphrase: 'x'.repeat(1025) }, textIn('de'))).toBe('die Passphrase hat 1025 Zeichen; höchstens 1024');
  });
});
