// Reading and writing the files of `camconfig rc`. The camera speaks Latin-1, editors often
// UTF-8: a file that is valid UTF-8 is read as UTF-8, any other as Latin-1 (a real Latin-1
// text with umlauts is practically never valid UTF-8), so neither turns into mojibake. Every
// input is read up to a cap, so an endless one (/dev/zero, a pipe) is refused, not read forever.
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { decodeLatin1 } from '../../../shared/remoteconfig/latin1';
import { InputTooLargeError, readCappedFile, readCappedStream } from '../../base/files/cappedRead';
import { RefusedFileError } from '../../base/files/regularFile';
import { describeBytes } from '../../remoteconfig/errors';
import { UsageError } from '../../base/commandLine/usageError';

/** Largest command file or backup read: a whole configuration is some tens of kilobytes. */
export const maxInputFileBytes = 16 * 1024 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeTextFile(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeLatin1(bytes);
  }
}

/** How much of an input is read, and why no more (said when an input is larger). */
export interface InputLimit {
  maxBytes: number;
  why: string;
}

const commandFileLimit: InputLimit = { maxBytes: maxInputFileBytes, why: 'a command file or backup is far smaller' };

/** A file's text, or stdin's for '-'; a missing, unreadable or oversized input is a usage error naming it. */
export async function readTextInput(path: string, stdin: Readable, what: string, limit: InputLimit = commandFileLimit): Promise<string> {
  const source = path === '-' ? `${what} from stdin` : `${what} '${path}'`;
  try {
    return decodeTextFile(path === '-' ? await readCappedStream(stdin, limit.maxBytes) : await readCappedFile(path, limit.maxBytes, { namedByUser: true }));
  } catch (error) {
    throw new UsageError(`cannot read ${source}: ${describeFsError(error, limit)}`);
  }
}

export async function writeBytesFile(path: string, bytes: Uint8Array, what: string): Promise<void> {
  try {
    await writeFile(path, bytes);
  } catch (error) {
    throw new Error(`cannot write ${what} '${path}': ${describeFsError(error)}`);
  }
}

function describeFsError(error: unknown, limit: InputLimit = commandFileLimit): string {
  if (error instanceof InputTooLargeError) return `it is larger than ${describeBytes(error.limitBytes)}; ${limit.why}`;
  if (error instanceof RefusedFileError && error.code !== 'EISDIR') return `${error.message} (to read a pipe, give - and send it to stdin)`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return error instanceof Error ? error.message : String(error);
}
