// git's index.lock: while a git works in the repository it holds it; a git stopped hard
// (kill -9, a power cut) leaves it behind and every later git refuses to run. A lock is removed
// only when no git process holds it: on Linux /proc tells (a git whose working folder is in the
// site, or that has the lock open); elsewhere nothing tells, so the lock is reported, never removed.
import { readdir, readFile, readlink, rm, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export type IndexLockState = { state: 'none' } | { state: 'removed' } | { state: 'held'; pids: number[] } | { state: 'unknown' };

export async function settleIndexLock(gitDir: string, workFolder: string): Promise<IndexLockState> {
  const lock = join(gitDir, 'index.lock');
  if (!(await exists(lock))) return { state: 'none' };
  if (process.platform !== 'linux') return { state: 'unknown' };
  const pids = await gitProcessesIn([workFolder, gitDir], lock);
  if (pids.length > 0) return { state: 'held', pids };
  await rm(lock, { force: true });
  return { state: 'removed' };
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

const isInside = (path: string, folder: string): boolean => path === folder || path.startsWith(folder + sep);

/** The ids of git processes working in one of `folders` or holding `lock` open. */
async function gitProcessesIn(folders: readonly string[], lock: string): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const base = join('/proc', entry);
    const name = (await readFile(join(base, 'comm'), 'utf8').catch(() => '')).trim();
    if (!name.startsWith('git')) continue;
    const cwd = await readlink(join(base, 'cwd')).catch(() => '');
    if (folders.some((folder) => isInside(cwd, folder)) || (await holdsFile(base, lock))) found.push(Number(entry));
  }
  return found;
}

async function holdsFile(processFolder: string, file: string): Promise<boolean> {
  const descriptors = await readdir(join(processFolder, 'fd')).catch(() => [] as string[]);
  for (const descriptor of descriptors) {
    if ((await readlink(join(processFolder, 'fd', descriptor)).catch(() => '')) === file) return true;
  }
  return false;
}
