// `camconfig agent` as a service runs it (the built CLI) on a workspace of two simulated cameras,
// with schedules of one second, a webhook receiver that checks the signature and a local SMTP
// server: a camera stopped gives ONE offline alert on each channel, started again ONE ended
// alert; /metrics shows camconfig_camera_up 0, then 1; SIGTERM stops it with exit 0; a restart
// sends nothing twice; kill -9 in the middle of a job makes the next start run that job again,
// with no file left half-written; SIGTERM in the middle of a job records it as stopped, keeps
// its mark and the next start runs it at once;
// a parameter changed away from the baseline gives ONE drift alert, changed back ONE ended one.
// Every wait is for a state (a line, a request received, a scrape), never for a time.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BaselineStore } from '../../../src/main/baseline/baselineStore';
import { CheckRunStore } from '../../../src/main/baseline/checkRunStore';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { signatureHeader, timestampHeader, webhookSignature } from '../../../src/main/agent/webhookChannel';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { agentRunsSchema, type AgentJobRun, type AgentRuns } from '../../../src/shared/agent/agentRuns';
import { openWorkspace } from '../../../src/main/workspace';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { filesContaining } from '../workspace/workspaceFolder';

const password = 'Agent-Cam-4711';
const passphrase = 'Agent passphrase 27';
const webhookKey = 'webhook-key-0123456789abcdef';
const pollTimeout = { timeout: 60_000, interval: 100 };

interface Received {
  kind: string;
  phase: string;
  camera: string;
  signatureValid: boolean;
}

let cameras: SimulatedCamera[];
let folder: string;
let webhook: { server: Server; port: number; received: Received[] };
let smtp: { server: SMTPServer; port: number; mails: ParsedMail[] };
const agents: ChildProcess[] = [];

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 2, password });
  folder = mkdtempSync(join(tmpdir(), 'camconfig-agent-e2e-'));
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  await workspace.save({
    nextNumber: 3,
    cameras: cameras.map((camera, index) => ({ id: `cam-${index + 1}`, label: index === 0 ? 'Gate' : 'Yard', host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password, group: 'Hall', variables: {} })),
  });
  webhook = await webhookReceiver();
  smtp = await smtpServer();
  const settings = {
    timeZone: 'Europe/Berlin',
    jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } },
    thresholds: { offlineAfterSeconds: 0 },
    channels: {
      webhook: { url: `http://127.0.0.1:${webhook.port}/alerts`, secret: workspace.secretStore.seal(webhookKey), timeoutSeconds: 5, retries: 2 },
      email: { host: '127.0.0.1', port: smtp.port, security: 'none', from: 'agent@site.example', to: ['tech@example.net'] },
    },
  };
  writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings, null, 2));
});

afterEach(() => {
  for (const child of agents.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

afterAll(async () => {
  await stopCameraFleet(cameras);
  await new Promise<void>((resolve) => webhook.server.close(() => resolve()));
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});

describe('camconfig agent', () => {
  it('tells a camera stopped once and its return once, on the webhook and by e-mail, with the metrics following; a restart sends nothing twice', async () => {
    const agent = startAgent();
    const metricsUrl = await agent.metricsUrl;
    await expect.poll(() => cameraUp(metricsUrl, 'Gate'), pollTimeout).toBe('1');

    const gatePort = cameras[0]!.port;
    await cameras[0]!.stop();
    await expect.poll(() => webhook.received.length, pollTimeout).toBe(1);
    await expect.poll(() => smtp.mails.length, pollTimeout).toBe(1);
    expect(webhook.received[0]).toEqual({ kind: 'offline', phase: 'started', camera: 'Gate', signatureValid: true });
    expect(smtp.mails[0]!.subject).toBe(`[${siteName()}] Gate: offline`);
    await expect.poll(() => cameraUp(metricsUrl, 'Gate'), pollTimeout).toBe('0');
    expect(await cameraUp(metricsUrl, 'Yard')).toBe('1');

    await cameras[0]!.start(gatePort);
    await expect.poll(() => webhook.received.length, pollTimeout).toBe(2);
    await expect.poll(() => smtp.mails.length, pollTimeout).toBe(2);
    expect(webhook.received[1]).toEqual({ kind: 'offline', phase: 'ended', camera: 'Gate', signatureValid: true });
    expect(smtp.mails[1]!.subject).toBe(`[${siteName()}] ended: Gate: offline`);
    await expect.poll(() => cameraUp(metricsUrl, 'Gate'), pollTimeout).toBe('1');

    const refreshesBefore = agent.count(/refresh ended/);
    await expect.poll(() => agent.count(/refresh ended/), pollTimeout).toBeGreaterThan(refreshesBefore + 2);
    expect(webhook.received).toHaveLength(2);
    expect(smtp.mails).toHaveLength(2);

    agent.child.kill('SIGTERM');
    expect(await agent.exit).toBe(0);
    expect(agent.stdout()).toMatch(/camconfig agent: SIGTERM: stopped/);

    const again = startAgent();
    const againUrl = await again.metricsUrl;
    await expect.poll(() => again.count(/refresh ended/), pollTimeout).toBeGreaterThan(2);
    const health = (await (await fetch(againUrl.replace('/metrics', '/health'))).json()) as { waiting: Record<string, number>; channels: Record<string, { sent: number; queued: number }> };
    expect(health.waiting).toEqual({ webhook: 0, email: 0 });
    expect(health.channels.webhook).toMatchObject({ sent: 0, queued: 0 });
    expect(webhook.received).toHaveLength(2);
    expect(smtp.mails).toHaveLength(2);
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);

    expect(await filesContaining(folder, webhookKey)).toEqual([]);
    expect(await filesContaining(folder, password)).toEqual([]);
    expect(agent.stdout() + agent.stderr() + again.stdout() + again.stderr()).not.toContain(webhookKey);
  });

  it('runs again at the next start a job that kill -9 cut short', async () => {
    cameras[1]!.setFaults({ latencyMs: 30_000 });
    const agent = startAgent();
    await agent.metricsUrl;
    await expect.poll(() => unfinishedJobs(), pollTimeout).toContain('refresh');
    agent.child.kill('SIGKILL');
    await agent.exit;
    cameras[1]!.setFaults({ latencyMs: 0 });

    const again = startAgent();
    await expect.poll(() => again.count(/refresh did not end at the last run/), pollTimeout).toBe(1);
    await expect.poll(() => again.count(/refresh ended/), pollTimeout).toBeGreaterThan(0);
    // The kill left no file half-written: nothing was moved aside at this start, every JSON file parses.
    expect(again.stdout() + again.stderr()).not.toMatch(/moved to|moved aside|\.corrupt-/);
    expect(filesNamed(folder, /\.corrupt-/)).toEqual([]);
    const jsonFiles = filesNamed(folder, /\.json(\.last-good)?$/);
    expect(jsonFiles.map((file) => file.slice(folder.length + 1))).toEqual(expect.arrayContaining(['agent-state.json', 'agent-runs.json', 'cameras.json']));
    for (const file of jsonFiles) expect(() => JSON.parse(readFileSync(file, 'utf8')), file).not.toThrow();
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  });

  it('records a job SIGTERM stopped as stopped, exits 0, and runs it at once at the next start', async () => {
    cameras[1]!.setFaults({ latencyMs: 30_000 });
    const agent = startAgent();
    await agent.metricsUrl;
    // A refresh of this process under way, caught early enough that the camera it waits for cannot have answered (or timed out) yet.
    const running = () => {
      const runs = agentRuns();
      const refresh = runs?.jobs.find((run) => run.job === 'refresh');
      if (runs === null || refresh === undefined || runs.pid !== agent.child.pid || refresh.lastStartedAt === null || refresh.lastStartedAt < runs.startedAt) return null;
      if (refresh.lastEndedAt !== null && refresh.lastEndedAt >= refresh.lastStartedAt) return null;
      return Date.now() - refresh.lastStartedAt < 3_000 ? refresh.lastStartedAt : null;
    };
    await expect.poll(running, pollTimeout).not.toBeNull();
    const startedAt = running()!;
    await expect.poll(() => unfinishedJobs(), pollTimeout).toContain('refresh');
    agent.child.kill('SIGTERM');
    expect(await agent.exit).toBe(0);
    cameras[1]!.setFaults({ latencyMs: 0 });
    expect(agent.count(/^camconfig agent: refresh stopped after [\d.]+ s \(run again at the next start\)$/)).toBe(1);
    expect(agent.stdout()).toMatch(/camconfig agent: SIGTERM: stopped/);
    // Stopped within the grace period, every file written.
    expect(agent.stderr()).not.toMatch(/exiting without waiting|still held the process|could not be written/);

    const runs = agentRuns()!;
    expect(runs).toMatchObject({ pid: agent.child.pid, stoppedAt: expect.any(Number) });
    expect(runs.jobs.find((run) => run.job === 'refresh')).toMatchObject<Partial<AgentJobRun>>({ lastStartedAt: startedAt, lastOutcome: 'stopped', lastProblem: null });
    expect(runs.jobs.find((run) => run.job === 'refresh')!.lastEndedAt).toBeGreaterThanOrEqual(startedAt);
    expect(unfinishedMarkers()).toEqual([expect.objectContaining({ job: 'refresh', startedAt })]);

    const again = startAgent();
    await again.metricsUrl;
    await expect.poll(() => again.count(/ running for site /), pollTimeout).toBe(1);
    const lines = again.stdout().split('\n');
    const told = lines.findIndex((line) => /^camconfig agent: refresh did not end at the last run \(.*\): run again now$/.test(line));
    expect(told).toBeGreaterThanOrEqual(0);
    // At once: started before the agent says it is running, not at the schedule's next slot.
    expect(lines.findIndex((line) => line === 'camconfig agent: refresh started')).toBeGreaterThan(told);
    expect(lines.findIndex((line) => line === 'camconfig agent: refresh started')).toBeLessThan(lines.findIndex((line) => / running for site /.test(line)));
    await expect.poll(() => again.count(/refresh ended/), pollTimeout).toBeGreaterThan(0);
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  });

  it('tells a drift the baseline check finds once, and once when it is gone', async () => {
    const speaker = (value: string) => new RemoteConfigClient({ host: '127.0.0.1', port: cameras[1]!.port, user: 'admin', password }).setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value }]);
    await speaker('50');
    await new BaselineStore(folder).save({ name: 'Hall standard', text: 'SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n', groups: ['Hall'] });
    const settings = JSON.parse(readFileSync(join(folder, 'agent.json'), 'utf8')) as { jobs: unknown };
    settings.jobs = { refresh: { enabled: false }, check: { schedule: '* * * * * *' }, backup: { enabled: false } };
    writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings));
    const drift = () => webhook.received.filter((alert) => alert.kind === 'drift');
    const agent = startAgent();
    await agent.metricsUrl;
    await expect.poll(() => agent.count(/check ended/), pollTimeout).toBeGreaterThan(0);
    expect(drift()).toEqual([]);

    await speaker('61');
    await expect.poll(() => drift().length, pollTimeout).toBe(1);
    expect(drift()[0]).toEqual({ kind: 'drift', phase: 'started', camera: 'Yard', signatureValid: true });
    await speaker('50');
    await expect.poll(() => drift().length, pollTimeout).toBe(2);
    expect(drift()[1]).toMatchObject({ phase: 'ended', camera: 'Yard' });
    const checksBefore = agent.count(/check ended/);
    await expect.poll(() => agent.count(/check ended/), pollTimeout).toBeGreaterThan(checksBefore + 1);
    expect(drift()).toHaveLength(2);
    agent.child.kill('SIGTERM');
    expect(await agent.exit).toBe(0);
    // Recorded as the studio records a check: each run kept, the drifted one naming the parameter.
    const runs = await new CheckRunStore(folder).list('Hall standard');
    expect(runs.length).toBeGreaterThanOrEqual(agent.count(/check ended/));
    expect(runs.some((run) => run.counts.drifted === 1)).toBe(true);
  });

  it('prints a systemd unit that runs the agent with the options given', async () => {
    const agent = startAgent(['--print-systemd-unit'], []);
    expect(await agent.exit).toBe(0);
    const unit = agent.stdout();
    expect(unit).toMatch(new RegExp(`^ExecStart=\\S*node\\S* \\S*bin/camconfig\\.js agent --workspace ${folder} --metrics-port 0 --metrics-host 127\\.0\\.0\\.1$`, 'm'));
    expect(unit).toContain('EnvironmentFile=/etc/camconfig/agent.env');
    expect(unit).toContain('KillSignal=SIGTERM');
    expect(unit).not.toContain(passphrase);
  });
});

function siteName(): string {
  return folder.split('/').at(-1)!;
}

function unfinishedJobs(): string[] {
  return unfinishedMarkers().map((marker) => marker.job);
}

function unfinishedMarkers(): Array<{ job: string; slot: number; startedAt: number }> {
  try {
    return (JSON.parse(readFileSync(join(folder, 'agent-state.json'), 'utf8')) as { unfinishedJobs: Array<{ job: string; slot: number; startedAt: number }> }).unfinishedJobs;
  } catch {
    return [];
  }
}

/** agent-runs.json as the agent last wrote it; null while there is none (or it does not parse). */
function agentRuns(): AgentRuns | null {
  try {
    return agentRunsSchema.parse(JSON.parse(readFileSync(join(folder, 'agent-runs.json'), 'utf8')));
  } catch {
    return null;
  }
}

/** The files under `root` (every depth) whose name matches `pattern`, as paths. */
function filesNamed(root: string, pattern: RegExp): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function cameraUp(metricsUrl: string, name: string): Promise<string | null> {
  const text = await (await fetch(metricsUrl)).text();
  return new RegExp(`^camconfig_camera_up\\{name="${name}",[^}]*\\} (\\d)$`, 'm').exec(text)?.[1] ?? null;
}

function startAgent(extra: string[] = ['--metrics-port', '0'], base: string[] = ['--workspace', folder]) {
  const child = spawn(process.execPath, ['bin/camconfig.js', 'agent', ...base, ...(extra.includes('--print-systemd-unit') ? ['--workspace', folder, '--metrics-port', '0', ...extra] : extra)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase, LANG: 'C', LC_ALL: 'C' },
  });
  agents.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const metricsUrl = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^camconfig agent: metrics at (\S+) /m.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`camconfig agent exited with ${code}: ${stderr}`)));
  });
  metricsUrl.catch(() => undefined);
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, metricsUrl, exit, stdout: () => stdout, stderr: () => stderr, count: (pattern: RegExp) => stdout.split('\n').filter((line) => pattern.test(line)).length };
}

async function webhookReceiver(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers[timestampHeader]);
      const { alert } = JSON.parse(body) as { alert: { kind: string; phase: string; camera: { name: string } } };
      received.push({ kind: alert.kind, phase: alert.phase, camera: alert.camera.name, signatureValid: request.headers[signatureHeader] === webhookSignature(webhookKey, timestamp, body) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.address() as AddressInfo).port, received };
}

async function smtpServer(): Promise<{ server: SMTPServer; port: number; mails: ParsedMail[] }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => (mails.push(mail), callback()), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.server.address() as AddressInfo).port, mails };
}
