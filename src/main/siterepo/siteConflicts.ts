// The same camera changed on both sides of a pull (docs/site-repository.md, "Conflicts"): each
// camera file both sides changed is compared field by field with the commit both started from.
// A field only one side changed takes that side's value by itself; a field both changed to
// different values is a conflict, shown with both values and the technician who made each, and
// resolved only by the technician choosing one side per field: never by dropping one silently.
// The resolution is one merge commit made in git's objects (a private index), then brought to
// the files as a pull is (sitePull.ts moveTo): all or nothing.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseStrictJson } from '../base/json/strictJson';
import { siteCameraFileSchema } from '../workspace';
import { git, runGit } from './gitCommand';
import { moveTo, type PullContext } from './sitePull';
import { SiteRepositoryError } from './siteErrors';
import { sharedPaths } from './siteLayout';
import { localize } from '../../shared/i18n/text';

export type ConflictSide = 'ours' | 'theirs';

/** A camera file's field as it is shown: text, number, yes/no, none, or the variables. */
export type FieldValue = string | number | boolean | null | Readonly<Record<string, string>>;

export interface SideChange {
  /** The field's value on this side; of a password only whether there is one (its sealed form stays in the file). */
  value: FieldValue;
  author: { name: string; email: string };
  /** ISO 8601: when the last commit of this side that changed the camera was made. */
  date: string;
}

export interface FieldConflict {
  field: string;
  ours: SideChange;
  theirs: SideChange;
}

export interface CameraConflict {
  path: string;
  cameraId: string;
  /** The camera's label here (ours), to name it. */
  label: string;
  fields: FieldConflict[];
}

export interface SiteConflicts {
  /** The commits compared: the site's (ours) and the remote's as last fetched (theirs). */
  head: string;
  upstream: string;
  cameras: CameraConflict[];
  /** Files both sides changed that are not one camera's fields (resolved with git by hand). */
  otherFiles: string[];
}

/** One choice per conflicting field of each camera file: `choices[path][field]`. */
export interface ConflictResolution {
  head: string;
  upstream: string;
  choices: Readonly<Record<string, Readonly<Record<string, ConflictSide>>>>;
}

type CameraFile = { version: 1; camera: Record<string, unknown> };

const cameraFilePath = new RegExp(`^${sharedPaths.cameras}/[0-9a-f]{32}\\.json$`);
const privateIndexName = 'camconfig-resolve.index';
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

async function cameraFileAt(run: PullContext, commit: string, path: string): Promise<CameraFile | null> {
  const shown = await runGit(['cat-file', 'blob', `${commit}:${path}`], run);
  if (shown.exitCode !== 0) return null;
  const parsed = parseStrictJson(shown.stdout);
  const checked = parsed.kind === 'valid' ? siteCameraFileSchema.safeParse(parsed.value) : null;
  return checked?.success ? (checked.data as CameraFile) : null;
}

async function lastChange(run: PullContext, base: string, side: string, path: string): Promise<Omit<SideChange, 'value'>> {
  const line = (await git(['log', '-1', '--format=%an%x1f%ae%x1f%aI', `${base}..${side}`, '--', path], run)).trim();
  const [name = '', email = '', date = ''] = line.split('\x1f');
  return { author: { name, email }, date };
}

/** The camera's fields merged three ways; `conflicts` names those both sides changed differently. */
function mergeFields(base: CameraFile['camera'], ours: CameraFile['camera'], theirs: CameraFile['camera']): { merged: Record<string, unknown>; conflicts: string[] } {
  const merged: Record<string, unknown> = {};
  const conflicts: string[] = [];
  for (const field of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    const [b, o, t] = [base[field], ours[field], theirs[field]];
    if (same(o, t) || same(t, b)) merged[field] = o;
    else if (same(o, b)) merged[field] = t;
    else {
      merged[field] = o;
      conflicts.push(field);
    }
  }
  return { merged, conflicts };
}

interface Compared {
  conflicts: SiteConflicts;
  tree: string;
  files: Map<string, { merged: Record<string, unknown>; theirs: Record<string, unknown> }>;
}

async function compare(run: PullContext, branch: string): Promise<Compared | null> {
  const head = (await git(['rev-parse', '--verify', 'HEAD^{commit}'], run)).trim();
  const upstreamFound = await runGit(['rev-parse', '--verify', '--quiet', `refs/remotes/origin/${branch}^{commit}`], run);
  if (upstreamFound.exitCode !== 0) return null;
  const upstream = upstreamFound.stdout.trim();
  const merged = await runGit(['merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', head, upstream], run);
  if (merged.exitCode === 0) return null;
  const [tree = '', ...conflicted] = merged.stdout.split('\0').filter(Boolean);
  if (merged.exitCode !== 1) throw new SiteRepositoryError(localize('siteRepo.pull.mergeTreeFailed', { folder: run.cwd, words: merged.stderr }), 'storage');
  const base = (await git(['merge-base', head, upstream], run)).trim();
  const cameras: CameraConflict[] = [];
  const otherFiles: string[] = [];
  const files: Compared['files'] = new Map();
  for (const path of [...new Set(conflicted)].sort()) {
    const sides = cameraFilePath.test(path) ? await Promise.all([base, head, upstream].map((commit) => cameraFileAt(run, commit, path))) : [];
    const [baseFile, ourFile, theirFile] = sides;
    if (!baseFile || !ourFile || !theirFile) {
      otherFiles.push(path);
      continue;
    }
    const { merged: fields, conflicts } = mergeFields(baseFile.camera, ourFile.camera, theirFile.camera);
    const [ourChange, theirChange] = await Promise.all([lastChange(run, base, head, path), lastChange(run, base, upstream, path)]);
    files.set(path, { merged: fields, theirs: theirFile.camera });
    cameras.push({
      path,
      cameraId: String(ourFile.camera.id),
      label: String(ourFile.camera.label),
      fields: conflicts.map((field) => ({ field, ours: { value: shownValue(field, ourFile.camera[field]), ...ourChange }, theirs: { value: shownValue(field, theirFile.camera[field]), ...theirChange } })),
    });
  }
  return { conflicts: { head, upstream, cameras, otherFiles }, tree, files };
}

/** A password's sealed form says nothing to a person and is no secret, but it is not shown either: only whether there is one. */
function shownValue(field: string, value: unknown): FieldValue {
  // The file passed siteCameraFileSchema: every field but the password is one of FieldValue's kinds.
  return field === 'password' ? value !== null : (value as FieldValue);
}

/** The conflicts between the site and the remote as last fetched; null when they merge by themselves (or there is no remote branch). */
export async function siteConflicts(run: PullContext, branch: string): Promise<SiteConflicts | null> {
  return (await compare(run, branch))?.conflicts ?? null;
}

/**
 * Resolves the conflicts with one choice per conflicting field, in one merge commit by the
 * technician (`env`), and brings the files to it. Refused, changing nothing, when the site or the
 * remote moved since the conflicts were shown, when a field has no choice, or when another file
 * conflicts.
 */
export async function resolveSiteConflicts(run: PullContext, branch: string, resolution: ConflictResolution, env: Record<string, string>): Promise<{ commit: string }> {
  const compared = await compare(run, branch);
  if (!compared) throw new SiteRepositoryError(localize('siteRepo.conflicts.none', { folder: run.cwd }), 'conflict');
  const { conflicts, tree, files } = compared;
  if (conflicts.head !== resolution.head || conflicts.upstream !== resolution.upstream) throw new SiteRepositoryError(localize('siteRepo.conflicts.moved', { folder: run.cwd }), 'conflict');
  if (conflicts.otherFiles.length > 0) throw new SiteRepositoryError(localize('siteRepo.conflicts.otherFiles', { folder: run.cwd, files: conflicts.otherFiles.join(', ') }), 'conflict');
  const unchosen = conflicts.cameras.flatMap(({ path, cameraId, fields }) => fields.filter(({ field }) => !resolution.choices[path]?.[field]).map(({ field }) => `${cameraId} ${field}`));
  if (unchosen.length > 0) throw new SiteRepositoryError(localize('siteRepo.conflicts.unchosen', { fields: unchosen.join(', ') }), 'bad_input');
  const index = { ...run, env: { ...env, GIT_INDEX_FILE: join(run.gitDir, privateIndexName) } };
  try {
    await git(['read-tree', tree], index);
    for (const { path, fields } of conflicts.cameras) {
      const file = files.get(path)!;
      const camera = { ...file.merged };
      for (const { field } of fields) if (resolution.choices[path]?.[field] === 'theirs') camera[field] = file.theirs[field];
      const text = `${JSON.stringify(siteCameraFileSchema.parse({ version: 1, camera }), null, 2)}\n`;
      const blob = (await git(['hash-object', '-w', '--stdin'], { ...index, input: text })).trim();
      await git(['update-index', '--cacheinfo', `100644,${blob},${path}`], index);
    }
    const resolvedTree = (await git(['write-tree'], index)).trim();
    const cameraIds = conflicts.cameras.map(({ cameraId }) => cameraId).join(', ') || '-';
    const message = `Merged the site's changes from the remote (${branch}), conflicts resolved field by field\n\nCamconfig-Operation: pull\nCamconfig-Cameras: ${cameraIds}\nCamconfig-Result: resolved\n`;
    const commit = (await git(['commit-tree', resolvedTree, '-p', conflicts.head, '-p', conflicts.upstream, '-F', '-'], { ...run, input: message, env })).trim();
    await moveTo(run, conflicts.head, commit, 'merged');
    return { commit };
  } finally {
    await rm(join(run.gitDir, privateIndexName), { force: true });
  }
}
