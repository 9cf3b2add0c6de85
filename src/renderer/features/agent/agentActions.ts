// The calls of the Agent view: agent.json read, saved and tried. A save answers saved or the
// problems, each naming its field; once saved the settings are read again (the draft becomes
// what is kept). A test alert goes through a channel of the saved file, never the draft.
import type { AgentChannelName } from '../../../shared/api/agentSchemas';
import { studioLanguage } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

export async function loadAgentSettings(studio: Studio): Promise<void> {
  const agent = studio.stores.agent;
  if (agent.getState().load.status !== 'loaded') agent.getState().setLoad({ status: 'loading' });
  try {
    agent.getState().setLoad({ status: 'loaded', read: await studio.api.call('agent.settings.read', {}) });
  } catch (error) {
    agent.getState().setLoad({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/** Why Save cannot run now, or null: nothing edited, or a save under way. */
export function agentSaveUnavailable(studio: Studio): 'unchanged' | 'saving' | 'notLoaded' | null {
  const { edited, save, load } = studio.stores.agent.getState();
  if (load.status !== 'loaded') return 'notLoaded';
  if (save.status === 'saving') return 'saving';
  return edited ? null : 'unchanged';
}

/** Save, from the view's button or the palette; the store says how it went. */
export async function saveAgentDraft(studio: Studio): Promise<void> {
  if (agentSaveUnavailable(studio) !== null) return;
  const agent = studio.stores.agent;
  const { draftText, webhookKey, emailPassword } = agent.getState();
  agent.getState().setSave({ status: 'saving' });
  try {
    const answer = await studio.api.call('agent.settings.save', { text: draftText, ...(webhookKey === '' ? {} : { webhookKey }), ...(emailPassword === '' ? {} : { emailPassword }) });
    if (!answer.saved) return agent.getState().setSave({ status: 'refused', problems: answer.problems });
    agent.getState().markSaved(Date.now(), answer.path);
    await loadAgentSettings(studio);
  } catch (error) {
    agent.getState().setSave({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

export async function sendAgentTestAlert(studio: Studio, channel: AgentChannelName): Promise<void> {
  const agent = studio.stores.agent;
  if (agent.getState().tests[channel].status === 'sending') return;
  agent.getState().setTest(channel, { status: 'sending' });
  try {
    const answer = await studio.api.call('agent.testAlert', { channel });
    agent.getState().setTest(channel, { status: 'answered', ...answer, at: Date.now() });
  } catch (error) {
    agent.getState().setTest(channel, { status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/** "Discard": asks first while there is an edit to lose. */
export function askToDiscardAgentDraft(studio: Studio): void {
  const agent = studio.stores.agent.getState();
  if (agent.edited) agent.setAskingDiscard(true);
}
