// The Agent view's store: an SMTP password typed goes with the e-mail channel when the draft no
// longer has one; it stays through any other edit and through a draft that is no JSON.
import { describe, expect, it } from 'vitest';
import { createAgentStore } from '../../../../src/renderer/features/agent/agentStore';

const withEmail = JSON.stringify({ channels: { email: { host: 'mail.depot.example', user: 'alerts@depot' } } });

function storeWithTypedPassword() {
  const store = createAgentStore();
  store.getState().editDraft(withEmail);
  store.getState().setEmailPassword('typed-password');
  return store;
}

describe('agent store: a typed SMTP password', () => {
  it('is dropped when the draft takes the e-mail channel out', () => {
    const store = storeWithTypedPassword();
    store.getState().editDraft(JSON.stringify({ channels: {} }));
    expect(store.getState().emailPassword).toBe('');
    expect(store.getState().edited).toBe(true);
  });

  it('stays through an edit that keeps the channel', () => {
    const store = storeWithTypedPassword();
    store.getState().editDraft(JSON.stringify({ jobs: { refresh: { schedule: '0 * * * * *' } }, channels: { email: { host: 'mail.depot.example', user: 'alerts@depot' } } }));
    expect(store.getState().emailPassword).toBe('typed-password');
  });

  it('stays while the draft is no JSON (half typed in the JSON view)', () => {
    const store = storeWithTypedPassword();
    store.getState().editDraft('{ "channels": ');
    expect(store.getState().emailPassword).toBe('typed-password');
  });
});
