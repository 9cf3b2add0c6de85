// The cameras of a workspace that is a site (docs/site-repository.md): one file each,
// cameras/<identity>.json, passwords sealed with the site key (derived from the site
// passphrase, site-key.json), so two technicians changing two cameras change two files. A
// camera file is rewritten only when the camera changed: sealing again (a fresh IV each time)
// would touch every file at every save and make every merge a conflict. Without the site
// passphrase the cameras load with no password, and their sealed passwords are carried over
// unchanged until replaced. No counter file is kept (it would change at every add and conflict):
// the next number is above every id of the camera files and of the id-keyed folders.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { storedCameraV3Schema } from './cameraWorkspace';
import { highestCameraNumberInUse } from './cameraNumbersInUse';
import type { CameraStore, CameraWorkspaceSnapshot, WorkspaceCamera } from './cameraStore';
import { PassphraseSecretStore } from './passphraseSecretStore';
import { MemoryOnlySecretStore, type SealedSecret, type SecretStore } from './secretStore';
import { SitePasswordLockedError } from './workspaceErrors';
import { readProblem, readWorkspaceFile, removeWorkspaceFile, writeWorkspaceFile } from './workspaceFile';
import { makeWorkspaceFolder, sweepWorkspaceTemporaries } from './workspaceFolders';
import { sharedPaths, siteKeyFileName } from '../siterepo/siteLayout';
import { sitePassphraseEnvVariable } from './siteFolder';
import { NoticedProblems } from './noticedProblems';
import { localize, type Text } from '../../shared/i18n/text';

export const siteCameraFileSchema = z.strictObject({ version: z.literal(1), camera: storedCameraV3Schema });
type KeptSiteCamera = z.infer<typeof storedCameraV3Schema>;

export const siteCameraFileBytes = 64 * 1024;

const identityFileName = /^([0-9a-f]{32})\.json$/;
const cameraNumber = /^cam-([1-9][0-9]{0,8})$/;

/** cameras/<identity>.json, relative to the site. */
export function siteCameraRelativePath(identity: string): string {
  return `${sharedPaths.cameras}/${identity}.json`;
}

/** What a camera file holds but the password, to tell whether a save changed the camera. */
function fieldsOf(camera: Omit<KeptSiteCamera, 'password'>): string {
  const { id, label, host, port, https, user, group, variables, identity } = camera;
  return JSON.stringify({ id, label, host, port, https, user, group, variables, identity });
}

interface WrittenCamera {
  fields: string;
  /** The password the file's sealed one opens to (null: none, or not opened this run). */
  password: string | null;
  sealed: SealedSecret | null;
}

export class SiteCameraStore implements CameraStore {
  private readonly written = new Map<string, WrittenCamera>();
  private readonly identities = new Map<string, string>();
  private readonly changedPaths = new Set<string>();
  private readonly noticed: NoticedProblems;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    readonly folder: string,
    readonly site: { name: string },
    private secrets: SecretStore,
    private readonly loaded: CameraWorkspaceSnapshot,
    readonly problems: Text[],
  ) {
    this.noticed = new NoticedProblems(problems);
  }

  /** `siteKey`: the store of the site passphrase, or null when none was given (cameras load without passwords). */
  static async open(folder: string, site: { name: string }, siteKey: SecretStore | null, openProblems: Text[] = []): Promise<SiteCameraStore> {
    await sweepWorkspaceTemporaries(folder);
    const problems = [...openProblems];
    const secrets = siteKey ?? new MemoryOnlySecretStore();
    const files = await readSiteCameras(folder, problems);
    const store = new SiteCameraStore(folder, site, secrets, { nextNumber: 1, cameras: [] }, problems);
    const inUse = await highestCameraNumberInUse(folder, { auditLog: false });
    let highest = Math.max(inUse, ...files.map((camera) => numberOf(camera.id)));
    const seen = new Set<string>();
    for (const kept of files) {
      let camera = kept;
      // Two clones each added a camera as cam-<n>: both files merged, the later one (by identity) takes a new id.
      if (seen.has(camera.id)) {
        camera = { ...camera, id: `cam-${++highest}` };
        problems.push(localize('workspace.site.idTaken', { id: kept.id, newId: camera.id, path: siteCameraRelativePath(camera.identity) }));
      }
      seen.add(camera.id);
      store.identities.set(camera.id, camera.identity);
      const password = camera.password ? secrets.open(camera.password) : null;
      // A renumbered camera's file is rewritten at the next save (its fields no longer match).
      store.written.set(camera.id, { fields: fieldsOf(kept), password, sealed: camera.password });
      store.loaded.cameras.push({ id: camera.id, label: camera.label, host: camera.host, port: camera.port, https: camera.https, user: camera.user, group: camera.group, variables: camera.variables, password });
    }
    store.loaded.nextNumber = highest + 1;
    return store;
  }

  identityOf(cameraId: string): string | null {
    return this.identities.get(cameraId) ?? null;
  }

  noteProblem(problem: Text): void {
    this.noticed.note(problem);
  }

  onProblem(listener: () => void): () => void {
    return this.noticed.onNoted(listener);
  }

  get passwordStorage(): SecretStore['mode'] {
    return this.secrets.mode;
  }

  get secretStore(): SecretStore {
    return this.secrets;
  }

  get hasPassphraseSealedPasswords(): boolean {
    return [...this.written.keys()].some((id) => this.holdsSealedPassword(id));
  }

  holdsSealedPassword(cameraId: string): boolean {
    const written = this.written.get(cameraId);
    return written !== undefined && written.sealed !== null && written.password === null;
  }

  sealedPasswordHint(label: string): Text | null {
    return localize('workspace.site.passphraseNeeded', { label, variable: sitePassphraseEnvVariable });
  }

  initial(): CameraWorkspaceSnapshot {
    return { nextNumber: this.loaded.nextNumber, cameras: this.loaded.cameras.map((camera) => ({ ...camera })) };
  }

  /** Opens the passwords with the site passphrase (WrongPassphraseError when it does not match site-key.json). */
  async unlockWithPassphrase(passphrase: string): Promise<Map<string, string>> {
    const { store } = await PassphraseSecretStore.unlock(this.folder, passphrase, undefined, siteKeyFileName);
    this.secrets = store;
    const opened = new Map<string, string>();
    for (const [id, written] of this.written) {
      if (written.sealed === null || written.password !== null) continue;
      const password = store.open(written.sealed);
      if (password === null) continue;
      written.password = password;
      opened.set(id, password);
    }
    return opened;
  }

  /**
   * Reads the camera files again, after a pull or a resolution changed them: a camera already
   * known (by its identity) keeps its id, a new one takes the id of its file unless a camera has
   * it (one known, or one of `takenIds`, the run's cameras that are not kept), then a new id.
   * Waits for the writes asked for before it.
   */
  reread(takenIds: ReadonlySet<string> = new Set()): Promise<CameraWorkspaceSnapshot> {
    const read = this.writing.then(() => this.readAgain(takenIds));
    this.writing = read.then(
      () => undefined,
      () => undefined,
    );
    return read;
  }

  private async readAgain(takenIds: ReadonlySet<string>): Promise<CameraWorkspaceSnapshot> {
    const problems: Text[] = [];
    const files = await readSiteCameras(this.folder, problems);
    const idOfIdentity = new Map([...this.identities].map(([id, identity]) => [identity, id]));
    const inUse = await highestCameraNumberInUse(this.folder, { auditLog: false });
    let highest = Math.max(inUse, ...[...this.identities.keys()].map(numberOf), ...[...takenIds].map(numberOf), ...files.map((camera) => numberOf(camera.id)));
    const ids = new Map<string, string>();
    const taken = new Set(takenIds);
    for (const kept of files) {
      const known = idOfIdentity.get(kept.identity);
      if (known !== undefined && !taken.has(known)) {
        ids.set(kept.identity, known);
        taken.add(known);
      }
    }
    for (const kept of files) {
      if (ids.has(kept.identity)) continue;
      let id = kept.id;
      if (taken.has(id)) {
        id = `cam-${++highest}`;
        problems.push(localize('workspace.site.idTaken', { id: kept.id, newId: id, path: siteCameraRelativePath(kept.identity) }));
      }
      ids.set(kept.identity, id);
      taken.add(id);
    }
    this.identities.clear();
    this.written.clear();
    const cameras: WorkspaceCamera[] = [];
    for (const kept of files) {
      const id = ids.get(kept.identity)!;
      this.identities.set(id, kept.identity);
      const password = kept.password ? this.secrets.open(kept.password) : null;
      this.written.set(id, { fields: fieldsOf(kept), password, sealed: kept.password });
      cameras.push({ id, label: kept.label, host: kept.host, port: kept.port, https: kept.https, user: kept.user, group: kept.group, variables: kept.variables, password });
    }
    for (const problem of problems) this.noteProblem(problem);
    return { nextNumber: highest + 1, cameras };
  }

  save(snapshot: CameraWorkspaceSnapshot): Promise<void> {
    const write = this.writing.then(() => this.write(snapshot));
    this.writing = write.catch(() => undefined);
    return write;
  }

  takeChangedPaths(): string[] {
    const paths = [...this.changedPaths].sort();
    this.changedPaths.clear();
    return paths;
  }

  private async write({ cameras }: CameraWorkspaceSnapshot): Promise<void> {
    const kept = new Set(cameras.map((camera) => camera.id));
    await makeWorkspaceFolder(this.folder, join(this.folder, sharedPaths.cameras));
    for (const camera of cameras) await this.writeIfChanged(camera);
    for (const id of [...this.written.keys()]) {
      if (kept.has(id)) continue;
      const identity = this.identities.get(id);
      if (identity) {
        await removeWorkspaceFile(join(this.folder, siteCameraRelativePath(identity)));
        this.changedPaths.add(siteCameraRelativePath(identity));
      }
      this.written.delete(id);
      this.identities.delete(id);
    }
  }

  private async writeIfChanged({ password, ...camera }: WorkspaceCamera): Promise<void> {
    const identity = this.identityFor(camera.id);
    const fields = fieldsOf({ ...camera, identity });
    const before = this.written.get(camera.id);
    // Unchanged, or no password given while the file keeps one this run cannot open: left as it is.
    if (before && before.fields === fields && (before.password === password || (password === null && before.password === null))) return;
    const sealed = password === null ? (before?.password === null ? (before?.sealed ?? null) : null) : password === before?.password ? before.sealed : this.secrets.seal(password);
    if (password !== null && sealed === null) throw new SitePasswordLockedError(camera.label, sitePassphraseEnvVariable);
    const relative = siteCameraRelativePath(identity);
    await writeWorkspaceFile(join(this.folder, relative), { version: 1, camera: { ...camera, identity, password: sealed } }, siteCameraFileSchema, siteCameraFileBytes);
    this.written.set(camera.id, { fields, password, sealed });
    this.changedPaths.add(relative);
  }

  private identityFor(cameraId: string): string {
    let identity = this.identities.get(cameraId);
    if (!identity) {
      identity = randomBytes(16).toString('hex');
      this.identities.set(cameraId, identity);
    }
    return identity;
  }
}

function numberOf(id: string): number {
  const match = cameraNumber.exec(id);
  return match ? Number(match[1]) : 0;
}

/** The cameras of cameras/, in the order of their identities; an unusable file is set aside as any workspace file is. */
async function readSiteCameras(folder: string, problems: Text[]): Promise<KeptSiteCamera[]> {
  const names = await readdir(join(folder, sharedPaths.cameras)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  const cameras: KeptSiteCamera[] = [];
  for (const name of names.sort()) {
    const match = identityFileName.exec(name);
    if (!match) continue;
    const read = await readWorkspaceFile(join(folder, sharedPaths.cameras, name), siteCameraFileSchema, siteCameraFileBytes);
    const problem = readProblem(read);
    if (problem) problems.push(problem);
    if (read.status !== 'ok' && read.status !== 'restored') continue;
    // A file renamed by hand holds another camera's identity: the name decides, as a merge compares names.
    if (read.value.camera.identity !== match[1]) {
      problems.push(localize('workspace.site.identityMismatch', { path: siteCameraRelativePath(match[1]!) }));
      continue;
    }
    cameras.push(read.value.camera);
  }
  return cameras;
}
