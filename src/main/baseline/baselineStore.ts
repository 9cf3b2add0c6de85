// The workspace's baselines: baselines/<name>/index.json lists the versions (number, time,
// groups, what each names), v<N>.baseline holds each version's text. Every save is a new
// version and none is pruned, so a check run names the exact text it was checked against. A
// save says which version it started from: another save in between is a conflict, never
// overwritten. Writes are atomic (index last: a version without its index line is written
// over by the next save); an unusable index is moved aside (workspaceFile.ts).
import { randomBytes } from 'node:crypto';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { baselineLimits, baselineNameSchema, type Baseline, type BaselineSummary } from '../../shared/api/baselineSchemas';
import { parseBaseline } from '../../shared/baseline/baselineText';
import { readCappedFile } from '../base/files/cappedRead';
import { makeWorkspaceFolder, moveAside, readProblem, readWorkspaceFile, storageFailure, workspaceLimits, writeFileAtomically, writeWorkspaceFile, WorkspaceFileError, WorkspaceLimitError } from '../workspace';
import { BaselineConflictError, BaselineMissingError } from './baselineErrors';
import { issueProblem } from '../../shared/i18n/issueText';
import { localize, type Text } from '../../shared/i18n/text';

export const baselinesFolderName = 'baselines';

const versionSchema = z.strictObject({
  version: z.number().int().min(1),
  savedAt: z.iso.datetime(),
  groups: z.array(z.string().max(200)).max(200),
  sections: z.array(z.string().max(200)).max(baselineLimits.maxParameters),
  parameterCount: z.number().int().nonnegative(),
});
type KeptVersion = z.infer<typeof versionSchema>;

const indexSchema = z.strictObject({
  version: z.literal(1),
  name: z.string().max(64),
  /** Oldest first. */
  versions: z.array(versionSchema).min(1).max(workspaceLimits.baselineVersions),
});
type BaselineIndex = z.infer<typeof indexSchema>;

export interface SaveBaseline {
  name: string;
  text: string;
  groups: string[];
  basedOnVersion?: number;
}

export class BaselineStore {
  readonly folder: string;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly workspaceFolder: string,
    /** Told about an unusable file moved aside (the problem in words, with both paths). */
    private readonly onProblem: (problem: Text) => void = () => undefined,
  ) {
    this.folder = join(workspaceFolder, baselinesFolderName);
  }

  /** Every baseline at its newest version, by name. */
  async list(): Promise<BaselineSummary[]> {
    const summaries: BaselineSummary[] = [];
    for (const name of await this.names()) {
      const index = await this.readIndex(name);
      if (index) summaries.push(summaryOf(index.name, index.versions.at(-1)!));
    }
    return summaries.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The newest version, or `version`; with every version kept, newest first. */
  async get(name: string, version?: number): Promise<{ baseline: Baseline; versions: Array<{ version: number; savedAt: string }> }> {
    const index = await this.requireIndex(name);
    const kept = version === undefined ? index.versions.at(-1)! : index.versions.find((candidate) => candidate.version === version);
    if (!kept) throw new BaselineMissingError(localize('baseline.store.noVersion', { name, version: String(version), newest: String(index.versions.at(-1)!.version) }));
    const text = await this.readText(name, kept.version);
    return { baseline: { ...summaryOf(index.name, kept), text }, versions: index.versions.map(({ version: number, savedAt }) => ({ version: number, savedAt })).reverse() };
  }

  /** Saves `text` as the next version; its problems (each with its line) refuse it first. */
  async save(input: SaveBaseline, at = new Date()): Promise<BaselineSummary> {
    const parsed = parseBaseline(input.name, input.text);
    return this.queued(async () => {
      const index = await this.readIndex(input.name);
      await this.refuseConflict(input, index);
      const number = (index?.versions.at(-1)?.version ?? 0) + 1;
      if ((index?.versions.length ?? 0) >= workspaceLimits.baselineVersions) {
        throw new WorkspaceLimitError(this.indexPath(input.name), localize('baseline.store.tooManyVersions', { name: input.name, limit: workspaceLimits.baselineVersions }));
      }
      const kept: KeptVersion = { version: number, savedAt: at.toISOString(), groups: [...new Set(input.groups)], sections: parsed.sections, parameterCount: parsed.parameters.length };
      const folder = this.baselineFolder(input.name);
      await makeWorkspaceFolder(this.workspaceFolder, this.folder);
      await makeWorkspaceFolder(this.workspaceFolder, folder);
      await writeFileAtomically(this.textPath(input.name, number), input.text);
      await writeWorkspaceFile(this.indexPath(input.name), { version: 1, name: input.name, versions: [...(index?.versions ?? []), kept] }, indexSchema, workspaceLimits.baselineIndexBytes);
      return summaryOf(input.name, kept);
    });
  }

  /** Removes the baseline with every version; false when there was none. */
  remove(name: string): Promise<boolean> {
    return this.queued(async () => {
      if (!(await this.names()).includes(name)) return false;
      // Renamed out of the way first: a removal cut short leaves no half baseline behind.
      const doomed = join(this.folder, `.removed-${randomBytes(6).toString('hex')}`);
      await rename(this.baselineFolder(name), doomed).catch((error: unknown) => {
        throw storageFailure(this.baselineFolder(name), error, 'removed');
      });
      await rm(doomed, { recursive: true, force: true }).catch((error: unknown) => {
        throw storageFailure(doomed, error, 'removed');
      });
      return true;
    });
  }

  private async refuseConflict({ name, basedOnVersion }: SaveBaseline, index: BaselineIndex | null): Promise<void> {
    const newest = index?.versions.at(-1)?.version;
    if (basedOnVersion === undefined) {
      if (newest !== undefined) throw new BaselineConflictError(localize('baseline.store.nameTaken', { name, newest: String(newest) }));
      const names = await this.names();
      const sameButCase = names.find((existing) => existing.toLowerCase() === name.toLowerCase());
      if (sameButCase) throw new BaselineConflictError(localize('baseline.store.nameTakenButCase', { name: sameButCase }));
      if (names.length >= workspaceLimits.baselines) throw new WorkspaceLimitError(this.folder, localize('baseline.store.tooMany', { limit: workspaceLimits.baselines }));
      return;
    }
    if (newest === undefined) throw new BaselineConflictError(localize('baseline.store.removedMeanwhile', { name, basedOnVersion: String(basedOnVersion) }));
    if (newest !== basedOnVersion) throw new BaselineConflictError(localize('baseline.store.savedMeanwhile', { name, newest: String(newest), basedOnVersion: String(basedOnVersion) }));
  }

  /** The names of the baselines kept: folders whose name is a baseline name (not one set aside). */
  private async names(): Promise<string[]> {
    const entries = await readdir(this.folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw storageFailure(this.folder, error, 'listed');
    });
    return entries.filter((entry) => entry.isDirectory() && baselineNameSchema.safeParse(entry.name).success && !/\.(corrupt|removed)-/.test(entry.name)).map((entry) => entry.name);
  }

  private async requireIndex(name: string): Promise<BaselineIndex> {
    const index = await this.readIndex(name);
    if (!index) throw new BaselineMissingError(localize('baseline.store.missing', { name, folder: this.workspaceFolder, kept: await this.namedList() }));
    return index;
  }

  private async namedList(): Promise<Text> {
    const names = await this.names();
    return names.length === 0 ? localize('baseline.store.noneKept') : localize('baseline.store.kept', { names: names.sort().join(', ') });
  }

  private async readIndex(name: string): Promise<BaselineIndex | null> {
    const path = this.indexPath(name);
    const read = await readWorkspaceFile(path, indexSchema, workspaceLimits.baselineIndexBytes);
    const problem = readProblem(read);
    if (problem) this.onProblem(problem);
    if (read.status !== 'ok' && read.status !== 'restored') return null;
    if (read.value.name !== name) {
      this.onProblem(localize('baseline.store.otherName', { path, named: read.value.name, name }));
      return null;
    }
    return read.value;
  }

  private async readText(name: string, version: number): Promise<string> {
    const path = this.textPath(name, version);
    let bytes: Buffer;
    try {
      bytes = await readCappedFile(path, workspaceLimits.baselineTextBytes);
    } catch (error) {
      throw storageFailure(path, error, 'read');
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      const movedTo = await moveAside(path, localize('workspace.read.notUtf8'));
      throw new WorkspaceFileError(path, localize('workspace.read.notUtf8MovedTo', { movedTo }));
    }
  }

  private baselineFolder(name: string): string {
    const problem = baselineNameSchema.safeParse(name);
    if (!problem.success) throw new WorkspaceLimitError(this.folder, issueProblem(problem.error.issues[0]!));
    return join(this.folder, name);
  }

  private indexPath(name: string): string {
    return join(this.baselineFolder(name), 'index.json');
  }

  private textPath(name: string, version: number): string {
    return join(this.baselineFolder(name), `v${version}.baseline`);
  }

  /** One change at a time, so two saves never both take the same version number. */
  private queued<T>(run: () => Promise<T>): Promise<T> {
    const result = this.writing.then(run);
    this.writing = result.catch(() => undefined);
    return result;
  }
}

function summaryOf(name: string, kept: KeptVersion): BaselineSummary {
  return { name, version: kept.version, groups: kept.groups, sections: kept.sections, parameterCount: kept.parameterCount, savedAt: kept.savedAt };
}
