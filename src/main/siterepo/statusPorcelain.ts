// What `git status --porcelain=v2 --branch -z --no-renames` says (git-status(1), "Porcelain
// Format Version 2"): the headers of the branch, then one entry per changed, unmerged or untracked
// path, each ended by NUL.

export interface PorcelainStatus {
  /** False on a branch without a commit yet (`# branch.oid (initial)`). */
  hasHead: boolean;
  /** Present when the upstream's commit is there (`# branch.ab +A -B`). */
  aheadBehind: { ahead: number; behind: number } | null;
  /** Every path changed, unmerged or untracked. */
  paths: string[];
}

/** Fields before the path: ordinary changed entries (`1`) and unmerged ones (`u`). */
const fieldsBeforePath: Readonly<Record<string, number>> = { '1': 8, u: 10, '?': 1, '!': 1 };

function pathOf(entry: string): string | null {
  const before = fieldsBeforePath[entry[0]!];
  if (before === undefined) return null;
  let at = 0;
  for (let field = 0; field < before; field++) at = entry.indexOf(' ', at) + 1;
  return at > 0 ? entry.slice(at) : null;
}

export function parsePorcelainV2(output: string): PorcelainStatus {
  const status: PorcelainStatus = { hasHead: true, aheadBehind: null, paths: [] };
  for (const entry of output.split('\0')) {
    if (entry === '# branch.oid (initial)') status.hasHead = false;
    const ab = /^# branch\.ab \+(\d+) -(\d+)$/.exec(entry);
    if (ab) status.aheadBehind = { ahead: Number(ab[1]), behind: Number(ab[2]) };
    if (entry.startsWith('#') || entry === '') continue;
    const path = pathOf(entry);
    if (path !== null && !entry.startsWith('!')) status.paths.push(path);
  }
  return status;
}
