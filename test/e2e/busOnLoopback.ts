// A message bus on `lo` for e2e tests: a reserved port, a random passphrase, the studio's services with
// their distributor on it, and external sdk-demo processes joining it (or, with another
// passphrase, failing to).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseSystemConfig } from '../../src/main/distributor/config';
import { type StudioServicesTuning } from '../../src/main/services/createStudioServices';
import type { StudioServices } from '../../src/main/services/studioServices';
import { configDir, startSdkDemo, type SdkDemoProcess } from '../main/cli/sdkDemoProcess';
import { testUdpPort } from '../support/testPorts';
import { createTestStudioServices } from '../support/simulatedCameras';

export interface LoopbackBus {
  port: number;
  passphrase: string;
  poll_freq: number;
  resend: number;
}

export async function loopbackBus(name: string): Promise<LoopbackBus> {
  return { port: await testUdpPort(), passphrase: `${name}-${randomBytes(4).toString('hex')}`, poll_freq: 20, resend: 2 };
}

/** The studio's services (not demo mode) with the distributor active on `bus`. */
export function busStudioServices(bus: LoopbackBus, name: string, tuning: StudioServicesTuning = {}): Promise<StudioServices> {
  return createTestStudioServices({
    demo: false,
    mode: 'web',
    distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, name),
    distributorUserConfig: { broadcast: { iface: 'lo', ...bus } },
    ...tuning,
  });
}

/** An sdk-demo on `bus` (with `passphrase` instead of the bus's when given), once its distributor is active. */
export async function startExternalSdkDemo(bus: LoopbackBus, passphrase = bus.passphrase): Promise<SdkDemoProcess> {
  const dir = configDir({ 'system.json': { broadcast: { interfaces: ['lo'] } }, 'user.json': { broadcast: { ...bus, passphrase } } });
  const demo = startSdkDemo(['-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), '-v']);
  await demo.ready();
  return demo;
}
