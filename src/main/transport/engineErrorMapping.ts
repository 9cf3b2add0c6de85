// Turns any error a handler throws into an API error. Errors say their kind where they are
// defined (src/shared/errors/errorKind.ts); this is the one table from kind to API code. The
// engines' messages are already written for the technician, so they travel unchanged.
import { ApiError, type ApiErrorCode } from '../../shared/api/errors';
import { errorKindOf, type ErrorKind } from '../../shared/errors/errorKind';
import { textOfError } from '../../shared/i18n/localizedError';
import { localize, type Text } from '../../shared/i18n/text';

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
const apiHintByKind: Partial<Record<ErrorKind, Text>> = {
  firmware_mismatch: localize('api.hint.firmwareMismatch'),
};

export function toApiError(error: unknown, method: string): ApiError {
  if (error instanceof ApiError) return error;
  const kind = errorKindOf(error);
  if (kind === undefined) return ApiError.of('internal', localize('api.failedUnexpectedly', { method, detail: messageOf(error) }));
  const message = messageOf(error);
  const hint = apiHintByKind[kind];
  if (hint) return ApiError.of(apiCodeByKind[kind], localize('api.withHint', { message, hint }));
  // An engine message not yet in the catalog travels as its English words.
  return typeof message === 'string' ? new ApiError(apiCodeByKind[kind], message) : ApiError.of(apiCodeByKind[kind], message);
}

/** The error's catalog text, or its words as they are (an error from a library, in English). */
function messageOf(error: unknown): Text | string {
  return textOfError(error) ?? (error instanceof Error ? error.message : String(error));
}
