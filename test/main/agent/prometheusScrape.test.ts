// A real Prometheus (Debian's) scrapes the agent's metrics endpoint on loopback: with the bearer
// token it reads the cameras' series as the dashboard will; a job without the token is refused
// (its `up` is 0). The configuration is checked with promtool first. Prometheus listens on a
// port the kernel picks (`127.0.0.1:0`; it logs the one it got) and keeps its data in a
// temporary folder; it is killed after the test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentMetrics } from '../../../src/main/agent/agentMetrics';
import { startMetricsServer, type RunningMetricsServer } from '../../../src/main/agent/metricsServer';

const token = 'scrape-token-Agent-42';
const entrance = { id: 'cam-1', name: 'Entrance "north"', address: '127.0.0.1:8080', group: 'outside' };
let folder: string;
let server: RunningMetricsServer;
let prometheus: ChildProcess;
let prometheusUrl: string;

function configFor(metricsPort: number): string {
  const target = `['127.0.0.1:${metricsPort}']`;
  return `global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: camconfig-agent
    static_configs: [{ targets: ${target} }]
    authorization: { credentials_file: ${join(folder, 'token')} }
  - job_name: without-token
    static_configs: [{ targets: ${target} }]
`;
}

/** Starts Prometheus and resolves with its URL once it logged the address it listens on. */
function startPrometheus(configFile: string): Promise<string> {
  prometheus = spawn('prometheus', [`--config.file=${configFile}`, `--storage.tsdb.path=${join(folder, 'data')}`, '--web.listen-address=127.0.0.1:0', '--log.level=info'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  return new Promise((resolve, reject) => {
    prometheus.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
      const listening = /msg="Listening on" address=(127\.0\.0\.1:\d+)/.exec(log);
      if (listening) resolve(`http://${listening[1]}`);
    });
    prometheus.once('exit', (code) => reject(new Error(`prometheus exited with ${code}: ${log}`)));
  });
}

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

async function query(expression: string): Promise<Sample[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expression)}`);
  const answer = (await response.json()) as { status: string; data: { result: Sample[] } };
  return answer.status === 'success' ? answer.data.result : [];
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-prometheus-'));
  writeFileSync(join(folder, 'token'), token, { mode: 0o600 });
  const metrics = new AgentMetrics(() => Date.parse('2026-06-01T12:00:00Z'));
  metrics.recordRefresh([{ camera: entrance, up: true, lastAnswerAt: Date.parse('2026-06-01T11:59:58Z'), roundTripMs: 35, rebootPending: false, factoryPassword: false }]);
  metrics.recordJob('refresh', Date.parse('2026-06-01T12:00:00Z'), 1500, 'ok');
  server = await startMetricsServer({ host: '127.0.0.1', port: 0, allowRemote: false, bearerToken: token, metrics, health: () => ({ status: 'ok' }) });
  const configFile = join(folder, 'prometheus.yml');
  writeFileSync(configFile, configFor(server.port));
  const check = spawnSync('promtool', ['check', 'config', configFile], { encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  prometheusUrl = await startPrometheus(configFile);
}, 60_000);

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus.once('exit', resolve));
    prometheus.kill('SIGKILL');
    await exited;
  }
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('Prometheus scraping the agent', () => {
  it('reads the cameras and jobs with the token, and is refused without it', async () => {
    await expect.poll(() => query('up'), { timeout: 30_000 }).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: expect.objectContaining({ job: 'camconfig-agent' }), value: [expect.any(Number), '1'] }),
        expect.objectContaining({ metric: expect.objectContaining({ job: 'without-token' }), value: [expect.any(Number), '0'] }),
      ]),
    );
    const [camera] = await query('camconfig_camera_up{job="camconfig-agent"}');
    expect(camera!.metric).toMatchObject({ name: 'Entrance "north"', address: '127.0.0.1:8080', group: 'outside' });
    expect(camera!.value[1]).toBe('1');
    const [roundTrip] = await query('camconfig_camera_round_trip_seconds');
    expect(roundTrip!.value[1]).toBe('0.035');
    // The agent's job is the label `task`: Prometheus's own `job` (the scrape job) stays as it is.
    const [outcome] = await query('camconfig_job_last_outcome{job="camconfig-agent",task="refresh",outcome="ok"}');
    expect(outcome!.value[1]).toBe('1');
    expect(await query('camconfig_job_last_outcome{exported_job!=""}')).toEqual([]);
  });
});
