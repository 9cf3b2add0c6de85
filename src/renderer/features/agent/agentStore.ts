// The site agent's settings (agent.json) as the Agent view edits them: what the studio read,
// the draft text the form and the JSON view share, a new webhook key or SMTP password typed (never read back),
// the save and each channel's test alert. A new read replaces the draft only while it is not
// edited, so an unsaved edit is never thrown away but by "Discard", which asks first.
import { createStore } from 'zustand/vanilla';
import type { AgentChannelName } from '../../../shared/api/agentSchemas';
import type { MethodOutput } from '../../../shared/api/contract';
import type { Text } from '../../../shared/i18n/text';
import { draftObject, valueAt } from './agentDraft';

export type AgentSettingsRead = MethodOutput<'agent.settings.read'>;

export type AgentLoad = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; read: AgentSettingsRead } | { status: 'failed'; message: string };

export type AgentSave = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: number; path: string } | { status: 'refused'; problems: Text[] } | { status: 'failed'; message: string };

export type AgentTestAlert = { status: 'idle' } | { status: 'sending' } | { status: 'answered'; delivered: boolean; target: string; note: Text; at: number } | { status: 'failed'; message: string };

export interface AgentState {
  load: AgentLoad;
  draftText: string;
  /** True from the first edit until the draft is saved or discarded. */
  edited: boolean;
  /** A new webhook key as typed; '' keeps the one kept. */
  webhookKey: string;
  /** A new SMTP password as typed; '' keeps the one kept (while a user is set). */
  emailPassword: string;
  save: AgentSave;
  tests: Record<AgentChannelName, AgentTestAlert>;
  /** "Discard" was asked and waits for the technician's answer. */
  askingDiscard: boolean;
  /** The outcome shown last (a save's or a channel's test): the one focus goes to. */
  latestOutcome: 'save' | AgentChannelName | null;
  setLoad(load: AgentLoad): void;
  editDraft(text: string): void;
  setWebhookKey(key: string): void;
  setEmailPassword(password: string): void;
  setSave(save: AgentSave): void;
  /** Saved: no longer an edit (the read that follows brings the text), the typed key and password dropped. */
  markSaved(at: number, path: string): void;
  setTest(channel: AgentChannelName, test: AgentTestAlert): void;
  setAskingDiscard(asking: boolean): void;
  /** Back to what is kept: the text read last, no key or password typed. */
  discardDraft(): void;
}

const idleTests: Record<AgentChannelName, AgentTestAlert> = { webhook: { status: 'idle' }, email: { status: 'idle' }, syslog: { status: 'idle' } };

export function createAgentStore() {
  return createStore<AgentState>()((set, get) => ({
    load: { status: 'idle' },
    draftText: '',
    edited: false,
    webhookKey: '',
    emailPassword: '',
    save: { status: 'idle' },
    tests: idleTests,
    askingDiscard: false,
    latestOutcome: null,
    setLoad: (load) => set(load.status === 'loaded' && !get().edited ? { load, draftText: load.read.text } : { load }),
    // Monaco reports the text it was given as a change: the same text is no edit. A password
    // typed for an e-mail channel the draft no longer has goes with the channel (its field did).
    editDraft: (text) => {
      if (text === get().draftText) return;
      set(emailChannelRemoved(text) ? { draftText: text, edited: true, emailPassword: '' } : { draftText: text, edited: true });
    },
    setWebhookKey: (key) => set({ webhookKey: key, edited: true }),
    setEmailPassword: (password) => set({ emailPassword: password, edited: true }),
    setSave: (save) => set(save.status === 'refused' || save.status === 'failed' ? { save, latestOutcome: 'save' } : { save }),
    markSaved: (at, path) => set({ edited: false, webhookKey: '', emailPassword: '', save: { status: 'saved', at, path }, latestOutcome: 'save' }),
    setTest: (channel, test) => set(({ tests, latestOutcome }) => ({ tests: { ...tests, [channel]: test }, latestOutcome: test.status === 'sending' ? latestOutcome : channel })),
    setAskingDiscard: (asking) => set({ askingDiscard: asking }),
    discardDraft: () => {
      const { load } = get();
      set({ draftText: load.status === 'loaded' ? load.read.text : '', edited: false, webhookKey: '', emailPassword: '', save: { status: 'idle' }, askingDiscard: false });
    },
  }));
}

export type AgentStore = ReturnType<typeof createAgentStore>;

/** The draft reads as settings without an e-mail channel (a draft that does not read as JSON removes nothing). */
function emailChannelRemoved(text: string): boolean {
  const draft = draftObject(text);
  return draft !== null && valueAt(draft, ['channels', 'email']) === undefined;
}
