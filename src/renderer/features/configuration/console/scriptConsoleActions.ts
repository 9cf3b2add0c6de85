// The call of the command console: run the technician's script on the camera.
import type { Studio } from '../../../studio/studioStores';
import { studioLanguage } from '../../../i18n/studioText';
import { errorText } from '../../../ui/errorText';
import { rereadAfterScript } from '../configActions';
import { loadConfigText } from '../raw/configTextActions';

/**
 * Runs the script as written and keeps the transcript (ERROR: lines included) or why it was
 * refused; then reads the configuration (text and parameters) again, since the script may have changed it.
 */
export async function runConsoleScript(studio: Studio, cameraId: string, script: string): Promise<void> {
  const store = studio.stores.scriptConsole.getState();
  store.setRun(cameraId, { status: 'running', startedAt: Date.now() });
  try {
    const { transcript } = await studio.api.call('config.runScript', { cameraId, script });
    store.setRun(cameraId, { status: 'answered', transcript, at: Date.now() });
  } catch (error) {
    store.setRun(cameraId, { status: 'failed', message: errorText(error, studioLanguage(studio)), at: Date.now() });
    return;
  }
  await Promise.all([loadConfigText(studio, cameraId), rereadAfterScript(studio, cameraId)]);
}
