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

/** Every file under `folder` (recursively) with its bytes. */
export async function filesUnder(folder: string): Promise<Array<{ path: string; bytes: Buffer }>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (path) => ({ path, bytes: await readFile(path) })));
}

/** The files under `folder` that contain `secret` as UTF-8, Latin-1 or base64. */
export async function filesContaining(folder: string, secret: string): Promise<string[]> {
  const needles = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'latin1'), Buffer.from(Buffer.from(secret, 'utf8').toString('base64'))];
  return (await filesUnder(folder)).filter(({ bytes }) => needles.some((needle) => bytes.includes(needle))).map(({ path }) => path);
}
