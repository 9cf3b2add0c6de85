// The demo's simulated camera is rebuilt at every start and never kept (docs/workspace.md):
// none of its configurations goes into the workspace's history (issue 18, fault 11).
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

describe('the simulated demo camera with a workspace', () => {
  it('gets no snapshots: not from its probe, not from a read', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder, { kind: 'none' }, true);
    const [camera] = (await studio.call('cameras.list', {})).cameras;
    expect(camera).toMatchObject({ simulated: true });
    await expect.poll(async () => (await studio.call('cameras.list', {})).cameras[0]?.state).toBe('online');
    // A read keeps a snapshot of a kept camera before it answers: once it answered, one would be there.
    await studio.call('config.readFile', { cameraId: camera!.id });
    expect(await studio.call('history.list', { cameraId: camera!.id })).toEqual({ snapshots: [] });
    expect(await readdir(folder)).not.toContain('snapshots');
  });
});
