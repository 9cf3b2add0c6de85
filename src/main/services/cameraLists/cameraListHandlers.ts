// cameraLists.*: importing a camera list (the community CSV or an .mxu list) into the
// workspace, previewing what an import would do, and exporting the cameras as CSV.
import type { MethodInput } from '../../../shared/api/contract';
import { exportCameraCsv } from '../../../shared/fleet/lists/exportCameraCsv';
import { parseCameraList } from '../../../shared/fleet/lists/parseCameraList';
import { cameraImportReport } from '../../fleet/lists/cameraImportReport';
import { planCameraImport, type ImportCredentials } from '../../fleet/lists/planCameraImport';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { HandlersOf } from '../studioServices';

export function cameraListHandlers(cameras: CameraRegistry): HandlersOf<'cameraLists'> {
  return {
    'cameraLists.preview': async (input) => {
      const list = parseCameraList(input.fileName, input.text);
      const { known, room } = cameras.importBasis();
      return cameraImportReport(input.fileName, list, planCameraImport(list, known, credentialsOf(input), room), null);
    },
    // The cameras and their states arrive as camera.state events, as for cameras.add.
    'cameraLists.import': async (input) => {
      const list = parseCameraList(input.fileName, input.text);
      const { plan, cameraIds } = await cameras.importCameras(({ known, room }) => planCameraImport(list, known, credentialsOf(input), room));
      return cameraImportReport(input.fileName, list, plan, cameraIds);
    },
    'cameraLists.exportCsv': async ({ group }) => {
      const chosen = cameras.list().filter((camera) => !camera.simulated && (group === undefined || camera.group === group));
      return { fileName: `cameras${group === undefined ? '' : `-${group.replace(/[^A-Za-z0-9_-]+/g, '_')}`}.csv`, text: exportCameraCsv(chosen), cameraCount: chosen.length };
    },
  };
}

function credentialsOf(input: MethodInput<'cameraLists.import'>): ImportCredentials {
  return { user: input.user ?? 'admin', password: input.password ?? null };
}
