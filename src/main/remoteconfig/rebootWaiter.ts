// After `reboot` the camera answers, drops off the network for a while, then comes back.
// The waiter probes it (a bare `helo`/`quit` script) until it has gone down and come back,
// within a bounded time, reporting each phase.
import { onAbort } from '../base/async/onAbort';
import { AuthError, CameraTimeoutError, CameraUnreachableError, CertificateChangedError, describeAddress, OperationCancelledError, RebootWaitError, RemoteConfigError, type CameraAddress } from './errors';
import { localize, type Text } from '../../shared/i18n/text';

export type RebootProgress =
  | { phase: 'going-down'; elapsedMs: number }
  | { phase: 'waiting'; elapsedMs: number; reason: Text }
  | { phase: 'back'; elapsedMs: number };

export interface RebootWaitOptions {
  /** Longest time from the reboot until the camera answers again. Default 180 s. */
  timeoutMs?: number;
  /** Gap between probes while waiting for the camera to come back. Default 2 s. */
  pollIntervalMs?: number;
  onProgress?: (progress: RebootProgress) => void;
  /** Stops waiting: OperationCancelledError (the reboot itself was asked for before the wait began). */
  signal?: AbortSignal;
}

/** A phase of the wait in words: "waiting for the camera to come back (12 s: connection refused)". */
export function rebootProgressText(progress: RebootProgress): Text {
  const seconds = Math.round(progress.elapsedMs / 1000);
  if (progress.phase === 'going-down') return localize('remoteConfig.rebootWait.progress.goingDown');
  if (progress.phase === 'waiting') return localize('remoteConfig.rebootWait.progress.comingBack', { seconds, reason: progress.reason });
  return localize('remoteConfig.rebootWait.progress.answered', { seconds });
}

export const defaultRebootWait = { timeoutMs: 180_000, pollIntervalMs: 2_000 };
/** Probes while waiting for the camera to go down come faster: the window can be short. */
const maxGoingDownGapMs = 250;
const minProbeTimeoutMs = 200;

/** Resolves when the probe succeeds; rejects with the reason it did not. */
export type Probe = (timeoutMs: number) => Promise<void>;

export async function waitForReboot(camera: CameraAddress, probe: Probe, probeTimeoutMs: number, options: RebootWaitOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? defaultRebootWait.timeoutMs;
  const pollIntervalMs = options.pollIntervalMs ?? defaultRebootWait.pollIntervalMs;
  const started = Date.now();
  const elapsed = (): number => Date.now() - started;
  const remaining = (): number => timeoutMs - elapsed();
  // A probe may overrun the deadline a little rather than give up after a millisecond.
  const attempt = async (): Promise<Text | null> => {
    throwIfCancelled(camera, options.signal);
    return probeOutcome(camera, probe, Math.min(probeTimeoutMs, Math.max(remaining(), pollIntervalMs, minProbeTimeoutMs)));
  };
  const pause = async (ms: number): Promise<void> => {
    await sleep(ms, options.signal);
    throwIfCancelled(camera, options.signal);
  };

  options.onProgress?.({ phase: 'going-down', elapsedMs: 0 });
  let reason = await attempt();
  while (reason === null) {
    await pause(Math.min(pollIntervalMs, maxGoingDownGapMs, remaining()));
    if (remaining() <= 0) throw new RebootWaitError(camera, localize('remoteConfig.rebootWait.stillAnswered', { camera: describeAddress(camera), seconds: seconds(timeoutMs) }));
    reason = await attempt();
  }
  while (reason !== null) {
    options.onProgress?.({ phase: 'waiting', elapsedMs: elapsed(), reason });
    await pause(Math.min(pollIntervalMs, remaining()));
    if (remaining() <= 0) throw new RebootWaitError(camera, localize('remoteConfig.rebootWait.notBack', { camera: describeAddress(camera), seconds: seconds(timeoutMs), last: reason }));
    reason = await attempt();
  }
  options.onProgress?.({ phase: 'back', elapsedMs: elapsed() });
}

/** null when the camera answered; otherwise why not. Wrong credentials are not a boot state: they throw. */
async function probeOutcome(camera: CameraAddress, probe: Probe, timeoutMs: number): Promise<Text | null> {
  try {
    await probe(timeoutMs);
    return null;
  } catch (error) {
    if (error instanceof AuthError || error instanceof CertificateChangedError) throw error;
    // A probe cancelled at any point is the wait cancelled: the probe's own stage (not yet sent, say) would mislead.
    if (error instanceof OperationCancelledError) throw cancelledWait(camera);
    if (error instanceof CameraUnreachableError) return error.reason;
    if (error instanceof CameraTimeoutError) return localize('remoteConfig.rebootWait.noAnswerWithin', { seconds: seconds(error.timeoutMs) });
    if (error instanceof RemoteConfigError) return error.text;
    throw error;
  }
}

/** Seconds to a tenth, a number each reader formats. */
function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

function throwIfCancelled(camera: CameraAddress, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledWait(camera);
}

function cancelledWait(camera: CameraAddress): OperationCancelledError {
  return new OperationCancelledError(camera, { ran: [], failed: [], unknown: [] }, localize('remoteConfig.cancelled.waitingForReboot'));
}

/** Resolves after `ms`, or at once when the signal aborts (the next attempt then throws). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, Math.max(0, ms));
    // Every camera of a fleet apply waits on the same signal.
    const stopWaiting = signal ? onAbort(signal, done) : () => undefined;
    function done(): void {
      clearTimeout(timer);
      stopWaiting();
      resolve();
    }
  });
}
