// Reads one JSON file of the workspace: bounded in size, checked against its zod schema. A
// file that cannot be used (too large, not JSON, wrong shape, unreadable) is never silently
// replaced: it is renamed aside (cameras.json.corrupt-<time>) so nothing in it is lost. Every
// save also writes the same content to <file>.last-good, so a file cut short or edited by hand
// into something unusable is restored from the last copy the studio wrote; the problem, naming
// the files, is handed back for the studio to report.
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { InputTooLargeError, readCappedFile } from '../base/files/cappedRead';
import { lineAndColumn, parseStrictJson } from '../base/json/strictJson';
import { isTemporaryName, writeFileAtomically, type AtomicWriteSteps } from './atomicFile';
import { WorkspaceFileError } from './workspaceErrors';

export type WorkspaceFileRead<T> =
  | { status: 'missing' }
  | { status: 'ok'; value: T }
  /** The file was unusable and now lies at `movedTo`; its last good copy was put in its place. */
  | { status: 'restored'; value: T; problem: string; movedTo: string }
  /** The file was unusable and now lies at `movedTo`, with no usable last good copy; `problem` says why, in words. */
  | { status: 'moved_aside'; problem: string; movedTo: string };

/** What the technician should be told about a read, or null when it went as it should. */
export function readProblem(read: WorkspaceFileRead<unknown>): string | null {
  return read.status === 'restored' || read.status === 'moved_aside' ? read.problem : null;
}

/** The copy of `path` that every save writes beside it. */
export function lastGoodCopyOf(path: string): string {
  return `${path}.last-good`;
}

export async function readWorkspaceFile<T>(path: string, schema: z.ZodType<T>, limitBytes: number): Promise<WorkspaceFileRead<T>> {
  const read = await readUsable(path, schema, limitBytes);
  if (read.status !== 'unusable') return read;
  const movedTo = await moveAside(path, read.problem);
  const lastGood = lastGoodCopyOf(path);
  const copy = await readUsable(lastGood, schema, limitBytes);
  if (copy.status !== 'ok') return { status: 'moved_aside', problem: `${path} ${read.problem}; it was moved to ${movedTo} and the studio starts without it (no usable last good copy ${lastGood})`, movedTo };
  await writeFileAtomically(path, (await readCappedFile(lastGood, limitBytes)).toString('utf8'));
  return { status: 'restored', value: copy.value, problem: `${path} ${read.problem}; it was moved to ${movedTo} and the last good copy ${lastGood} was restored in its place`, movedTo };
}

type UsableRead<T> = { status: 'missing' } | { status: 'ok'; value: T } | { status: 'unusable'; problem: string };

async function readUsable<T>(path: string, schema: z.ZodType<T>, limitBytes: number): Promise<UsableRead<T>> {
  let bytes: Buffer;
  try {
    bytes = await readCappedFile(path, limitBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    if (error instanceof InputTooLargeError) return { status: 'unusable', problem: `is larger than the limit of ${limitBytes} bytes` };
    return { status: 'unusable', problem: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  const problem = parseProblem(bytes, schema);
  if (typeof problem === 'string') return { status: 'unusable', problem };
  return { status: 'ok', value: problem.value };
}

function parseProblem<T>(bytes: Buffer, schema: z.ZodType<T>): string | { value: T } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'is not UTF-8 text';
  }
  const json = parseStrictJson(text);
  if (json.kind === 'syntax') return `is not valid JSON (at ${lineAndColumn(text, json.position)}: ${json.problem})`;
  if (json.kind === 'duplicate') return `is not valid JSON (${json.name} is given twice, at ${lineAndColumn(text, json.first)} and ${lineAndColumn(text, json.second)})`;
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the top level';
  return `does not have the expected content (at ${where}: ${issue.message})`;
}

async function moveAside(path: string, problem: string): Promise<string> {
  const movedTo = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(path, movedTo);
  } catch (error) {
    // Left where it is, the file would be written over at the next save: refuse to go on.
    throw new WorkspaceFileError(path, `${problem}, and it could not be moved aside (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); move or repair it by hand`);
  }
  return movedTo;
}

/** Writes `value` as JSON, atomically, and the same text as its last good copy. */
export async function writeWorkspaceFile(path: string, value: unknown, limitBytes: number, steps?: AtomicWriteSteps): Promise<void> {
  const text = JSON.stringify(value, null, 2) + '\n';
  if (Buffer.byteLength(text, 'utf8') > limitBytes) {
    throw new WorkspaceFileError(path, `would be larger than the limit of ${limitBytes} bytes; nothing was written`);
  }
  await writeFileAtomically(path, text, steps);
  await writeFileAtomically(lastGoodCopyOf(path), text);
}

/** Removes a workspace file and its last good copy. */
export async function removeWorkspaceFile(path: string): Promise<void> {
  await rm(path, { force: true });
  await rm(lastGoodCopyOf(path), { force: true });
}

/** Temporary files a crash left behind in `folder` (never a whole file: the old one is intact). */
export async function removeLeftoverTemporaries(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  await Promise.all(names.filter(isTemporaryName).map((name) => rm(join(folder, name), { force: true })));
}
