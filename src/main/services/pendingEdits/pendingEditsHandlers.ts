// pendingEdits.*: the parameter edits a technician made in the editor and has not applied yet,
// kept per camera the studio has by a PendingEditsStore (in memory here; a file-backed store
// keeps them in the workspace across restarts).
import type { HandlersOf } from '../studioServices';

export interface PendingEdit {
  section: string;
  name: string;
  value: string;
}

export interface PendingEditsStore {
  load(cameraId: string): Promise<PendingEdit[]>;
  save(cameraId: string, edits: PendingEdit[]): Promise<void>;
  /** The ids of the cameras that have pending edits (perhaps an empty list, in a file). */
  camerasWithEdits(): Promise<string[]>;
}

/** Keeps the edits for as long as the studio runs. */
export class MemoryPendingEditsStore implements PendingEditsStore {
  private readonly byCamera = new Map<string, PendingEdit[]>();

  async load(cameraId: string): Promise<PendingEdit[]> {
    return (this.byCamera.get(cameraId) ?? []).map((edit) => ({ ...edit }));
  }

  async camerasWithEdits(): Promise<string[]> {
    return [...this.byCamera.keys()];
  }

  async save(cameraId: string, edits: PendingEdit[]): Promise<void> {
    if (edits.length === 0) this.byCamera.delete(cameraId);
    else this.byCamera.set(cameraId, edits.map((edit) => ({ ...edit })));
  }
}

/**
 * `requireCamera` throws (`not_found`) for an id the studio has no camera with: nothing is
 * read or written for it, so no file is kept for an arbitrary id and no camera added later
 * inherits one.
 */
export function pendingEditsHandlers(store: PendingEditsStore, requireCamera: (cameraId: string) => void): HandlersOf<'pendingEdits'> {
  return {
    'pendingEdits.load': async ({ cameraId }) => {
      requireCamera(cameraId);
      return { edits: await store.load(cameraId) };
    },
    'pendingEdits.save': async ({ cameraId, edits }) => {
      requireCamera(cameraId);
      await store.save(cameraId, edits);
      return { saved: true };
    },
  };
}
