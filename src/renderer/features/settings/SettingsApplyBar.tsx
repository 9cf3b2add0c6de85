import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { SettingsConfig } from '../../../shared/api/distributorSettingsSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useFormatters } from '../../i18n/useLanguage';
import { useActionRunner } from '../../ui/useActionRunner';
import { initInput } from './passphraseChoice';
import { applyDistributorSettings } from './settingsActions';
import type { SettingsProblem } from './settingsProblems';

export interface SettingsApplyBarProps {
  /** The checked draft, or null while it has problems. */
  config: SettingsConfig | null;
  problems: SettingsProblem[];
  passphraseTrouble: string | null;
}

/**
 * The draft's problems, Apply (refused while there are any) and Discard, and the outcome:
 * success only when the distributor became active; else the refusal or the inactive reason.
 */
export function SettingsApplyBar({ config, problems, passphraseTrouble }: SettingsApplyBarProps) {
  const studio = useStudio();
  const edited = useStudioStore('settings', (state) => state.edited);
  const passphrase = useStudioStore('settings', (state) => state.passphrase);
  const runner = useActionRunner();
  const { t } = useTranslation();
  const format = useFormatters();
  const [appliedAt, setAppliedAt] = useState<number | null>(null);
  const problemCount = problems.length + (passphraseTrouble ? 1 : 0);
  const apply = () =>
    runner.run(async () => {
      if (config === null || passphraseTrouble !== null) return;
      setAppliedAt(null);
      await applyDistributorSettings(studio, initInput(config, passphrase));
      setAppliedAt(Date.now());
    });

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
        <button type="button" className="button button-primary" disabled={problemCount > 0 || runner.busy} onClick={apply}>
          {runner.busy ? t('settings.apply.applying') : t('settings.apply.apply')}
        </button>
        <button type="button" className="button" disabled={!edited || runner.busy} onClick={() => studio.stores.settings.getState().discardDraft()}>
          {t('settings.apply.discard')}
        </button>
        {problemCount > 0 && <span className="view-note">{t('settings.apply.refused', { count: problemCount })}</span>}
      </div>
      {runner.error && (
        <p className="error-text" role="alert">
          {runner.error}
        </p>
      )}
      {appliedAt !== null && !runner.error && (
        <p className="settings-applied" role="status">
          {t('settings.apply.applied', { time: format.time(appliedAt) })}
        </p>
      )}
    </>
  );
}
