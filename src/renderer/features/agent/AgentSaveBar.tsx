import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useFormatters } from '../../i18n/useLanguage';
import { useText } from '../../i18n/useText';
import { keepPlace } from '../../ui/focusPlace';
import { askToDiscardAgentDraft, saveAgentDraft } from './agentActions';

/**
 * Save (the draft checked by the studio with the agent's rules) and Discard (asks first), and
 * the outcome: saved, or each problem naming its field. The outcome is the store's, so a save
 * from the palette shows here too; focus goes to it when it is the latest.
 */
export function AgentSaveBar() {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const format = useFormatters();
  const edited = useStudioStore('agent', (state) => state.edited);
  const save = useStudioStore('agent', (state) => state.save);
  const latest = useStudioStore('agent', (state) => state.latestOutcome === 'save');
  const saving = save.status === 'saving';
  const focusMark = latest ? { 'data-focus-target': 'result' } : {};

  return (
    <>
      <div className="form-buttons">
        <button type="button" className="button button-primary" disabled={!edited || saving} data-focus-target="main" onClick={() => void keepPlace(() => saveAgentDraft(studio))}>
          {saving ? t('agent.save.saving') : t('agent.save.save')}
        </button>
        <button type="button" className="button" disabled={!edited || saving} onClick={() => askToDiscardAgentDraft(studio)}>
          {t('agent.save.discard')}
        </button>
        {edited && !saving && <span className="view-note">{t('agent.save.unsaved')}</span>}
      </div>
      {save.status === 'refused' && (
        <div className="agent-refused" role="alert" tabIndex={-1} {...focusMark}>
          <p className="error-text">{t('agent.save.refused', { count: save.problems.length })}</p>
          <ul className="settings-problems" aria-label={t('agent.save.problems')}>
            {save.problems.map((problem, index) => (
              <li key={index}>{show(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {save.status === 'failed' && (
        <p className="error-text" role="alert" tabIndex={-1} {...focusMark}>
          {t('agent.save.failed', { error: save.message })}
        </p>
      )}
      {save.status === 'saved' && (
        <p className="settings-applied" role="status" tabIndex={-1} {...focusMark}>
          {t('agent.save.saved', { time: format.time(save.at), path: save.path })}
        </p>
      )}
    </>
  );
}
