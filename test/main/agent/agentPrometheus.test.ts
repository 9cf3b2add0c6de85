// A real Prometheus (Debian's) scrapes the running `camconfig agent` (the built CLI) on loopback
// with its bearer token: the site's stopped camera is camconfig_camera_up 0 and the other 1 in
// Prometheus' HTTP API, and `promtool check metrics` finds nothing wrong in what the agent
// serves. Every wait is for a state (a line printed, an answer of the API).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { openWorkspace } from '../../../src/main/workspace';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';

const password = 'Scrape-Cam-2718';
const passphrase = 'Scrape passphrase 12';
const token = 'agent-scrape-token-0042';
let cameras: SimulatedCamera[];
let folder: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 2, password });
  folder = mkdtempSync(join(tmpdir(), 'camconfig-agent-prometheus-'));
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  await workspace.save({ nextNumber: 3, cameras: cameras.map((camera, index) => ({ id: `cam-${index + 1}`, label: index === 0 ? 'Gate' : 'Yard', host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password, group: 'Hall', variables: {} })) });
  writeFileSync(join(folder, 'agent.json'), JSON.stringify({ jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } } }));
  writeFileSync(join(folder, 'token'), token, { mode: 0o600 });
  await cameras[0]!.stop();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await stopCameraFleet(cameras.slice(1));
  rmSync(folder, { recursive: true, force: true });
});

/** Starts `command` and resolves with the first match of `pattern` in its output (stdout or stderr). */
function startUntil(command: string, args: string[], pattern: RegExp, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const take = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const match = pattern.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

async function query(prometheusUrl: string, expression: string): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>> {
  const answer = (await (await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expression)}`)).json()) as { status: string; data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> } };
  return answer.status === 'success' ? answer.data.result : [];
}

describe('Prometheus scraping the running agent', () => {
  it('answers up 0 for the stopped camera and 1 for the other, and the agent\'s own heap; promtool finds the metrics clean', async () => {
    const env = { ...process.env, CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase, LC_ALL: 'C' };
    const metricsUrl = await startUntil(process.execPath, ['bin/camconfig.js', 'agent', '--workspace', folder, '--metrics-port', '0', '--token-file', join(folder, 'token')], /camconfig agent: metrics at (\S+) /, env);
    const target = new URL(metricsUrl).host;
    const configFile = join(folder, 'prometheus.yml');
    writeFileSync(configFile, `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n  - job_name: camconfig-agent\n    static_configs: [{ targets: ['${target}'] }]\n    authorization: { credentials_file: ${join(folder, 'token')} }\n`);
    const prometheusUrl = `http://${await startUntil('prometheus', [`--config.file=${configFile}`, `--storage.tsdb.path=${join(folder, 'data')}`, '--web.listen-address=127.0.0.1:0'], /msg="Listening on" address=(127\.0\.0\.1:\d+)/)}`;

    const upOf = async (name: string) => (await query(prometheusUrl, `camconfig_camera_up{job="camconfig-agent",name="${name}"}`))[0]?.value[1];
    await expect.poll(() => upOf('Gate'), { timeout: 60_000, interval: 200 }).toBe('0');
    await expect.poll(() => upOf('Yard'), { timeout: 60_000, interval: 200 }).toBe('1');
    // The agent process' own figures in the same scrape: its V8 heap, as Prometheus stored it.
    const heap = await query(prometheusUrl, 'nodejs_heap_size_used_bytes{job="camconfig-agent"}');
    expect(Number(heap[0]?.value[1])).toBeGreaterThan(1_000_000);

    const scraped = await (await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } })).text();
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: scraped, encoding: 'utf8' });
    expect(lint.stdout + lint.stderr).toBe('');
    expect(lint.status).toBe(0);
    expect((await fetch(metricsUrl)).status).toBe(401);
  });
});
