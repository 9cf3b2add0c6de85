// Fresh random nonces for AES-256-GCM, one per package. Each call into the system's CSPRNG
// costs several microseconds whatever its size (more than encrypting a whole package), so the
// bytes are drawn a block at a time and handed out 12 by 12: every nonce is random bytes no
// other package got, and a block is refilled only when all of it has been handed out.
import { randomFillSync } from 'node:crypto';

/** Writes the next nonce of `nonceBytes` bytes into `target` at `offset`. */
export type NonceWriter = (target: Buffer, offset: number) => void;

export function createRandomNonceWriter(nonceBytes: number, noncesPerBlock = 1024): NonceWriter {
  const block = Buffer.alloc(nonceBytes * noncesPerBlock);
  let next = block.length;
  return (target, offset) => {
    if (next === block.length) {
      randomFillSync(block);
      next = 0;
    }
    block.copy(target, offset, next, next + nonceBytes);
    next += nonceBytes;
  };
}
