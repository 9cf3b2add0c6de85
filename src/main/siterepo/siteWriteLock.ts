// One writer at a time per site, across processes: the studio and any number of `camconfig`
// commands commit, pull and merge one after the other, never into one commit and never into
// git's index.lock at the same moment. The lock is a file in .git that appears whole (written
// aside, then linked to its name, which fails when it exists) and holds its owner's process id;
// a lock whose owner no longer runs (killed with -9, a power cut) is taken over, so it cannot
// stay stuck. Waiting for a live owner is bounded.
import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SiteRepositoryError } from './siteErrors';
import { localize } from '../../shared/i18n/text';
import { isRunning } from './processRunning';

export const siteWriteLockName = 'camconfig-write.lock';

/** How long a writer waits for another (a backup run of 2000 cameras commits in seconds). */
const defaultWaitMs = 120_000;

/**
 * A lock file naming no owner is not one this code wrote whole (an older version, a hand-made
 * file, a writer cut off mid-write); once it is this old nobody is about to fill it in.
 */
const ownerlessStaleMs = 2000;

/** A takeover is a read and a remove; a takeover mark this old was left by a waiter that died in it. */
const takeoverStaleMs = 10_000;

async function ownerOf(lock: string): Promise<number | null> {
  const text = await readFile(lock, 'utf8').catch(() => null);
  const pid = text === null ? Number.NaN : Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function ageMs(file: string): Promise<number | null> {
  const info = await stat(file).catch(() => null);
  return info === null ? null : Date.now() - info.mtimeMs;
}

/** Creates `file` holding this process's id, whole or not at all; false when it exists. */
async function createExclusively(file: string): Promise<boolean> {
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(aside, `${process.pid}\n`);
  try {
    await link(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(aside, { force: true });
  }
}

async function isStale(lock: string): Promise<boolean> {
  const owner = await ownerOf(lock);
  if (owner !== null) return !isRunning(owner);
  const age = await ageMs(lock);
  return age !== null && age > ownerlessStaleMs;
}

/**
 * Removes the lock when it is stale. Only the waiter holding the takeover mark may remove it, so
 * two waiters that both saw a dead owner cannot remove the lock the first of them then took.
 */
async function takeOverIfStale(lock: string): Promise<boolean> {
  const mark = `${lock}.takeover`;
  if (!(await createExclusively(mark))) {
    const age = await ageMs(mark);
    if (age !== null && age > takeoverStaleMs) await rm(mark, { force: true });
    return false;
  }
  try {
    if (!(await isStale(lock))) return false;
    await rm(lock, { force: true });
    return true;
  } finally {
    await rm(mark, { force: true });
  }
}

/** Runs `work` holding the site's write lock; waits (bounded) for a writer that runs, takes over from one that does not. */
export async function withSiteWriteLock<T>(gitDir: string, work: () => Promise<T>, waitMs = defaultWaitMs): Promise<T> {
  const lock = join(gitDir, siteWriteLockName);
  const until = Date.now() + waitMs;
  let pause = 5;
  while (!(await createExclusively(lock))) {
    if ((await isStale(lock)) && (await takeOverIfStale(lock))) continue;
    if (Date.now() > until) throw new SiteRepositoryError(localize('siteRepo.work.writeLockBusy', { lock, pid: String((await ownerOf(lock)) ?? '?') }), 'timeout');
    await delay(pause);
    pause = Math.min(pause * 2, 100);
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}
