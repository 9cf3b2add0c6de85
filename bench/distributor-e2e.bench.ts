// End to end through the distributor between two processes on loopback: this process sends
// with a DistributorBroadcastCore, a real `sdk-demo` child receives and prints <path>=<value>
// lines, which this process reads back. The baseline is the same path with plain `dgram`:
// one message per datagram, a minimal Node child printing each one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DistributorBroadcastCore } from '../src/main/distributor/core';
import { resolveUserConfig, type UserConfig } from '../src/main/distributor/config';
import { median, percentile, table, type BenchRow, type BenchSection } from './lib/measure';
import { reserveUdpPort } from '../test/support/reservedPort';

const broadcast = '127.255.255.255';
const path = 'messages.global.bench';
const throughputMessages = 20_000;
const throughputRounds = 3;
const latencyWindowMs = 3000;
const latencyGapMs = 23; // not a multiple of either poll interval, so arrivals fall anywhere in one

interface Receiver {
  child: ChildProcess;
  /** Called with the value of each received bench message. */
  onMessage: (value: string) => void;
}

function startReceiver(command: string[], readyPattern: RegExp): Promise<Receiver> {
  const child = spawn(command[0]!, command.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
  const receiver: Receiver = { child, onMessage: () => undefined };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const match = /^messages\.global\.bench=(.+)$/.exec(line);
    if (match) receiver.onMessage(match[1]!);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`receiver did not start: ${command.join(' ')}`)), 10_000);
    createInterface({ input: child.stderr! }).on('line', (line) => {
      if (readyPattern.test(line)) {
        clearTimeout(timer);
        resolve(receiver);
      }
    });
    child.on('exit', (code) => reject(new Error(`receiver exited with ${code}`)));
  });
}

const rawReceiverScript = `
const dgram = require('node:dgram');
const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
socket.on('message', (bytes) => process.stdout.write(bytes.toString() + '\\n'));
socket.bind(Number(process.argv[1]), '${broadcast}', () => {
  try { socket.setRecvBufferSize(1024 * 1024); } catch {}
  process.stderr.write('ready\\n');
});`;

type Sender = (value: string) => void;

/** Sends `count` messages as fast as the sender takes them; messages per second received. */
async function throughput(receiver: Receiver, send: Sender, room: () => Promise<void>, count: number, tag: string): Promise<{ rate: number; lost: number }> {
  let received = 0;
  let lastAt = 0;
  const done = new Promise<void>((resolve) => {
    receiver.onMessage = (value) => {
      if (!value.startsWith(tag)) return; // a late line of an earlier phase
      received++;
      lastAt = performance.now();
      if (received === count) resolve();
    };
  });
  const start = performance.now();
  for (let sequence = 0; sequence < count; sequence++) {
    await room();
    send(`${tag}${sequence}`);
  }
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 8000))]);
  await new Promise((resolve) => setTimeout(resolve, 200)); // stragglers
  return { rate: (received / (lastAt - start)) * 1000, lost: count - received };
}

/** One message every latencyGapMs for latencyWindowMs; ms from send() to the printed line. */
async function latencies(receiver: Receiver, send: Sender, tag: string): Promise<number[]> {
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  receiver.onMessage = (value) => {
    const at = sentAt.get(value);
    if (at !== undefined) samples.push(performance.now() - at);
  };
  const end = performance.now() + latencyWindowMs;
  for (let sequence = 0; performance.now() < end; sequence++) {
    const value = `${tag}${sequence}`;
    sentAt.set(value, performance.now());
    send(value);
    await new Promise((resolve) => setTimeout(resolve, latencyGapMs));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return samples;
}

function benchUser(port: number, passphrase: string, pollFreq: number): UserConfig {
  return resolveUserConfig({ broadcast: { iface: 'lo', port, passphrase, poll_freq: pollFreq, resend: 1 } });
}

export default async function bench(): Promise<BenchSection> {
  const dir = mkdtempSync(join(tmpdir(), 'distributor-bench-'));
  const busPort = await reserveUdpPort();
  const rawPort = await reserveUdpPort();
  const port = busPort.port;
  const passphrase = randomBytes(8).toString('hex');
  writeFileSync(join(dir, 'system.json'), JSON.stringify({ broadcast: { interfaces: ['lo'] } }));
  writeFileSync(join(dir, 'user.json'), JSON.stringify({ broadcast: { iface: 'lo', port, passphrase, poll_freq: 10, resend: 1 } }));
  const children: ChildProcess[] = [];
  const core = new DistributorBroadcastCore({ log_list_max: 8, broadcast: { interfaces: ['lo'] } }, { statisticsIntervalMs: 0 });
  const raw = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  try {
    const sdkDemo = await startReceiver([process.execPath, 'bin/sdk-demo.js', '-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), '-v'], /active on lo/);
    children.push(sdkDemo.child);
    const rawReceiver = await startReceiver([process.execPath, '-e', rawReceiverScript, String(rawPort.port)], /^ready$/);
    children.push(rawReceiver.child);
    // Both ports are held by their receivers now; the reservations would only hear (and cost) every package.
    await Promise.all([busPort.release(), rawPort.release()]);
    await new Promise<void>((resolve) => raw.bind(0, '127.0.0.1', () => resolve()));
    raw.setBroadcast(true);
    let rawInFlight = 0;
    const rawSend: Sender = (value) => {
      rawInFlight++;
      raw.send(`${path}=${value}`, rawPort.port, broadcast, () => rawInFlight--);
    };
    const rawRoom = async (): Promise<void> => {
      while (rawInFlight > 64) await new Promise((resolve) => setImmediate(resolve));
    };
    const coreSend: Sender = (value) => void core.send(path, value);

    // Latency first, on a quiet system; then throughput.
    const rawLatency = await latencies(rawReceiver, rawSend, 'L');
    const latencyRows: BenchRow[] = [];
    const latencyNotes: string[] = [];
    for (const pollFreq of [10, 100]) {
      if (!(await core.init(benchUser(port, passphrase, pollFreq)))) throw new Error(`distributor inactive: ${core.reason}`);
      const samples = await latencies(sdkDemo, coreSend, `L${pollFreq}-`);
      latencyNotes.push(`poll_freq ${pollFreq}: ${samples.length} samples`);
      for (const p of [50, 99]) {
        latencyRows.push({ name: `latency p${p}, poll_freq ${pollFreq}`, value: percentile(samples, p), unit: 'ms', baselineName: `raw dgram p${p}`, baseline: percentile(rawLatency, p), better: 'lower', digits: 1 });
      }
    }

    if (!(await core.init(benchUser(port, passphrase, 1000)))) throw new Error(`distributor inactive: ${core.reason}`);
    const before = core.statistics().summary;
    const ours: number[] = [];
    const theirs: number[] = [];
    let lostOurs = 0;
    let lostTheirs = 0;
    for (let round = 0; round < throughputRounds; round++) {
      const result = await throughput(sdkDemo, coreSend, () => core.waitForQueueRoom(), throughputMessages, `T${round}-`);
      ours.push(result.rate);
      lostOurs += result.lost;
      const baseline = await throughput(rawReceiver, rawSend, rawRoom, throughputMessages, `T${round}-`);
      theirs.push(baseline.rate);
      lostTheirs += baseline.lost;
    }
    const after = core.statistics().summary;
    const messagesPerPackage = (after.msg_tx - before.msg_tx) / (after.pkt_tx - before.pkt_tx);

    const rows: BenchRow[] = [
      { name: 'messages/s delivered end to end, poll_freq 1000', value: median(ours), unit: 'msg/s', baselineName: 'raw dgram, one message per datagram', baseline: median(theirs), better: 'higher' },
      ...latencyRows,
    ];
    const body = `Two processes on loopback. This process sends \`${path}=<n>\` messages with a
DistributorBroadcastCore (encrypted, resend 1); a real \`sdk-demo\` child receives them and prints
\`<path>=<value>\` lines, which this process reads from its stdout. The baseline is the same
path without the distributor: plain \`dgram\` broadcasts, one message per datagram (at most 64
in flight), received by a minimal Node child that prints each one. Throughput: ${throughputMessages}
messages as fast as the sender accepts them (the distributor packs them, about
${messagesPerPackage.toFixed(0)} per package, at poll_freq 1000), median of ${throughputRounds} rounds,
counted from the first send to the last line received (lost in all rounds: distributor
${lostOurs}, raw ${lostTheirs}). Latency: one message every ${latencyGapMs} ms for ${latencyWindowMs / 1000} s, from
\`send()\` to the printed line (${latencyNotes.join(', ')}, raw ${rawLatency.length}); a message
waits for the next package slot, so expect up to one poll interval (100 ms at 10, 10 ms at
100) above the baseline, and about half of it at the median.

${table(rows)}
`;
    return { title: 'Distributor end to end (two processes on loopback)', body };
  } finally {
    await Promise.all([busPort.release(), rawPort.release()]);
    core.close();
    raw.close();
    for (const child of children) child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
