// The configuration sections read from each camera (the editor's data), filled by configActions.ts.
import { createStore } from 'zustand/vanilla';
import type { ConfigSection } from '../../../shared/api/configSchemas';

export type SectionsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; sections: ConfigSection[]; readAt: number }
  | { status: 'failed'; message: string };

export interface ConfigState {
  byCamera: Record<string, SectionsLoad>;
  setSections(cameraId: string, load: SectionsLoad): void;
}

export function createConfigStore() {
  return createStore<ConfigState>()((set) => ({
    byCamera: {},
    setSections: (cameraId, load) => set((state) => ({ byCamera: { ...state.byCamera, [cameraId]: load } })),
  }));
}

export type ConfigStore = ReturnType<typeof createConfigStore>;
