// `camconfig agent` on a workspace of one simulated camera: a change applied to the camera (as
// the studio applies it, written to the workspace's audit log) and the camera stopped right
// after gives ONE "offline after a change" alert on the webhook, naming the change, and no plain
// offline alert; started again, ONE ended alert. Every wait is for a state, never for a time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, auditObserver } from '../../../src/main/fleet';
import { RemoteConfigClient } from '../../../src/main/remoteconfig/remoteConfigClient';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { openWorkspace } from '../../../src/main/workspace';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { startAgentProcess, stopAgentProcess, webhookReceiver, type AgentProcess } from './agentProcess';

const password = 'Change-Cam-4711';
const passphrase = 'Change passphrase 27';
const webhookKey = 'webhook-key-change-0123456789';
const pollTimeout = { timeout: 60_000, interval: 100 };

let cameras: SimulatedCamera[];
let folder: string;
let webhook: Awaited<ReturnType<typeof webhookReceiver>>;
let agent: AgentProcess | null = null;

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 1, password });
  folder = mkdtempSync(join(tmpdir(), 'camconfig-agent-change-'));
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  await workspace.save({ nextNumber: 2, cameras: [{ id: 'cam-1', label: 'Gate', host: '127.0.0.1', port: cameras[0]!.port, https: false, user: 'admin', password, group: 'Hall', variables: {} }] });
  webhook = await webhookReceiver(webhookKey);
  const settings = {
    timeZone: 'Europe/Berlin',
    jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } },
    thresholds: { offlineAfterSeconds: 0, offlineAfterChangeSeconds: 600 },
    channels: { webhook: { url: `http://127.0.0.1:${webhook.port}/alerts`, secret: workspace.secretStore.seal(webhookKey), timeoutSeconds: 5, retries: 2 } },
  };
  writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings, null, 2));
});

afterAll(async () => {
  if (agent) await stopAgentProcess(agent);
  await stopCameraFleet(cameras);
  await webhook.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('camconfig agent: offline after a change', () => {
  it('tells a camera that stops answering right after an apply once, as offline after that change, and once when it is back', async () => {
    agent = startAgentProcess(folder, passphrase);
    await agent.metricsUrl;
    await expect.poll(() => agent!.count(/refresh ended/), pollTimeout).toBeGreaterThan(0);
    expect(webhook.received).toEqual([]);

    // The change, sent as the studio sends it: its two lines in the workspace's audit log first.
    const log = new AuditLog(folder);
    const client = new RemoteConfigClient({ host: '127.0.0.1', port: cameras[0]!.port, user: 'admin', password, onScriptSent: auditObserver(log, 'studio', () => ({ id: 'cam-1', label: 'Gate' }), (error) => { throw error; }) });
    await client.setParams([{ section: 'audio', name: 'SPEAKERLEVEL', value: '42' }]);
    await log.settled();
    const port = cameras[0]!.port;
    await cameras[0]!.stop();

    await expect.poll(() => webhook.received.length, pollTimeout).toBe(1);
    expect(webhook.received[0]).toMatchObject({ kind: 'offline-after-change', phase: 'started', camera: 'Gate', signatureValid: true });
    expect(webhook.received[0]!.text).toMatch(/^Gate \(127\.0\.0\.1:\d+, group Hall\) does not answer \(it fell silent after a change applied at \S+Z: set parameters, from the studio\) since \S+Z$/);
    const refreshes = agent.count(/refresh (ended|failed)/);
    await expect.poll(() => agent!.count(/refresh (ended|failed)/), pollTimeout).toBeGreaterThan(refreshes + 2);
    expect(webhook.received).toHaveLength(1);

    await cameras[0]!.start(port);
    await expect.poll(() => webhook.received.length, pollTimeout).toBe(2);
    expect(webhook.received[1]).toMatchObject({ kind: 'offline-after-change', phase: 'ended', camera: 'Gate', signatureValid: true });
    expect(await stopAgentProcess(agent)).toBe(0);
    expect(webhook.received.map((alert) => alert.kind)).not.toContain('offline');
  });
});
