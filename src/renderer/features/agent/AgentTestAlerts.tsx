import { useTranslation } from 'react-i18next';
import { agentChannelNames, type AgentChannelName } from '../../../shared/api/agentSchemas';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { useFormatters } from '../../i18n/useLanguage';
import { useText } from '../../i18n/useText';
import { keepPlace } from '../../ui/focusPlace';
import { sendAgentTestAlert } from './agentActions';

/** "Send a test alert" per channel, through the saved agent.json, and each answer. */
export function AgentTestAlerts() {
  const { t } = useTranslation();
  const edited = useStudioStore('agent', (state) => state.edited);
  return (
    <section className="settings-panel agent-tests" aria-labelledby="agent-tests-heading">
      <h3 id="agent-tests-heading" className="subheading">
        {t('agent.test.heading')}
      </h3>
      <p className="form-hint">{edited ? t('agent.test.usesSavedEdited') : t('agent.test.usesSaved')}</p>
      {agentChannelNames.map((channel) => (
        <ChannelTest key={channel} channel={channel} />
      ))}
    </section>
  );
}

function ChannelTest({ channel }: { channel: AgentChannelName }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const format = useFormatters();
  const test = useStudioStore('agent', (state) => state.tests[channel]);
  const latest = useStudioStore('agent', (state) => state.latestOutcome === channel);
  const focusMark = latest ? { 'data-focus-target': 'result' } : {};
  const label = t(`agent.test.channel.${channel}`);
  return (
    <div className="agent-test">
      <button type="button" className="button" disabled={test.status === 'sending'} onClick={() => void keepPlace(() => sendAgentTestAlert(studio, channel))}>
        {test.status === 'sending' ? t('agent.test.sending', { channel: label }) : t('agent.test.send', { channel: label })}
      </button>
      {test.status === 'answered' && (
        <p className={test.delivered ? 'settings-applied' : 'error-text'} role="status" aria-label={t('agent.test.result', { channel: label })} tabIndex={-1} {...focusMark}>
          {t(test.delivered ? 'agent.test.delivered' : 'agent.test.notDelivered', { time: format.time(test.at), note: show(test.note) })}
        </p>
      )}
      {test.status === 'failed' && (
        <p className="error-text" role="alert" tabIndex={-1} {...focusMark}>
          {test.message}
        </p>
      )}
    </div>
  );
}
