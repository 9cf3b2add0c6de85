import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import type { StudioText } from '../../i18n/studioText';
import type { TextRenderer } from '../../../shared/i18n/text';

type CameraState = CameraSummary['state'];

/** The word the camera list shows for a state. */
export function cameraStateLabel(state: CameraState, t: StudioText): string {
  return t(`cameras.state.${state}`);
}

/** A camera's state in a sentence, with the reason when there is one (the outcome of "Test connection"); `text` renders the reason, a text of the catalog. */
export function describeCameraState(camera: Pick<CameraSummary, 'state' | 'stateDetail' | 'firmware'>, t: StudioText, text: TextRenderer): string {
  const sentence = t(`cameras.stateSentence.${camera.state}`);
  if (camera.state === 'online' && camera.firmware) return t('cameras.stateWithFirmware', { state: sentence, firmware: camera.firmware });
  if (camera.state !== 'online' && camera.stateDetail) return t('cameras.stateWithDetail', { state: sentence, detail: text(camera.stateDetail) });
  return sentence;
}

/** How the passwords are kept, for the sidebar note. */
export function describePasswordStorage(storage: 'os-encrypted' | 'passphrase-encrypted' | 'memory-only', persisted: boolean, t: StudioText): string {
  if (!persisted) return t('cameras.passwordStorage.notPersisted');
  if (storage === 'os-encrypted') return t('cameras.passwordStorage.osEncrypted');
  if (storage === 'passphrase-encrypted') return t('cameras.passwordStorage.passphraseEncrypted');
  return t('cameras.passwordStorage.memoryOnly');
}
