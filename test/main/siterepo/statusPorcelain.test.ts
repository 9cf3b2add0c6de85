// The status of a site from git's porcelain v2: the branch's counts and every path, spaces kept.
import { describe, expect, it } from 'vitest';
import { parsePorcelainV2 } from '../../../src/main/siterepo/statusPorcelain';

const oid = '0123456789abcdef0123456789abcdef01234567';

describe('parsePorcelainV2', () => {
  it('reads ahead and behind, and the changed, unmerged and untracked paths', () => {
    const output = [
      `# branch.oid ${oid}`,
      '# branch.head main',
      '# branch.upstream origin/main',
      '# branch.ab +2 -3',
      `1 .M N... 100644 100644 100644 ${oid} ${oid} cameras/a b.json`,
      `u UU N... 100644 100644 100644 100644 ${oid} ${oid} ${oid} cameras/c.json`,
      '? notes by hand.txt',
      '',
    ].join('\0');
    expect(parsePorcelainV2(output)).toEqual({ hasHead: true, aheadBehind: { ahead: 2, behind: 3 }, paths: ['cameras/a b.json', 'cameras/c.json', 'notes by hand.txt'] });
  });

  it('says when there is no commit yet and no upstream', () => {
    expect(parsePorcelainV2(['# branch.oid (initial)', '# branch.head main', '? site.json', ''].join('\0'))).toEqual({ hasHead: false, aheadBehind: null, paths: ['site.json'] });
  });
});
