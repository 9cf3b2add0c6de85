// Turns any error a handler throws into an API error. Errors say their kind where they are
// defined (src/shared/errors/errorKind.ts); this is the one table from kind to API code. The
// engines' messages are already written for the technician, so they travel unchanged.
import { ApiError, type ApiErrorCode } from '../../shared/api/errors';
import { errorKindOf, type ErrorKind } from '../../shared/errors/errorKind';

const apiCodeByKind: Record<ErrorKind, ApiErrorCode> = {
  bad_input: 'invalid_request',
  firmware_mismatch: 'firmware_mismatch',
  invalid_config: 'invalid_config',
  invalid_message: 'invalid_message',
  storage: 'storage',
  conflict: 'conflict',
  auth: 'auth',
  camera_error: 'camera_error',
  cut_off: 'cut_off',
  not_confirmed: 'not_confirmed',
  unreachable: 'unreachable',
  timeout: 'timeout',
  certificate_changed: 'certificate_changed',
  not_a_camera: 'not_a_camera',
  verify_failed: 'verify_failed',
  distributor_inactive: 'distributor_inactive',
  queue_full: 'queue_full',
  cancelled: 'cancelled',
  interrupted: 'cancelled',
};

/** How to go on, in the API's own terms, where an engine's message leaves that to its caller. */
const apiHintByKind: Partial<Record<ErrorKind, string>> = {
  firmware_mismatch: 'to restore it anyway, repeat the restore with force set (restore onto another firmware)',
};

export function toApiError(error: unknown, method: string): ApiError {
  if (error instanceof ApiError) return error;
  const kind = errorKindOf(error);
  if (kind !== undefined) {
    const hint = apiHintByKind[kind];
    return new ApiError(apiCodeByKind[kind], hint ? `${(error as Error).message}; ${hint}` : (error as Error).message);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError('internal', `${method} failed unexpectedly: ${detail}`);
}
