// The services of the desktop app behind the ApiDispatcher the IPC layer talks to.
import { createStudioServices } from '../services/createStudioServices';
import type { StudioStartOptions } from '../services/studioStartOptions';
import { studioItself } from '../services/studioServices';
import { ApiDispatcher } from '../transport/apiDispatcher';
import type { CameraWorkspace } from '../workspace';
import type { DesktopBackend } from './desktopApp';

/** `openWorkspace` (desktopWorkspace.ts) keeps the cameras; without it they last this run only. */
export async function startDesktopBackend(start: StudioStartOptions, openWorkspace?: () => Promise<CameraWorkspace>): Promise<DesktopBackend> {
  const workspace = openWorkspace ? await openWorkspace() : undefined;
  const services = await createStudioServices({ ...start, mode: 'desktop', ...(workspace ? { workspace } : {}) });
  const dispatcher = new ApiDispatcher(services);
  return {
    dispatcher,
    distributorState: () => services.handlers['distributor.state']({}, studioItself),
    async close() {
      dispatcher.close();
      await services.close();
    },
  };
}
