// The error codes of the API contract. Every failed call carries one of them and a message
// written for the technician; the renderer decides what to show from the code.
import { englishText } from '../i18n/renderText';
import type { Text } from '../i18n/text';

export const apiErrorCodes = [
  /** Unknown method, input that fails the method's schema, or a bad file or value (named); nothing was run. */
  'invalid_request',
  /** The camera refused the user name or password. */
  'auth',
  /** The camera answered with ERROR: lines. */
  'camera_error',
  /** The camera's answer ended early (or outgrew the answer limit): only some commands are known to have run. */
  'cut_off',
  /** The camera answered OK but did not confirm every command (no #exec line): those may or may not have run. */
  'not_confirmed',
  /** The camera could not be reached. */
  'unreachable',
  /** No complete answer in time (or the camera did not come back after a reboot). */
  'timeout',
  /** Something answered, but not as a camera's remote configuration endpoint. */
  'not_a_camera',
  /** The camera's TLS certificate differs from the one trusted on first use. */
  'certificate_changed',
  /** A backup from another firmware; restoring it needs `force`. */
  'firmware_mismatch',
  /** Values read back (in the same request, or after a reboot) differ from those written. */
  'verify_failed',
  /** No camera, simulated camera or bus peer with that id. */
  'not_found',
  /** A distributor configuration that cannot be used (names the option). */
  'invalid_config',
  /** A workspace file could not be read or written (names the file and why); nothing was changed. */
  'storage',
  /** Another save came in between (a baseline saved meanwhile, `basedOnVersion`): nothing was overwritten; read it again. */
  'conflict',
  /** A message path or value that breaks the message rules. */
  'invalid_message',
  /** The distributor is not active: init it first. */
  'distributor_inactive',
  /** The distributor's send queue is full: wait, or raise broadcast.poll_freq. */
  'queue_full',
  /** The studio runs as many of these calls as it takes at once (address scans; a connection's calls): wait for one to end, then try again. */
  'busy',
  /** The operation was cancelled (operations.cancel, or the window that started it closed); the message says what already ran. */
  'cancelled',
  /** The connection to the studio was lost (client side only). */
  'transport',
  /** A bug: the message says what failed. */
  'internal',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** Thrown on the service side; travels as `{code, message, text}` in a wire response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** The message as a catalog text, rendered in the reader's language; `message` is its English words. */
    readonly text?: Text,
  ) {
    super(message);
  }

  /** An error whose message is a catalog text. */
  static of(code: ApiErrorCode, text: Text): ApiError {
    return new ApiError(code, englishText(text), text);
  }
}
