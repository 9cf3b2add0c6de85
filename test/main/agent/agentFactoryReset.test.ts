// `camconfig agent` and a camera reset to its factory settings while the agent runs: the camera
// now refuses the site's password and answers only to admin / meinsm, which the refresh finds
// with one factory login (docs/site.md, "A camera reset to its factory settings"). The agent
// tells ONE factory-password alert in the reset's own words (not "offline": the camera
// answers); the technician sets the site's password on the camera again, and the agent tells
// ONE end. The factory password is written nowhere: not in the alert, the agent's output or
// the workspace's files. Every wait is for a state, never for a time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { openWorkspace } from '../../../src/main/workspace';
import { startSimulatedCameraFleet } from '../../support/simulatedCameras';
import { filesContaining } from '../workspace/workspaceFolder';
import { startAgentProcess, stopAgentProcess, webhookReceiver, type AgentProcess } from './agentProcess';

const password = 'Commissioned-Cam-2231';
const passphrase = 'Factory reset passphrase 19';
const webhookKey = 'webhook-key-factory-reset-0123456789';
const pollTimeout = { timeout: 60_000, interval: 100 };

let cameras: SimulatedCamera[];
let folder: string;
let webhook: Awaited<ReturnType<typeof webhookReceiver>>;
let agent: AgentProcess | undefined;

beforeAll(async () => {
  cameras = await startSimulatedCameraFleet({ count: 2, password });
  folder = mkdtempSync(join(tmpdir(), 'camconfig-agent-factory-reset-'));
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
  if (agent) await stopAgentProcess(agent);
  await stopCameraFleet(cameras);
  await webhook.close();
  rmSync(folder, { recursive: true, force: true });
});

const told = () => webhook.received.map((alert) => `${alert.kind} ${alert.phase} ${alert.camera}`);

/** Waits for `more` refreshes after the ones ended so far. */
async function refreshesMore(running: AgentProcess, more: number): Promise<void> {
  const ended = running.count(/refresh ended/);
  await expect.poll(() => running.count(/refresh ended/), pollTimeout).toBeGreaterThanOrEqual(ended + more);
}

describe('camconfig agent and a camera reset to its factory settings', () => {
  it('tells ONE factory-password alert in the reset\'s words, and ONE end once the site\'s password is set on the camera again', async () => {
    agent = startAgentProcess(folder, passphrase);
    await agent.metricsUrl;
    await refreshesMore(agent, 2);
    expect(told()).toEqual([]);

    cameras[0]!.resetToFactory();
    await expect.poll(told, pollTimeout).toEqual(['factory-password started Gate']);
    expect(webhook.received[0]!.text).toMatch(/^Gate \(127\.0\.0\.1:\d+, group Hall\) refuses the site's password and opens with its factory password \(it was probably reset\) since \d{4}-\d\d-\d\dT/);
    // Refreshes that find it the same tell nothing new.
    await refreshesMore(agent, 3);
    expect(told()).toEqual(['factory-password started Gate']);

    // Re-commissioned: the site's password set on the camera again.
    cameras[0]!.setCredentials({ user: 'admin', password });
    await expect.poll(told, pollTimeout).toEqual(['factory-password started Gate', 'factory-password ended Gate']);
    await refreshesMore(agent, 3);
    expect(told()).toEqual(['factory-password started Gate', 'factory-password ended Gate']);
    expect(webhook.received.every((alert) => alert.signatureValid)).toBe(true);

    expect(await stopAgentProcess(agent)).toBe(0);
    const output = `${agent.stdout()}${agent.stderr()}${JSON.stringify(webhook.received)}`;
    expect(output).not.toContain('meinsm');
    expect(output).not.toContain(password);
    expect(await filesContaining(folder, 'meinsm')).toEqual([]);
    expect(await filesContaining(folder, password)).toEqual([]);
  });
});
