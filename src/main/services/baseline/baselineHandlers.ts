// baseline.*: the workspace's baselines (versioned), a draft from a camera's configuration,
// checks of many cameras (each camera as a `baseline.checkProgress` event, every run kept),
// and "Bring back to baseline": the dry run and the fix, run as a fleet apply is (progress as
// `fleet.applyProgress`, every script in the audit log). The engine is src/main/baseline/.
import type { z } from 'zod';
import type { checkBaselineInputSchema, CheckRun, fixSelectionSchema } from '../../../shared/api/baselineSchemas';
import { ApiError } from '../../../shared/api/errors';
import { baselineDraft } from '../../../shared/baseline/baselineDraft';
import { parseBaseline } from '../../../shared/baseline/baselineText';
import { planBaselineFix, type FixPlan } from '../../../shared/baseline/planFix';
import { firmwareVersion } from '../../../shared/remoteconfig/configModel';
import { parseConfig } from '../../../shared/remoteconfig/configText';
import { baselineLimits } from '../../../shared/api/baselineSchemas';
import { BaselineMissingError, CheckRunMissingError } from '../../baseline/baselineErrors';
import { BaselineStore } from '../../baseline/baselineStore';
import { checkCameras, type CheckTarget } from '../../baseline/checkCameras';
import { CheckRunStore } from '../../baseline/checkRunStore';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { FleetScriptRunner } from '../fleet/fleetApplyHandlers';
import type { OperationRegistry } from '../operations/operationRegistry';
import type { ServiceEventHub } from '../serviceEventHub';
import type { HandlersOf } from '../studioServices';
import { localize, type Text } from '../../../shared/i18n/text';
import { errorAsText } from '../../../shared/i18n/errorWords';

export interface BaselineStores {
  baselines: BaselineStore;
  runs: CheckRunStore;
}

/** The stores of a workspace folder; their problems (a file moved aside) go to `onProblem`. */
export function baselineStoresIn(workspaceFolder: string, onProblem: (problem: Text) => void): BaselineStores {
  return { baselines: new BaselineStore(workspaceFolder, onProblem), runs: new CheckRunStore(workspaceFolder, onProblem) };
}

type CheckInput = z.output<typeof checkBaselineInputSchema>;
type FixInput = z.output<typeof fixSelectionSchema>;

export function baselineHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry, stores: BaselineStores | null, runScripts: FleetScriptRunner, onProblem: (problem: Text) => void): HandlersOf<'baseline'> {
  const kept = (): BaselineStores => {
    if (!stores) throw ApiError.of('invalid_request', localize('services.noWorkspace.baselines'));
    return stores;
  };

  /** The studio's own words for a name or run that is not there. */
  const found = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof BaselineMissingError || error instanceof CheckRunMissingError) throw ApiError.of('not_found', errorAsText(error));
      throw error;
    }
  };

  function variablesOf(cameraId: string): Record<string, string> {
    const summary = cameras.summary(cameraId);
    return { NAME: summary.label, HOST: summary.host, PORT: String(summary.port), ...summary.variables };
  }

  function targetOf(cameraId: string): CheckTarget {
    const { id, label, host, port, group, firmware } = cameras.summary(cameraId);
    return { cameraId: id, label, host, port, group, firmware, variables: variablesOf(id) };
  }

  /** The cameras named; else the group's; else those of the baseline's groups. */
  function chosenCameras({ cameraIds, group }: Pick<CheckInput, 'cameraIds' | 'group'>, baselineGroups: readonly string[], name: string): string[] {
    if (cameraIds) return [...new Set(cameraIds)].map((cameraId) => cameras.get(cameraId).id);
    const groups = group === undefined ? new Set(baselineGroups) : new Set([group]);
    const chosen = cameras.list().filter((camera) => camera.group !== null && groups.has(camera.group));
    if (chosen.length === 0) {
      const which = group === undefined ? (baselineGroups.length === 0 ? localize('services.baseline.assignedToNoGroup', { name }) : localize('services.baseline.noCameraInItsGroups', { groups: baselineGroups.join(', ') })) : localize('services.baseline.noCameraInGroup', { group });
      throw ApiError.of('invalid_request', localize('services.baseline.noCamerasToCheck', { which }));
    }
    return chosen.map((camera) => camera.id);
  }

  async function planOf({ runId, cameraIds, store = true, update = false, reboot = false }: FixInput): Promise<FixPlan & { baseline: CheckRun['baseline'] }> {
    const { baselines, runs } = kept();
    const run = await found(() => runs.byId(runId));
    const { baseline } = await found(() => baselines.get(run.baseline.name, run.baseline.version));
    const parsed = parseBaseline(baseline.name, baseline.text);
    const drifted = run.cameras.filter((camera) => camera.status === 'drifted').map((camera) => camera.cameraId);
    const knownVariables = [...new Set(drifted.filter((cameraId) => cameras.has(cameraId)).flatMap((cameraId) => Object.keys(variablesOf(cameraId))))];
    const plan = planBaselineFix(parsed, run.cameras, {
      ...(cameraIds ? { cameraIds } : {}),
      steps: { store, update, reboot },
      knownVariables,
      variablesOf: (cameraId) => ({ label: cameras.summary(cameraId).label, variables: variablesOf(cameraId) }),
    });
    return { ...plan, baseline: run.baseline };
  }

  /** A camera written with values that apply only after a reboot waits for one: the Site view and the report say so. */
  function noteRebootNeeded(plan: FixPlan, results: ReadonlyArray<{ cameraId: string; status: string }>): void {
    for (const result of results) {
      const sections = plan.scripts.find((script) => script.cameraId === result.cameraId)?.rebootNeeded ?? [];
      if (sections.length === 0 || (result.status !== 'verified' && result.status !== 'applied') || !cameras.has(result.cameraId)) continue;
      const waiting = cameras.get(result.cameraId).rebootNeeded ?? [];
      cameras.noteRebootNeeded(result.cameraId, [...new Set([...waiting, ...sections])]);
    }
  }

  return {
    'baseline.list': async () => ({ baselines: await kept().baselines.list() }),

    'baseline.get': async ({ name, version }) => found(() => kept().baselines.get(name, version)),

    'baseline.save': async (input) => ({ baseline: await kept().baselines.save(input) }),

    'baseline.remove': async ({ name }) => ({ removed: await kept().baselines.remove(name) }),

    'baseline.draft': async ({ cameraId, snapshotId }, caller) => {
      const { label } = cameras.summary(cameraId);
      if (snapshotId !== undefined) {
        const store = cameras.snapshots.store;
        if (!store) throw ApiError.of('invalid_request', localize('services.noWorkspace.snapshots'));
        const { snapshot, text } = await store.read(cameraId, snapshotId);
        return { source: { kind: 'snapshot' as const, camera: label, snapshotId: snapshot.id, at: snapshot.takenAt }, sections: baselineDraft(parseConfig(text, { source: `snapshot ${snapshot.id}` }), variablesOf(cameraId)) };
      }
      const file = await cameras.use(cameraId, (client) => client.readConfigFile({ signal: caller.signal }));
      await cameras.snapshots.record(cameraId, file.text, 'read');
      const firmware = firmwareVersion(file.config);
      return { source: { kind: 'read' as const, camera: label, at: new Date().toISOString(), firmware: firmware ?? null }, sections: baselineDraft(file.config, variablesOf(cameraId)) };
    },

    'baseline.check': async (input, caller) => {
      const { baselines, runs } = kept();
      const { baseline } = await found(() => baselines.get(input.baseline));
      const parsed = parseBaseline(baseline.name, baseline.text);
      const targets = chosenCameras(input, baseline.groups, baseline.name).map(targetOf);
      const { operationId } = input;
      const run = await operations.run(operationId, caller.signal, (signal) =>
        checkCameras({ name: baseline.name, version: baseline.version, parsed }, targets, {
          useClient: (cameraId, work) => cameras.use(cameraId, (client) => work(client)),
          parallel: input.parallel ?? baselineLimits.defaultParallel,
          signal,
          onChecked: (camera, done, total) => {
            // What the camera said waits for a reboot: the Site view learns it too.
            if (camera.rebootNeeded) cameras.noteRebootNeeded(camera.cameraId, camera.rebootNeeded);
            hub.emit({ event: 'baseline.checkProgress', payload: { operationId, done, total, camera } });
          },
        }),
      );
      // The run is the answer even when it cannot be kept: the workspace's problems say so.
      await runs.save(run).catch((error: unknown) => onProblem(localize('baseline.checkRun.notKeptBecause', { runId: run.runId, problem: errorAsText(error) })));
      return { run };
    },

    'baseline.runs': async ({ baseline }) => ({ runs: await kept().runs.list(baseline) }),

    'baseline.run': async ({ runId }) => ({ run: await found(() => kept().runs.byId(runId)) }),

    'baseline.planFix': async (input) => {
      const plan = await planOf(input);
      return {
        scripts: plan.scripts.map(({ cameraId, label, script, expected, rebootNeeded }) => ({ cameraId, label, script, parameters: expected, rebootNeeded })),
        skipped: plan.skipped,
      };
    },

    'baseline.fix': async (input, caller) => {
      const plan = await planOf(input);
      // The audit log names the run by the baseline it brings back, as the report shows it.
      const report = await runScripts(plan.scripts, { ...input, baseline: plan.baseline }, caller.signal);
      noteRebootNeeded(plan, report.results);
      return report;
    },
  };
}
