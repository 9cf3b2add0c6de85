// The services of the desktop app behind the ApiDispatcher the IPC layer talks to.
import { createStudioServices } from '../services/createStudioServices';
import type { StudioStartOptions } from '../services/studioStartOptions';
import { studioItself } from '../services/studioServices';
import { ApiDispatcher } from '../transport/apiDispatcher';
import type { DesktopBackend } from './desktopApp';

export async function startDesktopBackend(start: StudioStartOptions): Promise<DesktopBackend> {
  const services = await createStudioServices({ ...start, mode: 'desktop' });
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
