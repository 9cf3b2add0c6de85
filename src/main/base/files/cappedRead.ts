// Reading a file or stream with a size cap. Reading stops one byte past the cap, so an
// endless input (/dev/zero, a pipe that never ends) costs at most that much memory and time.
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { ErrorKind } from '../../../shared/errors/errorKind';

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

/** The whole file, or InputTooLargeError when it has more than `limitBytes`. fs errors pass through. */
export async function readCappedFile(path: string, limitBytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(chunkBytes, limitBytes + 1 - length));
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
