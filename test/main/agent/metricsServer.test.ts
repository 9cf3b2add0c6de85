import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentMetrics } from '../../../src/main/agent/agentMetrics';
import { englishText } from '../../../src/shared/i18n/renderText';
import { metricsBindingProblem, startMetricsServer, type RunningMetricsServer } from '../../../src/main/agent/metricsServer';

let now = Date.parse('2026-06-01T12:00:00Z');
const entrance = { id: 'cam-1', name: 'Entrance', address: '127.0.0.1', group: 'outside' };
const hostile = { id: 'cam-2', name: 'Hall "north"\nx\\y', address: '127.0.0.2', group: null };

let server: RunningMetricsServer | null = null;
afterEach(async () => {
  now = Date.parse('2026-06-01T12:00:00Z');
  await server?.close();
  server = null;
});

async function serve(bearerToken: string | null = null) {
  const metrics = new AgentMetrics(() => now);
  server = await startMetricsServer({ host: '127.0.0.1', port: 0, allowRemote: false, bearerToken, metrics, health: () => ({ status: 'ok', jobs: { refresh: { lastOutcome: 'ok' } } }) });
  return { metrics, url: `http://127.0.0.1:${server.port}` };
}

describe('the metrics endpoint', () => {
  it('answers the cameras, jobs and alerts in Prometheus text over HTTP', async () => {
    const { metrics, url } = await serve();
    metrics.recordRefresh([
      { camera: entrance, up: true, lastAnswerAt: now - 2000, roundTripMs: 35, rebootPending: true, factoryPassword: true, lastBackupAt: now - 90_000 },
      { camera: hostile, up: false, lastAnswerAt: now - 600_000, roundTripMs: null, rebootPending: false, factoryPassword: null, lastBackupAt: null },
    ]);
    metrics.recordCheck([{ camera: entrance, driftedParameters: 3 }]);
    metrics.recordJob('refresh', now, 1500, 'ok');
    metrics.recordAlerts('webhook', 2, 1);
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('camconfig_camera_up{name="Entrance",address="127.0.0.1",group="outside"} 1');
    expect(text).toContain('camconfig_camera_up{name="Hall \\"north\\"\\nx\\\\y",address="127.0.0.2",group=""} 0');
    expect(text).toContain('camconfig_camera_seconds_since_answer{name="Entrance",address="127.0.0.1",group="outside"} 2');
    expect(text).toContain('camconfig_camera_seconds_since_backup{name="Entrance",address="127.0.0.1",group="outside"} 90');
    expect(text).not.toMatch(/camconfig_camera_seconds_since_backup\{[^}]*address="127\.0\.0\.2"/);
    expect(text).toContain('camconfig_camera_round_trip_seconds{name="Entrance",address="127.0.0.1",group="outside"} 0.035');
    expect(text).toContain('camconfig_camera_reboot_pending{name="Entrance",address="127.0.0.1",group="outside"} 1');
    expect(text).toContain('camconfig_camera_drifted_parameters{name="Entrance",address="127.0.0.1",group="outside"} 3');
    // Known from the refresh, for any camera that answered; a silent one has no such line.
    expect(text).toContain('camconfig_camera_factory_password{name="Entrance",address="127.0.0.1",group="outside"} 1');
    expect(text).not.toMatch(/camconfig_camera_factory_password\{[^}]*address="127\.0\.0\.2"/);
    expect(text).toContain(`camconfig_job_last_run_timestamp_seconds{task="refresh"} ${now / 1000}`);
    expect(text).toContain('camconfig_job_last_duration_seconds{task="refresh"} 1.5');
    expect(text).toContain('camconfig_job_last_outcome{task="refresh",outcome="ok"} 1');
    expect(text).toContain('camconfig_job_last_outcome{task="refresh",outcome="failed"} 0');
    expect(text).toContain('camconfig_alerts_sent_total{channel="webhook"} 2');
    expect(text).toContain('camconfig_alerts_failed_total{channel="webhook"} 1');
  });

  it('gives seconds since the last backup in metrics promtool finds clean', async () => {
    const { metrics, url } = await serve();
    metrics.recordRefresh([{ camera: entrance, up: false, lastAnswerAt: null, roundTripMs: null, rebootPending: false, factoryPassword: false, lastBackupAt: now - 86_400_000 }]);
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).toContain('# TYPE camconfig_camera_seconds_since_backup gauge');
    expect(text).toContain('camconfig_camera_seconds_since_backup{name="Entrance",address="127.0.0.1",group="outside"} 86400');
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(lint.stdout + lint.stderr).toBe('');
    expect(lint.status).toBe(0);
  });

  it('serves the text made at the last change, its seconds since counted at each scrape', async () => {
    const { metrics, url } = await serve();
    metrics.recordRefresh([
      { camera: entrance, up: true, lastAnswerAt: now - 2000, roundTripMs: 35, rebootPending: false, factoryPassword: false, lastBackupAt: now - 90_000 },
      { camera: hostile, up: false, lastAnswerAt: now - 600_000, roundTripMs: null, rebootPending: false, factoryPassword: false, lastBackupAt: now - 1000 },
    ]);
    const first = await (await fetch(`${url}/metrics`)).text();
    now += 30_500;
    const later = await (await fetch(`${url}/metrics`)).text();
    expect(later).toContain('camconfig_camera_seconds_since_answer{name="Entrance",address="127.0.0.1",group="outside"} 32.5');
    expect(later).toContain('camconfig_camera_seconds_since_answer{name="Hall \\"north\\"\\nx\\\\y",address="127.0.0.2",group=""} 630.5');
    expect(later).toContain('camconfig_camera_seconds_since_backup{name="Entrance",address="127.0.0.1",group="outside"} 120.5');
    const timeless = (text: string) => text.split('\n').filter((line) => !/^camconfig_camera_seconds_since_/.test(line));
    expect(timeless(later)).toEqual(timeless(first));
    // A change after a scrape is in the next one.
    metrics.recordRefresh([{ camera: entrance, up: false, lastAnswerAt: now - 2000, roundTripMs: null, rebootPending: true, factoryPassword: false, lastBackupAt: null }]);
    metrics.recordJob('refresh', now, 800, 'failed');
    const changed = await (await fetch(`${url}/metrics`)).text();
    expect(changed).toContain('camconfig_camera_up{name="Entrance",address="127.0.0.1",group="outside"} 0');
    expect(changed).toContain('camconfig_camera_reboot_pending{name="Entrance",address="127.0.0.1",group="outside"} 1');
    expect(changed).toContain('camconfig_camera_seconds_since_answer{name="Entrance",address="127.0.0.1",group="outside"} 2');
    expect(changed).toContain('camconfig_job_last_outcome{task="refresh",outcome="failed"} 1');
    expect(changed).not.toContain('name="Hall');
    expect(changed).not.toContain('camconfig_camera_seconds_since_backup{');
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: later, encoding: 'utf8' });
    expect(lint.stdout + lint.stderr).toBe('');
  });

  it('drops the series of a camera no longer on the site', async () => {
    const { metrics, url } = await serve();
    metrics.recordRefresh([{ camera: entrance, up: true, lastAnswerAt: now, roundTripMs: 10, rebootPending: false, factoryPassword: false }]);
    metrics.recordRefresh([{ camera: entrance, up: true, lastAnswerAt: now, roundTripMs: 10, rebootPending: false, factoryPassword: false, lastBackupAt: now }]);
    metrics.recordRefresh([{ camera: hostile, up: true, lastAnswerAt: now, roundTripMs: 10, rebootPending: false, factoryPassword: false }]);
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).not.toContain('name="Entrance"');
  });

  it('answers /health as JSON and nothing but /metrics and /health', async () => {
    const { url } = await serve();
    const health = await fetch(`${url}/health`);
    expect(health.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await health.json()).toEqual({ status: 'ok', jobs: { refresh: { lastOutcome: 'ok' } } });
    expect((await fetch(`${url}/other`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('with a bearer token, refuses a scrape that does not carry it', async () => {
    const { url } = await serve('s3cret-token');
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-token!' } })).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer s3cret-token' } })).status).toBe(200);
  });

  it('listens beyond loopback only with --allow-remote and a bearer token', async () => {
    expect(metricsBindingProblem({ host: '127.0.0.1', allowRemote: false, bearerToken: null })).toBeNull();
    const words = (problem: ReturnType<typeof metricsBindingProblem>): string => (problem === null ? '' : englishText(problem));
    expect(words(metricsBindingProblem({ host: '0.0.0.0', allowRemote: false, bearerToken: 'x' }))).toMatch(/^--metrics-host 0\.0\.0\.0 is not a loopback address.*--allow-remote/);
    expect(words(metricsBindingProblem({ host: '0.0.0.0', allowRemote: true, bearerToken: null }))).toMatch(/needs --token-file F: a bearer token/);
    expect(metricsBindingProblem({ host: '0.0.0.0', allowRemote: true, bearerToken: 'x' })).toBeNull();
    await expect(startMetricsServer({ host: '0.0.0.0', port: 0, allowRemote: false, bearerToken: null, metrics: new AgentMetrics(), health: () => ({}) })).rejects.toThrow(/not a loopback address/);
  });
});
