// fleet.readGrid, fleet.plan, fleet.apply: the multi-camera grid and apply of the studio. The engine (src/main/fleet/apply)
// gets the registry's clients, so every camera's state stays current as in single-camera work.
// Every camera has the variables NAME, HOST and PORT, then its own (camera lists); the caller
// may add or override some. Placeholders are checked for every camera before anything is sent.
import type { z } from 'zod';
import type { planFleetApplyInputSchema } from '../../../shared/api/fleetApplySchemas';
import { editsCommandFile, planFleetApply, type CameraScript, type FleetCamera } from '../../../shared/fleet/applyPlan';
import { forEachConcurrently } from '../../base/async/forEachConcurrently';
import { applyToFleet, type UseFleetClient } from '../../fleet/apply/applyToFleet';
import type { FleetApplyReport } from '../../fleet/apply/fleetApplyReport';
import { FleetRunAudit, type AuditLog } from '../../fleet';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { RebootTiming } from '../config/configHandlers';
import type { OperationRegistry } from '../operations/operationRegistry';
import type { ServiceEventHub } from '../serviceEventHub';
import type { StudioHandlers } from '../studioServices';
import { localize } from '../../../shared/i18n/text';
import { errorAsText } from '../../../shared/i18n/errorWords';
import type { Text } from '../../../shared/i18n/text';

type PlanInput = z.output<typeof planFleetApplyInputSchema>;

const gridReadsAtOnce = 16;
const defaultParallel = 10;

export interface FleetRunLog {
  log: AuditLog;
  /** A line of the log that could not be written. */
  onProblem: (problem: Text) => void;
}

/** Runs planned scripts on the studio's cameras: progress as `fleet.applyProgress`, each run one run of the audit log. */
export type FleetScriptRunner = (scripts: readonly CameraScript[], run: { operationId: string; parallel?: number; baseline?: { name: string; version: number } }, callerSignal: AbortSignal) => Promise<FleetApplyReport>;

/** With `audit`, each run is one run in the log: its cameras, their outcomes and values old -> new. */
export function fleetScriptRunner(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry, rebootTiming: RebootTiming = {}, audit: FleetRunLog | null = null): FleetScriptRunner {
  // A camera that confirmed its script is kept in its history as applied (a failed one is not: its answer said what ran).
  const useClient: UseFleetClient = (cameraId, work) =>
    cameras.use(cameraId, async (client) => {
      const result = await work(client);
      await cameras.snapshots.recordCurrent(client, cameraId, 'applied');
      return result;
    });

  function startRun(scripts: readonly CameraScript[], baseline?: { name: string; version: number }): FleetRunAudit | undefined {
    if (!audit) return undefined;
    // Named as they are now: a camera removed while the run goes on is still logged by its name.
    const named = new Map(scripts.map(({ cameraId }) => [cameraId, cameras.summary(cameraId)]));
    const cameraOf = (cameraId: string) => {
      const { label, host, port } = named.get(cameraId)!;
      return { id: cameraId, label, host, port };
    };
    const run = new FleetRunAudit(audit.log, 'studio', cameraOf, (error) => audit.onProblem(errorAsText(error)));
    run.started(scripts.length, baseline);
    return run;
  }

  return (scripts, { operationId, parallel, baseline }, callerSignal) =>
    operations.run(operationId, callerSignal, (signal) =>
      applyToFleet(scripts, {
        run: startRun(scripts, baseline),
        useClient,
        parallel: parallel ?? defaultParallel,
        waitForReboot: true,
        rebootWait: rebootTiming,
        signal,
        onProgress: (progress) => {
          // As for a single camera: the camera list shows it rebooting while the apply waits for it.
          if (progress.step === 'reboot') cameras.setState(cameras.get(progress.cameraId), 'rebooting', localize('remoteConfig.state.rebootingWaiting'));
          hub.emit({ event: 'fleet.applyProgress', payload: { operationId, ...progress } });
        },
      }),
    );
}

/** With `audit`, each apply is one run in the log: its cameras, their outcomes and values old -> new. */
export function fleetApplyHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry, rebootTiming: RebootTiming = {}, audit: FleetRunLog | null = null): Pick<StudioHandlers, 'fleet.readGrid' | 'fleet.plan' | 'fleet.apply'> {
  const runScripts = fleetScriptRunner(cameras, hub, operations, rebootTiming, audit);

  function plan({ cameras: selected, edits, store = false, update = false, reboot = false }: PlanInput): CameraScript[] {
    const fleetCameras: FleetCamera[] = selected.map(({ cameraId, variables }) => {
      const summary = cameras.summary(cameraId);
      return { id: cameraId, label: summary.label, variables: { NAME: summary.label, HOST: summary.host, PORT: String(summary.port), ...summary.variables, ...variables } };
    });
    const columns = [...new Set(fleetCameras.flatMap((camera) => Object.keys(camera.variables)))];
    return planFleetApply(editsCommandFile(edits), fleetCameras, { columns, columnsKnownAs: 'cameraVariables', steps: { store, update, reboot } });
  }

  return {
    'fleet.readGrid': async ({ cameraIds, sections }, caller) => {
      const rows = cameraIds.map((cameraId) => ({ cameraId, label: cameras.summary(cameraId).label, sections: null as Array<{ name: string; params: Array<{ name: string; value: string }> }> | null, error: null as string | null }));
      await forEachConcurrently(rows, { limit: gridReadsAtOnce, signal: caller.signal }, async (row) => {
        try {
          row.sections = (await cameras.use(row.cameraId, (client) => client.readSections(sections, { signal: caller.signal }))).sections;
        } catch (error) {
          row.error = error instanceof Error ? error.message : String(error);
        }
      });
      return { cameras: rows };
    },

    'fleet.plan': async (input) => ({ scripts: plan(input).map(({ cameraId, label, script }) => ({ cameraId, label, script })) }),

    'fleet.apply': async (input, caller) => runScripts(plan(input), input, caller.signal),
  };
}
