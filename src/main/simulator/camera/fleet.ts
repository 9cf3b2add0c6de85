// Many simulated cameras at once, each with its own state, name and SIP number: on
// consecutive ports (or free ports) of one address, or on one port of many loopback
// addresses (`hosts`), as cameras sit on a real subnet.
import { factoryCredentials } from '../../remoteconfig/credentials';
import { SimulatedCamera, type SimulatedCameraOptions } from './simulatedCamera';

export interface CameraFleetOptions extends Omit<SimulatedCameraOptions, 'cameraNumber' | 'host'> {
  count: number;
  /** Port of the first camera, the others follow; 0 or absent: every camera gets a free port. With `hosts`: the one port of every camera (0: a free port for the first, the same for the others). */
  basePort?: number;
  /** One camera per address, all on one port; `count` must equal their number. Default: every camera on 127.0.0.1. */
  hosts?: readonly string[];
  /** Camera 1, 1 + N, 1 + 2N, ... keep the factory credentials (admin / meinsm); the others take `user` and `password`. Default: every camera takes them. */
  factoryCredentialsEvery?: number;
}

export const maxFleetSize = 256;

export async function startCameraFleet({ count, basePort = 0, statePath, hosts, factoryCredentialsEvery, ...options }: CameraFleetOptions): Promise<SimulatedCamera[]> {
  if (!Number.isInteger(count) || count < 1 || count > maxFleetSize) throw new RangeError(`count must be a whole number from 1 to ${maxFleetSize}, got ${count}`);
  if (hosts !== undefined && hosts.length !== count) throw new RangeError(`${hosts.length} hosts for ${count} cameras: give one host per camera`);
  const portSpan = hosts === undefined ? count : 1;
  if (!Number.isInteger(basePort) || basePort < 0 || basePort + portSpan - 1 > 65535) throw new RangeError(`basePort ${basePort} with ${count} cameras leaves the port range 1-65535`);
  if (factoryCredentialsEvery !== undefined && (!Number.isInteger(factoryCredentialsEvery) || factoryCredentialsEvery < 1)) throw new RangeError(`factoryCredentialsEvery must be a whole number of 1 or more, got ${factoryCredentialsEvery}`);
  const cameras: SimulatedCamera[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const cameraNumber = index + 1;
      const credentials = factoryCredentialsEvery !== undefined && index % factoryCredentialsEvery === 0 ? { ...factoryCredentials } : {};
      const host = hosts === undefined ? {} : { host: hosts[index]! };
      const camera = new SimulatedCamera({ ...options, ...credentials, ...host, cameraNumber, statePath: statePath && fleetStatePath(statePath, cameraNumber, count) });
      cameras.push(camera);
      await camera.start(portOf(index, basePort, hosts === undefined || index === 0 ? null : cameras[0]!.port, hosts !== undefined));
    }
  } catch (error) {
    await Promise.all(cameras.map((camera) => camera.stop()));
    throw error;
  }
  return cameras;
}

/** Consecutive ports on one address; on many addresses the first camera's port for all (a free one when basePort is 0). */
function portOf(index: number, basePort: number, firstPort: number | null, onHosts: boolean): number {
  if (onHosts) return firstPort ?? basePort;
  return basePort === 0 ? 0 : basePort + index;
}

/** `state.cfg` for a single camera; `state-1.cfg`, `state-2.cfg`, ... for a fleet. */
export function fleetStatePath(path: string, cameraNumber: number, count: number): string {
  if (count === 1) return path;
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const hasExtension = dot > slash + 1;
  return hasExtension ? `${path.slice(0, dot)}-${cameraNumber}${path.slice(dot)}` : `${path}-${cameraNumber}`;
}

export async function stopCameraFleet(cameras: readonly SimulatedCamera[]): Promise<void> {
  await Promise.all(cameras.map((camera) => camera.stop()));
}
