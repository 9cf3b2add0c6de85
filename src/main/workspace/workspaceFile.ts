// Reads one JSON file of the workspace: bounded in size, checked against its zod schema. A
// file that cannot be used (too large, not JSON, wrong shape, unreadable) is never silently
// replaced: it is renamed aside (cameras.json.corrupt-<time>) so nothing in it is lost. Every
// save also writes the same content to <file>.last-good, so a file cut short or edited by hand
// into something unusable is restored from the last copy the studio wrote; the problem, naming
// the files, is handed back for the studio to report.
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { InputTooLargeError, readCappedFile } from '../base/files/cappedRead';
import { lineAndColumnText, parseStrictJson } from '../base/json/strictJson';
import { writeFileAtomically, type AtomicWriteSteps } from './atomicFile';
import { storageFailure, WorkspaceFileError, WorkspaceLimitError } from './workspaceErrors';
import { localize, type Text } from '../../shared/i18n/text';
import { errorAsText } from '../../shared/i18n/errorWords';
import { issueProblem } from '../../shared/i18n/issueText';

export type WorkspaceFileRead<T> =
  | { status: 'missing' }
  | { status: 'ok'; value: T }
  /** The file was unusable and now lies at `movedTo`; its last good copy was put in its place. */
  | { status: 'restored'; value: T; problem: Text; movedTo: string }
  /** The file was unusable and now lies at `movedTo`, with no usable last good copy; `problem` says why, in words. */
  | { status: 'moved_aside'; problem: Text; movedTo: string };

/** What the technician should be told about a read, or null when it went as it should. */
export function readProblem(read: WorkspaceFileRead<unknown>): Text | null {
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
  if (copy.status !== 'ok') return { status: 'moved_aside', problem: localize('workspace.read.movedAsideNoCopy', { path, problem: read.problem, movedTo, lastGood }), movedTo };
  await writeFileAtomically(path, (await readCappedFile(lastGood, limitBytes)).toString('utf8'));
  return { status: 'restored', value: copy.value, problem: localize('workspace.read.restored', { path, problem: read.problem, movedTo, lastGood }), movedTo };
}

export type UsableRead<T> = { status: 'missing' } | { status: 'ok'; value: T } | { status: 'unusable'; problem: Text };

/** Reads the file as `readWorkspaceFile` checks it, but only reads: an unusable file is answered, never moved nor restored (a file another process owns). */
export function readWorkspaceFileAsIs<T>(path: string, schema: z.ZodType<T>, limitBytes: number): Promise<UsableRead<T>> {
  return readUsable(path, schema, limitBytes);
}

async function readUsable<T>(path: string, schema: z.ZodType<T>, limitBytes: number): Promise<UsableRead<T>> {
  let bytes: Buffer;
  try {
    bytes = await readCappedFile(path, limitBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    if (error instanceof InputTooLargeError) return { status: 'unusable', problem: localize('workspace.read.tooLarge', { limit: String(limitBytes) }) };
    return { status: 'unusable', problem: localize('workspace.cannotBe.read', { reason: failureCode(error) }) };
  }
  const problem = parseProblem(bytes, schema);
  if (!('value' in problem)) return { status: 'unusable', problem };
  return { status: 'ok', value: problem.value };
}

function parseProblem<T>(bytes: Buffer, schema: z.ZodType<T>): Text | { value: T } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return localize('workspace.read.notUtf8');
  }
  const json = parseStrictJson(text);
  if (json.kind === 'syntax') return localize('workspace.read.notJsonAt', { where: lineAndColumnText(text, json.position), problem: json.text });
  if (json.kind === 'duplicate') return localize('workspace.read.givenTwice', { name: json.name, first: lineAndColumnText(text, json.first), second: lineAndColumnText(text, json.second) });
  const checked = contentProblem(json.value, schema);
  return 'value' in checked ? checked : localize('workspace.read.unexpectedContent', { problem: checked });
}

/** Where and why `value` breaks `schema` ("at edits.0.value: ..."), or the value as the schema gives it. */
function contentProblem<T>(value: unknown, schema: z.ZodType<T>): Text | { value: T } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : localize('workspace.read.topLevel');
  return localize('workspace.read.contentAt', { where, issue: issueProblem(issue) });
}

/**
 * Renames `path` (a file or a folder) to `<path>.<label>-<time>`, so nothing in it is lost and
 * nothing reads it as current; WorkspaceFileError when it cannot be moved.
 */
export async function moveAside(path: string, problem: Text, label = 'corrupt'): Promise<string> {
  const movedTo = `${path}.${label}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(path, movedTo);
  } catch (error) {
    // Left where it is, the file would be written over at the next save: refuse to go on.
    throw new WorkspaceFileError(path, localize('workspace.read.cannotMoveAside', { problem, reason: failureCode(error) }));
  }
  return movedTo;
}

/**
 * Writes `value` as JSON, atomically, and the same text as its last good copy. It is checked
 * first with the schema and size limit its reader uses: what the studio writes, it reads back
 * (WorkspaceLimitError naming the rule otherwise, and nothing is written).
 */
export async function writeWorkspaceFile(path: string, value: unknown, schema: z.ZodType<unknown>, limitBytes: number, steps?: AtomicWriteSteps): Promise<void> {
  const checked = contentProblem(value, schema);
  if (!('value' in checked)) throw new WorkspaceLimitError(path, localize('workspace.write.wouldNotReadBack', { problem: checked }));
  const text = JSON.stringify(value, null, 2) + '\n';
  if (Buffer.byteLength(text, 'utf8') > limitBytes) {
    throw new WorkspaceLimitError(path, localize('workspace.write.wouldBeTooLarge', { limit: String(limitBytes) }));
  }
  await writeFileAtomically(path, text, steps);
  await writeFileAtomically(lastGoodCopyOf(path), text);
}

/** Removes a workspace file and its last good copy. */
export async function removeWorkspaceFile(path: string): Promise<void> {
  for (const file of [path, lastGoodCopyOf(path)]) {
    await rm(file, { force: true }).catch((error: unknown) => {
      throw storageFailure(file, error, 'removed');
    });
  }
}

/** `.<name>.<12 hex digits>.tmp`: a temporary file of our atomic writes (base/files/atomicFile.ts), and nothing else. */
const ownTemporaryName = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** A write takes well under this: a temporary file older is one a crash left, not another process's write under way. */
export const staleTemporaryAgeMs = 10 * 60 * 1000;

/**
 * Removes the temporary files a crash left behind in `folder` (never a whole file: the old one
 * is intact): regular files of our own naming, older than `staleTemporaryAgeMs`.
 */
export async function removeLeftoverTemporaries(folder: string, now = Date.now()): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  await Promise.all(
    names
      .filter((name) => ownTemporaryName.test(name))
      .map(async (name) => {
        const path = join(folder, name);
        const found = await lstat(path).catch(() => null);
        if (found?.isFile() && now - found.mtimeMs > staleTemporaryAgeMs) await rm(path, { force: true }).catch(() => undefined);
      }),
  );
}

/** The file-system error code (ENOENT, EACCES), or the message of an error without one. */
function failureCode(error: unknown): Text | string {
  return (error as NodeJS.ErrnoException).code ?? errorAsText(error);
}
