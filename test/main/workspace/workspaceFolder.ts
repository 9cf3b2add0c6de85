// Temporary workspace folders for the workspace tests, removed after each test, and a look
// at every byte the workspace wrote (to prove a password is in none of it).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

const folders: string[] = [];

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

export async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'camconfig-workspace-'));
  folders.push(folder);
  return folder;
}

/**
 * Every file under `folder` (recursively) with its bytes. The studio may be writing meanwhile
 * (a probe keeping a snapshot): a temporary file renamed away between listing and reading
 * makes the folder be read again, so the file it became is read too.
 */
export async function filesUnder(folder: string): Promise<Array<{ path: string; bytes: Buffer }>> {
  for (let attempt = 1; ; attempt++) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    const read = await Promise.all(files.map(async (path) => ({ path, bytes: await readFile(path).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error))) })));
    const vanished = read.some(({ bytes }) => bytes === null);
    if (!vanished || attempt === 20) return read.flatMap(({ path, bytes }) => (bytes === null ? [] : [{ path, bytes: bytes as Buffer }]));
  }
}

/** The files under `folder` that contain `secret` as UTF-8, Latin-1 or base64. */
export async function filesContaining(folder: string, secret: string): Promise<string[]> {
  const needles = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'latin1'), Buffer.from(Buffer.from(secret, 'utf8').toString('base64'))];
  return (await filesUnder(folder)).filter(({ bytes }) => needles.some((needle) => bytes.includes(needle))).map(({ path }) => path);
}
