// The calls of the cameras feature. Adding a camera writes no camera into the store: the
// studio probes the camera it adds, and both the new camera and its state arrive as
// `camera.state` events (cameraEvents.ts).
import type { MethodInput } from '../../../shared/api/contract';
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

/** The camera list at start and after a reconnect; a failure is reported in the status bar. */
export async function loadCameras({ api, stores }: Studio): Promise<void> {
  try {
    const { cameras } = await api.call('cameras.list', {});
    stores.cameras.getState().setCameras(cameras);
  } catch (error) {
    stores.ui.getState().reportProblem(`Could not load the camera list: ${errorText(error)}`);
  }
}

/** Adds a camera and opens it in the editor; rejects with the studio's reason (the form shows it). */
export async function addCamera({ api, stores }: Studio, camera: MethodInput<'cameras.add'>): Promise<void> {
  const { cameraId } = await api.call('cameras.add', camera);
  stores.cameras.getState().select(cameraId);
  stores.ui.getState().showView('editor');
}
