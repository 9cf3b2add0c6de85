// Applies each camera's planned script (applyPlan.ts) to many cameras at once, a bounded
// number at a time: send the script (the camera confirms every command and lists the written
// sections back in the same request), wait for a reboot when the script ends in one, then
// read the written values back in a request of their own. The single-camera client does each
// step; this file only orders them and turns each outcome into a result. A camera that fails
// or is offline never stops the others; a cancelled run leaves the cameras not yet started
// "not reached".
import type { CameraScript } from '../../../shared/fleet/applyPlan';
import { errorKindOf } from '../../../shared/errors/errorKind';
import { forEachConcurrently } from '../../base/async/forEachConcurrently';
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import type { RebootProgress } from '../../remoteconfig/rebootWaiter';
import type { CameraApplyResult, FleetApplyProgress, FleetApplyReport, FleetApplyStep } from './fleetApplyReport';

/**
 * Runs `work` with the client of one camera. The caller decides how clients are made: the
 * studio's services pass their registry's (audited) clients, the command line its own.
 */
export type UseFleetClient = <T>(cameraId: string, work: (client: RemoteConfigClient) => Promise<T>) => Promise<T>;

export interface FleetApplyOptions {
  useClient: UseFleetClient;
  /** At most this many cameras at once. */
  parallel: number;
  /** Wait for cameras that reboot and read their values back; false: leave them rebooting. */
  waitForReboot: boolean;
  rebootWait?: { timeoutMs?: number; pollIntervalMs?: number };
  signal?: AbortSignal;
  onProgress?: (progress: FleetApplyProgress) => void;
}

export async function applyToFleet(scripts: readonly CameraScript[], options: FleetApplyOptions): Promise<FleetApplyReport> {
  const started = Date.now();
  const results: Array<CameraApplyResult | undefined> = scripts.map(() => undefined);
  const { notReached } = await forEachConcurrently(scripts, { limit: options.parallel, signal: options.signal }, async (plan, index) => {
    const result = await applyToCamera(plan, options);
    results[index] = result;
    options.onProgress?.({ cameraId: plan.cameraId, label: plan.label, step: 'done', message: result.message, status: result.status });
  });
  for (const index of notReached) {
    const { cameraId, label } = scripts[index]!;
    results[index] = { cameraId, label, status: 'notReached', message: 'cancelled before its turn: nothing was sent to it' };
  }
  return { results: results.map((result) => result!), tookMs: Date.now() - started };
}

async function applyToCamera(plan: CameraScript, options: FleetApplyOptions): Promise<CameraApplyResult> {
  const { cameraId, label } = plan;
  const progress = { step: 'write' as FleetApplyStep };
  const report = (step: FleetApplyStep, message: string): void => {
    progress.step = step;
    options.onProgress?.({ cameraId, label, step, message });
  };
  try {
    return await options.useClient(cameraId, (client) => runSteps(plan, client, options, report));
  } catch (error) {
    const kind = errorKindOf(error);
    if (kind === 'cancelled' && progress.step !== 'write') return cancelledAfterWrite(plan, progress.step);
    return { cameraId, label, status: 'failed', step: progress.step, kind: kind ?? 'unknown', message: failureText(error) };
  }
}

/** The camera confirmed every command of its script; only the wait or the read-back after it was cancelled. */
function cancelledAfterWrite({ cameraId, label, script }: CameraScript, step: FleetApplyStep): CameraApplyResult {
  const written = script.split('\n').includes('store') ? 'written and stored' : 'written (not stored)';
  const cancelled = step === 'reboot' ? 'the wait for its reboot cancelled, not read back' : 'read-back cancelled';
  return { cameraId, label, status: 'applied', message: `${written}, every command confirmed; ${cancelled}: unverified` };
}

type StepReporter = (step: FleetApplyStep, message: string) => void;

async function runSteps(plan: CameraScript, client: RemoteConfigClient, options: FleetApplyOptions, report: StepReporter): Promise<CameraApplyResult> {
  const { cameraId, label, expected } = plan;
  const { signal } = options;
  report('write', 'sending its script');
  await client.runScript(plan.script, { signal });
  if (plan.reboots) {
    if (!options.waitForReboot) {
      return { cameraId, label, status: 'applied', message: 'every command confirmed and the values listed back as written; rebooting, not waited for, so not read back after the reboot' };
    }
    report('reboot', 'rebooting: waiting for the camera to answer again');
    await client.waitUntilRebooted({ ...options.rebootWait, signal, onProgress: (reboot) => report('reboot', describeReboot(reboot)) });
  }
  if (expected.length === 0) return { cameraId, label, status: 'applied', message: 'every command confirmed; the commands write no value to read back' };
  report('verify', `reading ${expected.length} value(s) back`);
  await client.verifyStored(expected, { signal });
  return { cameraId, label, status: 'verified', message: `${expected.length} value(s) read back as written` };
}

/** The error's own words (the camera's ERROR: text is in them); a cut-off answer says the change is not applied. */
function failureText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return errorKindOf(error) === 'cut_off' ? `not applied: ${text}` : text;
}

function describeReboot(progress: RebootProgress): string {
  const seconds = `${Math.round(progress.elapsedMs / 1000)} s`;
  if (progress.phase === 'going-down') return 'rebooting: waiting for the camera to go down';
  if (progress.phase === 'waiting') return `rebooting: waiting for the camera to come back (${seconds}: ${progress.reason})`;
  return `the camera answered again after ${seconds}`;
}
