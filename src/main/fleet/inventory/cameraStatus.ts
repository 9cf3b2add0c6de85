// The Site view's refresh: one small request per camera (firmware and the sections waiting for
// a reboot), many cameras at once but never more than `parallel`, stopped by a signal. The
// studio and `camconfig fleet inventory` both refresh through here. A camera that refuses its
// stored credentials is asked once more, with the factory ones (`opensWithFactoryLogin`): one
// that opens with them was probably reset.
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';
import { forEachConcurrently } from '../../base/async/forEachConcurrently';
import { factoryCredentials } from '../../remoteconfig/credentials';
import type { TrustStore } from '../../remoteconfig/knownCameras';
import { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';

export interface CameraStatus {
  firmware: string | null;
  rebootNeeded: string[];
  /** Request to answer, in milliseconds. */
  roundTripMs: number;
}

export async function readCameraStatus(client: Pick<RemoteConfigClient, 'readStatus'>, signal?: AbortSignal): Promise<CameraStatus> {
  const startedAt = performance.now();
  const status = await client.readStatus({ ...(signal ? { signal } : {}) });
  return { ...status, roundTripMs: Math.round(performance.now() - startedAt) };
}

/** Where a camera is reached (as its client has it) and with which trust: the one the refresh used. */
export interface FactoryLoginTarget {
  host: string;
  port: number;
  https: boolean;
  /** The pinned certificates of the studio or the workspace (never insecure: a camera with another certificate does not open). */
  trustStore: TrustStore;
  /** The refresh's own timeout for one request. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * True when the camera opens with the factory user and password: one read-only request (the
 * refresh's `readStatus`) to the same address, port and scheme, with the same trust store and
 * timeout, not audited (nothing is changed). Asked of a camera that refused its stored
 * credentials, which are not the factory ones: it was probably reset. False when the factory
 * ones are refused too, or no answer says they open it (none came, another certificate,
 * cancelled before it). Nothing it returns holds the password, and it throws nothing.
 */
export async function opensWithFactoryLogin(target: FactoryLoginTarget): Promise<boolean> {
  const { host, port, https, trustStore, timeoutMs, signal } = target;
  const client = new RemoteConfigClient({ host, port, https, ...factoryCredentials, trustStore, timeoutMs });
  try {
    await client.readStatus(signal ? { signal } : {});
    return true;
  } catch {
    // Answered as a camera with these credentials, then cut off: they opened it all the same.
    return client.credentialsAccepted;
  }
}

export interface RefreshOptions {
  parallel: number;
  signal?: AbortSignal;
  /** Told as each camera starts and ends (`done`), with the error's message when its probe failed. */
  onProgress?: (cameraId: string, step: 'probing' | 'done' | 'failed' | 'cancelled', text: Text) => void;
}

export interface RefreshOutcome {
  probed: number;
  failed: number;
  /** Cameras being asked when the refresh was cancelled: their requests were closed. */
  interrupted: number;
  /** Cameras not probed: the refresh was cancelled before their turn. */
  notReached: number;
}

/** Probes every camera, `parallel` at a time; a camera that fails does not stop the others (its state says why). */
export async function refreshCameras<T extends { id: string; label: string }>(cameras: readonly T[], options: RefreshOptions, probe: (camera: T, signal: AbortSignal | undefined) => Promise<void>): Promise<RefreshOutcome> {
  let failed = 0;
  let interrupted = 0;
  const outcome = await forEachConcurrently(cameras, { limit: options.parallel, ...(options.signal ? { signal: options.signal } : {}) }, async (camera) => {
    options.onProgress?.(camera.id, 'probing', localize('fleet.refresh.asking', { camera: camera.label }));
    try {
      await probe(camera, options.signal);
      options.onProgress?.(camera.id, 'done', localize('fleet.refresh.answered', { camera: camera.label }));
    } catch (error) {
      const cancelled = options.signal?.aborted === true;
      if (cancelled) interrupted++;
      else failed++;
      options.onProgress?.(camera.id, cancelled ? 'cancelled' : 'failed', localize('fleet.refresh.failed', { camera: camera.label, problem: errorAsText(error) }));
    }
  });
  return { probed: outcome.started - failed - interrupted, failed, interrupted, notReached: outcome.notReached.length };
}
