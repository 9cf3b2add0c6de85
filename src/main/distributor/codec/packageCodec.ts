// Wire format version 2: the PackageCodec the distributor uses (docs/wire-format.md).
import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject } from 'node:crypto';
import { encodedBodyBytes, encodedMessageBytes, writeBody } from './bodyWriter';
import { readBody } from './bodyReader';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize } from '../../../shared/i18n/text';
import { PackageTooLargeError } from './errors';
import { deriveWireKey } from './keyDerivation';
import { createRandomNonceWriter, type NonceWriter } from './randomNonces';
import type { DecodeResult, OutgoingPackage, PackageCodec, PackageCodecOptions, WireMessage } from './types';
import {
  encryptedHeaderBytes,
  flagEncrypted,
  knownFlags,
  maxPackageBytes,
  nonceBytes,
  packageOverheadBytes,
  plainHeaderBytes,
  replayableWireVersion,
  tagBytes,
  wireMagic,
  wireVersion,
} from './wireLayout';

const cipherName = 'aes-256-gcm';
const cipherOptions = { authTagLength: tagBytes };

type HeaderCheck = { ok: true; encrypted: boolean } | Extract<DecodeResult, { ok: false }>;

function hex(value: number): string {
  return `0x${value.toString(16).padStart(2, '0')}`;
}

/** Checks magic, version and flags: is this a package of our format that we can read? */
function checkHeader(bytes: Buffer): HeaderCheck {
  if (bytes.length < plainHeaderBytes) return { ok: false, reason: 'malformed', detail: localize('distributorWire.decode.shorterThanHeader', { bytes: String(bytes.length), header: String(plainHeaderBytes) }) };
  if (!bytes.subarray(0, wireMagic.length).equals(wireMagic)) {
    return { ok: false, reason: 'malformed', detail: localize('distributorWire.decode.notOurs', { start: bytes.subarray(0, wireMagic.length).toString('hex'), magic: wireMagic.toString('hex') }) };
  }
  const version = bytes.readUInt8(wireMagic.length);
  if (version === replayableWireVersion) {
    return { ok: false, reason: 'unsupported_version', detail: localize('distributorWire.decode.noReplayProtection', { version: String(version), ours: String(wireVersion) }) };
  }
  if (version !== wireVersion) return { ok: false, reason: 'unsupported_version', detail: localize('distributorWire.decode.otherVersion', { version: String(version), ours: String(wireVersion) }) };
  const flags = bytes.readUInt8(wireMagic.length + 1);
  if ((flags & ~knownFlags) !== 0) return { ok: false, reason: 'unsupported_version', detail: localize('distributorWire.decode.unknownFlags', { flags: hex(flags & ~knownFlags) }) };
  return { ok: true, encrypted: (flags & flagEncrypted) !== 0 };
}

function encryptionMismatch(packageEncrypted: boolean): DecodeResult {
  return packageEncrypted
    ? { ok: false, reason: 'encrypted_unexpected', detail: localize('distributorWire.decode.encryptedUnexpected') }
    : { ok: false, reason: 'unencrypted_rejected', detail: localize('distributorWire.decode.unencryptedRejected') };
}

function decodePlain(bytes: Buffer): DecodeResult {
  const body = readBody(bytes.subarray(plainHeaderBytes));
  return body.ok ? body : { ok: false, reason: 'malformed', detail: body.detail };
}

function decodeEncrypted(bytes: Buffer, key: KeyObject): DecodeResult {
  const minimum = encryptedHeaderBytes + tagBytes;
  if (bytes.length < minimum) return { ok: false, reason: 'malformed', detail: localize('distributorWire.decode.encryptedTooShort', { bytes: String(bytes.length), minimum: String(minimum) }) };
  const header = bytes.subarray(0, encryptedHeaderBytes);
  const nonce = bytes.subarray(plainHeaderBytes, encryptedHeaderBytes);
  const ciphertext = bytes.subarray(encryptedHeaderBytes, bytes.length - tagBytes);
  let plaintext: Buffer;
  try {
    const decipher = createDecipheriv(cipherName, key, nonce, cipherOptions);
    decipher.setAAD(header);
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    plaintext = decipher.update(ciphertext);
    // final() checks the tag; GCM is a stream mode, so it adds no bytes to join.
    const rest = decipher.final();
    if (rest.length > 0) plaintext = Buffer.concat([plaintext, rest]);
  } catch {
    return { ok: false, reason: 'unauthentic', detail: localize('distributorWire.decode.unauthentic') };
  }
  const body = readBody(plaintext);
  return body.ok ? body : { ok: false, reason: 'malformed', detail: localize('distributorWire.decode.corruptBody', { detail: body.detail }) };
}

function writeHeader(target: Buffer, encrypted: boolean): void {
  wireMagic.copy(target, 0);
  target.writeUInt8(wireVersion, wireMagic.length);
  target.writeUInt8(encrypted ? flagEncrypted : 0, wireMagic.length + 1);
}

function encodePlain(pkg: OutgoingPackage, size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  writeHeader(bytes, false);
  writeBody(pkg, bytes, plainHeaderBytes);
  return bytes;
}

/** Header, nonce and body written into one buffer; the body is then replaced by its ciphertext and the tag appended. */
function encodeEncrypted(pkg: OutgoingPackage, size: number, key: KeyObject, writeNonce: NonceWriter): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  writeHeader(bytes, true);
  writeNonce(bytes, plainHeaderBytes);
  const bodyEnd = writeBody(pkg, bytes, encryptedHeaderBytes);
  const cipher = createCipheriv(cipherName, key, bytes.subarray(plainHeaderBytes, encryptedHeaderBytes), cipherOptions);
  cipher.setAAD(bytes.subarray(0, encryptedHeaderBytes));
  let at = encryptedHeaderBytes + cipher.update(bytes.subarray(encryptedHeaderBytes, bodyEnd)).copy(bytes, encryptedHeaderBytes);
  at += cipher.final().copy(bytes, at);
  cipher.getAuthTag().copy(bytes, at);
  return bytes;
}

/** The test option `nonceSource` as a NonceWriter, checking the length it gives. */
function nonceWriterOf(nonceSource: () => Buffer): NonceWriter {
  return (target, offset) => {
    const nonce = nonceSource();
    if (nonce.length !== nonceBytes) throw new Error(`nonce source gave ${nonce.length} bytes, expected ${nonceBytes}`);
    nonce.copy(target, offset);
  };
}

export function createPackageCodec(options: PackageCodecOptions = {}): PackageCodec {
  const passphrase = options.passphrase ?? '';
  const encrypted = passphrase !== '';
  // A key object holds the key ready for the cipher: no key import for every package.
  const key = encrypted ? createSecretKey(deriveWireKey(passphrase)) : null;
  const writeNonce = options.nonceSource ? nonceWriterOf(options.nonceSource) : createRandomNonceWriter(nonceBytes);
  const overhead = packageOverheadBytes(encrypted);

  const packageSize = (messages: WireMessage[]): number => overhead - encodedBodyBytes([]) + encodedBodyBytes(messages);

  function encode(pkg: OutgoingPackage): Buffer {
    const size = packageSize(pkg.messages);
    if (size > maxPackageBytes) throw new PackageTooLargeError(size, maxPackageBytes);
    return key ? encodeEncrypted(pkg, size, key, writeNonce) : encodePlain(pkg, size);
  }

  function decode(bytes: Buffer): DecodeResult {
    // Before anything else, decryption included: no sender of this format sends more.
    if (bytes.length > maxPackageBytes) return { ok: false, reason: 'oversized', detail: localize('distributorWire.decode.oversized', { bytes: String(bytes.length), max: String(maxPackageBytes) }) };
    try {
      const header = checkHeader(bytes);
      if (!header.ok) return header;
      if (header.encrypted !== encrypted) return encryptionMismatch(header.encrypted);
      return key ? decodeEncrypted(bytes, key) : decodePlain(bytes);
    } catch (error) {
      return { ok: false, reason: 'malformed', detail: localize('distributorWire.decode.undecodable', { reason: errorAsText(error) }) };
    }
  }

  return {
    version: wireVersion,
    encrypted,
    maxPackageBytes,
    packageOverheadBytes: overhead,
    maxMessageBytes: maxPackageBytes - overhead,
    encode,
    decode,
    messageSize: encodedMessageBytes,
    packageSize,
  };
}
