// Backups and history: the running fleet backup (its per-camera progress and summary), each
// camera's snapshots as last listed, and the comparison on show. Filled by historyActions.ts
// and historyEvents.ts.
import { createStore } from 'zustand/vanilla';
import type { FleetBackupOutput, SnapshotComparison } from '../../../shared/api/historySchemas';
import type { SnapshotInfo } from '../../../shared/fleet/snapshot';

export interface CameraProgress {
  step: string;
  message: string;
  done: boolean;
}

export type BackupRun =
  | { status: 'idle' }
  | { status: 'running'; operationId: string; total: number; progress: Record<string, CameraProgress> }
  | { status: 'finished'; summary: FleetBackupOutput; progress: Record<string, CameraProgress> }
  | { status: 'failed'; message: string };

export type SnapshotsLoad = { status: 'loading' } | { status: 'loaded'; snapshots: SnapshotInfo[] } | { status: 'failed'; message: string };

export interface ShownComparison {
  leftLabel: string;
  rightLabel: string;
  result: SnapshotComparison;
}

export interface HistoryState {
  backup: BackupRun;
  snapshots: Record<string, SnapshotsLoad>;
  comparison: ShownComparison | null;
  setBackup(run: BackupRun): void;
  /** A progress event of the backup under way (others are ignored). */
  reachProgress(operationId: string, cameraId: string, progress: CameraProgress): void;
  setSnapshots(cameraId: string, load: SnapshotsLoad): void;
  showComparison(comparison: ShownComparison | null): void;
}

export function createHistoryStore() {
  return createStore<HistoryState>()((set) => ({
    backup: { status: 'idle' },
    snapshots: {},
    comparison: null,
    setBackup: (backup) => set({ backup }),
    reachProgress: (operationId, cameraId, progress) =>
      set((state) => {
        const { backup } = state;
        if (backup.status !== 'running' || backup.operationId !== operationId) return state;
        return { backup: { ...backup, progress: { ...backup.progress, [cameraId]: progress } } };
      }),
    setSnapshots: (cameraId, load) => set((state) => ({ snapshots: { ...state.snapshots, [cameraId]: load } })),
    showComparison: (comparison) => set({ comparison }),
  }));
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
