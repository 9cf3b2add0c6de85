// pendingEdits.*: the parameter edits a technician made in the editor and has not applied yet,
// kept per camera by a PendingEditsStore (in memory here; a file-backed store keeps them in
// the workspace across restarts).
import type { HandlersOf } from '../studioServices';

export interface PendingEdit {
  section: string;
  name: string;
  value: string;
}

export interface PendingEditsStore {
  load(cameraId: string): Promise<PendingEdit[]>;
  save(cameraId: string, edits: PendingEdit[]): Promise<void>;
}

/** Keeps the edits for as long as the studio runs. */
export class MemoryPendingEditsStore implements PendingEditsStore {
  private readonly byCamera = new Map<string, PendingEdit[]>();

  async load(cameraId: string): Promise<PendingEdit[]> {
    return (this.byCamera.get(cameraId) ?? []).map((edit) => ({ ...edit }));
  }

  async save(cameraId: string, edits: PendingEdit[]): Promise<void> {
    if (edits.length === 0) this.byCamera.delete(cameraId);
    else this.byCamera.set(cameraId, edits.map((edit) => ({ ...edit })));
  }
}

export function pendingEditsHandlers(store: PendingEditsStore): HandlersOf<'pendingEdits'> {
  return {
    'pendingEdits.load': async ({ cameraId }) => ({ edits: await store.load(cameraId) }),
    'pendingEdits.save': async ({ cameraId, edits }) => {
      await store.save(cameraId, edits);
      return { saved: true };
    },
  };
}
