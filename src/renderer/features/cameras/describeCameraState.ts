import type { CameraSummary } from '../../../shared/api/cameraSchemas';

/** The word the camera list shows for a state. */
export const cameraStateLabels: Record<CameraSummary['state'], string> = {
  online: 'online',
  offline: 'offline',
  rebooting: 'rebooting',
  auth_failed: 'credentials refused',
  certificate_changed: 'certificate changed',
  unknown: 'unknown',
};

const stateWords: Record<CameraSummary['state'], string> = {
  online: 'online: the camera answers with these credentials',
  offline: 'offline: the camera does not answer',
  rebooting: 'rebooting',
  auth_failed: 'credentials refused: the camera does not accept this user and password',
  certificate_changed: "certificate changed: the camera's HTTPS certificate is not the one trusted before",
  unknown: 'not known yet',
};

/** A camera's state in a sentence, with the reason when there is one (the outcome of "Test connection"). */
export function describeCameraState(camera: Pick<CameraSummary, 'state' | 'stateDetail' | 'firmware'>): string {
  const firmware = camera.state === 'online' && camera.firmware ? ` (firmware ${camera.firmware})` : '';
  const detail = camera.stateDetail && camera.state !== 'online' ? ` (${camera.stateDetail})` : '';
  return `${stateWords[camera.state]}${firmware}${detail}`;
}

/** How the passwords are kept, for the sidebar note. */
export function describePasswordStorage(storage: 'os-encrypted' | 'passphrase-encrypted' | 'memory-only', persisted: boolean): string {
  if (!persisted) return 'Cameras are kept for this run only (no workspace); passwords in memory only.';
  if (storage === 'os-encrypted') return 'Passwords are kept encrypted by the operating system.';
  if (storage === 'passphrase-encrypted') return 'Passwords are kept encrypted with the workspace passphrase.';
  return 'Passwords are kept in memory only: after a restart of the studio each camera asks for its password again.';
}
