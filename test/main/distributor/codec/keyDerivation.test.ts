import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveWireKey, kdfParameters } from '../../../../src/main/distributor/codec';
import { deriveWireKeyUncached, WireKeyCache } from '../../../../src/main/distributor/codec/keyDerivation';

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
});
