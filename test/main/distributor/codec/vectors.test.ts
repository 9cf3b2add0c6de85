// The test vectors of docs/wire-format.md, checked both ways, and once more by reading the
// bytes with nothing but node:crypto and the documented layout (not the codec's own code).
// Version 1 vectors are kept as inputs that must be refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPackageCodec, type OutgoingPackage } from '../../../../src/main/distributor/codec';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { documentedKey, openDocumented, readDocumentedBody, writeDocumentedBody } from '../documentedLayout';

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

function readVectors(subfolder: string): Array<{ file: string; vector: WireVector }> {
  const path = join(folder, subfolder);
  return readdirSync(path)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, vector: JSON.parse(readFileSync(join(path, file), 'utf8')) as WireVector }));
}

const vectors = readVectors('.');
const refusedVectors = readVectors('v1-refused');

function codecFor(vector: WireVector) {
  return createPackageCodec({ passphrase: vector.passphrase, nonceSource: () => Buffer.from(vector.nonce ?? '', 'hex') });
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
    const plaintext = vectors.find(({ file }) => file === 'plaintext-v2.json');
    expect(documentedPlaintextHex()).toBe(plaintext?.vector.hex);
  });

  it('has a plaintext vector and encrypted vectors of version 2, and the version 1 vectors to refuse', () => {
    expect(vectors.every(({ vector }) => vector.version === 2)).toBe(true);
    expect(vectors.some(({ vector }) => vector.passphrase === '')).toBe(true);
    expect(vectors.filter(({ vector }) => vector.passphrase !== '').length).toBeGreaterThanOrEqual(2);
    expect(refusedVectors.map(({ file }) => file).sort()).toEqual(['encrypted-utf8-v1.json', 'encrypted-v1.json', 'plaintext-v1.json']);
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
        expect(bytes[4]).toBe(2);
        if (vector.passphrase === '') {
          expect(bytes[5]).toBe(0);
          expect(readDocumentedBody(bytes.subarray(6))).toEqual(vector.package);
          expect(writeDocumentedBody(vector.package).equals(bytes.subarray(6))).toBe(true);
          return;
        }
        expect(bytes[5]).toBe(1);
        const key = documentedKey(vector.passphrase);
        expect(key.toString('hex')).toBe(vector.key);
        expect(bytes.subarray(6, 18).toString('hex')).toBe(vector.nonce);
        expect(readDocumentedBody(openDocumented(key, bytes))).toEqual(vector.package);
      });
    });
  }

  for (const { file, vector } of refusedVectors) {
    it(`refuses the version 1 package of v1-refused/${file} as unsupported_version`, () => {
      const bytes = Buffer.from(vector.hex, 'hex');
      expect(vector.version).toBe(1);
      expect(bytes[4]).toBe(1);
      const result = codecFor(vector).decode(bytes);
      expect(result.ok ? result : { ...result, detail: englishText(result.detail) }).toEqual({
        ok: false,
        reason: 'unsupported_version',
        detail: 'wire format version 1 has no replay protection and is refused: update the sender to wire format version 2',
      });
    });
  }
});
