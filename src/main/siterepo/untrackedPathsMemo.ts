// Which of the paths a commit names are neither in the folder nor in git's index: git refuses to
// add such a path, so it is left out of `git add`. Asking git (`git ls-files`) costs a process
// start on every commit (a site's history or trusted-certificates folder is often absent); the
// answer holds for as long as the index file is the one it was read from, and git writes every
// new index as a new file (index.lock renamed into place), so its identity tells.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

type IndexIdentity = string;

export async function indexIdentity(gitDir: string): Promise<IndexIdentity | null> {
  const index = await stat(join(gitDir, 'index'), { bigint: true }).catch(() => null);
  return index ? `${index.dev}:${index.ino}:${index.size}:${index.mtimeNs}:${index.ctimeNs}` : null;
}

export class UntrackedPathsMemo {
  private known: { identity: IndexIdentity; untracked: ReadonlySet<string> } | null = null;

  /** The paths known to be untracked in the index as it is now; null when the index changed since. */
  async lookup(gitDir: string, paths: readonly string[]): Promise<string[] | null> {
    const known = this.known;
    if (!known || paths.some((path) => !known.untracked.has(path))) return null;
    return (await indexIdentity(gitDir)) === known.identity ? [...paths] : null;
  }

  /** Records `untracked` as true of the index as it is now (after the commit that left them out). */
  async remember(gitDir: string, untracked: readonly string[]): Promise<void> {
    const identity = await indexIdentity(gitDir);
    this.known = identity ? { identity, untracked: new Set(untracked) } : null;
  }
}
