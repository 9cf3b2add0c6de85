// history.*: each camera's snapshots (every configuration read or applied), their comparison
// at parameter level, and writing one back with the firmware check of a backup restore.
import { ApiError } from '../../../shared/api/errors';
import { compareConfigurations } from '../../../shared/fleet/configComparison';
import { ConfigParseError } from '../../../shared/remoteconfig/configText';
import type { SnapshotStore } from '../../fleet';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { OperationRegistry } from '../operations/operationRegistry';
import { progressReporter } from '../operations/operationProgress';
import type { ServiceEventHub } from '../serviceEventHub';
import type { HandlersOf } from '../studioServices';
import { summarizeTranscript } from '../transcriptSummary';
import { localize } from '../../../shared/i18n/text';

export function historyHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry): HandlersOf<'history'> {
  const store = (): SnapshotStore => {
    const found = cameras.snapshots.store;
    if (!found) throw ApiError.of('invalid_request', localize('services.noWorkspace.history'));
    return found;
  };
  // A removed camera's history stays readable; an id that never named a camera is not found.
  const historyOf = async (cameraId: string) => {
    const snapshots = await store().list(cameraId);
    if (snapshots.length === 0 && !cameras.has(cameraId)) throw ApiError.of('not_found', localize('services.history.noCamera', { cameraId }));
    return snapshots;
  };
  return {
    'history.list': async ({ cameraId }) => ({ snapshots: await historyOf(cameraId) }),

    'history.compare': async ({ left, right, section }) => {
      await Promise.all([historyOf(left.cameraId), historyOf(right.cameraId)]);
      const [leftSnapshot, rightSnapshot] = await Promise.all([store().read(left.cameraId, left.snapshotId), store().read(right.cameraId, right.snapshotId)]);
      try {
        return compareConfigurations(
          { source: `${left.cameraId} snapshot ${left.snapshotId}`, text: leftSnapshot.text },
          { source: `${right.cameraId} snapshot ${right.snapshotId}`, text: rightSnapshot.text },
          section ?? null,
        );
      } catch (error) {
        if (error instanceof ConfigParseError) throw ApiError.of('invalid_request', localize('services.history.snapshotNotAConfiguration', { problem: error.text }));
        throw error;
      }
    },

    'history.restore': async ({ cameraId, snapshotId, operationId, force = false }, caller) => {
      cameras.get(cameraId);
      const { text } = await store().read(cameraId, snapshotId);
      const report = progressReporter(hub, cameraId, operationId);
      return operations.run(operationId, caller.signal, (signal) =>
        cameras.use(cameraId, async (client) => {
          report('restore', localize('services.progress.restoreSnapshot'));
          const transcript = summarizeTranscript(await client.restoreBackup(text, { force, signal }));
          await cameras.snapshots.recordCurrent(client, cameraId, 'restored', { signal });
          report('done', localize('services.progress.snapshotRestored'), true);
          return { transcript };
        }),
      );
    },
  };
}
