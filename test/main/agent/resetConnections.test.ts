// A camera whose web server takes the connection, reads the whole request and then resets it
// (the socket destroyed, nothing answered) is down: the inventory shows it offline with no
// answer, the agent's refresh reads it as not answering, so /metrics gives camconfig_camera_up 0
// (and the offline alert follows from that reading, as for a camera stopped).
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentMetrics } from '../../../src/main/agent/agentMetrics';
import { studioJobs } from '../../../src/main/cli/agent/studioJobs';
import { openWorkspace } from '../../../src/main/workspace';
import { createTestStudioServices } from '../../support/simulatedCameras';
import { temporaryFolder } from '../workspace/workspaceFolder';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Resets every connection once the request's headers and its whole body have arrived. */
async function resettingServer(): Promise<{ port: number; resets: () => number }> {
  let resets = 0;
  const server: Server = createServer((socket: Socket) => {
    let received = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/content-length:\s*(\d+)/i.exec(received.subarray(0, headerEnd).toString('latin1'))?.[1] ?? 0);
      if (received.length < headerEnd + 4 + length) return;
      resets++;
      socket.resetAndDestroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, resets: () => resets };
}

async function studioWithCameraAt(port: number) {
  const folder = await temporaryFolder();
  const protection = { kind: 'passphrase', passphrase: 'Reset test passphrase 5' } as const;
  await (await openWorkspace(folder, protection)).save({ nextNumber: 2, cameras: [{ id: 'cam-1', label: 'Gate', host: '127.0.0.1', port, https: false, user: 'admin', password: 'Reset-Cam-1', group: 'Hall', variables: {} }] });
  const services = await createTestStudioServices({ demo: false, mode: 'web', workspace: await openWorkspace(folder, protection) });
  closers.push(() => services.close());
  return services;
}

describe('a camera whose connections are reset', () => {
  it('is offline in the inventory, with no answer recorded', async () => {
    const server = await resettingServer();
    const services = await studioWithCameraAt(server.port);

    const { cameras } = await services.handlers['site.inventory']({ refresh: true, operationId: 'reset-inventory' }, { signal: new AbortController().signal });

    expect(server.resets()).toBeGreaterThan(0);
    expect(cameras).toEqual([expect.objectContaining({ id: 'cam-1', state: 'offline', lastAnswerAt: null })]);
  });

  it('counts as down for the agent: camconfig_camera_up 0', async () => {
    const server = await resettingServer();
    const services = await studioWithCameraAt(server.port);
    const jobs = studioJobs(services, 'en', () => undefined);

    const result = await jobs.refresh(new AbortController().signal);

    expect(server.resets()).toBeGreaterThan(0);
    expect(result).toMatchObject({ job: 'refresh', cameras: [expect.objectContaining({ answered: false, lastAnswerAt: null })] });
    const metrics = new AgentMetrics();
    if (result.job !== 'refresh') throw new Error('not a refresh');
    metrics.recordRefresh(result.cameras.map((reading) => ({ camera: reading.camera, up: reading.answered, lastAnswerAt: reading.lastAnswerAt, roundTripMs: reading.roundTripMs, rebootPending: reading.rebootNeeded.length > 0, factoryPassword: reading.answered ? reading.factoryPassword : null })));
    expect(await metrics.text()).toContain(`camconfig_camera_up{name="Gate",address="127.0.0.1:${server.port}",group="Hall"} 0`);
  });
});
