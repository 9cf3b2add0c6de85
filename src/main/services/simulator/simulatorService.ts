// simulator.*: the simulated cameras and bus peers the studio runs itself (demo mode), with
// their faults and whether each bus peer runs. Every change goes out as a `simulator.state`
// event: at once when it comes through this service (a camera added, faults set, a peer
// started), and within `watchIntervalMs` when it happens inside a simulator (a bus peer's
// counters, a camera's reboot), which this service samples since the simulators have no events.
import type { SimulatedBusPeerView, SimulatedCameraView, SimulatorState } from '../../../shared/api/simulatorSchemas';
import { ApiError } from '../../../shared/api/errors';
import type { SimulatedCamera } from '../../simulator/camera';
import type { ServiceEventHub } from '../serviceEventHub';
import type { Text } from '../../../shared/i18n/text';
import { localize } from '../../../shared/i18n/text';
import { errorAsText } from '../../../shared/i18n/errorWords';

/** Whether the studio's own distributor hears a simulated peer (docs/distributor.md, "The demo bus peer"). */
export type BusPeerReach = SimulatedBusPeerView['reach'];

/** A bus peer the studio can start and stop (the simulated one of demo mode). */
export interface ControllableBusPeer {
  readonly peerId: string;
  readonly description: Text;
  readonly running: boolean;
  readonly sent: number;
  readonly refused: number;
  readonly lastRefusal: string | null;
  /** How it appears on the bus (null while stopped). */
  readonly identity: { IP: string; PID: number } | null;
  readonly reach: BusPeerReach;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const defaultSimulatorWatchIntervalMs = 250;

export class SimulatorService {
  private readonly cameras = new Map<string, SimulatedCamera>();
  private readonly busPeers = new Map<string, ControllableBusPeer>();
  private lastAnnounced = JSON.stringify(emptyState());
  private watchTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly hub: ServiceEventHub,
    private readonly watchIntervalMs = defaultSimulatorWatchIntervalMs,
  ) {}

  addCamera(cameraId: string, camera: SimulatedCamera): void {
    this.cameras.set(cameraId, camera);
    this.changed();
  }

  /** The camera was removed from the studio: stop simulating it. */
  async removeCamera(cameraId: string): Promise<void> {
    const camera = this.cameras.get(cameraId);
    this.cameras.delete(cameraId);
    this.changed();
    await camera?.stop();
  }

  addBusPeer(peer: ControllableBusPeer): void {
    this.busPeers.set(peer.peerId, peer);
    this.changed();
  }

  state(): SimulatorState {
    return {
      cameras: [...this.cameras.keys()].map((cameraId) => this.describeCamera(cameraId)),
      busPeers: [...this.busPeers.values()].map(describePeer),
    };
  }

  /** Sets a simulated camera's faults; a fault the camera cannot take is an invalid request naming it. */
  /** Resolves once the faults hold (a camera that stops refusing connections listens again). */
  async setCameraFaults(cameraId: string, faults: Parameters<SimulatedCamera['setFaults']>[0]): Promise<SimulatedCameraView> {
    const camera = this.camera(cameraId);
    try {
      camera.setFaults(faults);
    } catch (error) {
      throw ApiError.of('invalid_request', localize('services.simulator.faultRefused', { problem: errorAsText(error) }));
    }
    if (faults.refuseConnections === false && !camera.isRebooting()) await camera.whenUp();
    this.changed();
    return this.describeCamera(cameraId);
  }

  /** Starts or stops a simulated bus peer. */
  async setBusPeerRunning(peerId: string, running: boolean): Promise<SimulatedBusPeerView> {
    const peer = this.busPeers.get(peerId);
    if (!peer) throw ApiError.of('not_found', localize('services.simulator.peerNotFound', { peerId }));
    try {
      if (running && !peer.running) await peer.start();
      if (!running && peer.running) await peer.stop();
    } finally {
      this.changed();
    }
    return describePeer(peer);
  }

  async close(): Promise<void> {
    if (this.watchTimer !== null) clearInterval(this.watchTimer);
    this.watchTimer = null;
    await Promise.all([...this.busPeers.values()].map((peer) => peer.stop()));
    await Promise.all([...this.cameras.values()].map((camera) => camera.stop()));
    this.busPeers.clear();
    this.cameras.clear();
  }

  /** Announces the state when it differs from the last one announced; keeps watching while there is something to watch. */
  private changed(): void {
    const state = this.state();
    const text = JSON.stringify(state);
    if (text !== this.lastAnnounced) {
      this.lastAnnounced = text;
      this.hub.emit({ event: 'simulator.state', payload: state });
    }
    this.watch();
  }

  private watch(): void {
    const anything = this.cameras.size > 0 || this.busPeers.size > 0;
    if (anything && this.watchTimer === null) {
      this.watchTimer = setInterval(() => this.changed(), this.watchIntervalMs);
      this.watchTimer.unref();
    } else if (!anything && this.watchTimer !== null) {
      clearInterval(this.watchTimer);
      this.watchTimer = null;
    }
  }

  private camera(cameraId: string): SimulatedCamera {
    const camera = this.cameras.get(cameraId);
    if (!camera) throw ApiError.of('not_found', localize('services.simulator.cameraNotFound', { cameraId }));
    return camera;
  }

  private describeCamera(cameraId: string): SimulatedCameraView {
    const camera = this.camera(cameraId);
    const faults = camera.faults;
    return { cameraId, url: camera.url, port: camera.port, faults, rebootSeconds: camera.rebootSeconds + faults.extraRebootSeconds, rebooting: camera.isRebooting() };
  }
}

function emptyState(): SimulatorState {
  return { cameras: [], busPeers: [] };
}

function describePeer(peer: ControllableBusPeer): SimulatedBusPeerView {
  return { peerId: peer.peerId, running: peer.running, description: peer.description, sent: peer.sent, refused: peer.refused, lastRefusal: peer.lastRefusal, identity: peer.identity, reach: peer.reach };
}
