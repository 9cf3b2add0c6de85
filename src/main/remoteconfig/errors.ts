// Typed errors of the remote configuration client. Every message is written for the
// technician in front of the camera: it names the camera, what happened and what to do.
import type { Transcript } from '../../shared/remoteconfig/responseParser';
import type { ClassifiedError, ErrorKind } from '../../shared/errors/errorKind';

/** Where a request went: printed in every message as `host:port`. */
export interface CameraAddress {
  host: string;
  port: number;
}

export function describeAddress({ host, port }: CameraAddress): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** Every failure of a remote configuration request; `kind` says which (src/shared/errors/errorKind.ts). */
export abstract class RemoteConfigError extends Error implements ClassifiedError {
  abstract get kind(): ErrorKind;

  constructor(
    message: string,
    readonly camera: CameraAddress,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The camera refused the user name or password (HTTP 401). */
export class AuthError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'auth';
  }

  constructor(camera: CameraAddress, user: string) {
    super(`camera ${describeAddress(camera)} refused the credentials of user '${user}' (HTTP 401): check the user name and password`, camera);
  }
}

/** Something answered, but not as a camera's /admin/remoteconfig endpoint. */
export class NotACameraError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'not_a_camera';
  }

  constructor(
    camera: CameraAddress,
    readonly detail: string,
  ) {
    super(`${describeAddress(camera)} answered, but not as a camera's remote configuration (${detail}): check the address and port`, camera);
  }
}

/** One command line of the script and the ERROR: descriptions the camera gave for it. */
export interface CommandFailure {
  command: string;
  errors: string[];
}

/** The camera answered with ERROR: lines. Carries the transcript: callers can show what did run. */
export class CameraError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'camera_error';
  }

  constructor(
    camera: CameraAddress,
    readonly failures: CommandFailure[],
    /** The other commands of the script, which ran (confirmed with `#exec`). */
    readonly ran: string[],
    readonly transcript: Transcript,
    /** Commands neither confirmed nor refused: they may or may not have run. */
    readonly unconfirmed: string[] = [],
  ) {
    const notConfirmed = unconfirmed.length > 0 ? `\nNot confirmed (may or may not have run): ${unconfirmed.join('; ')}` : '';
    super(`camera ${describeAddress(camera)} reported ${describeFailures(failures)}\n${describeRan(ran)}${notConfirmed}`, camera);
  }
}

function describeFailures(failures: CommandFailure[]): string {
  const lines = failures.flatMap(({ command, errors }) => errors.map((error) => `  ${command || '(empty line)'}: ${error}`));
  const count = lines.length === 1 ? 'an error' : `${lines.length} errors`;
  return `${count}:\n${lines.join('\n')}`;
}

function describeRan(ran: string[]): string {
  return ran.length === 0 ? 'No other command ran.' : `These commands did run: ${ran.join('; ')}`;
}

/** What is known about the commands of a script whose answer ended early. */
export interface CutOffReport {
  /** Commands the camera confirmed with `#exec`: they ran. */
  ran: string[];
  /** Commands the camera answered with ERROR: lines: they did not run. */
  failed: CommandFailure[];
  /** Commands read but not confirmed, or never echoed: they may or may not have run. */
  unknown: string[];
}

/** The answer ended without `OK` / `#bye`: only the commands with `#exec` are known to have run. */
export class CutOffError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'cut_off';
  }

  constructor(
    camera: CameraAddress,
    readonly report: CutOffReport,
    readonly transcript: Transcript | undefined,
    /** How the answer ended, after "the answer of camera X". */
    how = 'was cut off before OK',
  ) {
    super(`the answer of camera ${describeAddress(camera)} ${how}: ${describeCutOff(report)}`, camera);
  }
}

/**
 * The answer ended with `OK` / `#bye`, but some command sent has no `#exec` line (or was echoed
 * otherwise than sent): it is not known to have run, whatever the rest of the answer says.
 */
export class UnconfirmedError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'not_confirmed';
  }

  constructor(
    camera: CameraAddress,
    readonly report: CutOffReport,
    readonly transcript: Transcript,
  ) {
    super(`camera ${describeAddress(camera)} answered OK but did not confirm every command it was sent (no #exec line): ${describeCutOff(report)}`, camera);
  }
}

/**
 * The answer grew beyond the client's limit and was not read further: a cut-off answer in
 * effect (nothing after the last `#exec` line read is known to have run), from a peer that
 * sends far more than any camera does.
 */
export class AnswerTooLargeError extends CutOffError {
  constructor(
    camera: CameraAddress,
    readonly limitBytes: number,
    report: CutOffReport,
    transcript: Transcript | undefined,
  ) {
    super(camera, report, transcript, `grew beyond the limit of ${describeBytes(limitBytes)} and was not read further (a camera's answer is far smaller)`);
  }
}

/** `16 MiB (16777216 bytes)`, `1 KiB (1024 bytes)`, `1000 bytes`. */
export function describeBytes(bytes: number): string {
  const short = sizeInUnits(bytes);
  return short === `${bytes} bytes` ? short : `${short} (${bytes} bytes)`;
}

/** `16 MiB`, `1 KiB`, `1000 bytes`: the largest binary unit the size is a whole number of. */
export function sizeInUnits(bytes: number): string {
  if (bytes > 0 && bytes % 1024 ** 2 === 0) return `${bytes / 1024 ** 2} MiB`;
  if (bytes > 0 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * What is known of a script whose answer did not end as it should: what the camera confirmed
 * (its `#exec` lines: those ran), what it refused, and that the rest may have run, in part or
 * whole, as a write that the camera made before the connection broke. Never "not applied".
 */
export function describeCutOff({ ran, failed, unknown }: CutOffReport): string {
  const parts = [
    describeConfirmed(ran),
    failed.length > 0 ? `refused by the camera (ERROR:): ${failed.map((f) => `${f.command} (${f.errors.join('; ')})`).join('; ')}` : undefined,
    unknown.length > 0 ? `not confirmed, so it may have run: ${unknown.join('; ')}` : undefined,
    'view the configuration before repeating anything',
  ];
  return parts.filter((part) => part !== undefined).join('. ');
}

/** The commands the camera printed `#exec` for: known to have run. */
export function describeConfirmed(ran: readonly string[]): string {
  return ran.length > 0 ? `the camera confirmed (#exec): ${ran.join('; ')}` : 'the camera confirmed nothing (no #exec line)';
}

/** Connection refused or reset, host name not found, network down. */
export class CameraUnreachableError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'unreachable';
  }

  constructor(
    camera: CameraAddress,
    readonly reason: string,
    hint?: string,
  ) {
    super(`cannot reach camera ${describeAddress(camera)}: ${reason}${hint ? ` (${hint})` : ''}`, camera);
  }
}

/** No complete answer within the timeout. A partial answer tells which commands are known to have run. */
export class CameraTimeoutError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'timeout';
  }

  constructor(
    camera: CameraAddress,
    readonly timeoutMs: number,
    readonly partial: CutOffReport | undefined,
    /** What the client was waiting for when not for the answer, and a hint why it may not come. */
    readonly waitingFor?: { what: string; hint: string },
  ) {
    const seconds = `${timeoutMs / 1000} s`;
    const what = partial
      ? `its answer stopped and did not end within ${seconds}: ${describeCutOff(partial)}`
      : waitingFor
        ? `no ${waitingFor.what} within ${seconds} (${waitingFor.hint})`
        : `no answer within ${seconds}`;
    super(`camera ${describeAddress(camera)}: ${what}`, camera);
  }
}

/** The camera presented another TLS certificate than the one pinned on first use. */
export class CertificateChangedError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'certificate_changed';
  }

  constructor(
    camera: CameraAddress,
    readonly pinnedFingerprint: string,
    readonly presentedFingerprint: string,
    howToTrustAgain: string,
  ) {
    super(
      `the TLS certificate of camera ${describeAddress(camera)} has changed since it was first trusted ` +
        `(pinned ${pinnedFingerprint}, now ${presentedFingerprint}). Someone may be intercepting the connection; ` +
        `nothing was sent. If the camera was replaced or got a new certificate, ${howToTrustAgain}`,
      camera,
    );
  }
}

/**
 * A backup made on another firmware than the camera runs; restoring it needs `force`. The
 * message says what is wrong; how to force (a command line flag, an API option) is for the
 * caller to add.
 */
export class FirmwareMismatchError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'firmware_mismatch';
  }

  constructor(
    camera: CameraAddress,
    readonly backupFirmware: string | undefined,
    readonly cameraFirmware: string | undefined,
  ) {
    super(
      `refusing to restore: the backup was made on firmware ${backupFirmware ?? '(no #:MX- version line)'} but camera ` +
        `${describeAddress(camera)} runs ${cameraFirmware ?? '(no timestamp/VERSION)'}`,
      camera,
    );
  }
}

/** One parameter whose value read back differs from the one written. */
export interface VerifyMismatch {
  section: string;
  name: string;
  expected: string;
  /** undefined: the parameter (or its section) is missing. */
  actual: string | undefined;
}

/** Where values were read back: in the request that wrote them, or after a reboot. */
export type ReadBack = { when: 'same-request'; report: CutOffReport; transcript: Transcript } | { when: 'after-reboot' };

/** Values read back differ from the ones written: in the same request, or after a reboot. */
export class VerifyFailedError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'verify_failed';
  }

  constructor(
    camera: CameraAddress,
    readonly mismatches: VerifyMismatch[],
    readonly readBack: ReadBack = { when: 'after-reboot' },
  ) {
    const lines = mismatches.map(({ section, name, expected, actual }) => `  ${section}/${name}: expected '${expected}', ${actual === undefined ? 'missing' : `found '${actual}'`}`);
    const message =
      readBack.when === 'after-reboot'
        ? `camera ${describeAddress(camera)} did not keep ${mismatches.length} stored value(s):\n${lines.join('\n')}`
        : `camera ${describeAddress(camera)} read back ${mismatches.length} value(s) other than written:\n${lines.join('\n')}\n${describeConfirmed(readBack.report.ran)}. view the configuration before repeating anything`;
    super(message, camera);
  }

  /** The answer that showed the mismatch, when it came in the same request. */
  get transcript(): Transcript | undefined {
    return this.readBack.when === 'same-request' ? this.readBack.transcript : undefined;
  }
}

/** After `reboot`, the camera did not go down, or did not come back, within the wait. */
export class RebootWaitError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'timeout';
  }

  constructor(camera: CameraAddress, what: string) {
    super(`camera ${describeAddress(camera)} ${what}`, camera);
  }
}

/**
 * The technician (or a closed window) cancelled the operation. Like a cut-off answer, it says
 * exactly which commands are known to have run on the camera: nothing after them is done.
 */
export class OperationCancelledError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'cancelled';
  }

  constructor(
    camera: CameraAddress,
    readonly report: CutOffReport,
    /** What was under way, e.g. 'while waiting for the camera to come back after the reboot'. */
    readonly during: string,
  ) {
    const nothingSent = report.ran.length === 0 && report.failed.length === 0 && report.unknown.length === 0;
    super(`cancelled ${during} (camera ${describeAddress(camera)}): ${nothingSent ? 'no command of this request reached the camera' : describeCutOff(report)}`, camera);
  }
}
