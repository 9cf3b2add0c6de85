// Reading and writing the files of `camconfig rc`. The camera speaks Latin-1, editors often
// UTF-8: a file that is valid UTF-8 is read as UTF-8, any other as Latin-1 (a real Latin-1
// text with umlauts is practically never valid UTF-8), so neither turns into mojibake.
import { readFile, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { decodeLatin1 } from '../../../shared/remoteconfig/latin1';
import { UsageError } from './usageError';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeTextFile(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeLatin1(bytes);
  }
}

/** A file's text, or stdin's for '-'; a missing or unreadable file is a usage error naming it. */
export async function readTextInput(path: string, stdin: Readable, what: string): Promise<string> {
  if (path === '-') return decodeTextFile(await readAll(stdin));
  try {
    return decodeTextFile(await readFile(path));
  } catch (error) {
    throw new UsageError(`cannot read ${what} '${path}': ${describeFsError(error)}`);
  }
}

export async function writeBytesFile(path: string, bytes: Uint8Array, what: string): Promise<void> {
  try {
    await writeFile(path, bytes);
  } catch (error) {
    throw new Error(`cannot write ${what} '${path}': ${describeFsError(error)}`);
  }
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return error instanceof Error ? error.message : String(error);
}
