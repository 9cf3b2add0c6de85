// The site repository's bench run small, so that its code path cannot rot: the year generated with
// the studio's stores reads back with plain git (every day's backups and check run, fsck clean),
// and every figure of the bench is measured.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSiteYear, runPlainGit } from '../../bench/lib/siteYear';
import { siteRepositoryBench } from '../../bench/site-repository.bench';

const root = await mkdtemp(join(tmpdir(), 'site-bench-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('site repository bench', () => {
  it('generates the days as the studio commits them, read back by plain git', async () => {
    const year = await makeSiteYear(join(root, 'year'), { cameras: 3, days: 4 });
    expect(await readdir(join(year.folder, 'backups'))).toHaveLength(12);
    expect((await readdir(join(year.folder, 'baseline-runs'))).length).toBeGreaterThan(0);
    const subjects = (await runPlainGit(year.folder, ['log', '--format=%s'])).trim().split('\n');
    expect(subjects).toHaveLength(2 + 2 * 4);
    expect(subjects.filter((subject) => subject === 'Backed up 3 cameras')).toHaveLength(4);
    expect(subjects[0]).toBe("Checked 3 cameras against baseline 'Standard Türstation' v3");
    const log = await year.repository.log({ camera: 'cam-2' });
    expect(log.length).toBe(1 + 2 * 4);
    expect(await runPlainGit(year.folder, ['ls-files', '--', '*.last-good'])).toBe('');
    await runPlainGit(year.folder, ['fsck', '--strict', '--no-progress']);
    expect(await runPlainGit(year.folder, ['status', '--porcelain'])).toBe('');
  });

  it('measures every figure beside plain git', async () => {
    const result = await siteRepositoryBench({ cameras: 3, days: 3, rounds: 1, cloneRounds: 1 });
    for (const figure of Object.values(result.figures)) expect(figure).toBeGreaterThan(0);
    expect(result.figures.fileBytes).toBeGreaterThan(3 * 3 * 1000);
    expect(result.body).toContain('| repository size');
    expect(result.body).toMatch(/Goals: backup commit [\d.]+x of plain git/);
  });
});
