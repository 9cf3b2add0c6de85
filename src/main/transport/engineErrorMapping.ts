// Maps the engines' typed errors to API error codes. The engines' messages are already
// written for the technician, so they travel unchanged.
import { ApiError } from '../../shared/api/errors';
import { InvalidMessageError } from '../../shared/distributor/errors';
import { DistributorConfigError } from '../distributor/config';
import { DistributorInactiveError, MessageTooLargeError, SendQueueFullError } from '../distributor/core';
import {
  AuthError,
  CameraError,
  CameraTimeoutError,
  CameraUnreachableError,
  CertificateChangedError,
  CutOffError,
  FirmwareMismatchError,
  NotACameraError,
  RebootWaitError,
  UnconfirmedError,
  VerifyFailedError,
} from '../remoteconfig/errors';
import type { ApiErrorCode } from '../../shared/api/errors';

const codeByErrorClass: ReadonlyArray<readonly [abstract new (...args: never[]) => Error, ApiErrorCode]> = [
  [AuthError, 'auth'],
  [CameraError, 'camera_error'],
  [CutOffError, 'cut_off'],
  [UnconfirmedError, 'not_confirmed'],
  [CameraUnreachableError, 'unreachable'],
  [CameraTimeoutError, 'timeout'],
  [RebootWaitError, 'timeout'],
  [NotACameraError, 'not_a_camera'],
  [CertificateChangedError, 'certificate_changed'],
  [FirmwareMismatchError, 'firmware_mismatch'],
  [VerifyFailedError, 'verify_failed'],
  [DistributorConfigError, 'invalid_config'],
  [InvalidMessageError, 'invalid_message'],
  [MessageTooLargeError, 'invalid_message'],
  [DistributorInactiveError, 'distributor_inactive'],
  [SendQueueFullError, 'queue_full'],
];

export function toApiError(error: unknown, method: string): ApiError {
  if (error instanceof ApiError) return error;
  for (const [errorClass, code] of codeByErrorClass) {
    if (error instanceof errorClass) return new ApiError(code, apiMessage(error));
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError('internal', `${method} failed unexpectedly: ${detail}`);
}

/** The engine's message, with how to go on in the API's own terms where the engine leaves that open. */
function apiMessage(error: Error): string {
  if (error instanceof FirmwareMismatchError) return `${error.message}; to restore it anyway, repeat the restore with force set (restore onto another firmware)`;
  return error.message;
}
