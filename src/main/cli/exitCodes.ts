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
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
