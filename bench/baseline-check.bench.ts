// A baseline check of 200 simulated cameras beside one camera in the same run: the check
// engine (`camconfig fleet check`'s and `baseline.check`'s) fills each camera's placeholders,
// reads only the baseline's sections in one request per camera and compares. The cameras run
// in a separate process (`camconfig sim --count 201 --latency 200`): each request waits 200 ms,
// as an embedded camera's web server does. Goal: 200 cameras within 3x the time of one.
import { checkCameras, type CheckTarget } from '../src/main/baseline/checkCameras';
import type { UseFleetClient } from '../src/main/fleet/apply/applyToFleet';
import { RemoteConfigClient } from '../src/main/remoteconfig/remoteConfigClient';
import { parseBaseline } from '../src/shared/baseline/baselineText';
import { median, table, type BenchSection } from './lib/measure';
import { startSimFleet, type SimFleet } from './lib/simFleet';

const fleetSize = 200;
const rounds = 5;
const password = 'bench-baseline-pass';
const goalRatio = 3;
const cameraLatencyMs = 200;
const baseline = parseBaseline('site', 'SECTION audio\nSPEAKERLEVEL=50\nMICRO=1\nENDSECTION audio\nSECTION sip\nENABLED=1\nREGISTRAR=192.0.2.5:5060\nENDSECTION sip\nSECTION general\nLANGUAGE=de\nENDSECTION general\nSECTION events\nARMED=1\nENDSECTION events\n');

function startSimulator(): Promise<SimFleet> {
  return startSimFleet(fleetSize + 1, { password, latencyMs: cameraLatencyMs });
}

const useClient: UseFleetClient = (cameraId, work) => work(new RemoteConfigClient({ host: '127.0.0.1', port: Number(cameraId), user: 'admin', password }));

async function checkAll(ports: number[]): Promise<number> {
  const targets: CheckTarget[] = ports.map((port) => ({ cameraId: String(port), label: `127.0.0.1:${port}`, host: '127.0.0.1', port, group: null, firmware: null, variables: {} }));
  const started = performance.now();
  const run = await checkCameras({ name: 'site', version: 1, parsed: baseline }, targets, { useClient, parallel: ports.length });
  const took = performance.now() - started;
  if (run.counts.compliant !== ports.length) throw new Error(`check: ${run.counts.drifted} drifted, ${run.counts.unreadable} unreadable (${run.cameras.find((camera) => camera.status !== 'compliant')?.reason})`);
  return took;
}

export default async function baselineCheckBench(): Promise<BenchSection> {
  const sim = await startSimulator();
  const oneTimes: number[] = [];
  const manyTimes: number[] = [];
  try {
    const [single, ...fleet] = sim.ports;
    await checkAll([single!]);
    await checkAll(fleet);
    for (let round = 0; round < rounds; round++) {
      oneTimes.push(await checkAll([single!]));
      manyTimes.push(await checkAll(fleet));
    }
  } finally {
    sim.process.removeAllListeners('exit');
    sim.process.kill('SIGTERM');
  }
  const one = median(oneTimes);
  const many = median(manyTimes);
  const ratio = many / one;
  const body =
    `Method: \`camconfig sim --count ${fleetSize + 1} --latency ${cameraLatencyMs}\` runs the cameras in a process of its own (HTTP on 127.0.0.1, free ports; ` +
    `every request answered ${cameraLatencyMs} ms late). Camera 1 alone is the baseline; the other ${fleetSize} are checked at once (\`checkCameras\` with \`parallel: ${fleetSize}\`) ` +
    `against a baseline of ${baseline.parameters.length} parameters in ${baseline.sections.length} sections: one request per camera, each section by its own \`view section\`, ` +
    `every camera must end compliant or the run fails. ${rounds} rounds alternating 1 and ${fleetSize} cameras after a warm-up of both; medians.\n\n` +
    table([{ name: `check of ${fleetSize} cameras taking ${cameraLatencyMs} ms per request, in parallel`, value: many, unit: 'ms', baselineName: 'the same check of 1 camera', baseline: one, better: 'lower', digits: 1 }]) +
    `\n\nGoal: ${fleetSize} cameras within ${goalRatio}x the time of one: ${ratio.toFixed(2)}x, ${ratio <= goalRatio ? 'within' : 'OUTSIDE'} the goal.`;
  return { title: `Baseline check: ${fleetSize} cameras in parallel beside one`, body };
}
