// The calls of the configuration feature. There is no configuration event: what the editor
// shows is what the last read returned, with its time.
import type { Studio } from '../../studio/studioStores';
import { errorText } from '../../ui/errorText';

/** Reads every section of the camera; a failure is kept beside the camera, for the editor to show. */
export async function loadSections({ api, stores }: Studio, cameraId: string): Promise<void> {
  const config = stores.config.getState();
  config.setSections(cameraId, { status: 'loading' });
  try {
    const { sections } = await api.call('config.readSections', { cameraId });
    config.setSections(cameraId, { status: 'loaded', sections, readAt: Date.now() });
  } catch (error) {
    config.setSections(cameraId, { status: 'failed', message: errorText(error) });
  }
}
