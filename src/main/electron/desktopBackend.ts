// The services of the desktop app behind the ApiDispatcher the IPC layer talks to.
import { createStudioServices } from '../services/createStudioServices';
import { ApiDispatcher } from '../transport/apiDispatcher';
import type { DesktopBackend } from './desktopApp';

export async function startDesktopBackend(options: { demo: boolean }): Promise<DesktopBackend> {
  const services = await createStudioServices({ demo: options.demo, mode: 'desktop' });
  const dispatcher = new ApiDispatcher(services);
  return {
    dispatcher,
    async close() {
      dispatcher.close();
      await services.close();
    },
  };
}
