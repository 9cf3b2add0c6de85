// A camera list imported straight into a workspace folder (the command line, with no studio
// running): the same parsing and planning as the studio's import, then one atomic write of
// cameras.json with the cameras the list updates and the new ones, their passwords sealed by
// the workspace's secret store.
import type { ParsedCameraList } from '../../../shared/fleet/lists/cameraList';
import { parseCameraList } from '../../../shared/fleet/lists/parseCameraList';
import { workspaceLimits, type CameraStore, type WorkspaceCamera } from '../../workspace';
import { planCameraImport, updatesById, withUpdate, type CameraImportPlan, type ImportCredentials, type KnownCamera } from './planCameraImport';

export interface WorkspaceImport {
  list: ParsedCameraList;
  plan: CameraImportPlan;
  /** The ids given, in plan order; null for a dry run (nothing written). */
  cameraIds: string[] | null;
}

/** Throws CameraListError (file unusable) or WorkspaceFileError (cameras.json not written: nothing imported). */
export async function importIntoWorkspace(workspace: CameraStore, fileName: string, text: string, credentials: ImportCredentials, dryRun: boolean): Promise<WorkspaceImport> {
  return importListIntoWorkspace(workspace, parseCameraList(fileName, text), credentials, { dryRun });
}

export interface ListImportOptions {
  dryRun: boolean;
  /** The new cameras are reached over HTTPS (cameras found by an HTTPS scan); default false, as a list says nothing of it. */
  https?: boolean;
  /** How the list is planned against the workspace's cameras; default planCameraImport (a scan's cameras: planDiscoveredImport). */
  plan?: (list: ParsedCameraList, known: readonly KnownCamera[], credentials: ImportCredentials, room: number) => CameraImportPlan;
}

/** A list already read (a file's, or the cameras an address scan found) into the workspace; throws WorkspaceFileError when cameras.json is not written. */
export async function importListIntoWorkspace(workspace: CameraStore, list: ParsedCameraList, credentials: ImportCredentials, { dryRun, https = false, plan: planImport = planCameraImport }: ListImportOptions): Promise<WorkspaceImport> {
  const { nextNumber, cameras } = workspace.initial();
  const known = cameras.map((camera) => ({ ...camera, hasPassword: camera.password !== null || workspace.holdsSealedPassword(camera.id) }));
  const plan = planImport(list, known, credentials, Math.max(0, workspaceLimits.cameras - cameras.length));
  if (dryRun) return { list, plan, cameraIds: null };
  const added: WorkspaceCamera[] = plan.added.map((camera, index) => ({
    id: `cam-${nextNumber + index}`,
    label: camera.label,
    host: camera.host,
    port: camera.port,
    https,
    user: camera.user,
    password: camera.password,
    group: camera.group,
    variables: camera.variables,
  }));
  const updates = updatesById(plan);
  const kept = cameras.map((camera) => withUpdate(camera, updates.get(camera.id)));
  if (added.length > 0 || updates.size > 0) await workspace.save({ nextNumber: nextNumber + added.length, cameras: [...kept, ...added] });
  return { list, plan, cameraIds: added.map((camera) => camera.id) };
}
