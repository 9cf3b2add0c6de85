// What a failed request says about the camera's reachability: one classification for the
// studio's camera registry and `camconfig fleet inventory`.
import type { CameraState } from '../../shared/api/cameraSchemas';
import { localize, type Text } from '../../shared/i18n/text';
import { AuthError, CameraTimeoutError, CameraUnreachableError, CertificateChangedError, CutOffError, NotACameraError, OperationCancelledError, RebootWaitError, RemoteConfigError } from './errors';

/** The state an error shows the camera in: 'answered' when it did answer (ERROR: lines, cut off after an answer began); 'unchanged' when it says nothing of it (cancelled, a bug). */
export function cameraStateAfterError(error: unknown): CameraState | 'answered' | 'unchanged' {
  if (error instanceof AuthError) return 'auth_failed';
  if (error instanceof CameraUnreachableError || error instanceof CameraTimeoutError || error instanceof RebootWaitError) return 'offline';
  if (error instanceof CertificateChangedError) return 'certificate_changed';
  // Reset or closed after the request with not one byte back: it may have run some of it, but it did not answer.
  if (error instanceof CutOffError && error.ending.as === 'neverCame') return 'offline';
  if (error instanceof NotACameraError) return 'unknown';
  if (error instanceof OperationCancelledError) return 'unchanged';
  if (error instanceof RemoteConfigError) return 'answered';
  return 'unchanged';
}

/**
 * What an error that still counts as 'answered' says against the answer: a cut-off answer (the
 * connection closed or was reset before OK) shows a camera that is reachable but did not answer
 * in full, which the Site view flags. Null for a complete answer with ERROR: lines, or any other error.
 */
export function incompleteAnswerDetail(error: unknown): Text | null {
  return error instanceof CutOffError ? localize('remoteConfig.cutOff.incomplete', { message: error.text }) : null;
}
