// "Bring back to baseline": per drifted camera of a check run, one script holding only its
// drifted parameters with the baseline's values (placeholders filled from the camera's
// variables), built by the fleet's one planner (applyPlan.ts) with its store, update and reboot
// steps and its read-back. Compliant, unreadable and not-in-force cameras (their values are
// written; they wait for a reboot) get nothing: they are listed as skipped.
import { localize, type Text } from '../i18n/text';
import { CommandFileError, type CameraVariables } from '../fleet/commandFile';
import { editsCommandFile, planFleetApply, type CameraScript, type FleetApplySteps, type FleetCamera } from '../fleet/applyPlan';
import { shippedCatalog } from '../remoteconfig/catalog/parameterCatalog';
import type { ParsedBaseline } from './baselineText';
import type { Drift } from './matchBaseline';
import type { CheckStatus } from '../api/baselineSchemas';

export interface CheckedCamera {
  cameraId: string;
  label: string;
  status: CheckStatus;
  drift: readonly Drift[];
}

export interface SkippedCamera {
  cameraId: string;
  label: string;
  status: CheckedCamera['status'];
}

export interface FixScript extends CameraScript {
  /** The sections it writes that the camera applies only after a reboot, when the fix does not reboot: written, stored, not yet in force. */
  rebootNeeded: string[];
}

export interface FixPlan {
  scripts: FixScript[];
  skipped: SkippedCamera[];
}

export interface FixPlanOptions {
  /** Only these of the drifted cameras; undefined: every drifted one. */
  cameraIds?: readonly string[];
  steps: FleetApplySteps;
  /** Every variable name the cameras have (an unknown placeholder is a typo). */
  knownVariables: readonly string[];
  /** The camera's variables now (its placeholders are filled with them). */
  variablesOf: (cameraId: string) => CameraVariables;
}

/** One script per chosen drifted camera, or CommandFileError listing every problem: then nothing may be sent. */
export function planBaselineFix(baseline: ParsedBaseline, cameras: readonly CheckedCamera[], options: FixPlanOptions): FixPlan {
  const chosen = options.cameraIds === undefined ? null : new Set(options.cameraIds);
  const unknown = [...(chosen ?? [])].filter((cameraId) => !cameras.some((camera) => camera.cameraId === cameraId));
  if (unknown.length > 0) throw new CommandFileError(unknown.map((cameraId) => localize('commandFile.notChecked', { camera: cameraId })));
  const scripts: FixScript[] = [];
  const skipped: SkippedCamera[] = [];
  const problems: Text[] = [];
  for (const camera of cameras) {
    if (camera.status !== 'drifted' || camera.drift.length === 0 || (chosen && !chosen.has(camera.cameraId))) {
      skipped.push({ cameraId: camera.cameraId, label: camera.label, status: camera.status });
      continue;
    }
    try {
      const planned = planFleetApply(driftEdits(baseline, camera.drift), [fleetCamera(camera, options)], { columns: options.knownVariables, columnsKnownAs: 'cameraVariables', steps: options.steps });
      scripts.push(...planned.map((script) => ({ ...script, rebootNeeded: options.steps.reboot ? [] : shippedCatalog.sectionsApplyingAfterReboot(script.expected) })));
    } catch (error) {
      if (!(error instanceof CommandFileError)) throw error;
      problems.push(...error.problems.map((problem) => (namesCamera(problem) ? problem : localize('commandFile.forCamera', { problem, camera: camera.label }))));
    }
  }
  if (problems.length > 0) throw new CommandFileError(problems);
  return { scripts, skipped };
}

/** Whether a planner's problem already names its camera: only an unknown placeholder, a typo of the file, does not. */
function namesCamera(problem: Text): boolean {
  return problem.id !== 'commandFile.unknownPlaceholder' && problem.id !== 'commandFile.editedValueProblem';
}

/** The baseline's own value (placeholders unfilled) of each drifted parameter: the planner fills them as it fills any edit. */
function driftEdits(baseline: ParsedBaseline, drift: readonly Drift[]) {
  return editsCommandFile(
    drift.map(({ section, name, expected }) => {
      const parameter = baseline.parameters.find((candidate) => candidate.section === section && candidate.name === name);
      return { section, name, value: parameter?.value ?? expected };
    }),
  );
}

function fleetCamera(camera: CheckedCamera, options: FixPlanOptions): FleetCamera {
  const { variables } = options.variablesOf(camera.cameraId);
  return { id: camera.cameraId, label: camera.label, variables };
}
