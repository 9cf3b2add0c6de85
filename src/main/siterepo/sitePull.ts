// A pull that is all or nothing. The merge is made in git's objects alone (`git merge-tree
// --write-tree`, then `git commit-tree`), never in the working folder, so a conflict or a cancel
// up to there changes nothing. Only then are the files brought to the merged commit, under a
// marker in .git: a pull stopped while files are written (cancelled, killed, a power cut) is
// undone on the next open (the files back to the commit the pull started from), and the branch
// moves last, in one step.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { writeFileAtomically } from '../base/files/atomicFile';
import { readCappedFile } from '../base/files/cappedRead';
import { git, runGit, type GitRunOptions } from './gitCommand';
import { settleIndexLock } from './indexLock';
import { treeAttributeProblems } from './repositorySafety';
import { SiteRepositoryError } from './siteErrors';
import { textList } from './siteTexts';
import { localize, type Text } from '../../shared/i18n/text';

export type PullOutcome =
  | { outcome: 'up_to_date' }
  | { outcome: 'fast_forward' | 'merged'; commit: string }
  /** Both sides changed the same file: nothing was changed here; `files` names them. */
  | { outcome: 'conflict'; files: string[] };

export type PullContext = GitRunOptions & { gitDir: string };

const markerName = 'camconfig-pull.json';
const objectId = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

const revision = async (run: GitRunOptions, name: string): Promise<string | null> => {
  const result = await runGit(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], run);
  return result.exitCode === 0 ? result.stdout.trim() : null;
};

const isAncestor = async (run: GitRunOptions, ancestor: string, of: string): Promise<boolean> => (await runGit(['merge-base', '--is-ancestor', ancestor, of], run)).exitCode === 0;

export type SyncStep = 'fetch' | 'merge' | 'push' | 'pushAgain';

export async function pullInto(run: PullContext, branch: string, env: Record<string, string>, onStep?: (step: SyncStep) => void): Promise<PullOutcome> {
  const tracked = await git(['status', '--porcelain=v1', '-z', '--untracked-files=no'], run);
  if (tracked !== '') {
    const files = tracked.split('\0').filter(Boolean).map((entry) => entry.slice(3)).slice(0, 5).join(', ');
    throw new SiteRepositoryError(localize('siteRepo.pull.uncommitted', { folder: run.cwd, files }));
  }
  onStep?.('fetch');
  await git(['fetch', '--quiet', '--no-tags', '--prune', '--no-recurse-submodules', 'origin'], run);
  const upstream = await revision(run, `refs/remotes/origin/${branch}`);
  if (!upstream) return { outcome: 'up_to_date' };
  const head = await revision(run, 'HEAD');
  if (head && (await isAncestor(run, upstream, head))) return { outcome: 'up_to_date' };
  onStep?.('merge');
  const attributeProblems = await treeAttributeProblems(upstream, run);
  if (attributeProblems.length > 0) throw new SiteRepositoryError(localize('siteRepo.pull.attributes', { folder: run.cwd, problems: textList(attributeProblems) }));
  if (!head) return moveTo(run, null, upstream, 'fast_forward');
  if (await isAncestor(run, head, upstream)) return moveTo(run, head, upstream, 'fast_forward');
  const merged = await runGit(['merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', head, upstream], run);
  const [tree = '', ...conflicted] = merged.stdout.split('\0').filter(Boolean);
  if (merged.exitCode === 1) return { outcome: 'conflict', files: [...new Set(conflicted)] };
  if (merged.exitCode !== 0 || !objectId.test(tree)) throw new SiteRepositoryError(localize('siteRepo.pull.mergeTreeFailed', { folder: run.cwd, words: merged.stderr }), 'storage');
  const message = `Merged the site's changes from the remote (${branch})\n\nCamconfig-Operation: pull\nCamconfig-Cameras: -\nCamconfig-Result: merged\n`;
  const commit = (await git(['commit-tree', tree, '-p', head, '-p', upstream, '-F', '-'], { ...run, input: message, env })).trim();
  return moveTo(run, head, commit, 'merged');
}

/** Brings index and files from `from` to `to` under the marker, then moves the branch. */
export async function moveTo(run: PullContext, from: string | null, to: string, outcome: 'fast_forward' | 'merged'): Promise<PullOutcome> {
  run.signal?.throwIfAborted();
  const marker = join(run.gitDir, markerName);
  await writeFileAtomically(marker, JSON.stringify({ version: 1, from, to }));
  try {
    if (from) await git(['read-tree', '-m', '-u', from, to], run);
    else await git(['read-tree', '--reset', '-u', to], run);
    await git(['update-ref', '-m', 'camconfig: pull', 'HEAD', to, ...(from ? [from] : [])], { ...run, signal: undefined });
  } catch (error) {
    // Undone at once; what cannot be undone now (a lock still held) is undone at the next open, as after a crash.
    await undoPull(run, from, to).catch(() => undefined);
    throw error;
  }
  await rm(marker, { force: true });
  return { outcome, commit: to };
}

/** Files back to `from` (index too), whatever part of the way to `to` they had come. */
async function undoPull(run: PullContext, from: string | null, to: string): Promise<void> {
  const steady = { ...run, signal: undefined };
  // A git stopped hard on the way left its lock: nothing can be undone until it is gone.
  if ((await settleIndexLock(run.gitDir, run.cwd)).state !== 'none' && existsSync(join(run.gitDir, 'index.lock'))) {
    throw new SiteRepositoryError(localize('siteRepo.pull.lockHeld', { folder: run.cwd }));
  }
  // First all the way to `to` (one tree, from whatever state), then the clean way back.
  await git(['read-tree', '--reset', '-u', to], steady);
  const emptyTree = (await git(['hash-object', '-t', 'tree', '--stdin'], steady)).trim();
  await git(['read-tree', '-m', '-u', to, from ?? emptyTree], steady);
  await rm(join(run.gitDir, markerName), { force: true });
}

/** A pull stopped midway by a crash is undone (or, when its branch had already moved, finished); the note says which, or null when there was none. */
export async function recoverInterruptedPull(run: PullContext): Promise<Text | null> {
  const marker = join(run.gitDir, markerName);
  const text = await readCappedFile(marker, 4096).catch(() => null);
  if (text === null) return null;
  let parsed: { from?: unknown; to?: unknown } = {};
  try {
    parsed = JSON.parse(text.toString('utf8')) as typeof parsed;
  } catch {
    // A marker cut short: the write is atomic, so it is not ours; set it aside below.
  }
  const from = typeof parsed.from === 'string' && objectId.test(parsed.from) ? parsed.from : null;
  const to = typeof parsed.to === 'string' && objectId.test(parsed.to) ? parsed.to : null;
  if (!to) {
    await rm(marker, { force: true });
    return null;
  }
  const head = await revision(run, 'HEAD');
  if (head === to) {
    await git(['read-tree', '--reset', '-u', to], run);
    await rm(marker, { force: true });
    return localize('siteRepo.pull.finished');
  }
  await undoPull(run, from, to);
  return localize('siteRepo.pull.undone');
}
