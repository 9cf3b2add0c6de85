// Applies each camera's planned script (applyPlan.ts) to many cameras at once, a bounded
// number at a time: read the values it is to write (what they were, for the audit log), send
// the script (the camera confirms every command and lists the written sections back in the
// same request), wait for a reboot when the script ends in one, then
// read the written values back in a request of their own. The single-camera client does each
// step; this file only orders them and turns each outcome into a result. A camera that fails
// or is offline never stops the others; a cancelled run leaves the cameras not yet started
// "not reached".
import type { CameraScript } from '../../../shared/fleet/applyPlan';
import { errorKindOf } from '../../../shared/errors/errorKind';
import { forEachConcurrently } from '../../base/async/forEachConcurrently';
import type { RemoteConfigClient } from '../../remoteconfig/remoteConfigClient';
import { rebootProgressText } from '../../remoteconfig/rebootWaiter';
import type { FleetRunObserver, ValueChange } from '../audit/fleetRunAudit';
import { outcomeOf, type CameraApplyResult, type FleetApplyProgress, type FleetApplyReport, type FleetApplyStep } from './fleetApplyReport';
import { textOfError } from '../../../shared/i18n/localizedError';
import { englishText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

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
  /** Told each camera's outcome and values old -> new (the audit log's run); runs each camera's work within the run. */
  run?: FleetRunObserver;
}

export async function applyToFleet(scripts: readonly CameraScript[], options: FleetApplyOptions): Promise<FleetApplyReport> {
  const started = Date.now();
  const results: Array<CameraApplyResult | undefined> = scripts.map(() => undefined);
  const { notReached } = await forEachConcurrently(scripts, { limit: options.parallel, signal: options.signal }, async (plan, index) => {
    const changes = plannedChanges(plan);
    const result = await applyToCamera(plan, changes, options);
    results[index] = result;
    options.run?.cameraFinished(result, changes);
    options.onProgress?.({ cameraId: plan.cameraId, label: plan.label, step: 'done', message: result.message, text: result.text, status: result.status });
  });
  for (const index of notReached) {
    const { cameraId, label } = scripts[index]!;
    results[index] = { cameraId, label, status: 'notReached', ...outcomeOf(localize('fleet.outcome.notReached')) };
    options.run?.cameraFinished(results[index], plannedChanges(scripts[index]!));
  }
  return { results: results.map((result) => result!), tookMs: Date.now() - started };
}

/** The values the camera is to take, old unknown until it is read. */
function plannedChanges(plan: CameraScript): ValueChange[] {
  return plan.expected.map(({ section, name, value }) => ({ section, name, old: undefined, new: value }));
}

async function applyToCamera(plan: CameraScript, changes: ValueChange[], options: FleetApplyOptions): Promise<CameraApplyResult> {
  const { cameraId, label } = plan;
  const progress = { step: 'write' as FleetApplyStep };
  const report = (step: FleetApplyStep, text: Text): void => {
    progress.step = step;
    options.onProgress?.({ cameraId, label, step, message: englishText(text), text });
  };
  try {
    const { run } = options;
    const steps = (client: RemoteConfigClient) => runSteps(plan, changes, client, options, report);
    if (!run) return await options.useClient(cameraId, steps);
    // Within the run twice: the client's queue may start the work from another camera operation's turn.
    return await run.within(() => options.useClient(cameraId, (client) => run.within(() => steps(client))));
  } catch (error) {
    const kind = errorKindOf(error);
    if (kind === 'cancelled' && progress.step !== 'write') return cancelledAfterWrite(plan, progress.step);
    return { cameraId, label, status: 'failed', step: progress.step, kind: kind ?? 'unknown', ...outcomeOf(localize('fleet.outcome.failed', { detail: failureText(error) })) };
  }
}

/** The camera confirmed every command of its script; only the wait or the read-back after it was cancelled. */
function cancelledAfterWrite({ cameraId, label, script }: CameraScript, step: FleetApplyStep): CameraApplyResult {
  const written = localize(script.split('\n').includes('store') ? 'fleet.outcome.writtenAndStored' : 'fleet.outcome.writtenNotStored');
  const cancelled = localize(step === 'reboot' ? 'fleet.outcome.rebootWaitCancelled' : 'fleet.outcome.readBackCancelled');
  return { cameraId, label, status: 'applied', ...outcomeOf(localize('fleet.outcome.cancelledAfterWrite', { written, cancelled })) };
}

type StepReporter = (step: FleetApplyStep, text: Text) => void;

async function runSteps(plan: CameraScript, changes: ValueChange[], client: RemoteConfigClient, options: FleetApplyOptions, report: StepReporter): Promise<CameraApplyResult> {
  const { cameraId, label, expected } = plan;
  const { signal } = options;
  report('write', localize('fleet.progress.sendingScript'));
  // The values it holds before the write: the audit log's old -> new (part of the write step).
  if (expected.length > 0) {
    const before = await client.getParams(expected, { signal });
    before.forEach((reading, index) => (changes[index]!.old = reading.value ?? null));
  }
  await client.runScript(plan.script, { signal });
  if (plan.reboots) {
    if (!options.waitForReboot) {
      return { cameraId, label, status: 'applied', ...outcomeOf(localize('fleet.outcome.rebootNotWaited')) };
    }
    report('reboot', localize('fleet.progress.rebootWaiting'));
    await client.waitUntilRebooted({ ...options.rebootWait, signal, onProgress: (reboot) => report('reboot', rebootProgressText(reboot)) });
  }
  if (expected.length === 0) return { cameraId, label, status: 'applied', ...outcomeOf(localize('fleet.outcome.nothingToReadBack')) };
  report('verify', localize('fleet.progress.readingBack', { count: expected.length }));
  await client.verifyStored(expected, { signal });
  return { cameraId, label, status: 'verified', ...outcomeOf(localize('fleet.outcome.verified', { count: expected.length })) };
}

/** The error's own words (its text where it carries one): the camera's ERROR: text, or for an answer that broke off what the camera confirmed and that the rest may have run. */
function failureText(error: unknown): Text | string {
  return textOfError(error) ?? (error instanceof Error ? error.message : String(error));
}

