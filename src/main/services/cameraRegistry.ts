// The cameras the studio knows, each with its remote configuration client and what was last
// seen of it (reachable, rebooting, credentials refused). Every operation on a camera goes
// through `use`, which keeps that state current and tells the renderer when it changes
// (`camera.state`). A camera added is probed at once, so its state shows without anyone asking.
// Passwords stay inside the clients: never logged, never in a summary.
import type { CameraState, CameraSummary } from '../../shared/api/cameraSchemas';
import { ApiError } from '../../shared/api/errors';
import { firmwareVersion } from '../../shared/remoteconfig/configModel';
import { AuthError, CameraTimeoutError, CameraUnreachableError, CertificateChangedError, NotACameraError, OperationCancelledError, RebootWaitError, RemoteConfigError } from '../remoteconfig/errors';
import { RemoteConfigClient } from '../remoteconfig/remoteConfigClient';
import type { ServiceEventHub } from './serviceEventHub';
import type { CameraConnectionOptions } from './studioServices';

export interface CameraEntry {
  readonly id: string;
  readonly client: RemoteConfigClient;
  readonly label: string;
  readonly https: boolean;
  readonly simulated: boolean;
  state: CameraState;
  stateDetail: string | null;
  firmware: string | null;
}

export interface AddCameraOptions extends CameraConnectionOptions {
  simulated?: boolean;
}

export class CameraRegistry {
  private readonly cameras = new Map<string, CameraEntry>();
  private nextNumber = 1;

  constructor(private readonly hub: ServiceEventHub) {}

  add(options: AddCameraOptions): CameraEntry {
    const https = options.https ?? false;
    const client = new RemoteConfigClient({ host: options.host, port: options.port, https, user: options.user, password: options.password });
    const id = `cam-${this.nextNumber++}`;
    const entry: CameraEntry = {
      id,
      client,
      label: options.label?.trim() || `${options.host}:${client.camera.port}`,
      https,
      simulated: options.simulated ?? false,
      state: 'unknown',
      stateDetail: null,
      firmware: null,
    };
    this.cameras.set(id, entry);
    this.announce(entry);
    void this.probe(id).catch((error: unknown) => this.keepProbeFailure(entry, error));
    return entry;
  }

  /** Asks the camera for its configuration file: proves it answers and learns its firmware. */
  async probe(id: string): Promise<void> {
    await this.use(id, async (client, entry) => {
      const file = await client.readConfigFile();
      this.setFirmware(entry, firmwareVersion(file.config));
    });
  }

  /** The background probe of a new camera failed in a way its state does not say already: say it in the detail. */
  private keepProbeFailure(entry: CameraEntry, error: unknown): void {
    if (entry.state === 'unknown' && entry.stateDetail === null) this.setState(entry, 'unknown', `the first probe failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** Forgets every camera; a probe still running afterwards tells no one. */
  clear(): void {
    this.cameras.clear();
  }

  remove(id: string): boolean {
    const entry = this.cameras.get(id);
    if (!entry) return false;
    this.cameras.delete(id);
    this.hub.emit({ event: 'camera.state', payload: { camera: summarize(entry), removed: true } });
    return true;
  }

  get(id: string): CameraEntry {
    const entry = this.cameras.get(id);
    if (!entry) throw new ApiError('not_found', `no camera with id '${id}': list the cameras to see their ids`);
    return entry;
  }

  list(): CameraSummary[] {
    return [...this.cameras.values()].map(summarize);
  }

  summary(id: string): CameraSummary {
    return summarize(this.get(id));
  }

  /** Runs `operation` on the camera; its outcome updates the camera's state. */
  async use<T>(id: string, operation: (client: RemoteConfigClient, entry: CameraEntry) => Promise<T>): Promise<T> {
    const entry = this.get(id);
    try {
      const result = await operation(entry.client, entry);
      this.setState(entry, 'online', null);
      return result;
    } catch (error) {
      const state = stateAfterError(error);
      if (state === 'answered') this.setState(entry, 'online', null);
      else if (state !== 'unchanged') this.setState(entry, state, (error as Error).message);
      throw error;
    }
  }

  setState(entry: CameraEntry, state: CameraState, detail: string | null): void {
    if (entry.state === state && entry.stateDetail === detail) return;
    entry.state = state;
    entry.stateDetail = detail;
    this.announce(entry);
  }

  setFirmware(entry: CameraEntry, firmware: string | null): void {
    if (entry.firmware === firmware) return;
    entry.firmware = firmware;
    this.announce(entry);
  }

  private announce(entry: CameraEntry): void {
    if (this.cameras.has(entry.id)) this.hub.emit({ event: 'camera.state', payload: { camera: summarize(entry), removed: false } });
  }
}

/** The state an error shows the camera in: 'answered' when it did answer (ERROR: lines, cut off). */
function stateAfterError(error: unknown): CameraState | 'answered' | 'unchanged' {
  if (error instanceof AuthError) return 'auth_failed';
  if (error instanceof CameraUnreachableError || error instanceof CameraTimeoutError || error instanceof RebootWaitError) return 'offline';
  if (error instanceof NotACameraError || error instanceof CertificateChangedError) return 'unknown';
  if (error instanceof OperationCancelledError) return 'unchanged';
  if (error instanceof RemoteConfigError) return 'answered';
  return 'unchanged';
}

function summarize(entry: CameraEntry): CameraSummary {
  const { client } = entry;
  return {
    id: entry.id,
    label: entry.label,
    host: client.camera.host,
    port: client.camera.port,
    https: entry.https,
    user: client.user,
    simulated: entry.simulated,
    state: entry.state,
    stateDetail: entry.stateDetail,
    firmware: entry.firmware,
    factoryPassword: client.usesFactoryCredentials(),
  };
}
