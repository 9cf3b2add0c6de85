// A site is a folder that is a git repository (docs/site-repository.md). This is its one
// interface: init, clone, open (validated), one commit per operation, status, log, pull and
// push. Every git it runs goes through gitCommand.ts; no service starts git itself.
import { readdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { writeFileAtomically } from '../base/files/atomicFile';
import { makeFolder } from '../base/files/makeFolder';
import { checkedCameraId, checkTechnician, commitMessage, trailerKeys, type SiteOperation, type Technician } from './commitMessage';
import { git, runGit, type GitRunOptions } from './gitCommand';
import { withoutUrlCredentials } from './gitText';
import { requireGit } from './gitVersion';
import { settleIndexLock, type IndexLockState } from './indexLock';
import { withSiteWriteLock } from './siteWriteLock';
import { setTimeout as delay } from 'node:timers/promises';
import { checkedRemoteUrl } from './remoteUrl';
import { attributeProblems, refusedRepositorySettings, treeAttributeProblems } from './repositorySafety';
import { gitattributesText, gitignoreText, siteFileName, siteFileText, siteInfoSchema, type SiteInfo } from './siteLayout';
import { parseSiteLog, siteLogFormat, type SiteLogEntry } from './siteLog';
import { recoverInterruptedPassphraseChange } from './sitePassphraseRecovery';
import { parsePorcelainV2 } from './statusPorcelain';
import { headCommitFromFiles } from './headCommit';
import { UntrackedPathsMemo } from './untrackedPathsMemo';
import { GitCommandError, SiteRepositoryError } from './siteErrors';
import { resolveSiteConflicts, siteConflicts, type ConflictResolution, type SiteConflicts } from './siteConflicts';
import { pullInto, recoverInterruptedPull, type PullOutcome, type SyncStep } from './sitePull';
import { readSiteFile, siteFileProblem } from './siteFile';
import { textList } from './siteTexts';
import { localize, type Text } from '../../shared/i18n/text';

export const remoteName = 'origin';

/** The files a new site starts with (startIn writes them). */
export const siteStartFiles: readonly string[] = [siteFileName, '.gitignore', '.gitattributes'];

/** How often a commit is tried while another git holds index.lock (about 10 seconds in all). */
const indexLockAttempts = 60;

/**
 * index.lock as it is once a git that holds it has had a few seconds to finish: another
 * technician's command committing in the same site is waited for, not reported at once.
 */
async function indexLockOnceSettled(gitDir: string, folder: string): Promise<IndexLockState> {
  for (let attempt = 1; ; attempt += 1) {
    const lock = await settleIndexLock(gitDir, folder);
    if (lock.state !== 'held' || attempt >= indexLockAttempts) return lock;
    await delay(Math.min(10 * attempt, 200));
  }
}

export interface SiteCallOptions {
  signal?: AbortSignal;
  /** Test seam: every git this call starts, with its arguments and process id. */
  onGitSpawn?: (args: readonly string[], pid: number) => void;
  /** Each step of a pull or push as it starts (the studio's progress). */
  onStep?: (step: SyncStep) => void;
}

export interface OpenedSite {
  repository: SiteRepository;
  site: SiteInfo;
  /** What was found and dealt with on opening (a stale lock removed, an interrupted pull undone). */
  notes: Text[];
}

/** A git operation left half done by hand (or by another program): the site is reported, not changed. */
export type OperationInProgress = 'merge' | 'rebase' | 'cherry-pick' | 'revert' | 'bisect';

export interface SiteStatus {
  branch: string;
  hasRemote: boolean;
  /** Commits here not on the remote (as last fetched), and on the remote not here. */
  ahead: number;
  behind: number;
  /** Files changed and not committed (by hand, or by an operation that failed before its commit). */
  uncommitted: string[];
  inProgress: OperationInProgress | null;
  /** When the remote was last fetched (a pull), or null. */
  lastFetchAt: string | null;
}

export type PushOutcome = { outcome: 'pushed'; pulledFirst: PullOutcome | null } | { outcome: 'up_to_date' } | { outcome: 'not_pushed'; pulled: PullOutcome };

const inProgressMarkers: ReadonlyArray<[string, OperationInProgress]> = [
  ['MERGE_HEAD', 'merge'],
  ['rebase-merge', 'rebase'],
  ['rebase-apply', 'rebase'],
  ['CHERRY_PICK_HEAD', 'cherry-pick'],
  ['REVERT_HEAD', 'revert'],
  ['BISECT_LOG', 'bisect'],
];

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  return entries.length === 0;
}

function technicianEnvironment(technician: Technician): Record<string, string> {
  const { name, email } = checkTechnician(technician);
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
}

/**
 * After a clone: true when HEAD is a commit. A bare remote made with `git init --bare` may name
 * another default branch (master) than the site's (main): HEAD then points nowhere, and the
 * site's branch (main, or the remote's only branch) is taken instead.
 */
async function checkOutSiteBranch(run: GitRunOptions): Promise<boolean> {
  if ((await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], run)).exitCode === 0) return true;
  const branches = (await git(['for-each-ref', '--format=%(refname:strip=3)', `refs/remotes/${remoteName}/`], run)).split('\n').filter((name) => name !== '' && name !== 'HEAD');
  const branch = branches.includes('main') ? 'main' : branches.length === 1 ? branches[0]! : null;
  if (!branch) return false;
  await git(['update-ref', `refs/heads/${branch}`, `refs/remotes/${remoteName}/${branch}`], run);
  await git(['symbolic-ref', 'HEAD', `refs/heads/${branch}`], run);
  return true;
}

export class SiteRepository {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly untrackedPaths = new UntrackedPathsMemo();

  private constructor(
    readonly folder: string,
    readonly gitDir: string,
  ) {}

  /** Makes `folder` (missing or empty) a site: a repository with site.json, .gitignore and .gitattributes, committed by `technician`. */
  static async init(folder: string, site: SiteInfo, technician: Technician, options: SiteCallOptions & { remote?: string } = {}): Promise<OpenedSite> {
    await requireGit();
    const checked = siteInfoSchema.safeParse(site);
    if (!checked.success) throw new SiteRepositoryError(siteFileProblem(checked.error), 'bad_input');
    const checkedSite = checked.data;
    const remote = options.remote === undefined ? undefined : checkedRemoteUrl(options.remote);
    const target = resolve(folder);
    if (!(await isEmptyOrMissing(target))) throw new SiteRepositoryError(localize('siteRepo.open.notEmptyInit', { folder: target }), 'bad_input');
    await makeFolder(target);
    const opened = await SiteRepository.startIn(target, checkedSite, remote, options);
    await opened.repository.commit({ operation: 'site-init', subject: `Started the site '${checkedSite.name}'`, cameras: [], result: 'created' }, technician, siteStartFiles, options);
    return opened;
  }

  /**
   * Makes the existing folder `target` a repository with site.json, .gitignore and .gitattributes
   * (and the remote), committing nothing: init and the workspace turned into a site
   * (siteFromWorkspace.ts) commit what they wrote. `site` and `remote` are checked by the caller.
   */
  static async startIn(target: string, site: SiteInfo, remote: string | undefined, options: SiteCallOptions = {}): Promise<OpenedSite> {
    await requireGit();
    await git(['init', '--quiet', '--initial-branch=main', '--', target], { cwd: target, signal: options.signal });
    await writeFileAtomically(join(target, siteFileName), siteFileText(site));
    await writeFileAtomically(join(target, '.gitignore'), gitignoreText);
    await writeFileAtomically(join(target, '.gitattributes'), gitattributesText);
    if (remote !== undefined) await git(['remote', 'add', '--', remoteName, remote], { cwd: target, signal: options.signal });
    return SiteRepository.open(target, options);
  }

  /** Clones the site at `url` into `folder` (missing or empty); nothing of the remote's runs (its attributes are checked before any file is written). */
  static async clone(url: string, folder: string, options: SiteCallOptions = {}): Promise<OpenedSite> {
    await requireGit();
    const remote = checkedRemoteUrl(url);
    const target = resolve(folder);
    if (!(await isEmptyOrMissing(target))) throw new SiteRepositoryError(localize('siteRepo.open.notEmptyClone', { folder: target }), 'bad_input');
    await makeFolder(dirname(target));
    await git(['clone', '--quiet', '--no-checkout', '--no-recurse-submodules', '--origin', remoteName, '--', remote, target], { cwd: dirname(target), signal: options.signal, timeoutMs: 30 * 60_000 });
    const run = { cwd: target, signal: options.signal };
    if (await checkOutSiteBranch(run)) {
      const problems = await treeAttributeProblems('HEAD', run);
      if (problems.length > 0) throw new SiteRepositoryError(localize('siteRepo.open.notCheckedOut', { folder: target, problems: textList(problems) }));
      await git(['read-tree', '--reset', '-u', 'HEAD'], run);
    } else {
      await rm(target, { recursive: true, force: true });
      throw new SiteRepositoryError(localize('siteRepo.open.emptyRemote', { remote: withoutUrlCredentials(remote) }), 'bad_input');
    }
    return SiteRepository.open(target, options);
  }

  /** The site in `folder`, checked: a repository of its own, nothing in its config that runs a program, no lock held, an interrupted pull undone. */
  static async open(folder: string, options: SiteCallOptions = {}): Promise<OpenedSite> {
    await requireGit();
    const target = await realpath(resolve(folder)).catch(() => {
      throw new SiteRepositoryError(localize('siteRepo.open.noFolder', { folder: resolve(folder) }), 'bad_input');
    });
    const dotGit = join(target, '.git');
    const found = await stat(dotGit).catch(() => null);
    if (!found) throw new SiteRepositoryError(localize('siteRepo.open.notASite', { folder: target }), 'bad_input');
    if (!found.isDirectory()) throw new SiteRepositoryError(localize('siteRepo.open.dotGitFile', { folder: target }), 'bad_input');
    const run = { cwd: target, signal: options.signal };
    const refused = await refusedRepositorySettings(run);
    if (refused.length > 0) {
      const settings = textList(refused.map(({ key, why }) => localize('siteRepo.open.refusedSetting', { key, why })), 'comma');
      throw new SiteRepositoryError(localize('siteRepo.open.refusedSettings', { folder: target, settings, count: refused.length }));
    }
    const topLevel = (await git(['rev-parse', '--show-toplevel'], run)).trim();
    if (resolve(topLevel) !== target) throw new SiteRepositoryError(localize('siteRepo.open.insideRepository', { folder: target, topLevel }), 'bad_input');
    const notes: Text[] = [];
    const lock = await indexLockOnceSettled(dotGit, target);
    if (lock.state === 'held') throw new SiteRepositoryError(localize('siteRepo.open.lockHeld', { folder: target, pids: lock.pids.join(', ') }));
    if (lock.state === 'unknown') throw new SiteRepositoryError(localize('siteRepo.open.lockUnknown', { lock: `${dotGit}/index.lock` }));
    if (lock.state === 'removed') notes.push(localize('siteRepo.open.lockRemoved'));
    const repository = new SiteRepository(target, dotGit);
    const recovered = await recoverInterruptedPull(repository.context(options));
    if (recovered) notes.push(recovered);
    const passphraseUndone = await recoverInterruptedPassphraseChange(repository.context(options));
    if (passphraseUndone) notes.push(passphraseUndone);
    await repository.checkAttributes(options);
    const site = await readSiteFile(target);
    return { repository, site, notes };
  }

  /** Options for every git of a call: in the site's folder, cancellable, each start reported to the seam. */
  context(options: SiteCallOptions = {}, extra: Partial<GitRunOptions> = {}): GitRunOptions & { gitDir: string } {
    const spawned = options.onGitSpawn;
    return {
      cwd: this.folder,
      gitDir: this.gitDir,
      signal: options.signal,
      ...extra,
      onSpawn: spawned ? (pid, args) => spawned(args, pid) : undefined,
    };
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async checkAttributes(options: SiteCallOptions): Promise<void> {
    const run = this.context(options);
    const problems: Text[] = [];
    const info = await readFile(join(this.gitDir, 'info', 'attributes'), 'utf8').catch(() => '');
    problems.push(...attributeProblems(info, '.git/info/attributes'));
    if ((await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], run)).exitCode === 0) problems.push(...(await treeAttributeProblems('HEAD', run)));
    if (problems.length > 0) throw new SiteRepositoryError(localize('siteRepo.open.attributes', { folder: this.folder, problems: textList(problems) }));
  }

  async inProgress(): Promise<OperationInProgress | null> {
    for (const [marker, operation] of inProgressMarkers) if (await exists(join(this.gitDir, marker))) return operation;
    return null;
  }

  private async refuseWhileInProgress(what: string): Promise<void> {
    const operation = await this.inProgress();
    if (operation) throw new SiteRepositoryError(localize('siteRepo.work.inProgress', { folder: this.folder, what, operation }));
  }

  /**
   * Commits the operation's files (`paths`, relative to the site; 'all' for every change) as one
   * commit by `technician`; null when nothing of them changed (nothing is committed then).
   * Files changed by hand elsewhere in the site are left as they are, not swept in.
   */
  async commit(operation: SiteOperation, technician: Technician, paths: readonly string[] | 'all', options: SiteCallOptions = {}): Promise<{ commit: string } | null> {
    const message = commitMessage(operation);
    const env = technicianEnvironment(technician);
    return this.exclusive(() => withSiteWriteLock(this.gitDir, () => this.retryWhileIndexLocked(() => this.commitUnqueued(message, env, paths, options))));
  }

  /** Another git (a `git status` by hand, a studio's status) may hold index.lock for a moment: the commit is tried again, a bounded number of times. */
  private async retryWhileIndexLocked<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof GitCommandError) || !error.stderr.includes('index.lock')) throw error;
        if (attempt >= indexLockAttempts) throw new SiteRepositoryError(localize('siteRepo.work.indexLockBusy', { folder: this.folder }), 'timeout');
        await delay(Math.min(10 * attempt, 200));
      }
    }
  }

  private async commitUnqueued(message: string, env: Record<string, string>, paths: readonly string[] | 'all', options: SiteCallOptions): Promise<{ commit: string } | null> {
    await this.refuseWhileInProgress('commit');
    const run = this.context(options);
    const named = paths === 'all' ? null : await this.presentOrTracked(paths, run);
    const pathspec = named?.paths ?? [];
    if (named && pathspec.length === 0) return null;
    await git(['add', '--all', '--', ...pathspec], run);
    const staged = await this.stagedPaths(run);
    const ours = (path: string): boolean => paths === 'all' || pathspec.some((own) => path === own || path.startsWith(`${own}/`));
    if (!staged.some(ours)) {
      await this.untrackedPaths.remember(this.gitDir, named?.untracked ?? []);
      return null;
    }
    // With paths, git commits them from a fresh index and hashes every file under them again (a
    // year of backups); when nothing else is staged, the index as it stands is the same commit.
    const only = staged.every(ours) ? [] : ['--', ...pathspec];
    await git(['commit', '--quiet', '--no-verify', '--cleanup=whitespace', '--file=-', ...only], { ...run, input: message, env });
    await this.untrackedPaths.remember(this.gitDir, named?.missing ?? []);
    return { commit: (await headCommitFromFiles(this.gitDir)) ?? (await git(['rev-parse', 'HEAD'], run)).trim() };
  }

  /** Every path whose staged content differs from HEAD's (before the first commit: every staged path). */
  private async stagedPaths(run: GitRunOptions): Promise<string[]> {
    const listed = await runGit(['diff', '--cached', '--name-only', '-z', '--no-renames', '--no-ext-diff', '--no-textconv'], run);
    if (listed.exitCode !== 0) throw new SiteRepositoryError(localize('siteRepo.work.diffFailed', { words: listed.stderr }), 'storage');
    return listed.stdout.split('\0').filter((path) => path !== '');
  }

  /**
   * The paths that exist or are committed (a removed file): git refuses to add a path that is
   * neither. `missing`: those not in the folder; `untracked`: those of them git does not know.
   */
  private async presentOrTracked(paths: readonly string[], run: GitRunOptions): Promise<{ paths: string[]; missing: string[]; untracked: string[] }> {
    const missing: string[] = [];
    const present: string[] = [];
    for (const path of paths) ((await exists(join(this.folder, path))) ? present : missing).push(path);
    if (missing.length === 0) return { paths: present, missing, untracked: [] };
    const known = await this.untrackedPaths.lookup(this.gitDir, missing);
    const tracked = known ? [] : (await git(['ls-files', '-z', '--', ...missing], run)).split('\0').filter((path) => path !== '');
    const isTracked = (path: string): boolean => tracked.some((file) => file === path || file.startsWith(`${path}/`));
    return { paths: [...present, ...missing.filter(isTracked)], missing, untracked: missing.filter((path) => !isTracked(path)) };
  }

  async branch(options: SiteCallOptions = {}): Promise<string> {
    const result = await runGit(['symbolic-ref', '--quiet', '--short', 'HEAD'], this.context(options));
    if (result.exitCode !== 0) throw new SiteRepositoryError(localize('siteRepo.work.detached', { folder: this.folder }));
    return result.stdout.trim();
  }

  async hasRemote(options: SiteCallOptions = {}): Promise<boolean> {
    return (await runGit(['config', '--get', `remote.${remoteName}.url`], this.context(options))).exitCode === 0;
  }

  async setRemote(url: string, options: SiteCallOptions = {}): Promise<void> {
    const remote = checkedRemoteUrl(url);
    const run = this.context(options);
    if (await this.hasRemote(options)) await git(['remote', 'set-url', '--', remoteName, remote], run);
    else await git(['remote', 'add', '--', remoteName, remote], run);
  }

  /** One `git status --porcelain=v2 --branch`, its upstream the remote's branch of the same name (as pull and push use it). */
  status(options: SiteCallOptions = {}): Promise<SiteStatus> {
    return this.exclusive(async () => {
      const run = this.context(options);
      const branch = await this.branchFromHead();
      const hasRemote = await this.hasRemote(options);
      const upstream = ['-c', `branch.${branch}.remote=${remoteName}`, '-c', `branch.${branch}.merge=refs/heads/${branch}`];
      const porcelain = parsePorcelainV2(await git([...upstream, 'status', '--porcelain=v2', '--branch', '-z', '--untracked-files=all', '--no-renames'], run));
      let { ahead, behind } = porcelain.aheadBehind ?? { ahead: 0, behind: 0 };
      if (!porcelain.aheadBehind) [ahead, behind] = await this.countsWithoutBoth(porcelain.hasHead, branch, run);
      const fetched = await stat(join(this.gitDir, 'FETCH_HEAD')).catch(() => null);
      return { branch, hasRemote, ahead, behind, uncommitted: porcelain.paths, inProgress: await this.inProgress(), lastFetchAt: fetched ? fetched.mtime.toISOString() : null };
    });
  }

  /** Ahead and behind when HEAD or the remote's branch has no commit: all of the other's are counted. */
  private async countsWithoutBoth(hasHead: boolean, branch: string, run: GitRunOptions): Promise<[number, number]> {
    if (hasHead) return [Number((await git(['rev-list', '--count', 'HEAD', '--'], run)).trim()), 0];
    const upstream = await runGit(['rev-list', '--count', `refs/remotes/${remoteName}/${branch}`, '--'], run);
    return [0, upstream.exitCode === 0 ? Number(upstream.stdout.trim()) : 0];
  }

  /** The branch HEAD names, read from .git/HEAD (no git started): status runs often. */
  private async branchFromHead(): Promise<string> {
    const head = (await readFile(join(this.gitDir, 'HEAD'), 'utf8')).trim();
    const named = /^ref: refs\/heads\/(.+)$/.exec(head);
    if (!named) throw new SiteRepositoryError(localize('siteRepo.work.detached', { folder: this.folder }));
    return named[1]!;
  }

  /** The site's commits, newest first; `paths` keeps those that changed one of them (a camera's files). */
  /** The newest commits first; `camera`: only those whose Camconfig-Cameras trailer names that camera id. */
  async log(query: { paths?: readonly string[]; limit?: number; camera?: string } = {}, options: SiteCallOptions = {}): Promise<SiteLogEntry[]> {
    const run = this.context(options);
    if ((await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], run)).exitCode !== 0) return [];
    const limit = Math.max(1, Math.min(query.limit ?? 1000, 100_000));
    const byCamera = query.camera === undefined ? [] : ['--extended-regexp', `--grep=^${trailerKeys.cameras}: (.*, )?${checkedCameraId(query.camera)}(,|$)`];
    const output = await git(['log', '-z', `--max-count=${limit}`, ...byCamera, '--no-ext-diff', '--no-textconv', `--format=${siteLogFormat}`, 'HEAD', '--', ...(query.paths ?? [])], run);
    return parseSiteLog(output);
  }

  /** Fetches the remote and merges it in (docs/site-repository.md, "Pull"): all or nothing, never a half merge. */
  async pull(technician: Technician, options: SiteCallOptions = {}): Promise<PullOutcome> {
    const env = technicianEnvironment(technician);
    return this.exclusive(() => this.pullUnqueued(env, options));
  }

  private async pullUnqueued(env: Record<string, string>, options: SiteCallOptions): Promise<PullOutcome> {
    await this.refuseWhileInProgress('pull');
    if (!(await this.hasRemote(options))) throw new SiteRepositoryError(localize('siteRepo.work.noRemotePull', { folder: this.folder }), 'bad_input');
    const branch = await this.branch(options);
    return withSiteWriteLock(this.gitDir, () => pullInto(this.context(options, { timeoutMs: 30 * 60_000 }), branch, env, options.onStep));
  }

  /**
   * Fetches the remote only ("Check for updates", sync.fetch): the site's files and branch stay as
   * they are; ahead / behind and the last fetch then say where the remote stands. Cancelled, git is
   * stopped: its remote refs move at the end only, so they are as before or as fetched.
   */
  async fetch(options: SiteCallOptions = {}): Promise<void> {
    return this.exclusive(async () => {
      if (!(await this.hasRemote(options))) throw new SiteRepositoryError(localize('siteRepo.work.noRemotePull', { folder: this.folder }), 'bad_input');
      options.onStep?.('fetch');
      await withSiteWriteLock(this.gitDir, () => git(['fetch', '--quiet', '--no-tags', '--prune', '--no-recurse-submodules', 'origin'], this.context(options, { timeoutMs: 30 * 60_000 })));
    });
  }

  /** The same cameras changed on both sides, field by field, against the remote as last fetched (a pull that ended in a conflict); null when there are none. */
  conflicts(options: SiteCallOptions = {}): Promise<SiteConflicts | null> {
    return this.exclusive(async () => siteConflicts(this.context(options), await this.branch(options)));
  }

  /** Resolves the conflicts the technician saw with one choice per field: one merge commit by `technician` (siteConflicts.ts). */
  resolveConflicts(resolution: ConflictResolution, technician: Technician, options: SiteCallOptions = {}): Promise<{ commit: string }> {
    const env = technicianEnvironment(technician);
    return this.exclusive(async () => {
      await this.refuseWhileInProgress('resolve');
      const branch = await this.branch(options);
      return withSiteWriteLock(this.gitDir, () => resolveSiteConflicts(this.context(options), branch, resolution, env));
    });
  }

  /** Pushes the site's branch; a push refused because the remote moved on pulls and pushes once more. */
  async push(technician: Technician, options: SiteCallOptions = {}): Promise<PushOutcome> {
    const env = technicianEnvironment(technician);
    return this.exclusive(async () => {
      await this.refuseWhileInProgress('push');
      if (!(await this.hasRemote(options))) throw new SiteRepositoryError(localize('siteRepo.work.noRemotePush', { folder: this.folder }), 'bad_input');
      const branch = await this.branch(options);
      options.onStep?.('push');
      const first = await this.pushOnce(branch, options);
      if (first === 'up_to_date') return { outcome: 'up_to_date' };
      if (first === 'pushed') return { outcome: 'pushed', pulledFirst: null };
      const pulled = await this.pullUnqueued(env, options);
      if (pulled.outcome === 'conflict') return { outcome: 'not_pushed', pulled };
      options.onStep?.('pushAgain');
      const second = await this.pushOnce(branch, options);
      if (second === 'rejected') throw new SiteRepositoryError(localize('siteRepo.work.movedAgain', { folder: this.folder }), 'conflict');
      return { outcome: 'pushed', pulledFirst: pulled };
    });
  }

  private async pushOnce(branch: string, options: SiteCallOptions): Promise<'pushed' | 'up_to_date' | 'rejected'> {
    const refspec = `refs/heads/${branch}:refs/heads/${branch}`;
    const result = await runGit(['push', '--porcelain', '--no-recurse-submodules', '--', remoteName, refspec], this.context(options, { timeoutMs: 30 * 60_000 }));
    const line = result.stdout.split('\n').find((entry) => entry.includes(`\t${refspec}\t`));
    const flag = line?.[0];
    if (result.exitCode === 0 && flag === '=') return 'up_to_date';
    if (result.exitCode === 0) return 'pushed';
    if (flag === '!' && /\((non-fast-forward|fetch first)\)/.test(line ?? '')) return 'rejected';
    const words = result.stderr || line;
    throw new SiteRepositoryError(words ? localize('siteRepo.work.pushFailed', { folder: this.folder, words }) : localize('siteRepo.work.pushFailedWithCode', { folder: this.folder, code: String(result.exitCode) }), 'unreachable');
  }
}
