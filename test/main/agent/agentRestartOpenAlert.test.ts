// `camconfig agent` restarted while an alert is open: the camera stopped gives ONE offline alert;
// the agent stopped and started again while the camera is still silent tells nothing new (the
// open alert is read back from agent-state.json, not found again as new); the camera started
// again gives ONE ended alert, from the second process. An agent that forgot its state at a
// restart would tell the offline alert twice, and one that lost it would never tell its end.
// Every wait is for a state, never for a time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { openWorkspace } from '../../../src/main/workspace';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { startAgentProcess, stopAgentProcess, webhookReceiver, type AgentProcess } from './agentProcess';

const password = 'Restart-Cam-4711';
const passphrase = 'Restart passphrase 27';
const webhookKey = 'webhook-key-restart-0123456789';
const pollTimeout = { timeout: 60_000, interval: 100 };

let cameras: SimulatedCamera[];
let folder: string;
let webhook: Awaited<ReturnType<typeof webhookReceiver>>;
const agents: AgentProcess[] = [];

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 2, password });
  folder = mkdtempSync(join(tmpdir(), 'camconfig-agent-restart-'));
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  await workspace.save({
    nextNumber: 3,
    cameras: cameras.map((camera, index) => ({ id: `cam-${index + 1}`, label: index === 0 ? 'Gate' : 'Yard', host: '127.0.0.1', port: camera.port, https: false, user: 'admin', password, group: 'Hall', variables: {} })),
  });
  webhook = await webhookReceiver(webhookKey);
  const settings = {
    timeZone: 'Europe/Berlin',
    jobs: { refresh: { schedule: '* * * * * *' }, check: { enabled: false }, backup: { enabled: false } },
    thresholds: { offlineAfterSeconds: 0 },
    channels: { webhook: { url: `http://127.0.0.1:${webhook.port}/alerts`, secret: workspace.secretStore.seal(webhookKey), timeoutSeconds: 5, retries: 2 } },
  };
  writeFileSync(join(folder, 'agent.json'), JSON.stringify(settings, null, 2));
});

afterAll(async () => {
  for (const agent of agents) await stopAgentProcess(agent);
  await stopCameraFleet(cameras);
  await webhook.close();
  rmSync(folder, { recursive: true, force: true });
});

function startAgent(): AgentProcess {
  const agent = startAgentProcess(folder, passphrase);
  agents.push(agent);
  return agent;
}

const told = () => webhook.received.map((alert) => `${alert.kind} ${alert.phase} ${alert.camera}`);

describe('camconfig agent restarted with an alert open', () => {
  it('tells the offline alert once across the restart, and its end once, from the next process', async () => {
    const first = startAgent();
    await first.metricsUrl;
    await expect.poll(() => first.count(/refresh ended/), pollTimeout).toBeGreaterThan(0);
    const gatePort = cameras[0]!.port;
    await cameras[0]!.stop();
    await expect.poll(told, pollTimeout).toEqual(['offline started Gate']);
    expect(await stopAgentProcess(first)).toBe(0);

    const second = startAgent();
    await second.metricsUrl;
    // Several refreshes that see Gate silent, as the first process did: nothing new is told.
    await expect.poll(() => second.count(/refresh ended/), pollTimeout).toBeGreaterThan(3);
    expect(told()).toEqual(['offline started Gate']);

    await cameras[0]!.start(gatePort);
    await expect.poll(told, pollTimeout).toEqual(['offline started Gate', 'offline ended Gate']);
    const refreshes = second.count(/refresh ended/);
    await expect.poll(() => second.count(/refresh ended/), pollTimeout).toBeGreaterThan(refreshes + 2);
    expect(told()).toEqual(['offline started Gate', 'offline ended Gate']);
    expect(webhook.received.every((alert) => alert.signatureValid)).toBe(true);
    expect(await stopAgentProcess(second)).toBe(0);
  });
});
