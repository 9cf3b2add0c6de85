// `discover --add`: the cameras that opened go into the workspace through the import of
// `fleet import` (planCameraImport, one atomic write), each with the credentials that opened it.
// Cameras the workspace already has are left as they are.
import type { ParsedCameraList, ListedCamera } from '../../../shared/fleet/lists/cameraList';
import { importListIntoWorkspace } from '../../fleet/lists/importIntoWorkspace';
import type { ScanFinding } from '../../discovery/addressScan';
import type { CameraWorkspace } from '../../workspace';
import { cameraImportReport } from '../../fleet/lists/cameraImportReport';
import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';

/** The cameras that opened and the workspace does not have yet, added; the report says which (and any the full workspace refused). */
export async function addFoundCameras(workspace: CameraWorkspace, findings: readonly ScanFinding[], group: string | null, https: boolean): Promise<CameraImportReport> {
  const opened = findings.filter((finding) => finding.result.status === 'camera' && finding.credentials !== null && !finding.result.inWorkspace);
  const cameras: ListedCamera[] = opened.map((finding, index) => ({
    line: index + 1,
    host: finding.result.address,
    port: finding.result.port,
    label: null,
    user: finding.credentials!.user,
    password: finding.credentials!.password,
    group,
    variables: {},
  }));
  const list: ParsedCameraList = { format: 'mxu', cameras, problems: [], variableNames: [], addressColumn: null };
  const done = await importListIntoWorkspace(workspace, list, { user: 'admin', password: null }, { dryRun: false, https });
  return cameraImportReport('scan', done.list, done.plan, done.cameraIds);
}
