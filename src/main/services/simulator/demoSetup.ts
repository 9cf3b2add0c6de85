// Demo mode: one simulated camera on 127.0.0.1 (factory credentials, so the studio shows its
// warning) and the distributor on `lo` with the demo passphrase and a simulated bus peer
// sending a few messages a second on the same port.
import { resolveUserConfig, type PartialUserConfig } from '../../distributor/config';
import { factoryCredentials, SimulatedCamera } from '../../simulator/camera';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { DistributorService } from '../distributor/distributorService';
import { DemoBusPeer } from './demoBusPeer';
import { findFreeUdpPort } from './freeUdpPort';
import type { SimulatorService } from './simulatorService';
import { demoPassphrase, prepareDemoBusKey } from './demoBusKey';

export { demoPassphrase, prepareDemoBusKey };

export const demoRebootSeconds = 3;
export const demoBusRatePerSecond = 2;

export interface DemoParts {
  cameras: CameraRegistry;
  simulator: SimulatorService;
  distributor: DistributorService;
  /** Extra generated parameters of the demo camera. */
  generatedParams?: number;
  /** Milliseconds the demo camera waits before every answer. */
  latencyMs?: number;
}

export async function startDemo({ cameras, simulator, distributor, generatedParams, latencyMs }: DemoParts): Promise<void> {
  // A failure here only means the distributor derives the key itself (and reports what fails).
  const busKey = prepareDemoBusKey().catch(() => undefined);
  const camera = new SimulatedCamera({ rebootSeconds: demoRebootSeconds, generatedParams, baseLatencyMs: latencyMs });
  const { port } = await camera.start(0);
  // Labelled by the name it reports, no word of a language: the label is stored data, and the
  // studio marks the camera as simulated in its own language (the `simulated` flag).
  const entry = cameras.add({ host: '127.0.0.1', port, user: factoryCredentials.user, password: factoryCredentials.password, label: camera.identity.name, simulated: true });
  simulator.addCamera(entry.id, camera);

  const given = demoUserConfig(await findFreeUdpPort());
  await busKey;
  // Through the service, so the settings view shows what the demo applied (passphrase kept, never shown).
  const { active, reason } = await distributor.init(given, 'demo user configuration');
  if (!active) throw new Error(`demo: the distributor did not start on interface lo: ${reason ?? 'unknown reason'}`);
  const peer = new DemoBusPeer('bus-1', distributor.core.systemConfig, resolveUserConfig(given, 'demo user configuration'), demoBusRatePerSecond, (identity) => distributor.packagesReceivedFrom(identity));
  simulator.addBusPeer(peer);
  await peer.start();
  // It follows the studio's bus: a new passphrase (or port) in the distributor settings restarts it with them.
  distributor.onApplied((config) => void peer.follow(config));
}

function demoUserConfig(port: number): PartialUserConfig {
  return { broadcast: { iface: 'lo', passphrase: demoPassphrase, port, poll_freq: 20, resend: 2, max_time_offset: 10 } };
}
