// simulator.*: the simulated cameras and bus peers the studio runs itself (demo mode), with
// their faults and whether each bus peer runs.
import type { z } from 'zod';
import type { simulatedBusPeerSchema, simulatedCameraSchema } from '../../shared/api/simulatorSchemas';
import { ApiError } from '../../shared/api/errors';
import type { SimulatedCamera } from '../simulator/camera';
import type { HandlersOf } from './studioServices';

/** A bus peer the studio can start and stop (the simulated one of demo mode). */
export interface ControllableBusPeer {
  readonly peerId: string;
  readonly description: string;
  readonly running: boolean;
  readonly sent: number;
  readonly refused: number;
  readonly lastRefusal: string | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

type SimulatedCameraView = z.infer<typeof simulatedCameraSchema>;
type SimulatedBusPeerView = z.infer<typeof simulatedBusPeerSchema>;

export class SimulatorService {
  private readonly cameras = new Map<string, SimulatedCamera>();
  private readonly busPeers = new Map<string, ControllableBusPeer>();

  addCamera(cameraId: string, camera: SimulatedCamera): void {
    this.cameras.set(cameraId, camera);
  }

  /** The camera was removed from the studio: stop simulating it. */
  async removeCamera(cameraId: string): Promise<void> {
    const camera = this.cameras.get(cameraId);
    this.cameras.delete(cameraId);
    await camera?.stop();
  }

  addBusPeer(peer: ControllableBusPeer): void {
    this.busPeers.set(peer.peerId, peer);
  }

  handlers(): HandlersOf<'simulator'> {
    return {
      'simulator.list': async () => ({
        cameras: [...this.cameras.keys()].map((cameraId) => this.describeCamera(cameraId)),
        busPeers: [...this.busPeers.values()].map(describePeer),
      }),
      'simulator.setCamera': async ({ cameraId, faults }) => {
        const camera = this.camera(cameraId);
        try {
          camera.setFaults(faults);
        } catch (error) {
          throw new ApiError('invalid_request', `simulator.setCamera: ${(error as Error).message}`);
        }
        return { camera: this.describeCamera(cameraId) };
      },
      'simulator.setBusPeer': async ({ peerId, running }) => {
        const peer = this.busPeers.get(peerId);
        if (!peer) throw new ApiError('not_found', `no simulated bus peer with id '${peerId}': list the simulator to see their ids`);
        if (running && !peer.running) await peer.start();
        if (!running && peer.running) await peer.stop();
        return { peer: describePeer(peer) };
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.busPeers.values()].map((peer) => peer.stop()));
    await Promise.all([...this.cameras.values()].map((camera) => camera.stop()));
    this.busPeers.clear();
    this.cameras.clear();
  }

  private camera(cameraId: string): SimulatedCamera {
    const camera = this.cameras.get(cameraId);
    if (!camera) throw new ApiError('not_found', `no simulated camera with id '${cameraId}': list the simulator to see their ids`);
    return camera;
  }

  private describeCamera(cameraId: string): SimulatedCameraView {
    const camera = this.camera(cameraId);
    const faults = camera.faults;
    return { cameraId, url: camera.url, port: camera.port, faults, rebootSeconds: camera.rebootSeconds + faults.extraRebootSeconds, rebooting: camera.isRebooting() };
  }
}

function describePeer(peer: ControllableBusPeer): SimulatedBusPeerView {
  return { peerId: peer.peerId, running: peer.running, description: peer.description, sent: peer.sent, refused: peer.refused, lastRefusal: peer.lastRefusal };
}
