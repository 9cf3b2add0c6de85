// The cameras the studio knows, their states, which one the technician chose, and the workspace
// they are kept in.
import { createStore } from 'zustand/vanilla';
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import type { WorkspaceStatus } from '../../../shared/api/workspaceSchemas';

export interface CamerasState {
  cameras: CameraSummary[];
  /** The technician's choice; it may name a camera whose event has not arrived yet (see selectedCamera). */
  selectedCameraId: string | null;
  loaded: boolean;
  /** Where cameras are kept and how their passwords are; null until loaded. */
  workspace: WorkspaceStatus | null;
  setCameras(cameras: CameraSummary[]): void;
  setWorkspace(workspace: WorkspaceStatus): void;
  /** Applies a `camera.state` event. */
  applyCameraEvent(camera: CameraSummary, removed: boolean): void;
  select(cameraId: string | null): void;
}

export function createCamerasStore() {
  return createStore<CamerasState>()((set) => ({
    cameras: [],
    selectedCameraId: null,
    loaded: false,
    workspace: null,
    setCameras: (cameras) => set({ cameras, loaded: true }),
    setWorkspace: (workspace) => set({ workspace }),
    applyCameraEvent: (camera, removed) =>
      set((state) => {
        if (removed) return { cameras: state.cameras.filter((known) => known.id !== camera.id) };
        const known = state.cameras.some((candidate) => candidate.id === camera.id);
        return { cameras: known ? state.cameras.map((candidate) => (candidate.id === camera.id ? camera : candidate)) : [...state.cameras, camera] };
      }),
    select: (cameraId) => set({ selectedCameraId: cameraId }),
  }));
}

/** The chosen camera once the studio knows it, else the first one (null when there is none). */
export function selectedCamera(state: Pick<CamerasState, 'cameras' | 'selectedCameraId'>): CameraSummary | null {
  return state.cameras.find((camera) => camera.id === state.selectedCameraId) ?? state.cameras[0] ?? null;
}

export type CamerasStore = ReturnType<typeof createCamerasStore>;
