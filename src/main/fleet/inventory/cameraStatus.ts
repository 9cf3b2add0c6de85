// The Site view's refresh: one small request per camera (firmware and the sections waiting for
// a reboot), many cameras at once but never more than `parallel`, stopped by a signal. The
// studio and `camconfig fleet inventory` both refresh through here.
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';
import { forEachConcurrently } from '../../base/async/forEachConcurrently';
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';

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
