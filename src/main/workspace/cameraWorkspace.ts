// The cameras of the workspace (cameras.json): what each needs to be reached again after a
// restart, its password sealed by the secret store. Writes are atomic and one at a time, in
// the order they were asked for. A password this run cannot open (sealed with a passphrase
// not given this time) is carried over unchanged, never dropped, until it is replaced.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { cameraIdSchema } from '../../shared/api/cameraIdSchema';
import { addCameraInputSchema, cameraGroupSchema, cameraVariablesSchema } from '../../shared/api/cameraSchemas';
import { portSchema } from '../../shared/api/schemaHelpers';
import { withoutMisleadingCharacters } from '../../shared/text/misleadingCharacters';
import { highestCameraNumberInUse } from './cameraNumbersInUse';
import { PassphraseSecretStore } from './passphraseSecretStore';
import type { CameraStore, CameraWorkspaceSnapshot } from './cameraStore';
import { sealedSecretSchema, type SealedSecret, type SecretStore } from './secretStore';
import { readProblem, readWorkspaceFile, writeWorkspaceFile } from './workspaceFile';
import { sweepWorkspaceTemporaries } from './workspaceFolders';
import { NoticedProblems } from './noticedProblems';
import { workspaceLimits } from './workspaceLimits';
import { makeFolder } from '../base/files/makeFolder';
import { errorAsText } from '../../shared/i18n/errorWords';
import { localize, type Text } from '../../shared/i18n/text';

export const camerasFileName = 'cameras.json';
export type { CameraWorkspaceSnapshot, WorkspaceCamera } from './cameraStore';

/**
 * A name kept by a studio from before direction marks and unpaired surrogates were refused
 * (src/shared/text/misleadingCharacters.ts): loaded without them rather than the whole
 * camera list moved aside for one mark.
 */
function withoutDirectionMarks<T extends z.ZodType<string, string>>(schema: T) {
  return z.string().transform(withoutMisleadingCharacters).pipe(schema);
}

/**
 * A camera as kept, checked with the contract's own rules for what `cameras.add` and
 * `cameras.update` take (src/shared/api/cameraSchemas.ts), so a file edited by hand into
 * something the studio would refuse as input is moved aside like any unusable file.
 */
const storedCameraSchema = z.strictObject({
  id: cameraIdSchema,
  label: withoutDirectionMarks(addCameraInputSchema.shape.label.unwrap()),
  host: addCameraInputSchema.shape.host,
  port: portSchema,
  https: z.boolean(),
  user: addCameraInputSchema.shape.user,
  password: sealedSecretSchema.nullable(),
});

/** Version 2 adds each camera's group and variables (camera lists, docs/fleet.md). */
const storedCameraV2Schema = storedCameraSchema.extend({
  group: withoutDirectionMarks(cameraGroupSchema).nullable(),
  variables: cameraVariablesSchema,
});

/** A random mark made when the camera is first kept: the files kept under its id record it (docs/workspace.md, "Camera ids"). */
const cameraIdentitySchema = z.string().regex(/^[0-9a-f]{32}$/, 'contract.cameraIdentity');

/** Version 3 adds each camera's identity. */
export const storedCameraV3Schema = storedCameraV2Schema.extend({ identity: cameraIdentitySchema });

/** The number the next camera id takes: ids are never reused, so nothing kept per camera id is inherited. */
const nextNumberSchema = z.number().int().min(1).max(workspaceLimits.cameraNumber + 1);

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

const camerasFileV3Schema = z.strictObject({
  version: z.literal(3),
  nextNumber: nextNumberSchema,
  cameras: z.array(storedCameraV3Schema).max(workspaceLimits.cameras),
});

type StoredCamera = z.infer<typeof storedCameraV2Schema> & { identity?: string };

/**
 * Any version reads; a version 1 file's cameras have no group and no variables, and cameras of
 * a version 1 or 2 file get their identity when the workspace opens (written as version 3 at once).
 */
const camerasFileSchema = z
  .discriminatedUnion('version', [camerasFileV1Schema, camerasFileV2Schema, camerasFileV3Schema])
  .transform((file): { nextNumber: number; cameras: StoredCamera[] } => ({
    nextNumber: file.nextNumber,
    cameras: file.version === 1 ? file.cameras.map((camera) => ({ ...camera, group: null, variables: {} })) : file.cameras,
  }));

export class CameraWorkspace implements CameraStore {
  readonly site = null;
  /** Sealed passwords the current store cannot open, by camera id: written back as they were. */
  private readonly unopened = new Map<string, SealedSecret>();
  /** Each kept camera's identity, by camera id. */
  private readonly identities = new Map<string, string>();
  private writing: Promise<void> = Promise.resolve();
  private readonly noticed: NoticedProblems;

  private constructor(
    readonly folder: string,
    private secrets: SecretStore,
    private readonly loaded: CameraWorkspaceSnapshot,
    /** What went wrong while opening (a file moved aside), in words; shown to the technician. */
    readonly problems: Text[],
  ) {
    this.noticed = new NoticedProblems(problems);
  }

  static async open(folder: string, secrets: SecretStore, openProblems: Text[] = []): Promise<CameraWorkspace> {
    await makeFolder(folder, 0o700);
    await sweepWorkspaceTemporaries(folder);
    const read = await readWorkspaceFile(join(folder, camerasFileName), camerasFileSchema, workspaceLimits.camerasFileBytes);
    const problem = readProblem(read);
    const problems = [...openProblems, ...(problem ? [problem] : [])];
    const file = read.status === 'ok' || read.status === 'restored' ? read.value : { nextNumber: 1, cameras: [] };
    // Not read whole (lost, cut short, moved aside, an older copy restored): the counter may lag the ids given.
    const inUse = await highestCameraNumberInUse(folder, { auditLog: read.status !== 'ok' });
    const nextNumber = Math.max(file.nextNumber, inUse + 1);
    const workspace = new CameraWorkspace(folder, secrets, { nextNumber, cameras: [] }, problems);
    workspace.loaded.cameras = file.cameras.map(({ identity, ...camera }) => {
      if (identity) workspace.identities.set(camera.id, identity);
      return { ...camera, password: workspace.openPassword(camera.id, camera.password) };
    });
    if (file.cameras.some((camera) => !camera.identity)) await workspace.keepIdentities(file.cameras);
    return workspace;
  }

  /** Cameras of an older file get their identity now, written at once: files kept under their ids from now on record it. */
  private async keepIdentities(cameras: StoredCamera[]): Promise<void> {
    const file = { version: 3, nextNumber: this.loaded.nextNumber, cameras: cameras.map((camera) => ({ ...camera, identity: this.identityFor(camera.id) })) };
    await writeWorkspaceFile(join(this.folder, camerasFileName), file, camerasFileSchema, workspaceLimits.camerasFileBytes).catch((error: unknown) => {
      this.problems.push(localize('workspace.identitiesNotRecorded', { problem: errorAsText(error) }));
    });
  }

  /**
   * The identity of the kept camera with this id, or null for a camera not kept (simulated,
   * --camera, not yet written). Files kept under a camera id record it; one recording another is
   * not offered as this camera's.
   */
  identityOf(cameraId: string): string | null {
    return this.identities.get(cameraId) ?? null;
  }

  private identityFor(cameraId: string): string {
    let identity = this.identities.get(cameraId);
    if (!identity) {
      identity = randomBytes(16).toString('hex');
      this.identities.set(cameraId, identity);
    }
    return identity;
  }

  /** A problem found after opening (a write that failed in the background, a pending-edits file moved aside). */
  noteProblem(problem: Text): void {
    this.noticed.note(problem);
  }

  /** Told when a problem is noted after opening; returns the function that stops telling. */
  onProblem(listener: () => void): () => void {
    return this.noticed.onNoted(listener);
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

  sealedPasswordHint(): null {
    return null;
  }

  /** cameras.json is the technician's own: nothing of it is committed. */
  takeChangedPaths(): string[] {
    return [];
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
      version: 3,
      nextNumber,
      cameras: cameras.map(({ password, ...camera }) => ({ ...camera, password: this.sealed(camera.id, password), identity: this.identityFor(camera.id) })),
    };
    await writeWorkspaceFile(join(this.folder, camerasFileName), file, camerasFileSchema, workspaceLimits.camerasFileBytes);
    for (const id of [...this.identities.keys()]) if (!kept.has(id)) this.identities.delete(id);
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
