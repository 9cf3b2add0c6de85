// The kinds of failure the studio tells apart. Every error class says which kind it is
// (`kind`), once, where it is defined; what a caller sees is derived from the kind by one table
// per surface: the API code (src/main/transport/engineErrorMapping.ts) and the exit code of the
// command lines (src/main/cli/exitCodes.ts). docs/architecture.md lists them side by side.

export const errorKinds = [
  /** A wrong option, argument, file or value (names it and the line); nothing was sent. */
  'bad_input',
  /** A backup from another firmware than the camera runs; restoring it needs force. */
  'firmware_mismatch',
  /** A distributor configuration that cannot be used (names the file and option). */
  'invalid_config',
  /** A file the studio keeps (its workspace) could not be read or written: names the file and why; nothing was changed. */
  'storage',
  /** What was saved changed since the caller read it (another save in between): nothing was overwritten. */
  'conflict',
  /** A bus message whose path or value breaks the message rules, or too large for a package. */
  'invalid_message',
  /** The camera refused the user name or password. */
  'auth',
  /** The camera answered with ERROR: lines. */
  'camera_error',
  /** The camera's answer ended early (or outgrew the answer limit): only some commands are known to have run. */
  'cut_off',
  /** The camera answered OK but did not confirm every command (no #exec line). */
  'not_confirmed',
  /** The camera could not be reached (refused, reset, no route, unknown host). */
  'unreachable',
  /** No complete answer in time, or the camera did not come back after a reboot. */
  'timeout',
  /** The camera's TLS certificate differs from the one trusted on first use. */
  'certificate_changed',
  /** Something answered, but not as a camera's remote configuration endpoint. */
  'not_a_camera',
  /** Values read back differ from those written. */
  'verify_failed',
  /** The distributor is not active (not set up, or its interface went away). */
  'distributor_inactive',
  /** The distributor's send queue is full. */
  'queue_full',
  /** The technician cancelled an operation (or closed the window that started it); says what already ran. */
  'cancelled',
  /** The technician stopped the program (Ctrl-C at a prompt). */
  'interrupted',
] as const;

export type ErrorKind = (typeof errorKinds)[number];

/** An error that says which kind of failure it is. */
export interface ClassifiedError extends Error {
  readonly kind: ErrorKind;
}

const knownKinds: ReadonlySet<string> = new Set(errorKinds);

export function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && knownKinds.has(value);
}

/** The kind of a classified error; undefined for anything else (a bug, a foreign error). */
export function errorKindOf(error: unknown): ErrorKind | undefined {
  if (!(error instanceof Error)) return undefined;
  const kind = (error as Partial<ClassifiedError>).kind;
  return isErrorKind(kind) ? kind : undefined;
}
