import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useText } from '../../i18n/useText';
import { AlertLine } from '../../ui/AlertLine';
import { ConfirmDialog } from '../configuration/ConfirmDialog';
import '../../styles/distributorSettings.css';
import '../../styles/agent.css';
import { loadAgentSettings } from './agentActions';
import { fieldProblems } from './agentFieldProblems';
import { AgentForm } from './AgentForm';
import { AgentSaveBar } from './AgentSaveBar';
import { AgentTestAlerts } from './AgentTestAlerts';

// Monaco is a chunk of its own: it loads when this view first opens.
const AgentJsonEditor = lazy(() => import('./AgentJsonEditor'));

/** The site agent's agent.json as a form and as JSON (one draft), saved with the agent's own checks; a test alert per channel. */
export function AgentView() {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const load = useStudioStore('agent', (state) => state.load);
  const text = useStudioStore('agent', (state) => state.draftText);
  const save = useStudioStore('agent', (state) => state.save);
  const webhookKey = useStudioStore('agent', (state) => state.webhookKey);
  const emailPassword = useStudioStore('agent', (state) => state.emailPassword);
  const askingDiscard = useStudioStore('agent', (state) => state.askingDiscard);
  const problemOf = useMemo(() => fieldProblems(save.status === 'refused' ? save.problems : load.status === 'loaded' ? load.read.problems : []), [save, load]);
  useEffect(() => {
    void loadAgentSettings(studio);
  }, [studio]);

  if (load.status === 'failed') return <AlertLine message={t('agent.loadFailed', { error: load.message })} />;
  if (load.status !== 'loaded') return <p className="view-empty">{t('agent.loading')}</p>;
  const { read } = load;
  const agent = studio.stores.agent.getState();

  return (
    <div className="settings-view agent-view">
      <div className="view-toolbar">
        <h2 className="view-heading">{t('agent.heading')}</h2>
        <p className="view-note">{t('agent.intro')}</p>
      </div>
      <p className="view-note">
        {read.state === 'missing' ? t('agent.state.missing', { path: read.path }) : read.state === 'invalid' ? t('agent.state.invalid', { path: read.path }) : t('agent.state.kept', { path: read.path })}
      </p>
      {read.state === 'invalid' && save.status !== 'refused' && (
        <ul className="settings-problems" aria-label={t('agent.fileProblems')}>
          {read.problems.map((problem, index) => (
            <li key={index}>{show(problem)}</li>
          ))}
        </ul>
      )}
      <AgentSaveBar />
      <div className="settings-columns">
        <div className="settings-edit">
          <AgentForm
            text={text}
            onTextChange={agent.editDraft}
            problemOf={problemOf}
            webhookKey={webhookKey}
            onWebhookKeyChange={agent.setWebhookKey}
            webhookKeyKept={read.webhookKey === 'set'}
            emailPassword={emailPassword}
            onEmailPasswordChange={agent.setEmailPassword}
            emailPasswordKept={read.emailPassword === 'set'}
          />
        </div>
        <div className="settings-json">
          <h3 className="subheading">{t('agent.asJson')}</h3>
          <Suspense fallback={<pre translate="no" className="code-fallback settings-json-editor">{text}</pre>}>
            <AgentJsonEditor value={text} onChange={agent.editDraft} />
          </Suspense>
          <p className="form-hint">{t('agent.keyNotInText')}</p>
        </div>
        <div className="settings-side">
          <AgentTestAlerts />
        </div>
      </div>
      {askingDiscard && (
        <ConfirmDialog title={t('agent.discard.title')} confirmLabel={t('agent.discard.confirm')} onCancel={() => agent.setAskingDiscard(false)} onConfirm={() => agent.discardDraft()}>
          <p>{t('agent.discard.body')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
