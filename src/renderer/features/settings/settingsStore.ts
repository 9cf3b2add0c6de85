// The distributor settings: what the studio reports (system configuration, the user
// configuration last applied) and the view's draft (its JSON text and the passphrase choice).
// A new report replaces the draft unless the technician is editing it.
import { createStore } from 'zustand/vanilla';
import type { DistributorSettings } from '../../../shared/api/distributorSettingsSchemas';
import { initialPassphraseChoice, type PassphraseChoice } from './passphraseChoice';
import { settingsText } from './settingsDraft';

/** Apply, from the view's button or the palette: under way, done (the distributor active) or why not. */
export type SettingsApply = { status: 'idle' } | { status: 'applying' } | { status: 'applied'; at: number } | { status: 'failed'; message: string };

export interface SettingsState {
  settings: DistributorSettings | null;
  draftText: string;
  /** True from the first edit until the draft is applied or discarded. */
  edited: boolean;
  passphrase: PassphraseChoice;
  apply: SettingsApply;
  setSettings(settings: DistributorSettings): void;
  editDraft(text: string): void;
  setPassphrase(choice: PassphraseChoice): void;
  /** Back to what is applied: the text, and the passphrase choice with any typed passphrase dropped. */
  discardDraft(): void;
  /** The draft was just applied: it is no longer an edit (the settings event brings the text), and a typed passphrase is dropped. */
  markApplied(): void;
  setApply(apply: SettingsApply): void;
}

function appliedText(settings: DistributorSettings | null): string {
  return settingsText(settings?.applied?.config ?? {});
}

export function createSettingsStore() {
  return createStore<SettingsState>()((set, get) => ({
    settings: null,
    draftText: appliedText(null),
    edited: false,
    passphrase: initialPassphraseChoice(null),
    apply: { status: 'idle' },
    setApply: (apply) => set({ apply }),
    setSettings: (settings) =>
      set(get().edited ? { settings } : { settings, draftText: appliedText(settings), passphrase: initialPassphraseChoice(settings.applied) }),
    editDraft: (text) => set({ draftText: text, edited: true }),
    setPassphrase: (choice) => set({ passphrase: choice, edited: true }),
    discardDraft: () => {
      const { settings } = get();
      set({ draftText: appliedText(settings), edited: false, passphrase: initialPassphraseChoice(settings?.applied ?? null) });
    },
    markApplied: () => set(({ passphrase }) => ({ edited: false, passphrase: initialPassphraseChoice({ passphraseSet: passphrase.mode !== 'off', passphraseNeeded: false }) })),
  }));
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
