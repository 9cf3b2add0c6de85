// The AES-256 key comes from the shared passphrase through scrypt. Peers share nothing but
// the passphrase, so the salt is fixed and tied to the format version. Deriving is slow on
// purpose (it resists guessing), so it happens once per passphrase, never per package. A
// passphrase known before it is needed (the demo bus's at start) can be derived beforehand
// off the main thread (prepareWireKey), so that the process does not stand still for it.
import { createHash, scrypt, scryptSync } from 'node:crypto';

export const kdfParameters = {
  algorithm: 'scrypt',
  /** Fixed salt of wire format version 2 (ASCII). */
  salt: 'camconfig-distributor/wire-v2/aes-256-gcm',
  N: 16_384,
  r: 8,
  p: 1,
  keyBytes: 32,
} as const;

const scryptOptions = { N: kdfParameters.N, r: kdfParameters.r, p: kdfParameters.p, maxmem: 64 * 1024 * 1024 };

export function deriveWireKeyUncached(passphrase: string): Buffer {
  return scryptSync(Buffer.from(passphrase, 'utf8'), Buffer.from(kdfParameters.salt, 'ascii'), kdfParameters.keyBytes, scryptOptions);
}

/** The same key as deriveWireKeyUncached, derived on libuv's thread pool. */
export function deriveWireKeyInBackground(passphrase: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(Buffer.from(passphrase, 'utf8'), Buffer.from(kdfParameters.salt, 'ascii'), kdfParameters.keyBytes, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Keys by passphrase, held under a hash of the passphrase so the text itself is not kept. */
export class WireKeyCache {
  private readonly keys = new Map<string, Buffer>();
  private readonly preparing = new Map<string, Promise<void>>();

  constructor(
    private readonly derive: (passphrase: string) => Buffer = deriveWireKeyUncached,
    private readonly capacity = 8,
    private readonly deriveInBackground: (passphrase: string) => Promise<Buffer> = deriveWireKeyInBackground,
  ) {}

  get(passphrase: string): Buffer {
    const id = keyId(passphrase);
    return this.keys.get(id) ?? this.keep(id, this.derive(passphrase));
  }

  /** Derives the key in the background unless it is cached or on its way; `get` then finds it without deriving. */
  prepare(passphrase: string): Promise<void> {
    const id = keyId(passphrase);
    if (this.keys.has(id)) return Promise.resolve();
    const pending = this.preparing.get(id);
    if (pending) return pending;
    const prepared = this.deriveInBackground(passphrase)
      .then((key) => {
        if (!this.keys.has(id)) this.keep(id, key);
      })
      .finally(() => this.preparing.delete(id));
    this.preparing.set(id, prepared);
    return prepared;
  }

  private keep(id: string, key: Buffer): Buffer {
    if (this.keys.size >= this.capacity) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.keys.set(id, key);
    return key;
  }
}

function keyId(passphrase: string): string {
  return createHash('sha256').update(passphrase, 'utf8').digest('hex');
}

const sharedCache = new WireKeyCache();

/** The AES-256 key for `passphrase`, derived on first use and cached for the process. */
export function deriveWireKey(passphrase: string): Buffer {
  return sharedCache.get(passphrase);
}

/** Derives the key for `passphrase` off the main thread into the process's cache; a failure rejects, and a later deriveWireKey derives (and reports) again. */
export function prepareWireKey(passphrase: string): Promise<void> {
  return sharedCache.prepare(passphrase);
}
