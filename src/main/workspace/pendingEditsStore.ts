// Parameter edits not yet applied to a camera, one file per camera under pending-edits/, so
// they survive a page reload and a restart of the studio until applied or discarded. Saving
// an empty list removes the camera's file. The file is checked with the contract's own schema
// of pending edits (what `pendingEdits.save` takes), and records the identity of the camera it
// belongs to: a file recording another camera (one kept under the same id before) is moved
// aside, never offered as this camera's edits.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { cameraIdProblem } from '../../shared/api/cameraIdSchema';
import { pendingEditsListSchema } from '../../shared/api/pendingEditsSchemas';
import { WorkspaceLimitError } from './workspaceErrors';
import { moveAside, readProblem, readWorkspaceFile, removeWorkspaceFile, writeWorkspaceFile } from './workspaceFile';
import { makeWorkspaceFolder } from './workspaceFolders';
import { workspaceLimits } from './workspaceLimits';
import { localize, type Text } from '../../shared/i18n/text';

export interface PendingEdit {
  section: string;
  name: string;
  value: string;
}

const pendingEditsFileSchema = z.strictObject({
  version: z.literal(1),
  /** The identity of the camera the edits belong to (CameraWorkspace.identityOf); absent for a camera not kept, or a file of an older studio. */
  owner: z.string().max(64).optional(),
  edits: pendingEditsListSchema.max(workspaceLimits.pendingEdits),
});

export const pendingEditsFolderName = 'pending-edits';

export class PendingEditsStore {
  private readonly folder: string;
  /** Writes per camera, one at a time in the order asked for. */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(
    private readonly workspaceFolder: string,
    /** Told when an unusable file was moved aside (the problem in words, with both paths). */
    private readonly onProblem: (problem: Text) => void = () => undefined,
    /** The identity of the camera with this id (null: a camera not kept, whose files record none); left out, files are not checked. */
    private readonly ownerOf: ((cameraId: string) => string | null) | null = null,
  ) {
    this.folder = join(workspaceFolder, pendingEditsFolderName);
  }

  async load(cameraId: string): Promise<PendingEdit[]> {
    const path = this.pathOf(cameraId);
    const read = await readWorkspaceFile(path, pendingEditsFileSchema, workspaceLimits.pendingEditsFileBytes);
    const problem = readProblem(read);
    if (problem) this.onProblem(problem);
    if (read.status !== 'ok' && read.status !== 'restored') return [];
    const owner = read.value.owner;
    if (this.ownerOf === null || owner === undefined || owner === this.ownerOf(cameraId)) return read.value.edits;
    const why = localize('workspace.pendingEdits.otherCamera', { cameraId });
    const movedTo = await moveAside(path, why, 'other-camera');
    await removeWorkspaceFile(path); // its last good copy is that other camera's too
    this.onProblem(localize('workspace.pendingEdits.movedAside', { path, why, movedTo, cameraId }));
    return [];
  }

  /** The ids of the cameras that have a pending-edits file: one look at the folder, so a site's counts read only the files there are. */
  async camerasWithEdits(): Promise<string[]> {
    const names = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)).filter((id) => cameraIdProblem(id) === null);
  }

  save(cameraId: string, edits: PendingEdit[]): Promise<void> {
    const path = this.pathOf(cameraId);
    const owner = this.ownerOf?.(cameraId) ?? null;
    const file = { version: 1, ...(owner === null ? {} : { owner }), edits };
    const write = (this.writing.get(cameraId) ?? Promise.resolve()).then(async () => {
      if (edits.length === 0) return removeWorkspaceFile(path);
      await makeWorkspaceFolder(this.workspaceFolder, this.folder);
      await writeWorkspaceFile(path, file, pendingEditsFileSchema, workspaceLimits.pendingEditsFileBytes);
    });
    this.writing.set(cameraId, write.catch(() => undefined));
    return write;
  }

  private pathOf(cameraId: string): string {
    const problem = cameraIdProblem(cameraId);
    if (problem !== null) throw new WorkspaceLimitError(this.folder, problem);
    return join(this.folder, `${cameraId}.json`);
  }
}
