// site.inventory: the Site view's rows (src/main/fleet/inventory/siteInventory.ts) from what
// the camera registry knows of each camera and what the workspace holds about it. With
// `refresh`, every camera (of the group) is first asked for its firmware and reboot_needed, a
// bounded number at a time, each camera's progress an `operation.progress` event (a camera that
// refuses its stored password is asked once more with the factory one: `factoryLogin`, probably
// reset); cancelled, the call still answers the rows with what is known, and says so.
import { inventoryLimits } from '../../../shared/api/siteSchemas';
import { countUnstoredEdits, refreshCameras, siteInventory, type AuditLog, type InventoryCamera } from '../../fleet';
import type { CameraEntry, CameraRegistry } from '../cameras/cameraRegistry';
import type { DistributorService } from '../distributor/distributorService';
import type { OperationRegistry } from '../operations/operationRegistry';
import { progressReporter } from '../operations/operationProgress';
import type { PendingEditsStore } from '../pendingEdits/pendingEditsHandlers';
import type { ServiceEventHub } from '../serviceEventHub';
import type { StudioHandlers } from '../studioServices';
import { busPeersOf } from './busPeerActivity';

export interface SiteSources {
  pendingEdits: PendingEditsStore;
  /** The workspace's backups/ folder; null without a workspace. */
  backupsFolder: string | null;
  audit: AuditLog | null;
  distributor: DistributorService;
}

export function siteInventoryHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry, sources: SiteSources): Pick<StudioHandlers, 'site.inventory'> {
  return {
    'site.inventory': async ({ group, refresh, parallel, operationId }, caller) => {
      const entries = () => cameras.list().filter((camera) => group === undefined || camera.group === group).map((camera) => cameras.get(camera.id));
      const refreshed = refresh
        ? await operations.run(operationId, caller.signal, async (signal) => {
            const outcome = await refreshCameras(entries(), { parallel: parallel ?? inventoryLimits.defaultParallel, signal, onProgress: (cameraId, step, text) => progressReporter(hub, cameraId, operationId)(step, text, step !== 'probing') }, (entry, probeSignal) => cameras.refreshStatus(entry.id, probeSignal));
            return { ...outcome, cancelled: signal.aborted };
          })
        : null;
      const inventory = await siteInventory(entries().map(inventoryCameraOf), {
        unstoredEdits: (cameraIds) => countUnstoredEdits(sources.pendingEdits, cameraIds),
        backupsFolder: sources.backupsFolder,
        audit: sources.audit,
        busPeers: busPeersOf(sources.distributor),
      });
      return { ...inventory, refresh: refreshed };
    },
  };
}

function inventoryCameraOf(entry: CameraEntry): InventoryCamera {
  const { host, port } = entry.client.camera;
  return {
    id: entry.id,
    label: entry.label,
    group: entry.group,
    host,
    port,
    https: entry.https,
    state: entry.state,
    stateDetail: entry.stateDetail,
    firmware: entry.firmware,
    factoryPassword: entry.passwordKnown && entry.client.usesFactoryCredentials(),
    factoryLogin: entry.factoryLogin,
    lastAnswerAt: entry.lastAnswerAt,
    roundTripMs: entry.roundTripMs,
    rebootNeeded: entry.rebootNeeded,
  };
}
