// The passphrase is never text of the settings draft: the technician chooses to keep the
// current one (no re-typing), to set a new one, or to turn encryption off, always explicitly.
import type { MethodInput } from '../../../shared/api/contract';
import type { AppliedSettings, SettingsConfig } from '../../../shared/api/distributorSettingsSchemas';
import type { StudioText } from '../../i18n/studioText';

export type PassphraseMode = 'keep' | 'new' | 'off';

export interface PassphraseChoice {
  mode: PassphraseMode;
  /** Only for mode 'new'; cleared once applied. */
  newPassphrase: string;
}

/** The engine's limit (optionSpecs.ts, broadcast.passphrase). */
export const maxPassphraseLength = 1024;

/**
 * What the view offers first: keep the passphrase when one is set; a new one when the kept
 * settings wait for theirs; else what is applied (off).
 */
export function initialPassphraseChoice(applied: Pick<AppliedSettings, 'passphraseSet' | 'passphraseNeeded'> | null): PassphraseChoice {
  const mode: PassphraseMode = applied?.passphraseNeeded ? 'new' : applied?.passphraseSet ? 'keep' : 'off';
  return { mode, newPassphrase: '' };
}

/** Why the choice cannot be applied, or null. */
export function passphraseProblem(choice: PassphraseChoice, t: StudioText): string | null {
  if (choice.mode !== 'new') return null;
  if (choice.newPassphrase === '') return t('settings.passphrase.empty');
  if (choice.newPassphrase.length > maxPassphraseLength) return t('settings.passphrase.tooLong', { length: choice.newPassphrase.length, max: maxPassphraseLength });
  return null;
}

/** The distributor.init input for a checked configuration and the passphrase choice. */
export function initInput(config: SettingsConfig, choice: PassphraseChoice): MethodInput<'distributor.init'> {
  const broadcast = config.broadcast ?? {};
  switch (choice.mode) {
    case 'keep':
      return { config: { broadcast }, keepPassphrase: true };
    case 'new':
      return { config: { broadcast: { ...broadcast, passphrase: choice.newPassphrase } } };
    case 'off':
      return { config: { broadcast: { ...broadcast, passphrase: '' } } };
  }
}
