// Calls made as one commit (SiteCommitter's asOneCommit, the agent's check job): two baseline
// checks in a site end in one commit by the technician naming both baselines, every camera and
// each result, read back by plain git; a batch whose calls all failed commits nothing, a
// cancelled one commits what it wrote, and calls outside a batch still commit one each.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOperationOfCalls } from '../../../../src/main/services/siteCommits/siteOperations';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { SiteRepository } from '../../../../src/main/siterepo/siteRepository';
import { startCamera } from '../../remoteconfig/cameraFixture';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../../siterepo/gitServers';
import { running, startStudio, type Studio } from '../studioOnWorkspace';

const password = 'batch-Secret-31';
const passphrase = 'site phrase of the batch';
const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const site = { name: 'Hafen West', customer: '', address: '', timeZone: 'UTC', reportLanguage: 'en' as const };
const speakerAt50 = 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n';

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
beforeAll(async () => {
  home = await isolatedGitHome();
});
afterAll(async () => home.restore());

interface SiteWithTwoBaselines {
  folder: string;
  studio: Studio;
  services: StudioServices;
  doorCamera: string;
  yardCamera: string;
}

/** A site with a camera in each of two groups and a baseline assigned to each, saved by Anna. */
async function siteWithTwoBaselines(): Promise<SiteWithTwoBaselines> {
  const { repository } = await SiteRepository.init(join(await makeTemporaryFolder('camconfig-site-batch-'), 'hafen'), site, anna);
  const folder = repository.folder;
  plainGit(folder, 'config', 'user.name', anna.name);
  plainGit(folder, 'config', 'user.email', anna.email);
  const studio = await startStudio(folder, { kind: 'none', sitePassphrase: passphrase });
  const services = running.at(-1)!;
  const cameraIn = async (group: string): Promise<string> => {
    const camera = await startCamera({ password });
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: camera.port, user: 'admin', password, label: group });
    await studio.call('cameras.update', { cameraId, group });
    return cameraId;
  };
  const doorCamera = await cameraIn('Entrance');
  const yardCamera = await cameraIn('Yard');
  await studio.call('baseline.save', { name: 'Door', text: speakerAt50, groups: ['Entrance'] });
  await studio.call('baseline.save', { name: 'Yard', text: speakerAt50, groups: ['Yard'] });
  return { folder, studio, services, doorCamera, yardCamera };
}

let checks = 0;
const check = (studio: Studio, baseline: string) => studio.call('baseline.check', { baseline, operationId: `check-${++checks}` });
const commitCount = (folder: string): number => Number(plainGit(folder, 'rev-list', '--count', 'HEAD').trim());
const newest = (folder: string, format: string): string => plainGit(folder, 'log', '-1', `--format=${format}`).trim();

describe('calls made as one commit', () => {
  it('commits two baseline checks once, naming both baselines, every camera and each result; a check outside the batch commits on its own', async () => {
    const { folder, studio, services, doorCamera, yardCamera } = await siteWithTwoBaselines();
    const before = commitCount(folder);

    const runs = await services.asOneCommit!(async () => [await check(studio, 'Door'), await check(studio, 'Yard')]);

    expect(commitCount(folder)).toBe(before + 1);
    expect(newest(folder, '%an <%ae>|%s')).toBe("Anna Berg <anna@installer.example>|Checked 2 cameras against 2 baselines: 'Door' v1, 'Yard' v1");
    expect(newest(folder, '%(trailers:key=Camconfig-Operation,valueonly)')).toBe('check');
    expect(newest(folder, '%(trailers:key=Camconfig-Cameras,valueonly)')).toBe(`${doorCamera}, ${yardCamera}`);
    expect(newest(folder, '%(trailers:key=Camconfig-Result,valueonly)')).toBe("'Door' v1: 1 compliant, 0 drifted, 0 unreadable; 'Yard' v1: 1 compliant, 0 drifted, 0 unreadable");
    expect(newest(folder, '%b')).toContain("'Door' v1: 1 compliant, 0 drifted, 0 unreadable\n'Yard' v1: 1 compliant, 0 drifted, 0 unreadable");
    const files = plainGit(folder, 'show', '--name-only', '--format=', 'HEAD');
    for (const { run } of runs) expect(files).toContain(run.runId);
    expect(plainGit(folder, 'status', '--porcelain', '--', 'baseline-runs')).toBe('');

    await check(studio, 'Door');
    expect(commitCount(folder)).toBe(before + 2);
    expect(newest(folder, '%s')).toBe("Checked 1 camera against baseline 'Door' v1");
  });

  it('commits nothing for a batch whose calls all failed, and what a cancelled batch wrote', async () => {
    const { folder, studio, services, doorCamera, yardCamera } = await siteWithTwoBaselines();
    const before = commitCount(folder);

    const failure = await services.asOneCommit!(() => studio.failure('baseline.check', { baseline: 'Nowhere', operationId: 'check-nowhere' }));
    expect(failure.code).toBe('not_found');
    expect(commitCount(folder)).toBe(before);

    const stop = new AbortController();
    await services.asOneCommit!(async () => {
      await check(studio, 'Door');
      stop.abort();
      await services.handlers['baseline.check']({ baseline: 'Yard', operationId: 'check-yard-cancelled' }, { signal: stop.signal });
    });
    expect(commitCount(folder)).toBe(before + 1);
    expect(newest(folder, '%s|%(trailers:key=Camconfig-Cameras,valueonly)')).toBe(`Checked 2 cameras against 2 baselines: 'Door' v1, 'Yard' v1|${doorCamera}, ${yardCamera}`);
    expect(newest(folder, '%(trailers:key=Camconfig-Result,valueonly)')).toBe("'Door' v1: 1 compliant, 0 drifted, 0 unreadable; 'Yard' v1: 0 compliant, 0 drifted, 1 unreadable, cancelled");
  });

  it('reads calls of other methods side by side, every path they write once, and leaves the reads out', () => {
    const found = siteOperationOfCalls([
      { method: 'baseline.save', input: { name: 'Door' }, output: {} },
      { method: 'baseline.list', input: {}, output: { baselines: [] } },
      { method: 'baseline.remove', input: { name: 'Yard' }, output: {} },
    ]);
    expect(found).toEqual({ operation: { operation: 'batch', subject: "Saved baseline 'Door'; Removed baseline 'Yard'", cameras: [], result: 'saved; removed' }, writes: ['baselines'] });
    expect(siteOperationOfCalls([{ method: 'baseline.list', input: {}, output: { baselines: [] } }])).toBeNull();
  });
});
