// A message bus on `lo` for e2e tests: a random port and passphrase, the studio's services with
// their distributor on it, and external sdk-demo processes joining it (or, with another
// passphrase, failing to).
import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { parseSystemConfig } from '../../src/main/distributor/config';
import type { StudioServicesTuning } from '../../src/main/services/createStudioServices';
import type { StudioServices } from '../../src/main/services/studioServices';
import { configDir, startSdkDemo, type SdkDemoProcess } from '../main/cli/sdkDemoProcess';
import { createTestStudioServices } from '../support/simulatedCameras';

export interface LoopbackBus {
  port: number;
  passphrase: string;
  poll_freq: number;
  resend: number;
}

export function loopbackBus(name: string): LoopbackBus {
  return { port: randomInt(20_000, 32_000), passphrase: `${name}-${randomBytes(4).toString('hex')}`, poll_freq: 20, resend: 2 };
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
