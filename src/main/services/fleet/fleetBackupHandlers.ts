// fleet.backup: the chosen cameras (a list, a group, or all) backed up in parallel into the
// workspace's backups/ folder (src/main/fleet/backup). Each camera's progress is an
// `operation.progress` event under the caller's operationId; each backup is also kept as a
// snapshot of its camera. Cancelling stops at once; the answer names every camera's outcome.
import { dirname } from 'node:path';
import { ApiError } from '../../../shared/api/errors';
import { localize } from '../../../shared/i18n/text';
import { workspaceFolderMode } from '../../workspace';
import { backupCameras, listedAddress, type BackupTarget } from '../../fleet';
import type { CameraEntry, CameraRegistry } from '../cameras/cameraRegistry';
import type { OperationRegistry } from '../operations/operationRegistry';
import { progressReporter } from '../operations/operationProgress';
import type { ServiceEventHub } from '../serviceEventHub';
import type { StudioHandlers } from '../studioServices';

interface CameraChoice {
  cameraIds?: string[] | undefined;
  group?: string | undefined;
}

export function fleetHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry, backupsFolder: string | null): Pick<StudioHandlers, 'fleet.backup'> {
  return {
    'fleet.backup': (input, caller) => {
      if (backupsFolder === null) throw ApiError.of('invalid_request', localize('backup.noWorkspace'));
      const targets = chosenCameras(cameras, input).map((entry) => backupTarget(cameras, entry));
      return operations.run(input.operationId, caller.signal, async (signal) =>
        backupCameras(targets, {
          folder: backupsFolder,
          folderMode: await workspaceFolderMode(dirname(backupsFolder)), // backups/ lies in the workspace
          parallel: input.parallel,
          signal,
          onProgress: ({ cameraId, step, text, done }) => progressReporter(hub, cameraId, input.operationId)(step, text, done),
          onBackedUp: (target, text) => void cameras.snapshots.record(target.cameraId, text, 'backup'),
        }),
      );
    },
  };
}

/** The cameras asked for, in the order given (or listed); an unknown id or an empty group is refused before anything is sent. */
export function chosenCameras(cameras: CameraRegistry, { cameraIds, group }: CameraChoice): CameraEntry[] {
  if (cameraIds) return [...new Set(cameraIds)].map((id) => cameras.get(id));
  const all = cameras.list().map((summary) => cameras.get(summary.id));
  if (group === undefined) {
    if (all.length === 0) throw ApiError.of('invalid_request', localize('backup.noCameras'));
    return all;
  }
  const members = all.filter((entry) => entry.group === group);
  if (members.length === 0) throw ApiError.of('invalid_request', localize('backup.emptyGroup', { group }));
  return members;
}

function backupTarget(cameras: CameraRegistry, entry: CameraEntry): BackupTarget {
  const { host, port } = entry.client.camera;
  return {
    cameraId: entry.id,
    label: entry.label,
    address: listedAddress(host, port, entry.https),
    client: { readConfigFile: (options) => cameras.use(entry.id, (client) => client.readConfigFile(options)) },
  };
}
