// `camconfig discover` across hosts: network namespaces on one bridge make the lab's own subnet
// 10.231.3.0/29 (six addresses), as a technician's laptop sees a small site. The scanner sits
// at .1; .2 is a camera still on the factory credentials, .3 a camera on the technician's,
// .4 a host with nothing listening, .5 and .6 are not there at all. The scan, run inside the
// scanner's namespace, covers exactly that subnet: no traffic leaves the lab's namespaces.
// Needs root; vitest.config.ts leaves test/net out of non-root runs outside CI.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshHome, removeHomes, runCamconfig } from '../main/cli/rcCli';
import { testLatencyMs } from '../support/simulatedCameras';
import { namespacesOfRun, NetnsLab, type LabHost } from './netnsLab';

const subnet = '10.231.3.0/29';
// The lab's namespaces have ports of their own, apart from every other test's: a fixed port is safe here.
const cameraPort = 8080;
const technician = { user: 'tech', password: `lab-${process.pid}-secret` };
const firmware = { factory: 'MX-V4.7.2.9-lab', technician: 'MX-V5.2.6.1-lab' };
/** Long enough for a camera under the run's test latency; the absent hosts are no_answer after it. */
const scanTimeoutSeconds = (1500 + 3 * testLatencyMs()) / 1000;

const lab = new NetnsLab();
let scanner: LabHost;
let factoryCamera: LabHost;
let technicianCamera: LabHost;
let emptyHost: LabHost;
let bundleDir: string;
const cameras: ChildProcess[] = [];
const workspaces: string[] = [];

beforeAll(async () => {
  // Backstop: if the worker ends without running afterAll, the namespaces still go.
  process.once('exit', () => lab.destroy());
  try {
    lab.create();
    scanner = lab.addHost('s', '10.231.3.1/29');
    factoryCamera = lab.addHost('f', '10.231.3.2/29');
    technicianCamera = lab.addHost('t', '10.231.3.3/29');
    emptyHost = lab.addHost('e', '10.231.3.4/29');
  } catch (error) {
    lab.destroy();
    throw error;
  }
  bundleDir = await bundleLabCamera();
  cameras.push(await startLabCamera(factoryCamera, firmware.factory));
  cameras.push(await startLabCamera(technicianCamera, firmware.technician, technician));
});

afterAll(async () => {
  await Promise.all(cameras.splice(0).map(stopProcess));
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  for (const folder of workspaces.splice(0)) rmSync(folder, { recursive: true, force: true });
  removeHomes();
  const problems = lab.destroy();
  expect(problems).toEqual([]);
  expect(namespacesOfRun(lab.runId)).toEqual([]);
});

/** labCamera.ts as one file Node runs (its packages from the checkout's node_modules, hence under .tmp/). */
async function bundleLabCamera(): Promise<string> {
  mkdirSync(resolve('.tmp/net'), { recursive: true });
  const dir = mkdtempSync(resolve('.tmp/net/lab-camera-'));
  await build({ entryPoints: [join(import.meta.dirname, 'labCamera.ts')], outfile: join(dir, 'labCamera.mjs'), bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'error' });
  return dir;
}

/** A simulated camera listening on `host`'s lab address, inside its namespace; resolves once it listens. */
function startLabCamera(host: LabHost, cameraFirmware: string, credentials?: { user: string; password: string }): Promise<ChildProcess> {
  const args = [join(bundleDir, 'labCamera.mjs'), host.address, String(cameraPort), cameraFirmware, ...(credentials ? [credentials.user] : [])];
  const [command, ...rest] = lab.exec(host, process.execPath, ...args);
  const env = { ...process.env, ...(credentials ? { LAB_CAMERA_PASSWORD: credentials.password } : {}) };
  const child = spawn(command!, rest, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the lab camera on ${host.address} exited with ${code} before it listened`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      child.removeAllListeners('exit');
      if (line === `http://${host.address}:${cameraPort}/admin/remoteconfig`) resolvePromise(child);
      else reject(new Error(`the lab camera on ${host.address} printed '${line}'`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
  });
}

/** `camconfig discover SUBNET --port 8080 --json ...` run inside the scanner's namespace, into a workspace of its own. */
async function discoverFromScanner(more: string[], env: Record<string, string> = {}): Promise<Array<Record<string, unknown>>> {
  const workspace = mkdtempSync(join(tmpdir(), 'camconfig-lab-discover-'));
  workspaces.push(workspace);
  const args = ['discover', subnet, '--port', String(cameraPort), '--timeout', String(scanTimeoutSeconds), '--workspace', workspace, '--json', ...more];
  const run = await runCamconfig(args, { env: { HOME: freshHome(), ...env }, wrapper: lab.exec(scanner) });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout + run.stderr).not.toContain(technician.password);
  return (JSON.parse(run.stdout) as { results: Array<Record<string, unknown>> }).results;
}

const row = (address: string, status: string, cameraFirmware: string | null = null, factoryPassword = false) => ({ address, port: cameraPort, status, firmware: cameraFirmware, factoryPassword, inWorkspace: false });

describe('camconfig discover across hosts (network namespaces)', () => {
  it("classifies every address of the lab's subnet: cameras on factory and known credentials, an empty host, absent hosts", async () => {
    const results = await discoverFromScanner(['--user', technician.user], { CAMCONFIG_PASSWORD: technician.password });
    expect(results).toEqual([
      row(scanner.address, 'no_answer'),
      row(factoryCamera.address, 'camera', firmware.factory, true),
      row(technicianCamera.address, 'camera', firmware.technician, false),
      row(emptyHost.address, 'no_answer'),
      row('10.231.3.5', 'no_answer'),
      row('10.231.3.6', 'no_answer'),
    ]);
  });

  it('finds the camera on other credentials locked when only the factory ones are tried', async () => {
    const results = await discoverFromScanner([]);
    expect(results.map(({ address, status, factoryPassword }) => [address, status, factoryPassword])).toEqual([
      [scanner.address, 'no_answer', false],
      [factoryCamera.address, 'camera', true],
      [technicianCamera.address, 'locked', false],
      [emptyHost.address, 'no_answer', false],
      ['10.231.3.5', 'no_answer', false],
      ['10.231.3.6', 'no_answer', false],
    ]);
  });
});
