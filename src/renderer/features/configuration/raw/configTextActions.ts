// The calls of the text mode: read the configuration file, send the script of a review.
import type { ScriptTranscript } from '../../../../shared/api/scriptSchemas';
import type { Studio } from '../../../studio/studioStores';
import { studioLanguage } from '../../../i18n/studioText';
import { errorText } from '../../../ui/errorText';
import { rereadAfterScript } from '../configActions';

/**
 * Reads the camera's configuration file; a failure is kept beside the camera for the view to
 * show. A text already read stays shown while it is read again (with what was just applied).
 */
export async function loadConfigText(studio: Studio, cameraId: string): Promise<void> {
  const { api, stores } = studio;
  const store = stores.configText.getState();
  if (store.byCamera[cameraId]?.status !== 'loaded') store.setLoad(cameraId, { status: 'loading' });
  const changeSerial = stores.config.getState().changeSerial;
  try {
    const { text } = await api.call('config.readFile', { cameraId });
    store.setLoad(cameraId, { status: 'loaded', text, readAt: Date.now(), changeSerial });
  } catch (error) {
    store.setLoad(cameraId, { status: 'failed', message: errorText(error, studioLanguage(studio)) });
  }
}

/**
 * Sends exactly the reviewed script, then reads the configuration back so the comparison (and
 * the parameter view) start from what the camera now holds. The draft is dropped only when
 * every command ran.
 */
export async function applyReviewedScript(studio: Studio, cameraId: string, script: string): Promise<ScriptTranscript> {
  const { transcript } = await studio.api.call('config.runScript', { cameraId, script });
  if (transcript.problem === null && transcript.complete) studio.stores.configText.getState().discardDraft(cameraId);
  await Promise.all([loadConfigText(studio, cameraId), rereadAfterScript(studio, cameraId)]);
  return transcript;
}
