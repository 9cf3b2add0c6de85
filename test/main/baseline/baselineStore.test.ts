// The workspace's baselines and check runs on real files: every save a version kept, a save
// over a version no longer the newest refused as a conflict, an unusable file moved aside,
// writes atomic (a failed write leaves the newest version as it was), runs pruned per baseline.
import { englishText } from '../../../src/shared/i18n/renderText';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BaselineStore } from '../../../src/main/baseline/baselineStore';
import { CheckRunStore, newRunId } from '../../../src/main/baseline/checkRunStore';
import { BaselineConflictError, BaselineMissingError, CheckRunMissingError } from '../../../src/main/baseline/baselineErrors';
import { BaselineTextError } from '../../../src/shared/baseline/baselineText';
import type { CheckRun } from '../../../src/shared/api/baselineSchemas';
import { temporaryFolder } from '../workspace/workspaceFolder';

const first = 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n';
const second = 'SECTION audio\nSPEAKERLEVEL=60\nENDSECTION audio\nSECTION sip\nDISPLAY_NAME=Tür {ROOM}\nENDSECTION sip\n';

describe('baseline store', () => {
  it('keeps every save as a version, the newest first in the list of versions', async () => {
    const store = new BaselineStore(await temporaryFolder());
    await store.save({ name: 'Site Nord', text: first, groups: ['Hall'] }, new Date('2026-11-01T08:00:00Z'));
    const saved = await store.save({ name: 'Site Nord', text: second, groups: ['Hall', 'Yard'], basedOnVersion: 1 }, new Date('2026-11-02T08:00:00Z'));
    expect(saved).toEqual({ name: 'Site Nord', version: 2, groups: ['Hall', 'Yard'], sections: ['audio', 'sip'], parameterCount: 2, savedAt: '2026-11-02T08:00:00.000Z' });
    const newest = await store.get('Site Nord');
    expect(newest.baseline.text).toBe(second);
    expect(newest.versions).toEqual([
      { version: 2, savedAt: '2026-11-02T08:00:00.000Z' },
      { version: 1, savedAt: '2026-11-01T08:00:00.000Z' },
    ]);
    expect((await store.get('Site Nord', 1)).baseline).toMatchObject({ version: 1, text: first, groups: ['Hall'] });
    expect(await store.list()).toEqual([saved]);
    await expect(store.get('Site Nord', 3)).rejects.toThrow(BaselineMissingError);
    await expect(store.get('Süd')).rejects.toThrow(/no baseline Süd .*baselines: Site Nord/);
  });

  it('refuses a save over a version that is no longer the newest, a taken name and a text with problems: nothing overwritten', async () => {
    const store = new BaselineStore(await temporaryFolder());
    await store.save({ name: 'Site', text: first, groups: [] });
    await store.save({ name: 'Site', text: second, groups: [], basedOnVersion: 1 });
    await expect(store.save({ name: 'Site', text: first, groups: [], basedOnVersion: 1 })).rejects.toThrow(BaselineConflictError);
    await expect(store.save({ name: 'Site', text: first, groups: [] })).rejects.toThrow(/a baseline named Site exists \(version 2\)/);
    await expect(store.save({ name: 'site', text: first, groups: [] })).rejects.toThrow(/differing only in letter case/);
    await expect(store.save({ name: 'Site', text: 'SECTION audio\nLEVEL\n', groups: [], basedOnVersion: 2 })).rejects.toThrow(BaselineTextError);
    expect((await store.get('Site')).baseline).toMatchObject({ version: 2, text: second });
  });

  it('moves an unusable index aside and restores its last good copy; removes a baseline whole', async () => {
    const folder = await temporaryFolder();
    const problems: string[] = [];
    const store = new BaselineStore(folder, (problem) => problems.push(englishText(problem)));
    await store.save({ name: 'Site', text: first, groups: [] });
    await writeFile(join(folder, 'baselines', 'Site', 'index.json'), '{"version": 1, "name": ');
    expect((await store.get('Site')).baseline.text).toBe(first);
    expect(problems).toEqual([expect.stringMatching(/index\.json is not valid JSON .*moved to .*corrupt-.*last good copy .* was restored/)]);
    expect((await readdir(join(folder, 'baselines', 'Site'))).some((name) => name.startsWith('index.json.corrupt-'))).toBe(true);
    expect(await store.remove('Site')).toBe(true);
    expect(await store.remove('Site')).toBe(false);
    expect(await readdir(join(folder, 'baselines'))).toEqual([]);
  });

  it('writes atomically: a save that cannot write leaves the newest version as it was', async () => {
    const folder = await temporaryFolder();
    const store = new BaselineStore(folder);
    await store.save({ name: 'Site', text: first, groups: [] });
    const baselineFolder = join(folder, 'baselines', 'Site');
    // A folder where version 2's text goes: its write cannot be renamed into place.
    await mkdir(join(baselineFolder, 'v2.baseline', 'in-the-way'), { recursive: true });
    await expect(store.save({ name: 'Site', text: second, groups: [], basedOnVersion: 1 })).rejects.toMatchObject({ kind: 'storage' });
    expect((await store.get('Site')).baseline).toMatchObject({ version: 1, text: first });
    expect((await readdir(baselineFolder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await readFile(join(baselineFolder, 'v1.baseline'), 'utf8')).toBe(first);
  });
});

function run(baseline: string, startedAt: Date, drifted = 0): CheckRun {
  return {
    runId: newRunId(startedAt),
    baseline: { name: baseline, version: 1 },
    startedAt: startedAt.toISOString(),
    finishedAt: startedAt.toISOString(),
    cancelled: false,
    counts: { compliant: 1 - drifted, drifted, unreadable: 0, not_in_force: 0 },
    cameras: [{ cameraId: 'cam-1', label: 'Door', host: '127.0.0.1', port: 80, group: null, firmware: null, status: drifted ? 'drifted' : 'compliant', drift: drifted ? [{ section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: null }] : [], reason: null, kind: null }],
  };
}

describe('check run store', () => {
  it('keeps each run by its id, lists them newest first, and keeps the newest N per baseline', async () => {
    const folder = await temporaryFolder();
    const store = new CheckRunStore(folder, () => undefined, 2);
    const runs = [0, 1, 2].map((day) => run('Site', new Date(Date.UTC(2026, 10, 1 + day)), day % 2));
    const other = run('Yard', new Date(Date.UTC(2026, 9, 1)));
    for (const each of [other, ...runs]) await store.save(each);
    expect((await store.list('Site')).map((summary) => summary.runId)).toEqual([runs[2]!.runId, runs[1]!.runId]);
    expect((await store.list()).map((summary) => summary.runId)).toEqual([runs[2]!.runId, runs[1]!.runId, other.runId]);
    expect(await store.byId(runs[1]!.runId)).toEqual(runs[1]);
    expect(await store.newest('Site')).toEqual(runs[2]);
    expect(await store.newest('Nothing')).toBeNull();
    await expect(store.byId(runs[0]!.runId)).rejects.toThrow(CheckRunMissingError);
    await expect(store.byId('../x')).rejects.toThrow(CheckRunMissingError);
  });

  it('moves a run file that breaks the schema aside and leaves it out', async () => {
    const folder = await temporaryFolder();
    const problems: string[] = [];
    const store = new CheckRunStore(folder, (problem) => problems.push(englishText(problem)));
    const kept = run('Site', new Date(Date.UTC(2026, 10, 1)));
    await store.save(kept);
    const path = join(folder, 'baseline-runs', `${kept.runId}.json`);
    await writeFile(path, JSON.stringify({ ...kept, counts: 'many' }));
    await writeFile(`${path}.last-good`, 'not json');
    const fresh = new CheckRunStore(folder, (problem) => problems.push(englishText(problem)));
    expect(await fresh.list()).toEqual([]);
    expect(problems.join('\n')).toMatch(/does not have the expected content \(at counts/);
    await expect(fresh.byId(kept.runId)).rejects.toThrow(CheckRunMissingError);
  });
});
