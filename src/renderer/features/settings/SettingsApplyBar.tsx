import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useFormatters } from '../../i18n/useLanguage';
import { applySettingsDraft } from './settingsActions';
import { settingsApplyReason } from './settingsApplyReadiness';
import type { SettingsProblem } from './settingsProblems';

export interface SettingsApplyBarProps {
  problems: SettingsProblem[];
  /** The draft's problems and the passphrase's. */
  problemCount: number;
}

/**
 * The draft's problems, Apply (refused while there are any) and Discard, and the outcome:
 * success only when the distributor became active; else the refusal or the inactive reason.
 * The outcome is the store's, so an Apply from the palette shows here too.
 */
export function SettingsApplyBar({ problems, problemCount }: SettingsApplyBarProps) {
  const studio = useStudio();
  const edited = useStudioStore('settings', (state) => state.edited);
  const settings = useStudioStore('settings', (state) => state.settings);
  const apply = useStudioStore('settings', (state) => state.apply);
  const { t } = useTranslation();
  const format = useFormatters();
  const applying = apply.status === 'applying';
  const reason = settingsApplyReason({ settings, apply }, problemCount, t);

  return (
    <>
      {problems.length > 0 && (
        <ul className="settings-problems" aria-label={t('settings.apply.problems')}>
          {problems.map((problem) => (
            <li key={problem.message}>{problem.message}</li>
          ))}
        </ul>
      )}
      <div className="form-buttons">
        <button type="button" className="button button-primary" disabled={reason !== null} onClick={() => void applySettingsDraft(studio)}>
          {applying ? t('settings.apply.applying') : t('settings.apply.apply')}
        </button>
        <button type="button" className="button" disabled={!edited || applying} onClick={() => studio.stores.settings.getState().discardDraft()}>
          {t('settings.apply.discard')}
        </button>
        {problemCount > 0 && <span className="view-note">{t('settings.apply.refused', { count: problemCount })}</span>}
      </div>
      {apply.status === 'failed' && (
        <p className="error-text" role="alert" tabIndex={-1} data-focus-target="result">
          {apply.message}
        </p>
      )}
      {apply.status === 'applied' && (
        <p className="settings-applied" role="status" tabIndex={-1} data-focus-target="result">
          {t('settings.apply.applied', { time: format.time(apply.at) })}
        </p>
      )}
    </>
  );
}
