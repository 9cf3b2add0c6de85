// The cameras the studio knows, their states, and which one is selected.
import { createStore } from 'zustand/vanilla';
import type { CameraSummary } from '../../shared/api/cameraSchemas';

export interface CamerasState {
  cameras: CameraSummary[];
  selectedCameraId: string | null;
  loaded: boolean;
  setCameras(cameras: CameraSummary[]): void;
  /** Applies a `camera.state` event. */
  applyCameraEvent(camera: CameraSummary, removed: boolean): void;
  select(cameraId: string | null): void;
}

export function createCamerasStore() {
  return createStore<CamerasState>()((set) => ({
    cameras: [],
    selectedCameraId: null,
    loaded: false,
    setCameras: (cameras) =>
      set((state) => ({ cameras, loaded: true, selectedCameraId: keepOrFirst(state.selectedCameraId, cameras) })),
    applyCameraEvent: (camera, removed) =>
      set((state) => {
        const others = state.cameras.filter((known) => known.id !== camera.id);
        const index = state.cameras.findIndex((known) => known.id === camera.id);
        let cameras: CameraSummary[];
        if (removed) cameras = others;
        else if (index === -1) cameras = [...state.cameras, camera];
        else cameras = state.cameras.map((known) => (known.id === camera.id ? camera : known));
        return { cameras, selectedCameraId: keepOrFirst(state.selectedCameraId, cameras) };
      }),
    select: (cameraId) => set({ selectedCameraId: cameraId }),
  }));
}

function keepOrFirst(selected: string | null, cameras: CameraSummary[]): string | null {
  if (selected !== null && cameras.some((camera) => camera.id === selected)) return selected;
  return cameras[0]?.id ?? null;
}

export type CamerasStore = ReturnType<typeof createCamerasStore>;
