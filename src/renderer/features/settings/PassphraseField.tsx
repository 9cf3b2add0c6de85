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

const modes: Array<[PassphraseMode, string]> = [
  ['keep', 'Keep the current passphrase'],
  ['new', 'Set a new passphrase'],
  ['off', 'No passphrase: encryption off (debugging only)'],
];

/** The passphrase as an explicit choice: keep it (no re-typing), set a new one, or turn encryption off. */
export function PassphraseField({ choice, onChange, passphraseSet, passphraseNeeded, problem }: PassphraseFieldProps) {
  const name = useId();
  return (
    <fieldset className="passphrase-field">
      <legend>Passphrase (broadcast.passphrase)</legend>
      <p className="form-hint">{passphraseHint(passphraseSet, passphraseNeeded)}</p>
      {modes.map(([mode, label]) => (
        <label key={mode} className="radio-choice">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={choice.mode === mode}
            disabled={mode === 'keep' && !passphraseSet}
            onChange={() => onChange({ mode, newPassphrase: mode === 'new' ? choice.newPassphrase : '' })}
          />
          {label}
        </label>
      ))}
      {choice.mode === 'new' && (
        <label className="form-field">
          New passphrase
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

function passphraseHint(passphraseSet: boolean, passphraseNeeded: boolean): string {
  if (passphraseNeeded) return 'The kept settings had a passphrase that was not stored on disk: type it again (or turn encryption off).';
  return passphraseSet ? 'A passphrase is set; it is never shown.' : 'No passphrase is set: messages travel unencrypted.';
}
