// Package codec speed: encode+encrypt and decrypt+decode of typical packages, beside plain
// JSON of the same messages and beside the same codec without encryption.
import { createPackageCodec, type OutgoingPackage } from '../src/main/distributor/codec';
import { deriveWireKeyUncached, WireKeyCache } from '../src/main/distributor/codec/keyDerivation';
import { opsPerSecond, table, timeRounds, type BenchRow, type BenchSection } from './lib/measure';

const messagesPerPackage = 10;
const packagesPerRound = 4000;
const rounds = 7;

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

export default async function bench(): Promise<BenchSection> {
  const pkg = typicalPackage();
  const encrypted = createPackageCodec({ passphrase: 'benchmark passphrase' });
  const plain = createPackageCodec({});
  const encryptedBytes = encrypted.encode(pkg);
  const plainBytes = plain.encode(pkg);
  const jsonBytes = Buffer.from(JSON.stringify(pkg));
  let sink = 0;

  const jsonEncode = await opsPerSecond(() => (sink += Buffer.from(JSON.stringify(pkg)).length), packagesPerRound, rounds);
  const jsonDecode = await opsPerSecond(() => (sink += (JSON.parse(jsonBytes.toString('utf8')) as OutgoingPackage).messages.length), packagesPerRound, rounds);
  const encryptedEncode = await opsPerSecond(() => (sink += encrypted.encode(pkg).length), packagesPerRound, rounds);
  const encryptedDecode = await opsPerSecond(() => (sink += encrypted.decode(encryptedBytes).ok ? 1 : 0), packagesPerRound, rounds);
  const plainEncode = await opsPerSecond(() => (sink += plain.encode(pkg).length), packagesPerRound, rounds);
  const plainDecode = await opsPerSecond(() => (sink += plain.decode(plainBytes).ok ? 1 : 0), packagesPerRound, rounds);

  const derive = await timeRounds(() => deriveWireKeyUncached('benchmark passphrase'), 5);
  const cache = new WireKeyCache();
  cache.get('benchmark passphrase');
  const cachedLookup = await timeRounds(() => {
    for (let i = 0; i < 1000; i++) cache.get('benchmark passphrase');
  }, 5);
  if (sink < 0) throw new Error('unreachable: keeps the results alive');

  const rows: BenchRow[] = [
    { name: 'encode + encrypt', value: encryptedEncode, unit: 'packages/s', baselineName: 'JSON.stringify + Buffer.from', baseline: jsonEncode, better: 'higher' },
    { name: 'decrypt + decode', value: encryptedDecode, unit: 'packages/s', baselineName: 'Buffer toString + JSON.parse', baseline: jsonDecode, better: 'higher' },
    { name: 'encode + encrypt', value: encryptedEncode, unit: 'packages/s', baselineName: 'same codec unencrypted', baseline: plainEncode, better: 'higher' },
    { name: 'decrypt + decode', value: encryptedDecode, unit: 'packages/s', baselineName: 'same codec unencrypted', baseline: plainDecode, better: 'higher' },
    { name: 'package size, encrypted', value: encryptedBytes.length, unit: 'bytes', baselineName: 'JSON text of the package', baseline: jsonBytes.length, better: 'lower' },
    { name: 'key for a passphrase, cached', value: cachedLookup.median / 1000, unit: 'ms', baselineName: 'scrypt derivation (once per passphrase)', baseline: derive.median, better: 'lower', digits: 4 },
  ];

  const body = `Packages of ${messagesPerPackage} typical messages (paths like \`messages.global.camera3.event\`, short values with
umlauts), encoded and decoded in one Node process on one core. Each figure is the median of
${rounds} rounds of ${packagesPerRound} packages after a warm-up round, measured beside its baseline in the
same run: the same package as JSON text (what a codec without framing or crypto would cost), and
the same codec with encryption off (the cost of AES-256-GCM itself). Decoding includes the
authentication check and strict UTF-8 decoding. The key row compares the cached key lookup
(SHA-256 of the passphrase, a map hit) with one scrypt derivation, which happens once per
passphrase; its median is over 5 derivations.

${table(rows)}`;
  return { title: 'Distributor package codec', body };
}
