// The baseline.* methods fed hostile inputs through the real dispatcher on a workspace:
// oversized texts, wrong types, path-like and reserved names, numbers out of bounds and ids of
// nothing. Each is refused with its code and a message naming what is wrong; nothing is written
// outside baselines/ and baseline-runs/, and nothing reaches a camera.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { baselineLimits } from '../../../../src/shared/api/baselineSchemas';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

const text = 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n';

describe('baseline methods with hostile inputs', () => {
  it('refuses path-like, reserved and malformed names, and writes no file for them', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    for (const name of ['../x', '..', 'a/b', 'a\\b', 'CON', 'con.txt', 'LPT1', '__proto__', 'constructor ', '', ' Site', 'x'.repeat(65), 'Site\u0000', 'Site\n']) {
      const failure = await studio.failure('baseline.save', { name, text, groups: [] });
      expect(failure.code, JSON.stringify(name)).toBe('invalid_request');
      expect((await studio.failure('baseline.get', { name })).code).toBe('invalid_request');
      expect((await studio.failure('baseline.remove', { name })).code).toBe('invalid_request');
    }
    expect((await studio.failure('baseline.save', { name: 'CON', text, groups: [] })).message).toMatch(/device name reserved on Windows/);
    expect(await readdir(folder)).not.toContain('baselines');
  });

  it('refuses wrong types, an oversized text, a text with problems and numbers out of bounds', async () => {
    const studio = await startStudio(await temporaryFolder());
    const refused = async (method: Parameters<typeof studio.failure>[0], input: unknown, message?: RegExp) => {
      const failure = await studio.failure(method, input);
      expect(failure.code, `${method} ${JSON.stringify(input).slice(0, 80)}`).toBe('invalid_request');
      if (message) expect(failure.message).toMatch(message);
    };
    await refused('baseline.save', { name: 'Site', text: 7, groups: [] });
    await refused('baseline.save', { name: 'Site', text, groups: 'Hall' });
    await refused('baseline.save', { name: 'Site', text: `${text}#${'x'.repeat(baselineLimits.maxTextLength)}`, groups: [] }, /longer than/);
    await refused('baseline.save', { name: 'Site', text: 'SECTION audio\nLEVEL\nENDSECTION audio\n', groups: [] }, /Site line 2: expected NAME=value/);
    await refused('baseline.save', { name: 'Site', text: 'SECTION audio\nNAME=Kamera ☃\nENDSECTION audio\n', groups: [] }, /Latin-1/);
    await refused('baseline.save', { name: 'Site', text, groups: new Array(baselineLimits.maxGroups + 1).fill('Hall') });
    await refused('baseline.save', { name: 'Site', text, groups: [], basedOnVersion: 0 });
    await refused('baseline.get', { name: 'Site', version: 1_000_001 });
    await refused('baseline.get', { name: 'Site', version: 1.5 });
    await refused('baseline.check', { baseline: 'Site', operationId: 'op', parallel: baselineLimits.maxParallel + 1 });
    await refused('baseline.check', { baseline: 'Site', operationId: 'op', cameraIds: [] });
    await refused('baseline.check', { baseline: 'Site', operationId: 'op', cameraIds: ['../x'] });
    await refused('baseline.fix', { runId: 'x', operationId: 'op', parallel: 0 });
    await refused('baseline.planFix', { runId: '' });
    await refused('baseline.run', { runId: 'x'.repeat(101) });
    await refused('baseline.draft', { cameraId: 'cam-1', snapshotId: '../x' });
    await refused('baseline.runs', { baseline: '__proto__' });
  });

  it('answers not_found for a baseline, version, run or camera that is not there, and conflict for a stale save', async () => {
    const studio = await startStudio(await temporaryFolder());
    expect((await studio.failure('baseline.get', { name: 'Nirgends' })).code).toBe('not_found');
    expect((await studio.failure('baseline.check', { baseline: 'Nirgends', operationId: 'op' })).code).toBe('not_found');
    for (const runId of ['2026-11-27T08-00-00-000Z-0123abcd', '../x', 'CON', '__proto__', '../../etc/passwd']) {
      expect((await studio.failure('baseline.run', { runId })).code, runId).toBe('not_found');
      expect((await studio.failure('baseline.planFix', { runId })).code, runId).toBe('not_found');
      expect((await studio.failure('baseline.fix', { runId, operationId: `fix-${runId}` })).code, runId).toBe('not_found');
    }
    expect((await studio.failure('baseline.draft', { cameraId: 'cam-999' })).code).toBe('not_found');
    await studio.call('baseline.save', { name: 'Site', text, groups: [] });
    expect((await studio.failure('baseline.get', { name: 'Site', version: 2 })).code).toBe('not_found');
    expect((await studio.failure('baseline.check', { baseline: 'Site', operationId: 'op', cameraIds: ['cam-999'] })).code).toBe('not_found');
    expect((await studio.failure('baseline.check', { baseline: 'Site', operationId: 'op' })).message).toMatch(/baseline Site is assigned to no group/);
    await studio.call('baseline.save', { name: 'Site', text, groups: [], basedOnVersion: 1 });
    const stale = await studio.failure('baseline.save', { name: 'Site', text, groups: [], basedOnVersion: 1 });
    expect(stale).toMatchObject({ code: 'conflict', message: expect.stringContaining('saved meanwhile (version 2') });
    expect(await studio.call('baseline.remove', { name: 'Nirgends' })).toEqual({ removed: false });
    expect((await studio.call('baseline.list', {})).baselines.map((baseline) => `${baseline.name} v${baseline.version}`)).toEqual(['Site v2']);
  });
});
