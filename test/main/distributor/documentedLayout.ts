// Wire format version 2 written and read with nothing but node:crypto and the tables of
// docs/wire-format.md, not the codec's code: an independent check of the codec, and a way to
// make packages the codec refuses to make (e.g. over 1472 bytes).
import { createCipheriv, createDecipheriv, scryptSync } from 'node:crypto';
import type { OutgoingPackage } from '../../../src/main/distributor/codec';

export const documentedSalt = 'camconfig-distributor/wire-v2/aes-256-gcm';

export function documentedKey(passphrase: string): Buffer {
  return scryptSync(passphrase, documentedSalt, 32, { N: 16384, r: 8, p: 1 });
}

/** The body as the documented table reads it; null when its lengths do not add up. */
export function readDocumentedBody(body: Buffer): OutgoingPackage | null {
  const pkg: OutgoingPackage = {
    address: [...body.subarray(0, 4)].join('.'),
    pid: body.readUInt32BE(4),
    instance: body.subarray(8, 16).toString('hex'),
    timestampMs: Number(body.readBigUInt64BE(16)),
    sequence: body.readUInt32BE(24),
    messages: [],
  };
  const count = body.readUInt16BE(28);
  let at = 30;
  for (let i = 0; i < count; i++) {
    const pathLength = body.readUInt8(at + 5);
    const valueLength = body.readUInt16BE(at + 6);
    const path = body.subarray(at + 8, at + 8 + pathLength).toString('utf8');
    const value = body.subarray(at + 8 + pathLength, at + 8 + pathLength + valueLength).toString('utf8');
    pkg.messages.push({ id: body.readUInt32BE(at), attempt: body.readUInt8(at + 4), path, value });
    at += 8 + pathLength + valueLength;
  }
  return at === body.length ? pkg : null;
}

export function writeDocumentedBody(pkg: OutgoingPackage): Buffer {
  const head = Buffer.alloc(30);
  Buffer.from(pkg.address.split('.').map(Number)).copy(head, 0);
  head.writeUInt32BE(pkg.pid, 4);
  Buffer.from(pkg.instance, 'hex').copy(head, 8);
  head.writeBigUInt64BE(BigInt(pkg.timestampMs), 16);
  head.writeUInt32BE(pkg.sequence, 24);
  head.writeUInt16BE(pkg.messages.length, 28);
  const parts = [head];
  for (const message of pkg.messages) {
    const path = Buffer.from(message.path, 'utf8');
    const value = Buffer.from(message.value, 'utf8');
    const header = Buffer.alloc(8);
    header.writeUInt32BE(message.id, 0);
    header.writeUInt8(message.attempt, 4);
    header.writeUInt8(path.length, 5);
    header.writeUInt16BE(value.length, 6);
    parts.push(header, path, value);
  }
  return Buffer.concat(parts);
}

/** An encrypted version 2 package of `pkg`, whatever its size. */
export function sealDocumented(passphrase: string, pkg: OutgoingPackage, nonce: Buffer): Buffer {
  const key = documentedKey(passphrase);
  const header = Buffer.concat([Buffer.from('CCMX', 'ascii'), Buffer.from([2, 1]), nonce]);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: 16 });
  cipher.setAAD(header);
  const ciphertext = Buffer.concat([cipher.update(writeDocumentedBody(pkg)), cipher.final()]);
  return Buffer.concat([header, ciphertext, cipher.getAuthTag()]);
}

/** The body of an encrypted version 2 package, decrypted as documented (throws when unauthentic). */
export function openDocumented(key: Buffer, bytes: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(6, 18));
  decipher.setAAD(bytes.subarray(0, 18));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(18, bytes.length - 16)), decipher.final()]);
}
