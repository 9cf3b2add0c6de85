import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveWireKey, kdfParameters } from '../../../../src/main/distributor/codec';
import { deriveWireKeyInBackground, deriveWireKeyUncached, WireKeyCache } from '../../../../src/main/distributor/codec/keyDerivation';

describe('wire key derivation', () => {
  it('is scrypt (N=16384, r=8, p=1) with the fixed version 2 salt, giving 32 bytes', () => {
    expect(kdfParameters).toMatchObject({ algorithm: 'scrypt', N: 16384, r: 8, p: 1, keyBytes: 32, salt: 'camconfig-distributor/wire-v2/aes-256-gcm' });
    const expected = scryptSync('passphrase', 'camconfig-distributor/wire-v2/aes-256-gcm', 32, { N: 16384, r: 8, p: 1 });
    expect(deriveWireKeyUncached('passphrase').equals(expected)).toBe(true);
  });

  it('gives different keys for different passphrases', () => {
    expect(deriveWireKey('one').equals(deriveWireKey('two'))).toBe(false);
  });

  it('derives once per passphrase and then serves the cached key', () => {
    const derived: string[] = [];
    const cache = new WireKeyCache((passphrase) => {
      derived.push(passphrase);
      return Buffer.alloc(32, passphrase.length);
    });
    const first = cache.get('alpha');
    for (let i = 0; i < 100; i++) expect(cache.get('alpha')).toBe(first);
    cache.get('beta');
    expect(derived).toEqual(['alpha', 'beta']);
  });

  it('keeps a bounded number of keys, forgetting the oldest', () => {
    const derived: string[] = [];
    const cache = new WireKeyCache((passphrase) => {
      derived.push(passphrase);
      return Buffer.alloc(32);
    }, 2);
    cache.get('a');
    cache.get('b');
    cache.get('c');
    cache.get('b');
    cache.get('a');
    expect(derived).toEqual(['a', 'b', 'c', 'a']);
  });

  it('the process-wide cache returns the same key object for the same passphrase', () => {
    expect(deriveWireKey('cached passphrase')).toBe(deriveWireKey('cached passphrase'));
  });

  it('derives the same key in the background as in the foreground', async () => {
    expect((await deriveWireKeyInBackground('passphrase')).equals(deriveWireKeyUncached('passphrase'))).toBe(true);
  });

  it('a prepared key is served without deriving in the foreground; preparing twice at once derives once', async () => {
    const foreground: string[] = [];
    const background: string[] = [];
    const cache = new WireKeyCache(
      (passphrase) => {
        foreground.push(passphrase);
        return Buffer.alloc(32, 1);
      },
      8,
      async (passphrase) => {
        background.push(passphrase);
        return Buffer.alloc(32, 2);
      },
    );
    await Promise.all([cache.prepare('demo'), cache.prepare('demo')]);
    expect(cache.get('demo').equals(Buffer.alloc(32, 2))).toBe(true);
    await cache.prepare('demo');
    expect(background).toEqual(['demo']);
    expect(foreground).toEqual([]);
  });

  it('a failed preparation rejects, keeps nothing, and leaves the foreground derivation to do the work', async () => {
    const cache = new WireKeyCache(
      () => Buffer.alloc(32, 1),
      8,
      () => Promise.reject(new Error('no memory for scrypt')),
    );
    await expect(cache.prepare('demo')).rejects.toThrow('no memory for scrypt');
    expect(cache.get('demo').equals(Buffer.alloc(32, 1))).toBe(true);
  });
});
