// The camera's configuration as text (config.readFile), and the technician's edited copy of it,
// per camera. Filled by configTextActions.ts; the draft is UI state, set by the text view.
import { createStore } from 'zustand/vanilla';

export type ConfigTextLoad =
  | { status: 'loading' }
  /** `changeSerial`: the config store's change serial when the read was asked for (configStore.ts, changeNotShown); absent: 0. */
  | { status: 'loaded'; text: string; readAt: number; changeSerial?: number }
  | { status: 'failed'; message: string };

export interface ConfigTextState {
  byCamera: Record<string, ConfigTextLoad>;
  /** The edited text per camera; absent while the technician has not changed anything. */
  drafts: Record<string, string>;
  setLoad(cameraId: string, load: ConfigTextLoad): void;
  setDraft(cameraId: string, text: string): void;
  discardDraft(cameraId: string): void;
}

export function createConfigTextStore() {
  return createStore<ConfigTextState>()((set) => ({
    byCamera: {},
    drafts: {},
    setLoad: (cameraId, load) => set((state) => ({ byCamera: { ...state.byCamera, [cameraId]: load } })),
    setDraft: (cameraId, text) => set((state) => ({ drafts: { ...state.drafts, [cameraId]: text } })),
    discardDraft: (cameraId) =>
      set((state) => {
        const drafts = { ...state.drafts };
        delete drafts[cameraId];
        return { drafts };
      }),
  }));
}

export type ConfigTextStore = ReturnType<typeof createConfigTextStore>;
