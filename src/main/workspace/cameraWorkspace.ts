// The cameras of the workspace (cameras.json): what each needs to be reached again after a
// restart, its password sealed by the secret store. Writes are atomic and one at a time, in
// the order they were asked for. A password this run cannot open (sealed with a passphrase
// not given this time) is carried over unchanged, never dropped, until it is replaced.
import { join } from 'node:path';
import { z } from 'zod';
import { groupProblem, variablesProblem } from '../../shared/fleet/lists/listVariables';
import { PassphraseSecretStore } from './passphraseSecretStore';
import { sealedSecretSchema, type SealedSecret, type SecretStore } from './secretStore';
import { readProblem, readWorkspaceFile, removeLeftoverTemporaries, writeWorkspaceFile } from './workspaceFile';
import { workspaceLimits } from './workspaceLimits';
import { makeFolder } from '../base/files/makeFolder';

export const camerasFileName = 'cameras.json';

const storedCameraSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'is not a camera id'),
  label: z.string().max(100),
  host: z.string().min(1).max(253),
  port: z.number().int().min(1).max(65535),
  https: z.boolean(),
  user: z.string().min(1).max(200).refine((user) => !user.includes(':'), 'contains ":", which Basic authentication cannot carry'),
  password: sealedSecretSchema.nullable(),
});

/** Version 2 adds each camera's group and variables (camera lists, docs/fleet.md). */
const storedCameraV2Schema = storedCameraSchema.extend({
  group: z.string().nullable().refine((group) => group === null || groupProblem(group) === null, 'is not a usable group name'),
  variables: z.record(z.string(), z.string()).superRefine((variables, context) => {
    const problem = variablesProblem(variables);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});

/** The number the next camera id takes: ids are never reused, so nothing kept per camera id is inherited. */
const nextNumberSchema = z.number().int().min(1);

const camerasFileV1Schema = z.strictObject({
  version: z.literal(1),
  nextNumber: nextNumberSchema,
  cameras: z.array(storedCameraSchema).max(workspaceLimits.cameras),
});

const camerasFileV2Schema = z.strictObject({
  version: z.literal(2),
  nextNumber: nextNumberSchema,
  cameras: z.array(storedCameraV2Schema).max(workspaceLimits.cameras),
});

/** Either version reads; a version 1 file's cameras have no group and no variables (and it is written as version 2 at the next change). */
const camerasFileSchema = z
  .discriminatedUnion('version', [camerasFileV1Schema, camerasFileV2Schema])
  .transform((file) => (file.version === 2 ? file : { ...file, version: 2 as const, cameras: file.cameras.map((camera) => ({ ...camera, group: null, variables: {} })) }));

/** A camera as the workspace keeps it; `password` null when it is not known this run. */
export interface WorkspaceCamera {
  id: string;
  label: string;
  host: string;
  port: number;
  https: boolean;
  user: string;
  password: string | null;
  group: string | null;
  /** Per-camera variables, name -> value (`{NAME}` placeholders of command files). */
  variables: Record<string, string>;
}

export interface CameraWorkspaceSnapshot {
  nextNumber: number;
  cameras: WorkspaceCamera[];
}

export class CameraWorkspace {
  /** Sealed passwords the current store cannot open, by camera id: written back as they were. */
  private readonly unopened = new Map<string, SealedSecret>();
  private writing: Promise<void> = Promise.resolve();
  private readonly problemListeners = new Set<() => void>();

  private constructor(
    readonly folder: string,
    private secrets: SecretStore,
    private readonly loaded: CameraWorkspaceSnapshot,
    /** What went wrong while opening (a file moved aside), in words; shown to the technician. */
    readonly problems: string[],
  ) {}

  static async open(folder: string, secrets: SecretStore, openProblems: string[] = []): Promise<CameraWorkspace> {
    await makeFolder(folder, 0o700);
    await removeLeftoverTemporaries(folder);
    const read = await readWorkspaceFile(join(folder, camerasFileName), camerasFileSchema, workspaceLimits.camerasFileBytes);
    const problem = readProblem(read);
    const problems = [...openProblems, ...(problem ? [problem] : [])];
    const file = read.status === 'ok' || read.status === 'restored' ? read.value : { nextNumber: 1, cameras: [] };
    const workspace = new CameraWorkspace(folder, secrets, { nextNumber: file.nextNumber, cameras: [] }, problems);
    workspace.loaded.cameras = file.cameras.map((camera) => ({ ...camera, password: workspace.openPassword(camera.id, camera.password) }));
    return workspace;
  }

  /** A problem found after opening (a write that failed in the background, a pending-edits file moved aside). */
  noteProblem(problem: string): void {
    this.problems.push(problem);
    for (const listener of this.problemListeners) listener();
  }

  /** Told when a problem is noted after opening; returns the function that stops telling. */
  onProblem(listener: () => void): () => void {
    this.problemListeners.add(listener);
    return () => this.problemListeners.delete(listener);
  }

  get passwordStorage(): SecretStore['mode'] {
    return this.secrets.mode;
  }

  /** The store sealing secrets now (it changes on unlock), for other files of the workspace. */
  get secretStore(): SecretStore {
    return this.secrets;
  }

  /** Whether passwords sealed with a passphrase wait for it (web mode started without one). */
  get hasPassphraseSealedPasswords(): boolean {
    return [...this.unopened.values()].some((sealed) => sealed.kind === 'passphrase-encrypted');
  }

  /** Whether the camera's password is kept sealed but was not opened in this run (its passphrase not given). */
  holdsSealedPassword(cameraId: string): boolean {
    return this.unopened.has(cameraId);
  }

  /** The cameras as read at open, passwords opened where the store could. */
  initial(): CameraWorkspaceSnapshot {
    return { nextNumber: this.loaded.nextNumber, cameras: this.loaded.cameras.map((camera) => ({ ...camera })) };
  }

  /**
   * Switches from memory-only to passphrase encryption (WrongPassphraseError when it does not
   * match the workspace's key file). Returns the passwords that opened, by camera id.
   */
  async unlockWithPassphrase(passphrase: string): Promise<Map<string, string>> {
    const { store, problem } = await PassphraseSecretStore.unlock(this.folder, passphrase);
    this.secrets = store;
    if (problem) this.noteProblem(problem);
    const opened = new Map<string, string>();
    for (const [id, sealed] of [...this.unopened]) {
      const password = this.openPassword(id, sealed);
      if (password !== null) opened.set(id, password);
    }
    return opened;
  }

  /** Writes the cameras, after any write asked for earlier; rejects with a WorkspaceFileError. */
  save(snapshot: CameraWorkspaceSnapshot): Promise<void> {
    const write = this.writing.then(() => this.write(snapshot));
    this.writing = write.catch(() => undefined);
    return write;
  }

  private async write({ nextNumber, cameras }: CameraWorkspaceSnapshot): Promise<void> {
    const kept = new Set(cameras.map((camera) => camera.id));
    for (const id of [...this.unopened.keys()]) if (!kept.has(id)) this.unopened.delete(id);
    const file = {
      version: 2,
      nextNumber,
      cameras: cameras.map(({ password, ...camera }) => ({ ...camera, password: this.sealed(camera.id, password) })),
    };
    await writeWorkspaceFile(join(this.folder, camerasFileName), file, workspaceLimits.camerasFileBytes);
  }

  /** A password memory-only cannot seal keeps the copy a passphrase sealed earlier, if any. */
  private sealed(id: string, password: string | null): SealedSecret | null {
    return (password === null ? null : this.secrets.seal(password)) ?? this.unopened.get(id) ?? null;
  }

  private openPassword(id: string, sealed: SealedSecret | null): string | null {
    if (sealed === null) return null;
    const password = this.secrets.open(sealed);
    if (password === null) this.unopened.set(id, sealed);
    else this.unopened.delete(id);
    return password;
  }
}
