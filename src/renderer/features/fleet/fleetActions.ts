// The calls of the multi-camera grid: read the grid, the dry run, the apply with its live
// progress (fleetEvents.ts), cancel, and "retry the failed ones".
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';
import { sectionsOf } from './fleetGrid';
import type { FleetState } from './fleetStore';

/** Reads the named sections of every selected camera; a camera that cannot be read shows why in its column. */
export async function readFleetGrid({ api, stores }: Studio): Promise<void> {
  const fleet = stores.fleet.getState();
  const sections = sectionsOf(fleet.sectionsText);
  if (fleet.selectedCameraIds.length === 0 || sections.length === 0) {
    fleet.setGrid({ status: 'failed', message: fleet.selectedCameraIds.length === 0 ? 'Select at least one camera.' : 'Name at least one section, e.g. audio.' });
    return;
  }
  fleet.setGrid({ status: 'loading' });
  try {
    const { cameras } = await api.call('fleet.readGrid', { cameraIds: fleet.selectedCameraIds, sections });
    stores.fleet.getState().setGrid({ status: 'loaded', cameras, sections });
  } catch (error) {
    stores.fleet.getState().setGrid({ status: 'failed', message: errorText(error) });
  }
}

function editsOf(state: FleetState) {
  return Object.entries(state.newValues).map(([address, value]) => {
    const slash = address.indexOf('/');
    return { section: address.slice(0, slash), name: address.slice(slash + 1), value };
  });
}

function requestOf(state: FleetState, cameraIds: string[]) {
  return { cameras: cameraIds.map((cameraId) => ({ cameraId })), edits: editsOf(state), ...state.steps };
}

/** Each selected camera's exact script for the values set; nothing is sent. */
export async function dryRunFleetApply({ api, stores }: Studio): Promise<void> {
  const fleet = stores.fleet.getState();
  fleet.setDryRun({ status: 'loading' });
  try {
    const { scripts } = await api.call('fleet.plan', requestOf(fleet, fleet.selectedCameraIds));
    stores.fleet.getState().setDryRun({ status: 'ready', scripts });
  } catch (error) {
    stores.fleet.getState().setDryRun({ status: 'failed', message: errorText(error) });
  }
}

/** Applies the values to the given cameras (all selected, or the failed ones of the last run). */
export async function runFleetApply(studio: Studio, cameraIds: string[] = studio.stores.fleet.getState().selectedCameraIds): Promise<void> {
  const { api, stores } = studio;
  const fleet = stores.fleet.getState();
  const operationId = crypto.randomUUID();
  const labels = new Map(stores.cameras.getState().cameras.map((camera) => [camera.id, camera.label]));
  const progress = Object.fromEntries(cameraIds.map((cameraId) => [cameraId, { label: labels.get(cameraId) ?? cameraId, step: 'waiting', message: 'waiting for its turn' }]));
  fleet.setRun({ status: 'running', operationId, progress });
  try {
    const { results, tookMs } = await api.call('fleet.apply', { ...requestOf(fleet, cameraIds), operationId });
    stores.fleet.getState().setRun({ status: 'finished', results, tookMs });
  } catch (error) {
    stores.fleet.getState().setRun({ status: 'failed', message: errorText(error) });
  }
}

export async function retryFailedCameras(studio: Studio): Promise<void> {
  const run = studio.stores.fleet.getState().run;
  if (run.status !== 'finished') return;
  const failed = run.results.filter((result) => result.status === 'failed' || result.status === 'notReached').map((result) => result.cameraId);
  if (failed.length > 0) await runFleetApply(studio, failed);
}

export async function cancelFleetApply({ api, stores }: Studio): Promise<void> {
  const run = stores.fleet.getState().run;
  if (run.status !== 'running') return;
  try {
    await api.call('operations.cancel', { operationId: run.operationId });
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not cancel the apply: ${errorText(error)}`);
  }
}
