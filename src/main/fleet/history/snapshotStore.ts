// Snapshots of each camera's configuration in the workspace: snapshots/<cameraId>/index.json
// lists them (oldest first), <file>.cfg holds a configuration file as the camera sent it
// (Latin-1). Every read, apply, backup and restore is an entry of its own, never skipped; an
// entry whose configuration is identical to another's shares its stored file. At most
// `maxPerCamera` entries are kept: the oldest go first, and a file no entry names any more is
// deleted. A site keeps every entry (`keepsAll`, up to maxSiteEntries): its history is the team's.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { firmwareVersion } from '../../../shared/remoteconfig/configModel';
import { parseConfig } from '../../../shared/remoteconfig/configText';
import { decodeLatin1, encodeLatin1 } from '../../../shared/remoteconfig/latin1';
import { snapshotInfoSchema, type SnapshotInfo, type SnapshotReason } from '../../../shared/fleet/snapshot';
import { writeFileAtomically } from '../../base/files/atomicFile';
import { readCappedFile } from '../../base/files/cappedRead';
import { makeWorkspaceFolder, moveAside, readProblem, readWorkspaceFile, storageFailure, writeWorkspaceFile } from '../../workspace';
import { cameraIdProblem } from '../../../shared/api/cameraIdSchema';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';

export const snapshotLimits = {
  /** Entries kept per camera; the oldest are pruned. */
  maxPerCamera: 100,
  /** Largest configuration file kept (a real one is some tens of kilobytes). */
  maxFileBytes: 4 * 1024 ** 2,
  maxIndexBytes: 256 * 1024,
  /** A site's index, which keeps every entry up to maxSiteEntries (27 years of daily backups; git keeps the older). */
  maxSiteEntries: 10_000,
  maxSiteIndexBytes: 8 * 1024 ** 2,
};

const indexSchema = z.object({
  version: z.literal(1),
  /** The identity of the camera the snapshots belong to (CameraWorkspace.identityOf); absent for a camera not kept, or an index of an older studio. */
  owner: z.string().max(64).optional(),
  snapshots: z.array(snapshotInfoSchema).max(snapshotLimits.maxSiteEntries),
});
type SnapshotIndex = z.infer<typeof indexSchema>;

/** A snapshot that is not there, or a camera id that cannot name a folder. */
export class SnapshotError extends LocalizedError {
  override readonly name = 'SnapshotError';

  get kind(): ErrorKind {
    return this.missing ? 'bad_input' : 'storage';
  }

  constructor(
    text: Text,
    readonly missing: boolean,
  ) {
    super(text);
  }
}

export interface SnapshotStoreOptions {
  maxPerCamera?: number;
  /** A site's store: no entry is pruned (docs/site-repository.md, "History"). */
  keepsAll?: boolean;
  /** Told about an index file that was unusable and moved aside. */
  onProblem?: (problem: Text) => void;
  /**
   * The identity of the camera with this id (null: a camera not kept). An index recording
   * another identity belongs to a camera kept under the same id before: its folder is moved
   * aside and never offered as this camera's. Left out: no index is checked, and each keeps the owner it records.
   */
  ownerOf?: (cameraId: string) => string | null;
}

export interface RecordedSnapshot {
  snapshot: SnapshotInfo;
  /** True when an earlier entry holds the same configuration and its stored file stands for this one too. */
  sharesFile: boolean;
}

export class SnapshotStore {
  private readonly maxPerCamera: number;
  private readonly maxIndexBytes: number;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly folder: string,
    private readonly options: SnapshotStoreOptions = {},
  ) {
    this.maxPerCamera = options.keepsAll ? snapshotLimits.maxSiteEntries : (options.maxPerCamera ?? snapshotLimits.maxPerCamera);
    this.maxIndexBytes = options.keepsAll ? snapshotLimits.maxSiteIndexBytes : snapshotLimits.maxIndexBytes;
  }

  /** Keeps `text` (a `view configfile` file) as the camera's newest snapshot. */
  record(cameraId: string, text: string, reason: SnapshotReason, at = new Date()): Promise<RecordedSnapshot> {
    return this.queued(cameraId, async () => {
      const bytes = encodeLatin1(text, 'the configuration file');
      if (bytes.byteLength > snapshotLimits.maxFileBytes) throw new SnapshotError(localize('fleet.snapshot.tooLarge', { cameraId, bytes: String(bytes.byteLength), limit: String(snapshotLimits.maxFileBytes) }), false);
      const index = await this.readIndex(cameraId);
      const file = contentId(bytes);
      const snapshot = describe(entryId(file, at, index.snapshots), file, text, bytes.byteLength, reason, at);
      const folder = this.cameraFolder(cameraId);
      await makeWorkspaceFolder(dirname(this.folder), folder);
      const sharesFile = index.snapshots.some((entry) => fileOf(entry) === file);
      if (!sharesFile) await writeFileAtomically(join(folder, `${file}.cfg`), bytes);
      const kept = [...index.snapshots, snapshot].slice(-this.maxPerCamera);
      const owner = this.options.ownerOf ? this.ownerOf(cameraId) : (index.owner ?? null);
      await writeWorkspaceFile(this.indexPath(cameraId), { version: 1, ...(owner === null ? {} : { owner }), snapshots: kept }, indexSchema, this.maxIndexBytes);
      await this.removeUnreferenced(cameraId, kept);
      return { snapshot, sharesFile };
    });
  }

  /** The camera's snapshots, newest first. */
  async list(cameraId: string): Promise<SnapshotInfo[]> {
    return (await this.readIndex(cameraId)).snapshots.slice().reverse();
  }

  /** A snapshot's configuration file as text (Latin-1 decoded). */
  async read(cameraId: string, snapshotId: string): Promise<{ snapshot: SnapshotInfo; text: string }> {
    const snapshot = (await this.readIndex(cameraId)).snapshots.find((entry) => entry.id === snapshotId);
    if (!snapshot) throw new SnapshotError(localize('fleet.snapshot.missing', { cameraId, snapshotId }), true);
    return { snapshot, text: await this.readFile(cameraId, snapshot) };
  }

  /** The camera's newest snapshot and its text, the index read once (a report of hundreds of cameras); null: none kept. */
  async readNewest(cameraId: string): Promise<{ snapshot: SnapshotInfo; text: string } | null> {
    const snapshot = (await this.readIndex(cameraId)).snapshots.at(-1);
    return snapshot ? { snapshot, text: await this.readFile(cameraId, snapshot) } : null;
  }

  private async readFile(cameraId: string, snapshot: SnapshotInfo): Promise<string> {
    const path = join(this.cameraFolder(cameraId), `${fileOf(snapshot)}.cfg`);
    try {
      return decodeLatin1(await readCappedFile(path, snapshotLimits.maxFileBytes));
    } catch (error) {
      throw new SnapshotError(localize('fleet.snapshot.unreadable', { path, reason: (error as NodeJS.ErrnoException).code ?? errorAsText(error) }), false);
    }
  }

  /** Forgets a camera's snapshots (the camera was removed). */
  async removeCamera(cameraId: string): Promise<void> {
    const folder = this.cameraFolder(cameraId);
    await this.queued(cameraId, () =>
      rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
        throw storageFailure(folder, error, 'removed');
      }),
    );
  }

  private async readIndex(cameraId: string): Promise<SnapshotIndex> {
    const read = await readWorkspaceFile(this.indexPath(cameraId), indexSchema, this.maxIndexBytes);
    const problem = readProblem(read);
    if (problem) this.options.onProblem?.(problem);
    if (read.status !== 'ok' && read.status !== 'restored') return { version: 1, snapshots: [] };
    if (!this.options.ownerOf || read.value.owner === undefined || read.value.owner === this.ownerOf(cameraId)) return read.value;
    const folder = this.cameraFolder(cameraId);
    const why = localize('workspace.snapshots.otherCamera', { cameraId });
    const movedTo = await moveAside(folder, why, 'other-camera');
    this.options.onProblem?.(localize('workspace.snapshots.movedAside', { folder, why, movedTo, cameraId }));
    return { version: 1, snapshots: [] };
  }

  private ownerOf(cameraId: string): string | null {
    return this.options.ownerOf?.(cameraId) ?? null;
  }

  private async removeUnreferenced(cameraId: string, kept: SnapshotInfo[]): Promise<void> {
    const ids = new Set(kept.map(fileOf));
    const folder = this.cameraFolder(cameraId);
    const names = await readdir(folder).catch((error: unknown) => {
      throw storageFailure(folder, error, 'listed');
    });
    const unused = names.filter((name) => /^[0-9a-f]{16}\.cfg$/.test(name) && !ids.has(name.slice(0, 16)));
    await Promise.all(unused.map((name) => rm(join(folder, name), { force: true })));
  }

  private cameraFolder(cameraId: string): string {
    const problem = cameraIdProblem(cameraId);
    if (problem !== null) throw new SnapshotError(problem, true);
    return join(this.folder, cameraId);
  }

  private indexPath(cameraId: string): string {
    return join(this.cameraFolder(cameraId), 'index.json');
  }

  /** One change per camera at a time, so two records never write the index over each other. */
  private queued<T>(cameraId: string, run: () => Promise<T>): Promise<T> {
    const result = (this.queues.get(cameraId) ?? Promise.resolve()).then(run);
    this.queues.set(cameraId, result.catch(() => undefined));
    return result;
  }
}

export function contentId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

function describe(id: string, file: string, text: string, bytes: number, reason: SnapshotReason, at: Date): SnapshotInfo {
  const config = parseConfig(text, { source: 'the snapshot' });
  return { id, file, takenAt: at.toISOString(), reason, firmware: firmwareVersion(config), bytes, sections: config.sections.length };
}

/** The content id of an entry's stored file. */
export function fileOf(entry: SnapshotInfo): string {
  return entry.file ?? entry.id;
}

/** A new entry's own id: unique among the camera's entries (the content id when that is still free, as entries kept before had). */
function entryId(file: string, at: Date, entries: readonly SnapshotInfo[]): string {
  const taken = new Set(entries.map((entry) => entry.id));
  if (!taken.has(file)) return file;
  for (let attempt = 0; ; attempt++) {
    const id = createHash('sha256').update(`${file} ${at.toISOString()} ${attempt} ${randomBytes(8).toString('hex')}`).digest('hex').slice(0, 16);
    if (!taken.has(id)) return id;
  }
}
