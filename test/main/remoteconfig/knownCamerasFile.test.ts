// The known-cameras file (pinned TLS certificates) in the workspace: a write that fails is a
// storage error naming the file, like every other file error (issue 18, fault 6).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorKindOf } from '../../../src/shared/errors/errorKind';
import { KnownCamerasFile } from '../../../src/main/remoteconfig/knownCameras';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('KnownCamerasFile.pin', () => {
  // Tests run as root here, where chmod does not stop a write: a file name so long that its
  // temporary copy's name is over the file system's 255 bytes fails the write (ENAMETOOLONG)
  // as a read-only workspace or a full disk does, after the read found no file.
  it('fails with a storage error naming the file when it cannot be written', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'camconfig-known-'));
    folders.push(folder);
    const location = join(folder, `known-cameras-${'x'.repeat(230)}`);
    const error = await new KnownCamerasFile(location).pin('127.0.0.1:8443', 'SHA256:AB').catch((caught: unknown) => caught);
    expect(errorKindOf(error)).toBe('storage');
    expect((error as Error).message).toContain(location);
  });
});
