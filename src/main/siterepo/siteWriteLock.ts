// One writer at a time per site, across processes: the studio and any number of `camconfig`
// commands commit, pull and merge one after the other, never into one commit and never into
// git's index.lock at the same moment. The lock is a file in .git created exclusively and
// holding its owner's process id; a lock whose owner no longer runs (killed with -9, a power
// cut) is taken over at once, so it cannot stay stuck. Waiting for a live owner is bounded.
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SiteRepositoryError } from './siteErrors';
import { localize } from '../../shared/i18n/text';
import { isRunning } from './processRunning';

export const siteWriteLockName = 'camconfig-write.lock';

/** How long a writer waits for another (a backup run of 2000 cameras commits in seconds). */
const defaultWaitMs = 120_000;

async function ownerOf(lock: string): Promise<number | null> {
  const text = await readFile(lock, 'utf8').catch(() => null);
  const pid = text === null ? Number.NaN : Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function tryTake(lock: string): Promise<boolean> {
  try {
    const file = await open(lock, 'wx');
    try {
      await file.writeFile(`${process.pid}\n`);
    } finally {
      await file.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Runs `work` holding the site's write lock; waits (bounded) for a writer that runs, takes over from one that does not. */
export async function withSiteWriteLock<T>(gitDir: string, work: () => Promise<T>, waitMs = defaultWaitMs): Promise<T> {
  const lock = join(gitDir, siteWriteLockName);
  const until = Date.now() + waitMs;
  let pause = 5;
  while (!(await tryTake(lock))) {
    const owner = await ownerOf(lock);
    // An owner that is gone, or a file without an owner yet (being written) seen twice, is stale.
    if (owner !== null && !isRunning(owner)) {
      await rm(lock, { force: true });
      continue;
    }
    if (Date.now() > until) throw new SiteRepositoryError(localize('siteRepo.work.writeLockBusy', { lock, pid: String(owner ?? '?') }), 'timeout');
    await delay(pause);
    pause = Math.min(pause * 2, 100);
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}
