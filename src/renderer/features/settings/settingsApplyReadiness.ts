// Whether Apply can run now, for the view's button and the palette alike: not before the settings
// are read, not while an apply runs, not while the draft or the passphrase has a problem.
import type { StudioText } from '../../i18n/studioText';
import { passphraseProblem } from './passphraseChoice';
import { checkSettingsText, type SettingsCheck } from './settingsProblems';
import type { SettingsState } from './settingsStore';

export interface CheckedSettingsDraft {
  check: SettingsCheck;
  passphraseTrouble: string | null;
  /** The draft's problems and the passphrase's, counted together as the view counts them. */
  problemCount: number;
}

export function checkSettingsDraft(state: Pick<SettingsState, 'draftText' | 'passphrase'>, t: StudioText): CheckedSettingsDraft {
  const check = checkSettingsText(state.draftText, t);
  const passphraseTrouble = passphraseProblem(state.passphrase, t);
  return { check, passphraseTrouble, problemCount: check.problems.length + (passphraseTrouble ? 1 : 0) };
}

/** Why Apply cannot run now, or null. */
export function settingsApplyReason(state: Pick<SettingsState, 'settings' | 'apply'>, problemCount: number, t: StudioText): string | null {
  if (state.settings === null) return t('palette.reason.settingsLoading');
  if (state.apply.status === 'applying') return t('palette.reason.settingsApplying');
  return problemCount > 0 ? t('settings.apply.refused', { count: problemCount }) : null;
}
