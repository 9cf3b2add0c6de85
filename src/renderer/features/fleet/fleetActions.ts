// The calls of the multi-camera grid: read the grid, the dry run, the apply with its live
// progress (fleetEvents.ts), cancel, and "retry the failed ones".
import { localize } from '../../../shared/i18n/text';
import { studioLanguage, studioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';
import { sectionsOf } from './fleetGrid';
import type { FleetState } from './fleetStore';

/** Reads the named sections of every selected camera; a camera that cannot be read shows why in its column. */
export async function readFleetGrid(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  const fleet = stores.fleet.getState();
  const sections = sectionsOf(fleet.sectionsText);
  if (fleet.selectedCameraIds.length === 0 || sections.length === 0) {
    const t = studioText(studio);
    fleet.setGrid({ status: 'failed', message: fleet.selectedCameraIds.length === 0 ? t('fleet.grid.selectFirst') : t('fleet.grid.nameSection') });
    return;
  }
  fleet.setGrid({ status: 'loading' });
  try {
    const { cameras } = await api.call('fleet.readGrid', { cameraIds: fleet.selectedCameraIds, sections });
    stores.fleet.getState().setGrid({ status: 'loaded', cameras, sections });
  } catch (error) {
    stores.fleet.getState().setGrid({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
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
export async function dryRunFleetApply(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  const fleet = stores.fleet.getState();
  fleet.setDryRun({ status: 'loading' });
  try {
    const { scripts } = await api.call('fleet.plan', requestOf(fleet, fleet.selectedCameraIds));
    stores.fleet.getState().setDryRun({ status: 'ready', scripts });
  } catch (error) {
    stores.fleet.getState().setDryRun({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/**
 * Applies the values to the given cameras (all selected, or the failed ones of the last run).
 * The dry run's scripts give way to the run's report, and the grid reads the cameras it touched
 * again, so it shows what they hold now.
 */
export async function runFleetApply(studio: Studio, cameraIds: string[] = studio.stores.fleet.getState().selectedCameraIds): Promise<void> {
  const { api, stores } = studio;
  const fleet = stores.fleet.getState();
  const operationId = crypto.randomUUID();
  const labels = new Map(stores.cameras.getState().cameras.map((camera) => [camera.id, camera.label]));
  const progress = Object.fromEntries(cameraIds.map((cameraId) => [cameraId, { label: labels.get(cameraId) ?? cameraId, step: 'waiting', text: localize('fleet.progress.waitingForTurn') }]));
  const ran = { cameras: cameraIds.length, values: Object.keys(fleet.newValues).length, steps: fleet.steps };
  fleet.setDryRun({ status: 'idle' });
  fleet.setRun({ status: 'running', operationId, ran, progress });
  try {
    const { results, tookMs } = await api.call('fleet.apply', { ...requestOf(fleet, cameraIds), operationId });
    stores.fleet.getState().setRun({ status: 'finished', ran, results, tookMs });
    await rereadGridCameras(studio, results.filter((result) => result.status !== 'notReached').map((result) => result.cameraId));
  } catch (error) {
    stores.fleet.getState().setRun({ status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/** Reads these cameras again into the grid on show (the ones it has), with the grid's sections. */
async function rereadGridCameras(studio: Studio, cameraIds: string[]): Promise<void> {
  const { grid } = studio.stores.fleet.getState();
  if (grid.status !== 'loaded') return;
  const shown = new Set(grid.cameras.map((camera) => camera.cameraId));
  const touched = cameraIds.filter((cameraId) => shown.has(cameraId));
  if (touched.length === 0) return;
  try {
    const { cameras } = await studio.api.call('fleet.readGrid', { cameraIds: touched, sections: grid.sections });
    studio.stores.fleet.getState().replaceGridCameras(cameras);
  } catch (error) {
    studio.stores.ui.getState().reportProblem(studioText(studio)('fleet.grid.rereadFailed', { reason: errorText(error, studioLanguage(studio)) }));
  }
}

export async function retryFailedCameras(studio: Studio): Promise<void> {
  const run = studio.stores.fleet.getState().run;
  if (run.status !== 'finished') return;
  const failed = run.results.filter((result) => result.status === 'failed' || result.status === 'notReached').map((result) => result.cameraId);
  if (failed.length > 0) await runFleetApply(studio, failed);
}

export async function cancelFleetApply(studio: Studio): Promise<void> {
  const run = studio.stores.fleet.getState().run;
  if (run.status !== 'running') return;
  try {
    await studio.api.call('operations.cancel', { operationId: run.operationId });
  } catch (error) {
    studio.stores.ui.getState().reportProblem(studioText(studio)('fleet.apply.cancelFailed', { reason: errorText(error, studioLanguage(studio)) }));
  }
}
