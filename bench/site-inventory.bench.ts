// The Site view's refresh of 500 simulated cameras beside one: every camera asked for its
// firmware and reboot_needed (one small request each, `refreshCameras` with its default
// parallelism), then the rows computed (`siteInventory`, reading the workspace's audit log,
// backups folder and pending edits once), as `camconfig fleet inventory` does. The cameras sit
// on 500 loopback addresses at one port (`camconfig sim --hosts`, two processes of 250, as
// real cameras are separate devices) and take 200 ms per request, as an embedded web server
// does. Goal: 500 cameras within 3x the time of one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { inventoryLimits } from '../src/shared/api/siteSchemas';
import { AuditLog, readCameraStatus, refreshCameras, siteInventory, type InventoryCamera } from '../src/main/fleet';
import { RemoteConfigClient } from '../src/main/remoteconfig/remoteConfigClient';
import { freeTcpPortOnEveryAddress } from '../test/support/reservedPort';
import { median, table, type BenchSection } from './lib/measure';

const password = 'bench-site-pass';
const cameraLatencyMs = 200;
const rounds = 5;
const goalRatio = 3;
/** Two simulators: the first camera of the first is the baseline, the other 500 the site. */
const ranges = ['127.0.0.2-127.0.0.252', '127.0.1.2-127.0.1.251'];

interface Sim {
  process: ChildProcess;
  hosts: string[];
}

async function startSimulator(range: string): Promise<Sim> {
  const port = await freeTcpPortOnEveryAddress();
  const bin = join(process.cwd(), 'bin', 'camconfig.js');
  const child = spawn(process.execPath, [bin, 'sim', '--hosts', range, '--port', String(port), '--quiet', '--user', 'tech', '--password', password, '--latency', String(cameraLatencyMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const hosts: string[] = [];
  const [from, to] = range.split('-') as [string, string];
  const count = Number(to.split('.')[3]) - Number(from.split('.')[3]) + 1;
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`camconfig sim exited with ${code} before its cameras were up`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      hosts.push(`${new URL(line).hostname}:${new URL(line).port}`);
      if (hosts.length === count) resolve({ process: child, hosts });
    });
  });
}

function inventoryCamera(address: string, index: number): InventoryCamera {
  const [host, port] = address.split(':') as [string, string];
  return { id: `cam-${index + 1}`, label: address, group: null, host, port: Number(port), https: false, state: 'unknown', stateDetail: null, firmware: null, factoryPassword: false, factoryLogin: false, lastAnswerAt: null, roundTripMs: null, rebootNeeded: null };
}

/** One refresh and the rows, as `camconfig fleet inventory` makes them; fails unless every camera answered. */
async function refreshAndList(addresses: string[], workspace: string): Promise<number> {
  const cameras = addresses.map(inventoryCamera);
  const started = performance.now();
  const outcome = await refreshCameras(cameras, { parallel: inventoryLimits.defaultParallel }, async (camera) => {
    const status = await readCameraStatus(new RemoteConfigClient({ host: camera.host, port: camera.port, user: 'tech', password }));
    Object.assign(camera, { state: 'online', firmware: status.firmware, rebootNeeded: status.rebootNeeded, roundTripMs: status.roundTripMs, lastAnswerAt: Date.now() });
  });
  const inventory = await siteInventory(cameras, { unstoredEdits: async () => new Map(), backupsFolder: join(workspace, 'backups'), audit: new AuditLog(workspace), busPeers: [] });
  const took = performance.now() - started;
  if (outcome.failed > 0 || inventory.cameras.some((row) => !row.online)) throw new Error(`${outcome.failed} camera(s) did not answer`);
  return took;
}

export default async function siteInventoryBench(): Promise<BenchSection> {
  const sims: Sim[] = [];
  const workspace = mkdtempSync(join(tmpdir(), 'site-bench-'));
  try {
    for (const range of ranges) sims.push(await startSimulator(range));
    const [single, ...site] = sims.flatMap((sim) => sim.hosts);
    await refreshAndList([single!], workspace);
    await refreshAndList(site, workspace);
    const one: number[] = [];
    const many: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      one.push(await refreshAndList([single!], workspace));
      many.push(await refreshAndList(site, workspace));
    }
    const ratio = median(many) / median(one);
    const body =
      `Method: two \`camconfig sim --hosts\` processes put ${site.length + 1} cameras on their own loopback addresses at one port each, ` +
      `every one taking ${cameraLatencyMs} ms per request (\`--latency ${cameraLatencyMs}\`). One camera alone is the baseline; the other ` +
      `${site.length} are the site. A refresh asks each camera for its firmware and \`reboot_needed\` in one request ` +
      `(\`refreshCameras\` with its default parallelism, ${inventoryLimits.defaultParallel}), then computes the rows (\`siteInventory\`: ` +
      `audit log, backups folder and pending edits read once), as \`camconfig fleet inventory\` does. ${rounds} rounds alternating 1 and ` +
      `${site.length} cameras after a warm-up of both; medians.\n\n` +
      table([{ name: `inventory refresh, ${site.length} cameras taking ${cameraLatencyMs} ms per request`, value: median(many), unit: 'ms', baselineName: 'the same refresh of 1 camera', baseline: median(one), better: 'lower', digits: 1 }]) +
      `\n\nGoal: ${site.length} cameras within ${goalRatio}x the time of one: ${ratio.toFixed(2)}x, ${ratio <= goalRatio ? 'within' : 'OUTSIDE'} the goal ` +
      `(rounds of ${site.length}: ${many.sort((a, b) => a - b).map((ms) => ms.toFixed(0)).join(', ')} ms).`;
    return { title: `Site inventory: ${site.length} cameras refreshed beside one`, body };
  } finally {
    for (const sim of sims) {
      sim.process.removeAllListeners('exit');
      sim.process.kill('SIGTERM');
    }
    rmSync(workspace, { recursive: true, force: true });
  }
}
