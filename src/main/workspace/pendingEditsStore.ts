// Parameter edits not yet applied to a camera, one file per camera under pending-edits/, so
// they survive a page reload and a restart of the studio until applied or discarded. Saving
// an empty list removes the camera's file.
import { join } from 'node:path';
import { z } from 'zod';
import { readProblem, readWorkspaceFile, removeWorkspaceFile, writeWorkspaceFile } from './workspaceFile';
import { workspaceLimits } from './workspaceLimits';
import { makeFolder } from '../base/files/makeFolder';

export interface PendingEdit {
  section: string;
  name: string;
  value: string;
}

const pendingEditSchema = z.strictObject({ section: z.string().min(1).max(200), name: z.string().min(1).max(200), value: z.string().max(64 * 1024) });
const pendingEditsFileSchema = z.strictObject({ version: z.literal(1), edits: z.array(pendingEditSchema).max(workspaceLimits.pendingEdits) });

const cameraIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

export class PendingEditsStore {
  private readonly folder: string;
  /** Writes per camera, one at a time in the order asked for. */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(
    workspaceFolder: string,
    /** Told when an unusable file was moved aside (the problem in words, with both paths). */
    private readonly onProblem: (problem: string) => void = () => undefined,
  ) {
    this.folder = join(workspaceFolder, 'pending-edits');
  }

  async load(cameraId: string): Promise<PendingEdit[]> {
    const read = await readWorkspaceFile(this.pathOf(cameraId), pendingEditsFileSchema, workspaceLimits.pendingEditsFileBytes);
    const problem = readProblem(read);
    if (problem) this.onProblem(problem);
    return read.status === 'ok' || read.status === 'restored' ? read.value.edits : [];
  }

  save(cameraId: string, edits: PendingEdit[]): Promise<void> {
    const path = this.pathOf(cameraId);
    const parsed = pendingEditsFileSchema.parse({ version: 1, edits });
    const write = (this.writing.get(cameraId) ?? Promise.resolve()).then(async () => {
      if (parsed.edits.length === 0) return removeWorkspaceFile(path);
      await makeFolder(this.folder, 0o700);
      await writeWorkspaceFile(path, parsed, workspaceLimits.pendingEditsFileBytes);
    });
    this.writing.set(cameraId, write.catch(() => undefined));
    return write;
  }

  private pathOf(cameraId: string): string {
    if (!cameraIdPattern.test(cameraId)) throw new RangeError(`'${cameraId.slice(0, 100)}' is not a camera id (letters, digits, '-' and '_' only)`);
    return join(this.folder, `${cameraId}.json`);
  }
}
