// The commit HEAD names, read from the repository's files without starting git (a commit asks for
// it right after committing, when git has just written the branch as a loose ref). Null when the
// files do not say it plainly (a packed or reftable ref, a detached HEAD): then git is asked.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const commitId = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const branchRef = /^ref: (refs\/heads\/[^\s]+)$/;

export async function headCommitFromFiles(gitDir: string): Promise<string | null> {
  const head = (await readFile(join(gitDir, 'HEAD'), 'utf8').catch(() => '')).trim();
  const ref = branchRef.exec(head)?.[1];
  if (!ref || ref.split('/').some((part) => part === '..' || part === '')) return null;
  const id = (await readFile(join(gitDir, ref), 'utf8').catch(() => '')).trim();
  return commitId.test(id) ? id : null;
}
