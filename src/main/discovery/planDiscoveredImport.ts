// What adding the cameras a scan opened does to the workspace: the import's plan
// (planCameraImport), except that a camera the workspace already has (same host and port, the
// import's rule) is left exactly as it is and reported as not added, never updated: a scan
// says nothing new about it, and one camera is never added twice.
import type { ListProblem, ParsedCameraList } from '../../shared/fleet/lists/cameraList';
import { addressKey, planCameraImport, type CameraImportPlan, type KnownCamera } from '../fleet/lists/planCameraImport';
import { localize } from '../../shared/i18n/text';

/** The list brings each camera's own credentials (foundCameraList): the import's are never used. */
const noImportCredentials = { user: 'admin', password: null };

export function planDiscoveredImport(list: ParsedCameraList, known: readonly KnownCamera[], room: number): CameraImportPlan {
  const knownByAddress = new Map(known.map((camera) => [addressKey(camera.host, camera.port), camera]));
  const skipped: ListProblem[] = [];
  const fresh = list.cameras.filter((camera) => {
    const port = camera.port ?? 80;
    const existing = knownByAddress.get(addressKey(camera.host, port));
    if (existing) skipped.push({ line: camera.line, message: localize('cameraList.alreadyInWorkspace', { address: `${camera.host}:${port}`, cameraId: existing.id }) });
    return existing === undefined;
  });
  const plan = planCameraImport({ ...list, cameras: fresh }, known, noImportCredentials, room);
  return { ...plan, problems: [...plan.problems, ...skipped].sort((a, b) => a.line - b.line) };
}
