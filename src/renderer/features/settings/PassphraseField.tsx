import { useTranslation } from 'react-i18next';
import type { StudioText } from '../../i18n/studioText';
import { useId } from 'react';
import { maxPassphraseLength, type PassphraseChoice, type PassphraseMode } from './passphraseChoice';

export interface PassphraseFieldProps {
  choice: PassphraseChoice;
  onChange(choice: PassphraseChoice): void;
  /** Whether the configuration applied now has a passphrase (it is never shown). */
  passphraseSet: boolean;
  /** The kept settings wait for their passphrase (it was not stored on disk). */
  passphraseNeeded: boolean;
  problem: string | null;
}

const modes: PassphraseMode[] = ['keep', 'new', 'off'];

/** The passphrase as an explicit choice: keep it (no re-typing), set a new one, or turn encryption off. */
export function PassphraseField({ choice, onChange, passphraseSet, passphraseNeeded, problem }: PassphraseFieldProps) {
  const name = useId();
  const { t } = useTranslation();
  return (
    <fieldset className="passphrase-field">
      <legend>{t('settings.passphrase.legend')}</legend>
      <p className="form-hint">{passphraseHint(passphraseSet, passphraseNeeded, t)}</p>
      {modes.map((mode) => (
        <label key={mode} className="radio-choice">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={choice.mode === mode}
            disabled={mode === 'keep' && !passphraseSet}
            onChange={() => onChange({ mode, newPassphrase: mode === 'new' ? choice.newPassphrase : '' })}
          />
          {t(`settings.passphrase.${mode}`)}
        </label>
      ))}
      {choice.mode === 'new' && (
        <label className="form-field">
          {t('settings.passphrase.newLabel')}
          {/* Uncontrolled: React would mirror a controlled value into the value attribute, i.e. into the DOM. */}
          <input
            type="password"
            onChange={(event) => onChange({ mode: 'new', newPassphrase: event.target.value })}
            autoComplete="new-password"
            maxLength={maxPassphraseLength + 1}
            aria-invalid={problem !== null}
          />
        </label>
      )}
      {problem && <span className="field-problem">{problem}</span>}
    </fieldset>
  );
}

function passphraseHint(passphraseSet: boolean, passphraseNeeded: boolean, t: StudioText): string {
  if (passphraseNeeded) return t('settings.passphrase.needed');
  return passphraseSet ? t('settings.passphrase.set') : t('settings.passphrase.notSet');
}
