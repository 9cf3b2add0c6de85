import { describe, expect, it } from 'vitest';
import { createPackageCodec, PackageTooLargeError, WireEncodeError, type OutgoingPackage, type WireMessage } from '../../../../src/main/distributor/codec';
import { maxPathLength, maxValueBytes } from '../../../../src/shared/distributor/messagePath';
import { englishText, renderText } from '../../../../src/shared/i18n/renderText';

const passphrase = 'shared secret of the test';
const encrypted = createPackageCodec({ passphrase });
const plain = createPackageCodec({});

const door: WireMessage = { id: 17, attempt: 0, path: 'messages.global.door', value: 'true' };
const sender = { address: '192.0.2.10', pid: 4711, instance: '0123456789abcdef' };
const sample: OutgoingPackage = { ...sender, timestampMs: 1_767_225_600_000, sequence: 99, messages: [door, { id: 18, attempt: 2, path: 'messages.global.light', value: 'Grüße' }] };

function expectDropped(result: ReturnType<typeof encrypted.decode>, reason?: string): void {
  expect(result.ok).toBe(false);
  if (!result.ok && reason) expect(result.reason).toBe(reason);
  if (!result.ok) expect(englishText(result.detail).length).toBeGreaterThan(0);
}

describe('createPackageCodec', () => {
  it('describes itself: version 2, 1472-byte limit, encryption by passphrase', () => {
    expect(encrypted).toMatchObject({ version: 2, encrypted: true, maxPackageBytes: 1472, packageOverheadBytes: 64, maxMessageBytes: 1408 });
    expect(plain).toMatchObject({ version: 2, encrypted: false, maxPackageBytes: 1472, packageOverheadBytes: 36, maxMessageBytes: 1436 });
    expect(createPackageCodec({ passphrase: '' }).encrypted).toBe(false);
  });

  it('round-trips a package, encrypted and unencrypted', () => {
    expect(encrypted.decode(encrypted.encode(sample))).toEqual({ ok: true, pkg: sample });
    expect(plain.decode(plain.encode(sample))).toEqual({ ok: true, pkg: sample });
  });

  it('round-trips a package without messages and the largest field values', () => {
    const extremes: OutgoingPackage = { address: '255.255.255.255', pid: 0xffff_ffff, instance: 'ffffffffffffffff', timestampMs: Number.MAX_SAFE_INTEGER, sequence: 0xffff_ffff, messages: [{ id: 0xffff_ffff, attempt: 255, path: 'a', value: '' }] };
    expect(encrypted.decode(encrypted.encode(extremes))).toEqual({ ok: true, pkg: extremes });
    const empty: OutgoingPackage = { address: '0.0.0.0', pid: 1, instance: '0000000000000000', timestampMs: 0, sequence: 0, messages: [] };
    expect(plain.decode(plain.encode(empty))).toEqual({ ok: true, pkg: empty });
  });

  it('keeps a leading byte order mark and other unusual text exactly', () => {
    const odd: OutgoingPackage = { ...sample, messages: [{ id: 1, attempt: 0, path: 'p', value: '\uFEFFbom\ttab 🚪 \u00ff' }] };
    expect(encrypted.decode(encrypted.encode(odd))).toEqual({ ok: true, pkg: odd });
  });

  it('uses a fresh nonce for every package', () => {
    const first = encrypted.encode(sample);
    const second = encrypted.encode(sample);
    expect(first.subarray(6, 18).equals(second.subarray(6, 18))).toBe(false);
    expect(first.equals(second)).toBe(false);
  });

  it('refuses a nonce source that gives the wrong length', () => {
    const codec = createPackageCodec({ passphrase, nonceSource: () => Buffer.alloc(8) });
    expect(() => codec.encode(sample)).toThrow(/nonce source gave 8 bytes, expected 12/);
  });

  it('rejects a package encrypted with another passphrase as unauthentic', () => {
    const other = createPackageCodec({ passphrase: 'another passphrase' });
    expectDropped(other.decode(encrypted.encode(sample)), 'unauthentic');
  });

  it('drops an encrypted package at an unencrypted peer, and the reverse, each with its own reason', () => {
    expectDropped(plain.decode(encrypted.encode(sample)), 'encrypted_unexpected');
    expectDropped(encrypted.decode(plain.encode(sample)), 'unencrypted_rejected');
  });

  it('rejects every single altered byte of an encrypted package', () => {
    const bytes = encrypted.encode(sample);
    for (let position = 0; position < bytes.length; position++) {
      for (const mask of [0x01, 0x80, 0xff]) {
        const tampered = Buffer.from(bytes);
        tampered[position] = (tampered[position] ?? 0) ^ mask;
        const result = encrypted.decode(tampered);
        expect(result.ok, `byte ${position} ^ ${mask}`).toBe(false);
        if (!result.ok && position >= 6) expect(result.reason).toBe('unauthentic');
      }
    }
  });

  it('names the reason for an altered header', () => {
    const bytes = encrypted.encode(sample);
    const withByte = (position: number, value: number) => {
      const copy = Buffer.from(bytes);
      copy[position] = value;
      return copy;
    };
    expectDropped(encrypted.decode(withByte(0, 0x00)), 'malformed');
    expectDropped(encrypted.decode(withByte(4, 1)), 'unsupported_version');
    expectDropped(encrypted.decode(withByte(4, 3)), 'unsupported_version');
    expectDropped(encrypted.decode(withByte(5, 0x03)), 'unsupported_version');
    expectDropped(encrypted.decode(withByte(5, 0x00)), 'unencrypted_rejected');
  });

  it('rejects a package cut off at every length', () => {
    for (const codec of [encrypted, plain]) {
      const bytes = codec.encode(sample);
      for (let length = 0; length < bytes.length; length++) {
        const result = codec.decode(bytes.subarray(0, length));
        expect(result.ok, `${codec.encrypted ? 'encrypted' : 'plain'} cut to ${length} bytes`).toBe(false);
        if (!result.ok) expect(['malformed', 'unauthentic']).toContain(result.reason);
      }
    }
  });

  it('refuses a version 1 package: no replay protection, the sender must be updated', () => {
    const bytes = plain.encode(sample);
    bytes[4] = 1;
    const result = plain.decode(bytes);
    expectDropped(result, 'unsupported_version');
    if (!result.ok) expect(englishText(result.detail)).toBe('wire format version 1 has no replay protection and is refused: update the sender to wire format version 2');
    bytes[4] = 3;
    const newer = plain.decode(bytes);
    if (!newer.ok) expect(englishText(newer.detail)).toBe('wire format version 3; this program reads version 2');
  });

  it('refuses a package over 1472 bytes as oversized before decrypting it', () => {
    const bytes = encrypted.encode({ ...sample, messages: [{ ...door, value: 'x'.repeat(1300) }] });
    expect(bytes.length).toBeLessThanOrEqual(1472);
    const longer = Buffer.concat([bytes, Buffer.alloc(1473 - bytes.length)]);
    expectDropped(encrypted.decode(longer), 'oversized');
    expectDropped(plain.decode(Buffer.alloc(7662)), 'oversized');
    expectDropped(encrypted.decode(Buffer.alloc(65_507)), 'oversized');
    const result = encrypted.decode(longer);
    if (!result.ok) expect(englishText(result.detail)).toBe('package of 1473 bytes is larger than the 1472-byte limit');
  });

  it('says why a package is refused in German too, the data as it came', () => {
    const foreign = plain.decode(Buffer.from('hello camera'));
    if (!foreign.ok) expect(renderText(foreign.detail, 'de')).toBe('kein Verteilerpaket: beginnt mit 68656c6c, erwartet 43434d58 ("CCMX")');
    const badUtf8 = plain.encode({ ...sample, messages: [door] });
    badUtf8[6 + 30 + 8] = 0xff;
    const corrupt = plain.decode(badUtf8);
    if (!corrupt.ok) expect(renderText(corrupt.detail, 'de')).toBe('Nachricht 1 hat einen Pfad, der kein gültiges UTF-8 ist (das Paket nennt 1 Nachrichten)');
    const unauthentic = createPackageCodec({ passphrase: 'another passphrase' }).decode(encrypted.encode(sample));
    if (!unauthentic.ok) expect(renderText(unauthentic.detail, 'de')).toBe('Authentifizierung fehlgeschlagen: der Sender verwendet eine andere Passphrase, oder das Paket wurde verändert');
    expect([foreign.ok, corrupt.ok, unauthentic.ok]).toEqual([false, false, false]);
  });

  it('says a foreign datagram is not a distributor package', () => {
    const result = plain.decode(Buffer.from('hello camera'));
    expectDropped(result, 'malformed');
    if (!result.ok) expect(englishText(result.detail)).toMatch(/not a distributor package/);
  });

  it('rejects lengths that point past the end, trailing bytes and invalid UTF-8 in plaintext packages', () => {
    const bytes = plain.encode({ ...sample, messages: [door] });
    const bigCount = Buffer.from(bytes);
    bigCount.writeUInt16BE(0xffff, 6 + 28);
    expectDropped(plain.decode(bigCount), 'malformed');
    const bigValue = Buffer.from(bytes);
    bigValue.writeUInt16BE(0xffff, 6 + 30 + 6);
    expectDropped(plain.decode(bigValue), 'malformed');
    expectDropped(plain.decode(Buffer.concat([bytes, Buffer.from([0])])), 'malformed');
    const badUtf8 = Buffer.from(bytes);
    badUtf8[6 + 30 + 8] = 0xff;
    const result = plain.decode(badUtf8);
    expectDropped(result, 'malformed');
    if (!result.ok) expect(englishText(result.detail)).toMatch(/path that is not valid UTF-8/);
  });

  it('rejects a timestamp no real clock shows', () => {
    const bytes = plain.encode(sample);
    bytes.writeBigUInt64BE(2n ** 63n, 6 + 16);
    expectDropped(plain.decode(bytes), 'malformed');
  });

  it('computes packageSize and messageSize exactly as encode writes', () => {
    for (const codec of [encrypted, plain]) {
      expect(codec.encode(sample).length).toBe(codec.packageSize(sample.messages));
      expect(codec.packageSize(sample.messages)).toBe(codec.packageOverheadBytes + sample.messages.reduce((sum, m) => sum + codec.messageSize(m), 0));
    }
    expect(plain.messageSize({ id: 1, attempt: 0, path: 'ab', value: 'ü' })).toBe(8 + 2 + 2);
  });

  it('fits a message of maxMessageBytes exactly and refuses one byte more', () => {
    for (const codec of [encrypted, plain]) {
      const valueBytes = codec.maxMessageBytes - 8 - 1;
      const fits: WireMessage = { id: 1, attempt: 0, path: 'p', value: 'x'.repeat(valueBytes) };
      expect(codec.encode({ ...sample, messages: [fits] }).length).toBe(1472);
      const tooBig = { ...fits, value: fits.value + 'x' };
      expect(() => codec.encode({ ...sample, messages: [tooBig] })).toThrow(PackageTooLargeError);
      expect(() => codec.encode({ ...sample, messages: [tooBig] })).toThrow(/package of 1473 bytes exceeds the limit of 1472 bytes/);
    }
  });

  it('always fits the longest valid path with the longest valid value in one package', () => {
    const longest: WireMessage = { id: 1, attempt: 0, path: 'a'.repeat(maxPathLength), value: 'ü'.repeat(maxValueBytes / 2) };
    expect(encrypted.messageSize(longest)).toBeLessThanOrEqual(encrypted.maxMessageBytes);
  });

  it('refuses fields the format cannot carry, naming the field', () => {
    expect(() => plain.encode({ ...sample, pid: -1 })).toThrow(WireEncodeError);
    expect(() => plain.encode({ ...sample, pid: 2 ** 32 })).toThrow(/cannot encode pid: expected an integer from 0 to 4294967295, got 4294967296/);
    expect(() => plain.encode({ ...sample, address: '192.0.2.256' })).toThrow(/cannot encode address: expected a dotted IPv4 address, got "192.0.2.256"/);
    expect(() => plain.encode({ ...sample, address: '::1' })).toThrow(/cannot encode address/);
    expect(() => plain.encode({ ...sample, instance: '0123456789ABCDEF' })).toThrow(/cannot encode instance: expected 16 lowercase hex digits/);
    expect(() => plain.encode({ ...sample, instance: 'abc' })).toThrow(/cannot encode instance/);
    expect(() => plain.encode({ ...sample, timestampMs: 1.5 })).toThrow(/cannot encode timestampMs/);
    expect(() => plain.encode({ ...sample, messages: [{ ...door, attempt: 256 }] })).toThrow(/cannot encode messages\[0\]\.attempt/);
    expect(() => plain.encode({ ...sample, messages: [{ ...door, path: 'p'.repeat(256) }] })).toThrow(/messages\[0\]\.path length in bytes: expected an integer from 0 to 255, got 256/);
  });
});
