// The test vectors of docs/wire-format.md, checked both ways, and once more by reading the
// bytes with nothing but node:crypto and the documented layout (not the codec's own code).
import { createDecipheriv, scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPackageCodec, type OutgoingPackage } from '../../../../src/main/distributor/codec';

interface WireVector {
  description: string;
  version: number;
  passphrase: string;
  key: string | null;
  nonce: string | null;
  package: OutgoingPackage;
  hex: string;
}

const folder = join(__dirname, '../../../fixtures/wire');
const vectors = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, vector: JSON.parse(readFileSync(join(folder, file), 'utf8')) as WireVector }));

function codecFor(vector: WireVector) {
  return createPackageCodec({ passphrase: vector.passphrase, nonceSource: () => Buffer.from(vector.nonce ?? '', 'hex') });
}

/** The body as the documented table reads it. */
function readDocumentedBody(body: Buffer): OutgoingPackage {
  const pkg: OutgoingPackage = { pid: body.readUInt32BE(0), timestampMs: Number(body.readBigUInt64BE(4)), sequence: body.readUInt32BE(12), messages: [] };
  const count = body.readUInt16BE(16);
  let at = 18;
  for (let i = 0; i < count; i++) {
    const pathLength = body.readUInt8(at + 5);
    const valueLength = body.readUInt16BE(at + 6);
    const path = body.subarray(at + 8, at + 8 + pathLength).toString('utf8');
    const value = body.subarray(at + 8 + pathLength, at + 8 + pathLength + valueLength).toString('utf8');
    pkg.messages.push({ id: body.readUInt32BE(at), attempt: body.readUInt8(at + 4), path, value });
    at += 8 + pathLength + valueLength;
  }
  expect(at).toBe(body.length);
  return pkg;
}

/** The hex of the field-by-field listing in docs/wire-format.md: the leading hex groups of each line. */
function documentedPlaintextHex(): string {
  const doc = readFileSync(join(__dirname, '../../../../docs/wire-format.md'), 'utf8');
  const listing = /The plaintext vector, split by field:\s*```\n([\s\S]*?)```/.exec(doc);
  if (!listing) throw new Error('docs/wire-format.md has no field-by-field listing of the plaintext vector');
  return listing[1]!
    .split('\n')
    .map((line) => /^(?:[0-9a-f]+ )*[0-9a-f]+(?= |$)/.exec(line.trim())?.[0].replaceAll(' ', '') ?? '')
    .join('');
}

describe('wire format test vectors', () => {
  it('the field-by-field listing in docs/wire-format.md is the plaintext vector', () => {
    const plaintext = vectors.find(({ file }) => file === 'plaintext-v1.json');
    expect(documentedPlaintextHex()).toBe(plaintext?.vector.hex);
  });

  it('has a plaintext vector and encrypted vectors', () => {
    expect(vectors.some(({ vector }) => vector.passphrase === '')).toBe(true);
    expect(vectors.filter(({ vector }) => vector.passphrase !== '').length).toBeGreaterThanOrEqual(2);
  });

  for (const { file, vector } of vectors) {
    describe(file, () => {
      it('encodes to exactly the vector bytes', () => {
        expect(codecFor(vector).encode(vector.package).toString('hex')).toBe(vector.hex);
      });

      it('decodes the vector bytes to the package', () => {
        expect(codecFor(vector).decode(Buffer.from(vector.hex, 'hex'))).toEqual({ ok: true, pkg: vector.package });
      });

      it('follows the documented layout byte for byte', () => {
        const bytes = Buffer.from(vector.hex, 'hex');
        expect(bytes.subarray(0, 4).toString('ascii')).toBe('CCMX');
        expect(bytes[4]).toBe(1);
        if (vector.passphrase === '') {
          expect(bytes[5]).toBe(0);
          expect(readDocumentedBody(bytes.subarray(6))).toEqual(vector.package);
          return;
        }
        expect(bytes[5]).toBe(1);
        const key = scryptSync(vector.passphrase, 'camconfig-distributor/wire-v1/aes-256-gcm', 32, { N: 16384, r: 8, p: 1 });
        expect(key.toString('hex')).toBe(vector.key);
        expect(bytes.subarray(6, 18).toString('hex')).toBe(vector.nonce);
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(6, 18));
        decipher.setAAD(bytes.subarray(0, 18));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        const body = Buffer.concat([decipher.update(bytes.subarray(18, bytes.length - 16)), decipher.final()]);
        expect(readDocumentedBody(body)).toEqual(vector.package);
      });
    });
  }
});
