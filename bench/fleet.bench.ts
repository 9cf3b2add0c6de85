// Fleet work on 100 simulated cameras in parallel, beside one camera in the same run: a
// backup (the fleet backup engine: `view configfile` of every camera, each written atomically
// into a fresh folder) and an apply (each camera its own
// SPEAKERLEVEL from a {LEVEL} placeholder, written, listed back, stored, then read back in a
// request of its own) through the fleet apply engine. The cameras run in a separate process
// (`camconfig sim --count 101`), as real cameras are separate devices; this process is the
// studio's side only. Twice: cameras that answer at once (all the work is CPU on this machine,
// the simulator's included), and cameras that take 200 ms per request, as an embedded web
// server does (the case the goal is about). Goal: 100 cameras within 3x the time of one.
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { backupCameras, parallelLimits } from '../src/main/fleet';
import { applyToFleet, type UseFleetClient } from '../src/main/fleet/apply/applyToFleet';
import { RemoteConfigClient } from '../src/main/remoteconfig/remoteConfigClient';
import { readCommandFile } from '../src/shared/fleet/commandFile';
import { planFleetApply, type FleetCamera } from '../src/shared/fleet/applyPlan';
import { median, table, type BenchRow, type BenchSection } from './lib/measure';
import { startSimFleet, type SimFleet } from './lib/simFleet';

const fleetSize = 100;
const rounds = 7;
const password = 'bench-fleet-pass';
const goalRatio = 3;
const cameraLatencyMs = 200;

/** `camconfig sim` with fleetSize + 1 cameras on free ports. */
function startSimulator(latencyMs: number): Promise<SimFleet> {
  return startSimFleet(fleetSize + 1, { password, latencyMs });
}

const useClient: UseFleetClient = (cameraId, work) => work(new RemoteConfigClient({ host: '127.0.0.1', port: Number(cameraId), user: 'admin', password }));

/** Backs the cameras up into a folder of their own (a fresh one each round: a same-minute backup is not written twice). */
async function backUpAll(ports: number[]): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'fleet-bench-backups-'));
  try {
    const targets = ports.map((port) => ({ cameraId: String(port), label: String(port), address: `127.0.0.1:${port}`, client: new RemoteConfigClient({ host: '127.0.0.1', port, user: 'admin', password }) }));
    const started = performance.now();
    const summary = await backupCameras(targets, { folder, parallel: Math.min(ports.length, parallelLimits.max) });
    const took = performance.now() - started;
    if (summary.ok !== ports.length) throw new Error(`backup: ${summary.failed} failed, ${summary.notReached} not reached`);
    return took;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const levels = readCommandFile('levels.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\n');

async function applyAll(ports: number[], round: number): Promise<number> {
  const cameras: FleetCamera[] = ports.map((port, index) => ({ id: String(port), label: `127.0.0.1:${port}`, variables: { LEVEL: String((round * 7 + index) % 100) } }));
  const scripts = planFleetApply(levels, cameras, { columns: ['LEVEL'], steps: { store: true, update: false, reboot: false } });
  const started = performance.now();
  const report = await applyToFleet(scripts, { useClient, parallel: ports.length, waitForReboot: false });
  const tookMs = performance.now() - started;
  const notVerified = report.results.filter((result) => result.status !== 'verified');
  if (notVerified.length > 0) throw new Error(`apply failed on ${notVerified.length} camera(s): ${notVerified[0]!.message}`);
  return tookMs;
}

interface Phase {
  latencyMs: number;
  reads: Measured;
  applies: Measured;
}

interface Measured {
  one: number;
  many: number;
  manyRounds: number[];
}

async function measurePhase(latencyMs: number): Promise<Phase> {
  const sim = await startSimulator(latencyMs);
  try {
    const [single, ...fleet] = sim.ports;
    const reads = await measure((ports) => backUpAll(ports), [single!], fleet);
    const applies = await measure(applyAll, [single!], fleet);
    return { latencyMs, reads, applies };
  } finally {
    sim.process.removeAllListeners('exit');
    sim.process.kill('SIGTERM');
  }
}

function phaseRows({ latencyMs, reads, applies }: Phase): BenchRow[] {
  const cameras = latencyMs === 0 ? 'cameras answering at once' : `cameras taking ${latencyMs} ms per request`;
  return [
    { name: `backup (\`view configfile\`, file written and flushed), ${fleetSize} ${cameras}, in parallel`, value: reads.many, unit: 'ms', baselineName: 'the same backup of 1 camera', baseline: reads.one, better: 'lower', digits: 1 },
    { name: `apply (write, list back, store; then read back), ${fleetSize} ${cameras}, in parallel`, value: applies.many, unit: 'ms', baselineName: 'the same apply to 1 camera', baseline: applies.one, better: 'lower', digits: 1 },
  ];
}

/** Alternates one camera and the fleet each round (after a warm-up of both); medians. */
async function measure(run: (ports: number[], round: number) => Promise<number>, one: number[], many: number[]): Promise<Measured> {
  await run(one, 0);
  await run(many, 0);
  const oneTimes: number[] = [];
  const manyTimes: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    oneTimes.push(await run(one, round));
    manyTimes.push(await run(many, round));
  }
  return { one: median(oneTimes), many: median(manyTimes), manyRounds: manyTimes.sort((a, b) => a - b) };
}

export default async function fleetBench(): Promise<BenchSection> {
  const instant = await measurePhase(0);
  const realistic = await measurePhase(cameraLatencyMs);
  const ratio = (measured: Measured) => measured.many / measured.one;
  const verdict = (measured: Measured) => `${ratio(measured).toFixed(2)}x, ${ratio(measured) <= goalRatio ? 'within' : 'OUTSIDE'} the goal of ${goalRatio}x`;
  const body =
    `Method: \`camconfig sim --count ${fleetSize + 1}\` runs the cameras in a process of its own (HTTP on 127.0.0.1, free ports); ` +
    `this process runs only the studio's side. Camera 1 alone is the baseline; the other ${fleetSize} are worked on all at once ` +
    `(\`backupCameras\` with its highest parallel limit, 64; \`applyToFleet\` with \`parallel: ${fleetSize}\`). The backup is \`camconfig fleet backup\`'s engine ` +
    `(\`view configfile\`, the whole file, written atomically with fsync into a fresh folder each round). The apply is \`camconfig fleet apply\`'s engine with a command file whose \`{LEVEL}\` placeholder gives every ` +
    `camera its own SPEAKERLEVEL: one request writing it, listing the section back and storing, then one request reading it back; every ` +
    `camera must end verified or the run fails. ${rounds} rounds alternating 1 and ${fleetSize} cameras after a warm-up of both; medians. ` +
    `Run twice: with cameras that answer at once (\`--latency 0\`), where everything is CPU work on this machine's cores (the simulator's ` +
    `${fleetSize} cameras included, so ${fleetSize} cameras cost about ${fleetSize} times the work of one), and with cameras that take ` +
    `${cameraLatencyMs} ms before answering each request (\`camconfig sim --latency ${cameraLatencyMs}\`), as an embedded camera's web server ` +
    `does: the case the goal is about, where the time goes into waiting for the cameras and the parallel engine overlaps the waits.\n\n` +
    table([...phaseRows(realistic), ...phaseRows(instant)]) +
    `\n\nGoal: ${fleetSize} cameras within ${goalRatio}x the time of one. With cameras taking ${cameraLatencyMs} ms per request: backup ${verdict(realistic.reads)}, ` +
    `apply ${verdict(realistic.applies)}. With cameras answering at once (pure CPU, the worst case for this comparison): backup ${verdict(instant.reads)}, ` +
    `apply ${verdict(instant.applies)}; there the ${fleetSize}-camera apply took ${instant.applies.many.toFixed(0)} ms in all ` +
    `(${(instant.applies.many / fleetSize).toFixed(1)} ms per camera; rounds ${instant.applies.manyRounds.map((ms) => ms.toFixed(0)).join(', ')} ms).`;
  return { title: `Fleet: ${fleetSize} cameras in parallel beside one`, body };
}
