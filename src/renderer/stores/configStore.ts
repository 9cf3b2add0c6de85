// The configuration sections read from each camera (the editor's data).
import { createStore } from 'zustand/vanilla';
import type { ConfigSection } from '../../shared/api/configSchemas';
import type { StudioApi } from '../../shared/api/studioApi';

export type SectionsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; sections: ConfigSection[]; readAt: number }
  | { status: 'failed'; message: string };

export interface ConfigState {
  byCamera: Record<string, SectionsLoad>;
  /** Reads every section of the camera through the API. */
  loadSections(api: StudioApi, cameraId: string): Promise<void>;
}

export function createConfigStore() {
  return createStore<ConfigState>()((set) => {
    const put = (cameraId: string, load: SectionsLoad) => set((state) => ({ byCamera: { ...state.byCamera, [cameraId]: load } }));
    return {
      byCamera: {},
      async loadSections(api, cameraId) {
        put(cameraId, { status: 'loading' });
        try {
          const { sections } = await api.call('config.readSections', { cameraId });
          put(cameraId, { status: 'loaded', sections, readAt: Date.now() });
        } catch (error) {
          put(cameraId, { status: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      },
    };
  });
}

export type ConfigStore = ReturnType<typeof createConfigStore>;
