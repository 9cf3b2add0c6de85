// An address scan of 1,024 loopback addresses with 50 simulated cameras among them, as
// `camconfig discover` runs it (`scanAddresses` with its default parallelism and timeout), beside
// the scan of those 50 camera addresses alone. The cameras are one `camconfig sim --hosts`
// process (a block of 50 addresses at one port, every 5th on the factory credentials, the
// others on the technician's); nothing listens on the other 974, so each is refused at once, as
// loopback refuses. Every address scanned is in 127.0.0.0/8.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseAddressRange } from '../src/shared/site/addressRange';
import { scanAddresses, scanDefaults } from '../src/main/discovery/addressScan';
import { freeTcpPortOnEveryAddress } from '../test/support/reservedPort';
import { formatNumber, median, table, type BenchSection } from './lib/measure';

const scanRange = '127.0.40.1-127.0.44.0';
const cameraRange = '127.0.42.2-127.0.42.51';
const factoryEvery = 5;
const technician = { user: 'tech', password: 'bench-discovery-pass' };
const rounds = 5;

interface Sim {
  process: ChildProcess;
  port: number;
}

function addressesOf(range: string): string[] {
  const parsed = parseAddressRange(range);
  if (!parsed.ok) throw new Error(`${range}: ${parsed.problem}`);
  return parsed.value;
}

/** `camconfig sim --hosts` with one camera per address of `cameraRange`; resolves once every camera listens. */
async function startSimulator(count: number): Promise<Sim> {
  const port = await freeTcpPortOnEveryAddress();
  const bin = join(process.cwd(), 'bin', 'camconfig.js');
  const args = [bin, 'sim', '--hosts', cameraRange, '--port', String(port), '--quiet', '--factory-every', String(factoryEvery), '--user', technician.user, '--password', technician.password];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let listening = 0;
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`camconfig sim exited with ${code} before its cameras were up`)));
    createInterface({ input: child.stdout! }).on('line', () => {
      if (++listening === count) resolve({ process: child, port });
    });
  });
}

/** One scan, timed; fails unless it found exactly the simulated cameras and nothing else answered. */
async function timedScan(addresses: string[], port: number, cameraCount: number): Promise<number> {
  const started = performance.now();
  const report = await scanAddresses({ addresses, ports: [port], https: false, credentials: technician });
  const took = performance.now() - started;
  const cameras = report.findings.filter((finding) => finding.result.status === 'camera');
  const factory = cameras.filter((finding) => finding.result.factoryPassword).length;
  const silent = report.findings.filter((finding) => finding.result.status === 'no_answer').length;
  if (report.findings.length !== addresses.length || cameras.length !== cameraCount || factory !== Math.ceil(cameraCount / factoryEvery) || silent !== addresses.length - cameraCount) {
    throw new Error(`scan of ${addresses.length} addresses: ${cameras.length} cameras (${factory} on factory credentials), ${silent} no answer, ${report.findings.length} results`);
  }
  return took;
}

export default async function discoveryScanBench(): Promise<BenchSection> {
  const site = addressesOf(scanRange);
  const cameraAddresses = addressesOf(cameraRange);
  const sim = await startSimulator(cameraAddresses.length);
  try {
    await timedScan(cameraAddresses, sim.port, cameraAddresses.length);
    await timedScan(site, sim.port, cameraAddresses.length);
    const whole: number[] = [];
    const camerasOnly: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      camerasOnly.push(await timedScan(cameraAddresses, sim.port, cameraAddresses.length));
      whole.push(await timedScan(site, sim.port, cameraAddresses.length));
    }
    const perAddress = median(whole) / site.length;
    const perCameraAddress = median(camerasOnly) / cameraAddresses.length;
    const body =
      `Method: one \`camconfig sim --hosts ${cameraRange}\` process puts ${cameraAddresses.length} cameras on their own loopback addresses at one port ` +
      `(every ${factoryEvery}th from the first on the factory credentials, the others on the technician's). The scan is \`scanAddresses\` ` +
      `(src/main/discovery/addressScan.ts), what \`camconfig discover ${scanRange} --port P --user ${technician.user}\` runs, with its defaults: ` +
      `${scanDefaults.parallel} addresses at once, a ${scanDefaults.timeoutMs / 1000} s timeout. It probes each address with the technician's ` +
      `credentials, then the factory ones after a 401, and reads the firmware of each camera that opens (two requests for a camera on the ` +
      `technician's credentials, three for one on the factory's). The ${formatNumber(site.length)} addresses of \`${scanRange}\` hold the ${cameraAddresses.length} ` +
      `cameras; nothing listens on the other ${site.length - cameraAddresses.length}, which loopback refuses at once. The baseline is the scan ` +
      `of the ${cameraAddresses.length} camera addresses alone, same run. ${rounds} rounds alternating the two after a warm-up of both; medians. ` +
      `Every scan must find exactly the ${cameraAddresses.length} cameras (${Math.ceil(cameraAddresses.length / factoryEvery)} on the factory ` +
      `credentials) and no answer elsewhere, or the bench fails.\n\n` +
      table([
        { name: `scan of ${formatNumber(site.length)} addresses, ${cameraAddresses.length} cameras among them`, value: median(whole), unit: 'ms', baselineName: `scan of the ${cameraAddresses.length} camera addresses alone`, baseline: median(camerasOnly), better: 'lower', digits: 1 },
        { name: `time per address, ${formatNumber(site.length)}-address scan`, value: perAddress, unit: 'ms', baselineName: `per address, the ${cameraAddresses.length} camera addresses alone`, baseline: perCameraAddress, better: 'lower', digits: 3 },
      ]) +
      `\n\nThe ${site.length - cameraAddresses.length} refused addresses add ${formatNumber(median(whole) - median(camerasOnly), 1)} ms to the scan ` +
      `(${formatNumber((median(whole) - median(camerasOnly)) / (site.length - cameraAddresses.length), 3)} ms each). Rounds of ${formatNumber(site.length)}: ` +
      `${[...whole].sort((a, b) => a - b).map((ms) => ms.toFixed(0)).join(', ')} ms; of ${cameraAddresses.length}: ` +
      `${[...camerasOnly].sort((a, b) => a - b).map((ms) => ms.toFixed(0)).join(', ')} ms.`;
    return { title: `Discovery: a scan of ${formatNumber(site.length)} loopback addresses with ${cameraAddresses.length} cameras`, body };
  } finally {
    sim.process.removeAllListeners('exit');
    sim.process.kill('SIGTERM');
  }
}
