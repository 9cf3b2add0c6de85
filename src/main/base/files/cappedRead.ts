// Reading a file or stream with a size cap. Reading stops one byte past the cap, so an
// endless stream (a pipe on stdin that never ends) costs at most that much memory and time.
// A file is opened by openRegularFile: a FIFO or device (/dev/zero) is refused, not read.
import type { Readable } from 'node:stream';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { closeSync, readSync } from 'node:fs';
import { openRegularFile, openRegularFileSync, type RegularFileOptions } from './regularFile';

/** The input is larger than its cap; nothing of it was used. */
export class InputTooLargeError extends Error {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'InputTooLargeError';

  constructor(readonly limitBytes: number) {
    super(`it is larger than the limit of ${limitBytes} bytes`);
  }
}

const chunkBytes = 64 * 1024;

/**
 * The whole regular file, or InputTooLargeError when it has more than `limitBytes`. fs errors and
 * RefusedFileError (not a regular file, a link out of its folder: see openRegularFile) pass through.
 */
export async function readCappedFile(path: string, limitBytes: number, options: RegularFileOptions = {}): Promise<Buffer> {
  const file = await openRegularFile(path, options);
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, limitBytes + 1 - length)); // only the bytes read are ever used (subarray): no need to zero it
      const { bytesRead } = await file.read(chunk, 0, chunk.byteLength, null);
      if (bytesRead === 0) return Buffer.concat(chunks, length);
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > limitBytes) throw new InputTooLargeError(limitBytes);
    }
  } finally {
    await file.close();
  }
}

/** readCappedFile for synchronous readers (command line start-up). */
export function readCappedFileSync(path: string, limitBytes: number, options: RegularFileOptions = {}): Buffer {
  const descriptor = openRegularFileSync(path, options);
  try {
    const buffer = Buffer.alloc(limitBytes + 1); // synchronous readers read small files: a few MiB at most
    let length = 0;
    for (;;) {
      const bytesRead = readSync(descriptor, buffer, length, buffer.byteLength - length, null);
      length += bytesRead;
      if (length > limitBytes) throw new InputTooLargeError(limitBytes);
      if (bytesRead === 0) return buffer.subarray(0, length);
    }
  } finally {
    closeSync(descriptor);
  }
}

/** Everything the stream gives, or InputTooLargeError (the stream destroyed) past `limitBytes`. */
export async function readCappedStream(stream: Readable, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer);
    chunks.push(bytes);
    length += bytes.byteLength;
    if (length > limitBytes) {
      stream.destroy();
      throw new InputTooLargeError(limitBytes);
    }
  }
  return Buffer.concat(chunks, length);
}
