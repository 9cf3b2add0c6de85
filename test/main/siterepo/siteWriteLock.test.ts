// The site's write lock across writers: many waiters on a lock whose owner was killed take it
// over one at a time (never two inside at once, none stuck), and a live owner is waited for.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteWriteLockName, withSiteWriteLock } from '../../../src/main/siterepo/siteWriteLock';
import { makeTemporaryFolder } from './gitServers';

async function deadProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

/** Lets the event loop run a few turns so other waiters get their chance inside the lock. */
async function yieldTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('site write lock', () => {
  it('lets forty waiters on a dead owner\'s lock in one at a time', async () => {
    const gitDir = join(await makeTemporaryFolder('camconfig-write-lock-'), '.git');
    await mkdir(gitDir);
    await writeFile(join(gitDir, siteWriteLockName), `${await deadProcessId()}\n`);
    let inside = 0;
    let mostInside = 0;
    const finished = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        withSiteWriteLock(gitDir, async () => {
          inside += 1;
          mostInside = Math.max(mostInside, inside);
          await yieldTurns(20);
          inside -= 1;
          return index;
        }),
      ),
    );
    expect(finished).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(mostInside).toBe(1);
    expect(await readdir(gitDir)).toEqual([]);
  });

  it('waits for an owner that runs and says which process holds the lock when the wait ends', async () => {
    const gitDir = join(await makeTemporaryFolder('camconfig-write-lock-'), '.git');
    await mkdir(gitDir);
    const lock = join(gitDir, siteWriteLockName);
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeFile(lock, `${holder.pid}\n`);
      await expect(withSiteWriteLock(gitDir, async () => 'ran', 200)).rejects.toThrow(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    expect(await withSiteWriteLock(gitDir, async () => 'ran')).toBe('ran');
  });
});
