// Server state in: every change of a camera (added, probed, rebooting, removed) arrives as a
// `camera.state` event, the one writer of the camera list after it was loaded; a change of
// the workspace (password storage, cameras needing a password, a problem) as `workspace.status`.
import type { Studio } from '../../studio/studioStores';

export function followCameraEvents({ api, stores }: Studio): Array<() => void> {
  return [
    api.subscribe('camera.state', ({ camera, removed }) => stores.cameras.getState().applyCameraEvent(camera, removed)),
    api.subscribe('workspace.status', (status) => stores.cameras.getState().setWorkspace(status)),
  ];
}
