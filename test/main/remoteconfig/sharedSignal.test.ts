// Many requests under way on one AbortSignal (a scan's probes, a fleet inventory's cameras, one
// operation of the studio) put one listener on it, so Node never warns of a leak
// (MaxListenersExceededWarning), and all of them still end at once when it aborts: through the
// transport here, and as `camconfig fleet inventory` of 20 cameras prints it.
import { getEventListeners } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postRemoteConfig } from '../../../src/main/remoteconfig/httpTransport';
import { MemoryTrustStore } from '../../../src/main/remoteconfig/knownCameras';
import type { SimulatedCamera } from '../../../src/main/simulator/camera';
import { newSimulatedCamera } from '../../support/simulatedCameras';
import { removeHomes, runCamconfig } from '../cli/rcCli';
import { temporaryFolder } from '../workspace/workspaceFolder';

const requestCount = 20;

afterAll(() => removeHomes());

function leakWarnings(): { warnings: string[]; stop(): void } {
  const warnings: string[] = [];
  const listener = (warning: Error): void => {
    if (warning.name === 'MaxListenersExceededWarning') warnings.push(warning.message);
  };
  process.on('warning', listener);
  return { warnings, stop: () => process.off('warning', listener) };
}

describe('one signal shared by many requests', () => {
  it(`${requestCount} requests under way put one abort listener on it, warn nothing, and all end when it aborts`, async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const watch = leakWarnings();
    try {
      const controller = new AbortController();
      const target = { host: '127.0.0.1', port, https: false, tlsTrust: { mode: 'pinned' as const, store: new MemoryTrustStore() } };
      const request = { body: new Uint8Array(), authorization: 'Basic eDp5', timeoutMs: 60_000, maxAnswerBytes: 1024, signal: controller.signal };
      const answers = Array.from({ length: requestCount }, () => postRemoteConfig(target, request));
      await expect.poll(() => sockets.size).toBe(requestCount);
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
      controller.abort();
      expect((await Promise.all(answers)).map((answer) => answer.interrupted)).toEqual(Array(requestCount).fill('cancelled'));
      expect(watch.warnings).toEqual([]);
    } finally {
      watch.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it(`camconfig fleet inventory of ${requestCount} cameras prints no MaxListenersExceededWarning`, async () => {
    const cameras: SimulatedCamera[] = [];
    try {
      for (let index = 0; index < requestCount; index++) {
        const camera = newSimulatedCamera({});
        await camera.start(0);
        cameras.push(camera);
      }
      const workspace = await temporaryFolder();
      const list = join(workspace, 'site.csv');
      writeFileSync(list, ['IP', ...cameras.map((camera) => `127.0.0.1:${camera.port}`)].join('\n') + '\n');
      const env = { CAMCONFIG_PASSWORD: 'meinsm', CAMCONFIG_WORKSPACE_PASSPHRASE: 'shared signal phrase' };
      const imported = await runCamconfig(['fleet', 'import', list, '--workspace', workspace], { env });
      expect(imported.code, imported.stderr).toBe(0);
      const inventory = await runCamconfig(['fleet', 'inventory', '--workspace', workspace, '--json'], { env });
      expect(inventory.code, inventory.stderr).toBe(0);
      expect((JSON.parse(inventory.stdout) as { cameras: Array<{ state: string }> }).cameras.map((camera) => camera.state)).toEqual(Array(requestCount).fill('online'));
      expect(inventory.stderr).not.toContain('MaxListenersExceededWarning');
    } finally {
      await Promise.all(cameras.map((camera) => camera.stop()));
    }
  });
});
