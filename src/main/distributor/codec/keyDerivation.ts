// The AES-256 key comes from the shared passphrase through scrypt. Peers share nothing but
// the passphrase, so the salt is fixed and tied to the format version. Deriving is slow on
// purpose (it resists guessing), so it happens once per passphrase, never per package.
import { createHash, scryptSync } from 'node:crypto';

export const kdfParameters = {
  algorithm: 'scrypt',
  /** Fixed salt of wire format version 2 (ASCII). */
  salt: 'camconfig-distributor/wire-v2/aes-256-gcm',
  N: 16_384,
  r: 8,
  p: 1,
  keyBytes: 32,
} as const;

export function deriveWireKeyUncached(passphrase: string): Buffer {
  const { salt, N, r, p, keyBytes } = kdfParameters;
  return scryptSync(Buffer.from(passphrase, 'utf8'), Buffer.from(salt, 'ascii'), keyBytes, { N, r, p, maxmem: 64 * 1024 * 1024 });
}

/** Keys by passphrase, held under a hash of the passphrase so the text itself is not kept. */
export class WireKeyCache {
  private readonly keys = new Map<string, Buffer>();

  constructor(
    private readonly derive: (passphrase: string) => Buffer = deriveWireKeyUncached,
    private readonly capacity = 8,
  ) {}

  get(passphrase: string): Buffer {
    const id = createHash('sha256').update(passphrase, 'utf8').digest('hex');
    const cached = this.keys.get(id);
    if (cached) return cached;
    const key = this.derive(passphrase);
    if (this.keys.size >= this.capacity) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.keys.set(id, key);
    return key;
  }
}

const sharedCache = new WireKeyCache();

/** The AES-256 key for `passphrase`, derived on first use and cached for the process. */
export function deriveWireKey(passphrase: string): Buffer {
  return sharedCache.get(passphrase);
}
