// Atomic writes: the old file stays whole until the new one is complete and renamed over it.
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomically } from '../../../src/main/workspace/atomicFile';
import { CameraWorkspace } from '../../../src/main/workspace/cameraWorkspace';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { WorkspaceFileError } from '../../../src/main/workspace/workspaceErrors';
import { staleTemporaryAgeMs } from '../../../src/main/workspace/workspaceFile';
import { temporaryFolder } from './workspaceFolder';

describe('writeFileAtomically', () => {
  it('writes a new file and replaces an existing one, leaving no temporary file', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'cameras.json');
    await writeFileAtomically(path, 'first');
    await writeFileAtomically(path, 'second');
    expect(await readFile(path, 'utf8')).toBe('second');
    expect(await readdir(folder)).toEqual(['cameras.json']);
  });

  it('keeps the old file whole when the write fails between writing and renaming (a crash, a full disk)', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'cameras.json');
    await writeFile(path, 'the old list');
    const crash = { rename: async () => Promise.reject(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })) };
    const error = await writeFileAtomically(path, 'the new list', crash).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkspaceFileError);
    expect((error as Error).message).toBe(`${path}: cannot be written (the disk is full); the previous version is kept unchanged`);
    expect(await readFile(path, 'utf8')).toBe('the old list');
    expect(await readdir(folder)).toEqual(['cameras.json']);
  });

  it('after a crash that left the temporary file behind, the workspace opens the old list and removes the leftover', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'cameras.json');
    const oldList = { version: 1, nextNumber: 2, cameras: [{ id: 'cam-1', label: 'Door', host: '127.0.0.1', port: 8080, https: false, user: 'admin', password: null }] };
    await writeFile(path, JSON.stringify(oldList));
    let leftover = '';
    const crashBeforeRename = {
      rename: async (from: string) => {
        leftover = from;
        throw Object.assign(new Error('killed'), { code: 'EINTR' });
      },
    };
    // The real crash would also have kept the temporary file: put it back as a crash leaves it.
    await writeFileAtomically(path, '{"version":1,"nextNumber":3,"cam', crashBeforeRename).catch(() => undefined);
    await writeFile(leftover, '{"version":1,"nextNumber":3,"cam');
    const crashedAt = (Date.now() - staleTemporaryAgeMs - 1000) / 1000;
    await utimes(leftover, crashedAt, crashedAt);
    expect(await readdir(folder)).toHaveLength(2);

    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(workspace.initial().cameras.map((camera) => camera.label)).toEqual(['Door']);
    expect(workspace.problems).toEqual([]);
    // The old list, written again as version 3 at open (its camera given an identity), with its last good copy.
    expect((await readdir(folder)).sort()).toEqual(['cameras.json', 'cameras.json.last-good']);
  });

  it('names the file and the reason when its folder is missing', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'gone', 'cameras.json');
    await expect(writeFileAtomically(path, 'x')).rejects.toThrow(`${path}: cannot be written (its folder does not exist)`);
  });
});
