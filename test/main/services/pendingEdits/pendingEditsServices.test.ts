// pendingEdits.* through the dispatcher on a workspace, fed the hostile inputs of issue 18:
// ids of no camera, path-like ids, a file whose value holds a line break, a workspace where
// the folder cannot be made.
import { englishText } from '../../../../src/shared/i18n/renderText';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closedTcpPort } from '../../../support/reservedPort';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { running, startStudio } from '../studioOnWorkspace';

const micro = { section: 'audio', name: 'MICRO', value: '1' };

async function studioWithCamera(folder: string) {
  const studio = await startStudio(folder);
  const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: 'pw' });
  return { studio, cameraId };
}

describe('pendingEdits for an id the studio has no camera with (fault 4)', () => {
  it('answer not_found for an unknown camera and invalid_request for a path-like or malformed id; no file is written', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    for (const method of ['pendingEdits.save', 'pendingEdits.load'] as const) {
      const input = (cameraId: string) => (method === 'pendingEdits.save' ? { cameraId, edits: [micro] } : { cameraId });
      const unknown = await studio.failure(method, input('cam-999'));
      expect(unknown).toMatchObject({ code: 'not_found', message: expect.stringContaining("no camera with id 'cam-999'") });
      for (const cameraId of ['CON', 'con', 'LPT1', '__proto__', '../x', '..', '.', 'a/b', '-x', 'x'.repeat(101), '']) {
        expect((await studio.failure(method, input(cameraId))).code, `${method} ${cameraId}`).toBe('invalid_request');
      }
    }
    expect(await readdir(folder)).not.toContain('pending-edits');
  });

  it('a camera added later does not inherit edits saved for its id before it existed', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    await studio.failure('pendingEdits.save', { cameraId: 'cam-1', edits: [micro] });
    const { cameraId } = await studio.call('cameras.add', { host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: 'pw' });
    expect(cameraId).toBe('cam-1');
    expect(await studio.call('pendingEdits.load', { cameraId })).toEqual({ edits: [] });
  });
});

describe('a pending-edits file the contract would refuse (fault 5)', () => {
  it('is moved aside and reported, and the camera loads no edits instead of failing every time', async () => {
    const folder = await temporaryFolder();
    const { studio, cameraId } = await studioWithCamera(folder);
    await studio.call('pendingEdits.save', { cameraId, edits: [micro] });
    await running.pop()!.close();
    const path = join(folder, 'pending-edits', `${cameraId}.json`);
    const withLineBreak = { version: 1, edits: [{ section: 'audio', name: 'MICRO', value: '1\nreboot' }] };
    await writeFile(path, JSON.stringify(withLineBreak));
    await writeFile(`${path}.last-good`, JSON.stringify(withLineBreak));

    const restarted = await startStudio(folder);
    expect(await restarted.call('pendingEdits.load', { cameraId })).toEqual({ edits: [] });
    const { problems } = await restarted.call('workspace.status', {});
    expect(problems.map(englishText)).toEqual([expect.stringContaining(`${path} does not have the expected content (at edits.0.value:`)]);
    expect((await readdir(join(folder, 'pending-edits'))).some((name) => name.startsWith(`${cameraId}.json.corrupt-`))).toBe(true);
    expect(await restarted.call('pendingEdits.load', { cameraId })).toEqual({ edits: [] });
  });
});

describe('pendingEdits.save where the workspace cannot take the file (fault 6)', () => {
  // Tests run as root here, where chmod does not stop a write: a regular file standing where the
  // pending-edits folder goes fails the folder's creation as a read-only workspace does.
  it('answers storage naming the folder, and nothing is kept', async () => {
    const folder = await temporaryFolder();
    const { studio, cameraId } = await studioWithCamera(folder);
    await writeFile(join(folder, 'pending-edits'), 'not a folder');
    const error = await studio.failure('pendingEdits.save', { cameraId, edits: [micro] });
    expect(error).toMatchObject({ code: 'storage', message: expect.stringContaining(join(folder, 'pending-edits')) });
  });

  it('answers storage when the edits file cannot be removed (a folder in its place)', async () => {
    const folder = await temporaryFolder();
    const { studio, cameraId } = await studioWithCamera(folder);
    await mkdir(join(folder, 'pending-edits', `${cameraId}.json`, 'inside'), { recursive: true });
    const error = await studio.failure('pendingEdits.save', { cameraId, edits: [] });
    expect(error).toMatchObject({ code: 'storage', message: expect.stringContaining(join(folder, 'pending-edits', `${cameraId}.json`)) });
  });
});
