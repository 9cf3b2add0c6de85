// Package codec speed: encode+encrypt and decrypt+decode of typical packages, beside plain
// JSON of the same messages and beside the same codec without encryption. Each figure and its
// baselines are measured in alternating rounds, so a change in the machine's load between them
// (it is shared) shifts all of them alike and leaves the ratios alone.
import { createCipheriv, createSecretKey, randomBytes } from 'node:crypto';
import { createPackageCodec, type OutgoingPackage } from '../src/main/distributor/codec';
import { deriveWireKeyUncached, WireKeyCache } from '../src/main/distributor/codec/keyDerivation';
import { median, table, timeRounds, type BenchRow, type BenchSection } from './lib/measure';

const messagesPerPackage = 10;
const packagesPerRound = 4000;
const rounds = 15;

function typicalPackage(): OutgoingPackage {
  const values = ['true', 'false', 'motion detected in zone 3', '21.5', 'Grüße vom Eingang'];
  const messages = Array.from({ length: messagesPerPackage }, (_, i) => ({
    id: 1000 + i,
    attempt: i % 3,
    path: `messages.global.camera${i}.event`,
    value: values[i % values.length] ?? '',
  }));
  return { address: '192.0.2.10', pid: 31337, instance: '0123456789abcdef', timestampMs: Date.now(), sequence: 42, messages };
}

/**
 * Node's five AES-256-GCM calls the codec makes per package (createCipheriv, setAAD, update,
 * final, getAuthTag) on a package of `size` bytes, and nothing else: what encryption costs at
 * the least through Node's cipher API, whatever the codec around it does.
 */
function cipherCallsOnly(size: number): () => number {
  const key = createSecretKey(randomBytes(32));
  const nonce = randomBytes(12);
  const bytes = randomBytes(size);
  const headerBytes = 18;
  const tagBytes = 16;
  return () => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
    cipher.setAAD(bytes.subarray(0, headerBytes));
    let written = cipher.update(bytes.subarray(headerBytes, size - tagBytes)).copy(bytes, headerBytes);
    written += cipher.final().copy(bytes, headerBytes + written);
    return written + cipher.getAuthTag().copy(bytes, size - tagBytes);
  };
}

/** Operations per second of each function, median over rounds that take the functions in turn (after one warm-up round of each). */
function alternatingOpsPerSecond<Name extends string>(functions: Record<Name, () => unknown>): Record<Name, number> {
  const names = Object.keys(functions) as Name[];
  const times = new Map<Name, number[]>(names.map((name) => [name, []]));
  for (let round = -1; round < rounds; round++) {
    for (const name of names) {
      const fn = functions[name];
      const start = performance.now();
      for (let i = 0; i < packagesPerRound; i++) fn();
      if (round >= 0) times.get(name)!.push(performance.now() - start);
    }
  }
  return Object.fromEntries(names.map((name) => [name, (packagesPerRound / median(times.get(name)!)) * 1000])) as Record<Name, number>;
}

export default async function bench(): Promise<BenchSection> {
  const pkg = typicalPackage();
  const encrypted = createPackageCodec({ passphrase: 'benchmark passphrase' });
  const plain = createPackageCodec({});
  const encryptedBytes = encrypted.encode(pkg);
  const plainBytes = plain.encode(pkg);
  const jsonBytes = Buffer.from(JSON.stringify(pkg));
  let sink = 0;

  const cipherCalls = cipherCallsOnly(encryptedBytes.length);
  const encoding = alternatingOpsPerSecond({
    encrypted: () => (sink += encrypted.encode(pkg).length),
    plain: () => (sink += plain.encode(pkg).length),
    json: () => (sink += Buffer.from(JSON.stringify(pkg)).length),
    cipherCalls: () => (sink += cipherCalls()),
  });
  // Encoding plus only the cipher calls, one after the other: the most encode + encrypt can reach.
  const encryptionCeiling = 1 / (1 / encoding.plain + 1 / encoding.cipherCalls);
  const decoding = alternatingOpsPerSecond({
    encrypted: () => (sink += encrypted.decode(encryptedBytes).ok ? 1 : 0),
    plain: () => (sink += plain.decode(plainBytes).ok ? 1 : 0),
    json: () => (sink += (JSON.parse(jsonBytes.toString('utf8')) as OutgoingPackage).messages.length),
  });

  const derive = await timeRounds(() => deriveWireKeyUncached('benchmark passphrase'), 5);
  const cache = new WireKeyCache();
  cache.get('benchmark passphrase');
  const cachedLookup = await timeRounds(() => {
    for (let i = 0; i < 1000; i++) cache.get('benchmark passphrase');
  }, 5);
  if (sink < 0) throw new Error('unreachable: keeps the results alive');

  const rows: BenchRow[] = [
    { name: 'encode + encrypt', value: encoding.encrypted, unit: 'packages/s', baselineName: 'JSON.stringify + Buffer.from', baseline: encoding.json, better: 'higher' },
    { name: 'decrypt + decode', value: decoding.encrypted, unit: 'packages/s', baselineName: 'Buffer toString + JSON.parse', baseline: decoding.json, better: 'higher' },
    { name: 'encode + encrypt', value: encoding.encrypted, unit: 'packages/s', baselineName: 'same codec unencrypted', baseline: encoding.plain, better: 'higher' },
    { name: 'decrypt + decode', value: decoding.encrypted, unit: 'packages/s', baselineName: 'same codec unencrypted', baseline: decoding.plain, better: 'higher' },
    { name: "Node's five AES-256-GCM calls alone, same package size (no encoding)", value: encoding.cipherCalls, unit: 'packages/s', baselineName: 'same codec unencrypted', baseline: encoding.plain, better: 'higher' },
    { name: 'encode + encrypt at the most: unencrypted encoding plus those calls alone', value: encryptionCeiling, unit: 'packages/s', baselineName: 'same codec unencrypted', baseline: encoding.plain, better: 'higher' },
    { name: 'package size, encrypted', value: encryptedBytes.length, unit: 'bytes', baselineName: 'JSON text of the package', baseline: jsonBytes.length, better: 'lower' },
    { name: 'key for a passphrase, cached', value: cachedLookup.median / 1000, unit: 'ms', baselineName: 'scrypt derivation (once per passphrase)', baseline: derive.median, better: 'lower', digits: 4 },
  ];

  const body = `Packages of ${messagesPerPackage} typical messages (paths like \`messages.global.camera3.event\`, short values with
umlauts), encoded and decoded in one Node process on one core. Each figure is the median of
${rounds} rounds of ${packagesPerRound} packages after a warm-up round, measured beside its baselines in
alternating rounds of the same run (encrypted, unencrypted, JSON, in turn): the same package as JSON text (what a codec without framing or crypto would cost), and
the same codec with encryption off (the cost of AES-256-GCM itself). Decoding includes the
authentication check and strict UTF-8 decoding. The key row compares the cached key lookup
(SHA-256 of the passphrase, a map hit) with one scrypt derivation, which happens once per
passphrase; its median is over 5 derivations. Every encrypted package draws a fresh random
nonce (see docs/wire-format.md, "Encryption"). The two rows before the size measure the floor
encryption sets through Node's cipher API: its five calls per package (createCipheriv, setAAD,
update, final, getAuthTag) on a buffer of the encrypted package's size, alternating with the
others, and from it the most encode + encrypt could reach if the codec spent nothing on
encryption but those calls (1 / (1/unencrypted + 1/calls)); its ratio is the ceiling of the
encode + encrypt ratio above.

${table(rows)}`;
  return { title: 'Distributor package codec', body };
}
