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
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';

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
  why: Text;
}

const commandFileLimit: InputLimit = { maxBytes: maxInputFileBytes, why: localize('cliRc.input.limitWhy') };

/** A file's text, or stdin's for '-'; a missing, unreadable or oversized input is a usage error naming it. */
export async function readTextInput(path: string, stdin: Readable, what: Text, limit: InputLimit = commandFileLimit): Promise<string> {
  const source = path === '-' ? localize('cliRc.input.fromStdin', { what }) : localize('cliRc.input.named', { what, path });
  try {
    return decodeTextFile(path === '-' ? await readCappedStream(stdin, limit.maxBytes) : await readCappedFile(path, limit.maxBytes, { namedByUser: true }));
  } catch (error) {
    throw new UsageError(localize('cliRc.error.cannotRead', { source, problem: describeFsError(error, limit) }));
  }
}

/** A file could not be written: names the file and why. */
export class FileWriteError extends LocalizedError {
  get kind(): ErrorKind {
    return 'storage';
  }
}

export async function writeBytesFile(path: string, bytes: Uint8Array, what: Text): Promise<void> {
  try {
    await writeFile(path, bytes);
  } catch (error) {
    throw new FileWriteError(localize('cliRc.error.cannotWrite', { what, path, problem: describeFsError(error) }));
  }
}

function describeFsError(error: unknown, limit: InputLimit = commandFileLimit): Text {
  if (error instanceof InputTooLargeError) return localize('cliRc.input.tooLarge', { limit: describeBytes(error.limitBytes), why: limit.why });
  if (error instanceof RefusedFileError && error.code !== 'EISDIR') return localize('cliRc.input.pipe', { problem: errorAsText(error) });
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return localize('cliRc.input.noSuchFile');
  if (code === 'EACCES') return localize('cliRc.input.permissionDenied');
  if (code === 'EISDIR') return localize('cliRc.input.directory');
  return errorAsText(error);
}
