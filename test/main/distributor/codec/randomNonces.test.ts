import { describe, expect, it } from 'vitest';
import { createPackageCodec, type OutgoingPackage } from '../../../../src/main/distributor/codec';
import { createRandomNonceWriter } from '../../../../src/main/distributor/codec/randomNonces';

const sample: OutgoingPackage = { address: '192.0.2.10', pid: 4711, instance: '0123456789abcdef', timestampMs: 1_767_225_600_000, sequence: 1, messages: [{ id: 1, attempt: 0, path: 'messages.global.door', value: 'true' }] };

function writtenNonces(write: (target: Buffer, offset: number) => void, count: number): string[] {
  return Array.from({ length: count }, () => {
    const target = Buffer.alloc(20, 0xee);
    write(target, 4);
    expect(target.subarray(0, 4).equals(Buffer.alloc(4, 0xee)) && target.subarray(16).equals(Buffer.alloc(4, 0xee))).toBe(true);
    return target.subarray(4, 16).toString('hex');
  });
}

describe('createRandomNonceWriter', () => {
  it('writes 12 bytes in place, a different nonce every time, across refills of its block', () => {
    const nonces = writtenNonces(createRandomNonceWriter(12, 4), 41);
    expect(new Set(nonces).size).toBe(41);
  });

  it('gives two writers different nonces (nothing is shared or fixed)', () => {
    const first = writtenNonces(createRandomNonceWriter(12), 8);
    const second = writtenNonces(createRandomNonceWriter(12), 8);
    expect(new Set([...first, ...second]).size).toBe(16);
  });
});

describe('the codec’s nonces', () => {
  it('differ for every package, across more packages than one block of random bytes holds', () => {
    const codec = createPackageCodec({ passphrase: 'shared secret of the test' });
    const nonces = new Set(Array.from({ length: 2500 }, () => codec.encode(sample).subarray(6, 18).toString('hex')));
    expect(nonces.size).toBe(2500);
  });
});
