import { errorKindOf, type ErrorKind } from '../../shared/errors/errorKind';

/** Exit codes of every CamConfig command line program; documented in docs/cli/. */
export const ExitCode = {
  ok: 0,
  /** Something else failed (a bug, a file that cannot be written). */
  failure: 1,
  /** Wrong or missing option or argument, bad input file. */
  usage: 2,
  /** The camera answered with ERROR: lines. */
  cameraError: 3,
  /** The camera refused the credentials (HTTP 401). */
  auth: 4,
  /** The camera could not be reached, or did not answer in time. */
  network: 5,
  /** The answer was cut off: not every command is known to have run. */
  cutOff: 6,
  /** The peer answered, but not as a camera's remoteconfig endpoint. */
  notACamera: 7,
  /** Values read back (in the same request, or after a reboot) differ from those written. */
  verifyFailed: 8,
  /** The camera answered OK but did not confirm every command (no #exec line): not known to have run. */
  notConfirmed: 9,
  /** A fleet operation finished, but some cameras failed or were not reached (the report names each). */
  fleetIncomplete: 10,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Conventional exit code of a program stopped by Ctrl-C (128 + SIGINT); also that of a cancelled operation. */
export const interruptedExitCode = 130;

/** The exit code of each kind of failure (src/shared/errors/errorKind.ts): the one table of the command lines. */
const exitCodeByKind: Record<ErrorKind, number> = {
  bad_input: ExitCode.usage,
  firmware_mismatch: ExitCode.usage,
  invalid_config: ExitCode.usage,
  invalid_message: ExitCode.usage,
  storage: ExitCode.failure,
  conflict: ExitCode.failure,
  auth: ExitCode.auth,
  camera_error: ExitCode.cameraError,
  cut_off: ExitCode.cutOff,
  not_confirmed: ExitCode.notConfirmed,
  unreachable: ExitCode.network,
  timeout: ExitCode.network,
  certificate_changed: ExitCode.network,
  not_a_camera: ExitCode.notACamera,
  verify_failed: ExitCode.verifyFailed,
  distributor_inactive: ExitCode.failure,
  queue_full: ExitCode.failure,
  cancelled: interruptedExitCode,
  interrupted: interruptedExitCode,
};

/** The exit code for an error: by its kind; 1 for anything unclassified (a bug, a file that cannot be written). */
export function exitCodeForError(error: unknown): number {
  const kind = errorKindOf(error);
  return kind === undefined ? ExitCode.failure : exitCodeByKind[kind];
}
