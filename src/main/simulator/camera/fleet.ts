// Many simulated cameras at once, on consecutive ports (or free ports), each with its own
// state, name and SIP number.
import { SimulatedCamera, type SimulatedCameraOptions } from './simulatedCamera';

export interface CameraFleetOptions extends Omit<SimulatedCameraOptions, 'cameraNumber'> {
  count: number;
  /** Port of the first camera, the others follow; 0 or absent: every camera gets a free port. */
  basePort?: number;
}

export const maxFleetSize = 256;

export async function startCameraFleet({ count, basePort = 0, statePath, ...options }: CameraFleetOptions): Promise<SimulatedCamera[]> {
  if (!Number.isInteger(count) || count < 1 || count > maxFleetSize) throw new RangeError(`count must be a whole number from 1 to ${maxFleetSize}, got ${count}`);
  if (!Number.isInteger(basePort) || basePort < 0 || basePort + count - 1 > 65535) throw new RangeError(`basePort ${basePort} with ${count} cameras leaves the port range 1-65535`);
  const cameras: SimulatedCamera[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const camera = new SimulatedCamera({ ...options, cameraNumber: index + 1, statePath: statePath && fleetStatePath(statePath, index + 1, count) });
      cameras.push(camera);
      await camera.start(basePort === 0 ? 0 : basePort + index);
    }
  } catch (error) {
    await Promise.all(cameras.map((camera) => camera.stop()));
    throw error;
  }
  return cameras;
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
