// Backups and history: the running fleet backup (its per-camera progress and summary), each
// camera's snapshots as last listed, the comparison on show, and the site's commits. Filled by historyActions.ts
// and historyEvents.ts.
import type { Text } from '../../../shared/i18n/text';
import { createStore } from 'zustand/vanilla';
import type { FleetBackupOutput, SnapshotComparison } from '../../../shared/api/historySchemas';
import type { SiteHistoryOutput } from '../../../shared/api/siteHistorySchemas';
import type { SnapshotInfo } from '../../../shared/fleet/snapshot';

export interface CameraProgress {
  step: string;
  text: Text;
  done: boolean;
}

export type BackupRun =
  | { status: 'idle' }
  | { status: 'running'; operationId: string; total: number; progress: Record<string, CameraProgress> }
  | { status: 'finished'; summary: FleetBackupOutput; progress: Record<string, CameraProgress> }
  | { status: 'failed'; message: string };

export type SnapshotsLoad = { status: 'loading' } | { status: 'loaded'; snapshots: SnapshotInfo[] } | { status: 'failed'; message: string };

/** The site's commits as last read: all of them, or one camera's (`cameraId`). */
export type SiteLogLoad = { status: 'idle' } | { status: 'loading'; cameraId: string | null } | { status: 'loaded'; cameraId: string | null; log: SiteHistoryOutput } | { status: 'failed'; cameraId: string | null; message: string };

export interface ShownComparison {
  leftLabel: string;
  rightLabel: string;
  result: SnapshotComparison;
}

export interface HistoryState {
  backup: BackupRun;
  snapshots: Record<string, SnapshotsLoad>;
  comparison: ShownComparison | null;
  siteLog: SiteLogLoad;
  setBackup(run: BackupRun): void;
  /** A progress event of the backup under way (others are ignored). */
  reachProgress(operationId: string, cameraId: string, progress: CameraProgress): void;
  setSnapshots(cameraId: string, load: SnapshotsLoad): void;
  showComparison(comparison: ShownComparison | null): void;
  setSiteLog(load: SiteLogLoad): void;
}

export function createHistoryStore() {
  return createStore<HistoryState>()((set) => ({
    backup: { status: 'idle' },
    snapshots: {},
    comparison: null,
    siteLog: { status: 'idle' },
    setBackup: (backup) => set({ backup }),
    reachProgress: (operationId, cameraId, progress) =>
      set((state) => {
        const { backup } = state;
        if (backup.status !== 'running' || backup.operationId !== operationId) return state;
        return { backup: { ...backup, progress: { ...backup.progress, [cameraId]: progress } } };
      }),
    setSnapshots: (cameraId, load) => set((state) => ({ snapshots: { ...state.snapshots, [cameraId]: load } })),
    showComparison: (comparison) => set({ comparison }),
    setSiteLog: (siteLog) => set({ siteLog }),
  }));
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
