import { describe, expect, it } from 'vitest';
import { agentSaveUnavailable, loadAgentSettings, saveAgentDraft, sendAgentTestAlert } from '../../../../src/renderer/features/agent/agentActions';
import { draftText, withValueAt } from '../../../../src/renderer/features/agent/agentDraft';
import { localize } from '../../../../src/shared/i18n/text';
import { fakeStudio } from '../../studioFixtures';

const kept = (schedule: string) => ({ state: 'kept' as const, path: '/ws/agent.json', text: draftText({ jobs: { refresh: { schedule } } }), problems: [], webhookKey: 'not_set' as const, emailPassword: 'not_set' as const });

describe('the agent feature', () => {
  it('loads the settings into the draft; the same text given back (as Monaco does) is no edit', async () => {
    const { studio } = fakeStudio({ 'agent.settings.read': () => kept('0 */5 * * * *') });
    await loadAgentSettings(studio);
    const store = studio.stores.agent;
    store.getState().editDraft(store.getState().draftText);
    expect(store.getState().edited).toBe(false);
    expect(agentSaveUnavailable(studio)).toBe('unchanged');
  });

  it('never overwrites an edit with a new read; discarding goes back to what was read', async () => {
    const { studio } = fakeStudio({ 'agent.settings.read': () => kept('0 */5 * * * *') });
    await loadAgentSettings(studio);
    const store = studio.stores.agent;
    const edited = withValueAt(store.getState().draftText, ['jobs', 'refresh', 'schedule'], '0 */10 * * * *');
    store.getState().editDraft(edited);
    await loadAgentSettings(studio);
    expect(store.getState().draftText).toBe(edited);
    store.getState().discardDraft();
    expect(store.getState().draftText).toBe(kept('0 */5 * * * *').text);
    expect(store.getState().edited).toBe(false);
  });

  it('saves the draft with a typed key and SMTP password, reads again, and drops both; a refusal keeps the edit and its problems', async () => {
    let schedule = '0 */5 * * * *';
    const problem = localize('agent.settings.problem', { where: 'jobs.refresh.schedule', problem: localize('agent.settings.cronEmpty', { expression: '' }) });
    const { fake, studio } = fakeStudio({
      'agent.settings.read': () => kept(schedule),
      'agent.settings.save': (input: { text: string }) => {
        if (input.text.includes('"bad"')) return { saved: false, problems: [problem] };
        schedule = '0 */10 * * * *';
        return { saved: true, path: '/ws/agent.json' };
      },
    });
    await loadAgentSettings(studio);
    const store = studio.stores.agent;
    store.getState().editDraft(withValueAt(store.getState().draftText, ['jobs', 'refresh', 'schedule'], 'bad'));
    await saveAgentDraft(studio);
    expect(store.getState().save).toEqual({ status: 'refused', problems: [problem] });
    expect(store.getState().edited).toBe(true);
    expect(fake.calls.filter((call) => call.method === 'agent.settings.save').at(-1)?.input).not.toHaveProperty('emailPassword');
    store.getState().editDraft(withValueAt(store.getState().draftText, ['jobs', 'refresh', 'schedule'], '0 */10 * * * *'));
    store.getState().setWebhookKey('typed-key');
    store.getState().setEmailPassword('typed-smtp-password');
    await saveAgentDraft(studio);
    expect(fake.calls.filter((call) => call.method === 'agent.settings.save').at(-1)?.input).toMatchObject({ webhookKey: 'typed-key', emailPassword: 'typed-smtp-password' });
    expect(store.getState()).toMatchObject({ edited: false, webhookKey: '', emailPassword: '', save: { status: 'saved', path: '/ws/agent.json' }, latestOutcome: 'save', draftText: kept('0 */10 * * * *').text });
  });

  it('keeps each channel’s test answer, the latest one marked for focus', async () => {
    const note = localize('agentStudio.testAlert.webhookTook');
    const { studio } = fakeStudio({ 'agent.testAlert': () => ({ delivered: true, target: 'http://127.0.0.1:1', note }) });
    await sendAgentTestAlert(studio, 'webhook');
    expect(studio.stores.agent.getState().tests.webhook).toMatchObject({ status: 'answered', delivered: true, note });
    expect(studio.stores.agent.getState().latestOutcome).toBe('webhook');
  });
});
