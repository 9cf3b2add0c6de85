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
  /** The group the list shows (UI state), or null for every camera. */
  groupFilter: string | null;
  setCameras(cameras: CameraSummary[]): void;
  setWorkspace(workspace: WorkspaceStatus): void;
  /** Applies a `camera.state` event. */
  applyCameraEvent(camera: CameraSummary, removed: boolean): void;
  select(cameraId: string | null): void;
  setGroupFilter(group: string | null): void;
}

export function createCamerasStore() {
  return createStore<CamerasState>()((set) => ({
    cameras: [],
    selectedCameraId: null,
    loaded: false,
    workspace: null,
    groupFilter: null,
    setCameras: (cameras) => set({ cameras, loaded: true }),
    setWorkspace: (workspace) => set({ workspace }),
    applyCameraEvent: (camera, removed) =>
      set((state) => {
        if (removed) return { cameras: state.cameras.filter((known) => known.id !== camera.id) };
        const known = state.cameras.some((candidate) => candidate.id === camera.id);
        return { cameras: known ? state.cameras.map((candidate) => (candidate.id === camera.id ? camera : candidate)) : inIdOrder([...state.cameras, camera]) };
      }),
    select: (cameraId) => set({ selectedCameraId: cameraId }),
    setGroupFilter: (group) => set({ groupFilter: group }),
  }));
}

/**
 * The cameras in the order the studio lists them (by id number): events batched per camera
 * may arrive in another order, and an imported list should read as the file did.
 */
function inIdOrder(cameras: CameraSummary[]): CameraSummary[] {
  return cameras.sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true }));
}

/** The chosen camera once the studio knows it, else the first one (null when there is none). */
export function selectedCamera(state: Pick<CamerasState, 'cameras' | 'selectedCameraId'>): CameraSummary | null {
  return state.cameras.find((camera) => camera.id === state.selectedCameraId) ?? state.cameras[0] ?? null;
}

/** The group the list shows: the chosen one while a camera is in it, else null (every camera). */
export function shownGroup(state: Pick<CamerasState, 'cameras' | 'groupFilter'>): string | null {
  return state.groupFilter !== null && state.cameras.some((camera) => camera.group === state.groupFilter) ? state.groupFilter : null;
}

/** The cameras the list shows: those of the chosen group, or all. */
export function camerasInGroup(cameras: readonly CameraSummary[], group: string | null): CameraSummary[] {
  return group === null ? [...cameras] : cameras.filter((camera) => camera.group === group);
}

/** Every group a camera is in, sorted. */
export function cameraGroups(cameras: readonly CameraSummary[]): string[] {
  return [...new Set(cameras.flatMap((camera) => (camera.group === null ? [] : [camera.group])))].sort((a, b) => a.localeCompare(b));
}

export type CamerasStore = ReturnType<typeof createCamerasStore>;
