// Reads one JSON file of the workspace: bounded in size, checked against its zod schema. A
// file that cannot be used (too large, not JSON, wrong shape, unreadable) is never silently
// replaced: it is renamed aside (cameras.json.corrupt-<time>) so nothing in it is lost, and
// the problem, naming both paths, is handed back for the studio to report.
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { InputTooLargeError, readCappedFile } from '../base/files/cappedRead';
import { isTemporaryName, writeFileAtomically, type AtomicWriteSteps } from './atomicFile';
import { WorkspaceFileError } from './workspaceErrors';

export type WorkspaceFileRead<T> =
  | { status: 'missing' }
  | { status: 'ok'; value: T }
  /** The file was unusable and now lies at `movedTo`; `problem` says why, in words. */
  | { status: 'moved_aside'; problem: string; movedTo: string };

export async function readWorkspaceFile<T>(path: string, schema: z.ZodType<T>, limitBytes: number): Promise<WorkspaceFileRead<T>> {
  let bytes: Buffer;
  try {
    bytes = await readCappedFile(path, limitBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    if (error instanceof InputTooLargeError) return moveAside(path, `is larger than the limit of ${limitBytes} bytes`);
    return moveAside(path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const problem = parseProblem(bytes, schema);
  if (typeof problem === 'string') return moveAside(path, problem);
  return { status: 'ok', value: problem.value };
}

function parseProblem<T>(bytes: Buffer, schema: z.ZodType<T>): string | { value: T } {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    return `is not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the top level';
  return `does not have the expected content (at ${where}: ${issue.message})`;
}

async function moveAside<T>(path: string, problem: string): Promise<WorkspaceFileRead<T>> {
  const movedTo = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(path, movedTo);
  } catch (error) {
    // Left where it is, the file would be written over at the next save: refuse to go on.
    throw new WorkspaceFileError(path, `${problem}, and it could not be moved aside (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); move or repair it by hand`);
  }
  return { status: 'moved_aside', problem: `${path} ${problem}; it was moved to ${movedTo} and the studio starts without it`, movedTo };
}

/** Writes `value` as JSON, atomically. */
export async function writeWorkspaceFile(path: string, value: unknown, limitBytes: number, steps?: AtomicWriteSteps): Promise<void> {
  const text = JSON.stringify(value, null, 2) + '\n';
  if (Buffer.byteLength(text, 'utf8') > limitBytes) {
    throw new WorkspaceFileError(path, `would be larger than the limit of ${limitBytes} bytes; nothing was written`);
  }
  await writeFileAtomically(path, text, steps);
}

/** Temporary files a crash left behind in `folder` (never a whole file: the old one is intact). */
export async function removeLeftoverTemporaries(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  await Promise.all(names.filter(isTemporaryName).map((name) => rm(join(folder, name), { force: true })));
}
