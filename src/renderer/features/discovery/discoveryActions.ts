// The calls of the discovery dialog: run a scan (its results arrive as site.discoverProgress
// events under the operationId picked here), cancel it, add the chosen cameras. The password
// is sent once with the scan; the add names cameras by scanId, address and port only.
import type { MethodInput, MethodOutput } from '../../../shared/api/contract';
import type { Studio } from '../../studio/studioStores';
import { studioLanguage, studioText } from '../../i18n/studioText';
import { errorText } from '../../ui/errorText';
import { canAdd, finishedScan, idleScan, resultKey, startedScan } from './discoveryScan';

export type ScanRequest = Omit<MethodInput<'site.discover'>, 'operationId'>;
export type AddedCameras = MethodOutput<'site.addDiscovered'>;

/** Runs a scan of `total` addresses × ports to its end (or cancel); rejects when the studio refused or failed it. */
export async function runScan({ api, stores }: Studio, request: ScanRequest, total: number): Promise<void> {
  const operationId = crypto.randomUUID();
  const { update } = stores.discovery.getState();
  update(() => startedScan(operationId, total));
  try {
    const answer = await api.call('site.discover', { ...request, operationId });
    update((scan) => (scan.operationId === operationId ? finishedScan(scan, answer) : scan));
  } catch (error) {
    update((scan) => (scan.operationId === operationId ? { ...scan, phase: 'finished' } : scan));
    throw error;
  }
}

/** Cancels the scan under way, if any; its call then answers what it scanned. */
export async function cancelScan({ api, stores }: Studio): Promise<void> {
  const { scan } = stores.discovery.getState();
  if (scan.phase === 'scanning' && scan.operationId !== null) await api.call('operations.cancel', { operationId: scan.operationId });
}

/** Cancels a scan under way and forgets the last one (the dialog closed). */
export async function closeScan(studio: Studio): Promise<void> {
  const cancelling = cancelScan(studio);
  studio.stores.discovery.getState().update(() => idleScan);
  await cancelling;
}

/** Adds the chosen cameras of the last scan (each with the credentials that opened it); they are then marked as in the workspace. */
export async function addDiscoveredCameras(studio: Studio, chosen: ReadonlySet<string>, group: string): Promise<AddedCameras> {
  const { scan, update } = studio.stores.discovery.getState();
  if (scan.scanId === null) throw new Error(studioText(studio)('discovery.noFinishedScan'));
  const cameras = scan.cameras.filter((camera) => chosen.has(resultKey(camera))).map(({ address, port }) => ({ address, port }));
  const added = await studio.api.call('site.addDiscovered', { scanId: scan.scanId, cameras, ...(group === '' ? {} : { group }) });
  update((current) => ({ ...current, cameras: current.cameras.map((camera) => (chosen.has(resultKey(camera)) ? { ...camera, inWorkspace: true } : camera)) }));
  return added;
}

/**
 * After a probe of one address heard on the bus: adds what opened at that address (with the
 * credentials that opened it), as Add would; null when nothing there can be added (locked, not a
 * camera, no answer: the scan's summary says which) or the probe was cancelled.
 */
export async function addProbedAddress(studio: Studio, address: string, group: string): Promise<AddedCameras | null> {
  const { scan } = studio.stores.discovery.getState();
  const opened = scan.cameras.filter((camera) => camera.address === address && canAdd(camera));
  if (scan.scanId === null || scan.cancelled || opened.length === 0) return null;
  return addDiscoveredCameras(studio, new Set(opened.map(resultKey)), group);
}

/** Reads the addresses heard on the bus that are not workspace cameras (nothing is sent to them); a failure is kept to be shown. */
export async function readHeardOnBus(studio: Studio): Promise<void> {
  const { setHeardOnBus } = studio.stores.discovery.getState();
  try {
    setHeardOnBus(await studio.api.call('site.heardOnBus', {}), null);
  } catch (error) {
    setHeardOnBus(null, studioText(studio)('discovery.heard.readFailed', { reason: errorText(error, studioLanguage(studio)) }));
  }
}
