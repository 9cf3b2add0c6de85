// State of the multi-camera grid and apply: which cameras, the grid read from them, the values
// set for all, the dry run's scripts, and the apply's live progress and final report.
import type { Text } from '../../../shared/i18n/text';
import { createStore } from 'zustand/vanilla';
import type { MethodOutput } from '../../../shared/api/contract';

export type GridCamera = MethodOutput<'fleet.readGrid'>['cameras'][number];
export type CameraScriptView = MethodOutput<'fleet.plan'>['scripts'][number];
export type CameraApplyResult = MethodOutput<'fleet.apply'>['results'][number];

export interface ApplySteps {
  store: boolean;
  update: boolean;
  reboot: boolean;
}

/** Whether an apply with these steps does more than set the running values (flash, update, reboot): it then asks first, as one camera's Store + Update + Reboot does. */
export function asksBeforeApply(steps: ApplySteps): boolean {
  return steps.store || steps.update || steps.reboot;
}

export type GridState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; cameras: GridCamera[]; sections: string[] } | { status: 'failed'; message: string };
export type DryRunState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; scripts: CameraScriptView[] } | { status: 'failed'; message: string };

export interface CameraProgress {
  label: string;
  step: string;
  /** What happens, in the catalog: rendered in the studio's language when shown. */
  text: Text;
  status?: CameraApplyResult['status'];
}

/** What an apply sent: how many values to how many cameras, with which steps (it replaces the dry run's line). */
export interface RanApply {
  cameras: number;
  values: number;
  steps: ApplySteps;
}

export type ApplyRunState =
  | { status: 'idle' }
  | { status: 'running'; operationId: string; ran: RanApply; progress: Record<string, CameraProgress> }
  | { status: 'finished'; ran: RanApply; results: CameraApplyResult[]; tookMs: number }
  | { status: 'failed'; message: string };

export interface FleetState {
  selectedCameraIds: string[];
  sectionsText: string;
  grid: GridState;
  /** `section/NAME` -> the value (or {VARIABLE} template) to set on every camera. */
  newValues: Record<string, string>;
  steps: ApplySteps;
  dryRun: DryRunState;
  run: ApplyRunState;
  toggleCamera(cameraId: string, selected: boolean): void;
  selectCameras(cameraIds: string[]): void;
  setSectionsText(text: string): void;
  setGrid(grid: GridState): void;
  /** Puts these cameras' fresh columns into the grid on show (after an apply); others stay as read. */
  replaceGridCameras(cameras: GridCamera[]): void;
  setNewValue(address: string, value: string): void;
  setSteps(steps: ApplySteps): void;
  setDryRun(dryRun: DryRunState): void;
  setRun(run: ApplyRunState): void;
  reachProgress(operationId: string, cameraId: string, progress: CameraProgress): void;
}

export function createFleetStore() {
  return createStore<FleetState>()((set) => ({
    selectedCameraIds: [],
    sectionsText: 'audio',
    grid: { status: 'idle' },
    newValues: {},
    steps: { store: true, update: false, reboot: false },
    dryRun: { status: 'idle' },
    run: { status: 'idle' },
    toggleCamera: (cameraId, selected) =>
      set((state) => ({ selectedCameraIds: selected ? [...new Set([...state.selectedCameraIds, cameraId])] : state.selectedCameraIds.filter((id) => id !== cameraId), dryRun: { status: 'idle' } })),
    selectCameras: (cameraIds) => set({ selectedCameraIds: cameraIds, dryRun: { status: 'idle' } }),
    setSectionsText: (sectionsText) => set({ sectionsText }),
    setGrid: (grid) => set({ grid }),
    replaceGridCameras: (fresh) =>
      set((state) => {
        if (state.grid.status !== 'loaded') return {};
        const byId = new Map(fresh.map((camera) => [camera.cameraId, camera]));
        return { grid: { ...state.grid, cameras: state.grid.cameras.map((camera) => byId.get(camera.cameraId) ?? camera) } };
      }),
    setNewValue: (address, value) =>
      set((state) => {
        const newValues = { ...state.newValues };
        if (value === '') delete newValues[address];
        else newValues[address] = value;
        return { newValues, dryRun: { status: 'idle' } };
      }),
    setSteps: (steps) => set({ steps, dryRun: { status: 'idle' } }),
    setDryRun: (dryRun) => set({ dryRun }),
    setRun: (run) => set({ run }),
    reachProgress: (operationId, cameraId, progress) =>
      set((state) => (state.run.status === 'running' && state.run.operationId === operationId ? { run: { ...state.run, progress: { ...state.run.progress, [cameraId]: progress } } } : {})),
  }));
}

export type FleetStore = ReturnType<typeof createFleetStore>;
