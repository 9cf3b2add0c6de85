// Property tests: whatever arrives, decode answers; whatever valid messages are sent, they
// come back unchanged; no package on the wire exceeds 1472 bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPackageCodec, PackageTooLargeError, type OutgoingPackage, type WireMessage } from '../../../../src/main/distributor/codec';
import { findValueProblem, maxPathPartLength } from '../../../../src/shared/distributor/messagePath';

const encrypted = createPackageCodec({ passphrase: 'property passphrase' });
const plain = createPackageCodec({});
const codecs = [encrypted, plain];

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const nameCharacters = [...letters, ...'0123456789_-:+#!?~()[]{}<>'.split('')];
const validPart = fc
  .tuple(fc.constantFrom(...letters), fc.array(fc.constantFrom(...nameCharacters), { maxLength: maxPathPartLength - 1 }))
  .map(([first, rest]) => first + rest.join(''));
const validPath = fc.array(validPart, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
const validValue = fc.string({ unit: 'grapheme', maxLength: 120 }).filter((value) => findValueProblem(value) === null);

const validMessage: fc.Arbitrary<WireMessage> = fc.record({
  id: fc.integer({ min: 0, max: 0xffff_ffff }),
  attempt: fc.integer({ min: 0, max: 255 }),
  path: validPath,
  value: validValue,
});

const validPackage = (messages: fc.Arbitrary<WireMessage[]>): fc.Arbitrary<OutgoingPackage> =>
  fc.record({
    address: fc.ipV4(),
    pid: fc.integer({ min: 0, max: 0xffff_ffff }),
    instance: fc.uint8Array({ minLength: 8, maxLength: 8 }).map((bytes) => Buffer.from(bytes).toString('hex')),
    timestampMs: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    sequence: fc.integer({ min: 0, max: 0xffff_ffff }),
    messages,
  });

/** The longest prefix of `messages` that fits in one package, as the core packs them. */
function packed(codec: typeof encrypted, messages: WireMessage[]): WireMessage[] {
  const taken: WireMessage[] = [];
  for (const message of messages) {
    if (codec.packageSize([...taken, message]) > codec.maxPackageBytes) break;
    taken.push(message);
  }
  return taken;
}

describe('package codec properties', () => {
  it('decode never throws on arbitrary bytes, and refuses every package over 1472 bytes as oversized', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1600 }), (bytes) => {
        for (const codec of codecs) {
          const result = codec.decode(Buffer.from(bytes));
          expect(typeof result.ok).toBe('boolean');
          if (bytes.length > 1472) expect(result).toMatchObject({ ok: false, reason: 'oversized' });
        }
      }),
      { numRuns: 400 },
    );
  });

  it('decode never throws on arbitrary bytes behind a valid header', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.uint8Array({ maxLength: 400 }), (flags, rest) => {
        const bytes = Buffer.concat([Buffer.from('CCMX', 'ascii'), Buffer.from([2, flags]), Buffer.from(rest)]);
        for (const codec of codecs) {
          const result = codec.decode(bytes);
          if (result.ok) expect(codec.encode(result.pkg).length).toBe(bytes.length);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('decode never throws on valid packages with arbitrary bytes changed', () => {
    fc.assert(
      fc.property(validPackage(fc.array(validMessage, { maxLength: 4 })), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 5 }), (pkg, edits) => {
        const bytes = plain.encode(pkg);
        for (const [position, mask] of edits) bytes[position % bytes.length] = (bytes[position % bytes.length] ?? 0) ^ mask;
        expect(typeof plain.decode(bytes).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('rejects every truncation of a valid package, never throwing', () => {
    fc.assert(
      fc.property(validPackage(fc.array(validMessage, { maxLength: 4 })), fc.nat(), (pkg, cut) => {
        for (const codec of codecs) {
          const bytes = codec.encode({ ...pkg, messages: packed(codec, pkg.messages) });
          const result = codec.decode(bytes.subarray(0, cut % bytes.length));
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.reason).toMatch(/^(malformed|unauthentic)$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rejects an encrypted package with any byte changed, never delivering it', () => {
    fc.assert(
      fc.property(validPackage(fc.array(validMessage, { minLength: 1, maxLength: 4 })), fc.nat(), fc.integer({ min: 1, max: 255 }), (pkg, position, mask) => {
        const bytes = encrypted.encode({ ...pkg, messages: packed(encrypted, pkg.messages) });
        bytes[position % bytes.length]! ^= mask;
        const result = encrypted.decode(bytes);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(['malformed', 'unsupported_version', 'encrypted_unexpected', 'unencrypted_rejected', 'unauthentic']).toContain(result.reason);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips arbitrary valid messages, packed as the core packs them', () => {
    fc.assert(
      fc.property(validPackage(fc.array(validMessage, { maxLength: 30 })), (pkg) => {
        for (const codec of codecs) {
          const fitting = { ...pkg, messages: packed(codec, pkg.messages) };
          expect(codec.decode(codec.encode(fitting))).toEqual({ ok: true, pkg: fitting });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never puts more than 1472 bytes on the wire', () => {
    fc.assert(
      fc.property(validPackage(fc.array(validMessage, { maxLength: 60 })), (pkg) => {
        for (const codec of codecs) {
          const size = codec.packageSize(pkg.messages);
          if (size > 1472) expect(() => codec.encode(pkg)).toThrow(PackageTooLargeError);
          else expect(codec.encode(pkg).length).toBe(size);
        }
      }),
      { numRuns: 150 },
    );
  });
});
