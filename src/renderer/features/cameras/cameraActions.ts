// The calls of the cameras feature. Adding, editing or removing a camera writes no camera into
// the store: the studio probes the camera it adds or edits, and the camera, its state and its
// removal arrive as `camera.state` events (cameraEvents.ts).
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import type { MethodInput } from '../../../shared/api/contract';
import type { Studio } from '../../studio/studioStores';
import { studioLanguage, studioText } from '../../i18n/studioText';
import { errorText } from '../../ui/errorText';

/** The camera list at start and after a reconnect; a failure is reported in the status bar. */
export async function loadCameras(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  try {
    const { cameras } = await api.call('cameras.list', {});
    stores.cameras.getState().setCameras(cameras);
  } catch (error) {
    stores.ui.getState().reportProblem(studioText(studio)('cameras.actions.loadFailed', { reason: errorText(error, studioLanguage(studio)) }));
  }
}

/** Where cameras are kept and how their passwords are, at start and after a reconnect. */
export async function loadWorkspaceStatus(studio: Studio): Promise<void> {
  const { api, stores } = studio;
  try {
    stores.cameras.getState().setWorkspace(await api.call('workspace.status', {}));
  } catch (error) {
    stores.ui.getState().reportProblem(studioText(studio)('cameras.actions.workspaceFailed', { reason: errorText(error, studioLanguage(studio)) }));
  }
}

/** Adds a camera and opens it in the editor; rejects with the studio's reason (the form shows it). */
export async function addCamera({ api, stores }: Studio, camera: MethodInput<'cameras.add'>): Promise<void> {
  const { cameraId } = await api.call('cameras.add', camera);
  stores.cameras.getState().select(cameraId);
  stores.ui.getState().showView('editor');
}

/** Edits a camera (a password left out stays as it was); rejects with the studio's reason. */
export async function updateCamera({ api }: Studio, changes: MethodInput<'cameras.update'>): Promise<void> {
  await api.call('cameras.update', changes);
}

/** Removes a camera from the studio (and the workspace); rejects when it was not removed. */
export async function removeCamera(studio: Studio, cameraId: string): Promise<void> {
  const { removed } = await studio.api.call('cameras.remove', { cameraId });
  if (!removed) throw new Error(studioText(studio)('cameras.actions.removedElsewhere'));
}

/** "Test connection": asks the camera for its configuration; resolves to what it showed. */
export async function testConnection({ api }: Studio, cameraId: string): Promise<CameraSummary> {
  return (await api.call('cameras.probe', { cameraId })).camera;
}

/** Gives the workspace a passphrase: passwords are encrypted with it from now on. */
export async function unlockWorkspace({ api }: Studio, passphrase: string): Promise<void> {
  await api.call('workspace.unlock', { passphrase });
}
