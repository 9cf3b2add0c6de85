// The report of an import (or of its preview): what was added, what the workspace already
// had (and what the list changed about it), and every line not imported with why. Passwords appear only as "given or not".
import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';
import type { ParsedCameraList } from '../../../shared/fleet/lists/cameraList';
import type { CameraImportPlan } from './planCameraImport';

/** `cameraIds`: the ids the import gave, in plan order; null for a preview. */
export function cameraImportReport(fileName: string, list: ParsedCameraList, plan: CameraImportPlan, cameraIds: readonly string[] | null): CameraImportReport {
  return {
    fileName,
    format: list.format,
    variableNames: list.variableNames,
    added: plan.added.map((camera, index) => ({
      line: camera.line,
      cameraId: cameraIds?.[index] ?? null,
      label: camera.label,
      host: camera.host,
      port: camera.port,
      group: camera.group,
      passwordGiven: camera.password !== null,
    })),
    existing: plan.existing.map(({ line, cameraId, label, changes }) => ({ line, cameraId, label, changes })),
    problems: plan.problems,
  };
}
