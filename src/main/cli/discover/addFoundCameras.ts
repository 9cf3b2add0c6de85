// `discover --add`: the cameras that opened go into the workspace through the import of
// `fleet import` (one atomic write), each with the credentials that opened it. Cameras the
// workspace already has are left as they are, and reported (planDiscoveredImport).
import { importListIntoWorkspace, type ListImportOptions } from '../../fleet/lists/importIntoWorkspace';
import type { ScanFinding } from '../../discovery/addressScan';
import { foundCameraList } from '../../discovery/foundCameraList';
import { planDiscoveredImport } from '../../discovery/planDiscoveredImport';
import type { CameraStore } from '../../workspace';
import { cameraImportReport } from '../../fleet/lists/cameraImportReport';
import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';

/** The cameras that opened and the workspace does not have yet, added; the report says which, and which not and why (already there, the workspace full). */
export async function addFoundCameras(workspace: CameraStore, findings: readonly ScanFinding[], group: string | null, https: boolean): Promise<CameraImportReport> {
  const plan: ListImportOptions['plan'] = (list, known, _credentials, room) => planDiscoveredImport(list, known, room);
  const done = await importListIntoWorkspace(workspace, foundCameraList(findings, group), { user: 'admin', password: null }, { dryRun: false, https, plan });
  return cameraImportReport('scan', done.list, done.plan, done.cameraIds);
}
