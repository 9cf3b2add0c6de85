// Typed errors of the remote configuration client. Every message is written for the
// technician in front of the camera: it names the camera, what happened and what to do. Each
// is a text of the shared catalog (catalog/en/remoteConfig.ts), rendered in the reader's
// language; the camera's own words and the commands are its parameters, as sent.
import type { Transcript } from '../../shared/remoteconfig/responseParser';
import type { ClassifiedError, ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { englishText } from '../../shared/i18n/renderText';
import { isText, linesOf, localize, type Text, type TextLines, type TextParam } from '../../shared/i18n/text';

/** Where a request went: printed in every message as `host:port`. */
export interface CameraAddress {
  host: string;
  port: number;
}

export function describeAddress({ host, port }: CameraAddress): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** Every failure of a remote configuration request; `kind` says which (src/shared/errors/errorKind.ts). */
export abstract class RemoteConfigError extends LocalizedError implements ClassifiedError {
  abstract get kind(): ErrorKind;

  constructor(
    text: Text,
    readonly camera: CameraAddress,
  ) {
    super(text);
    this.name = new.target.name;
  }
}

/** Longest run of data (a list of commands, the camera's words) one parameter of a message carries: a text on the wire is bounded. */
const maxDataChars = 3000;

/** Words that are data, cut to what a message carries. */
export function dataWords(words: string): string {
  return words.length > maxDataChars ? `${words.slice(0, maxDataChars - 1)}…` : words;
}

/** Commands (or other data) listed in a message: `a; b; c`. */
function listed(items: readonly string[]): string {
  return dataWords(items.join('; '));
}

/** The seconds of a duration, a number each reader formats (`1.5` / `1,5`). */
function secondsOf(ms: number): number {
  return ms / 1000;
}

/** The camera refused the user name or password (HTTP 401). */
export class AuthError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'auth';
  }

  constructor(camera: CameraAddress, user: string) {
    super(localize('remoteConfig.authRefused', { camera: describeAddress(camera), user: dataWords(user) }), camera);
  }
}

/** Something answered, but not as a camera's /admin/remoteconfig endpoint. */
export class NotACameraError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'not_a_camera';
  }

  constructor(
    camera: CameraAddress,
    /** What answered instead: a text of the catalog, or words as given. */
    readonly detail: TextParam,
  ) {
    super(localize('remoteConfig.notACamera', { camera: describeAddress(camera), detail: typeof detail === 'string' ? dataWords(detail) : detail }), camera);
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
    const lines = failures.flatMap(({ command, errors }) => errors.map((error) => `  ${command || englishText(localize('remoteConfig.emptyLine'))}: ${error}`));
    super(
      localize('remoteConfig.cameraReported', {
        camera: describeAddress(camera),
        count: lines.length,
        lines: dataWords(lines.join('\n')),
        ran: ran.length === 0 ? localize('remoteConfig.noOtherCommandRan') : localize('remoteConfig.otherCommandsRan', { commands: listed(ran) }),
        unconfirmed: unconfirmed.length > 0 ? localize('remoteConfig.notConfirmedLine', { commands: listed(unconfirmed) }) : '',
      }),
      camera,
    );
  }
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

/** How an answer that did not end as it should ended: cut off before OK, never came (and why), or grew beyond the limit. */
export type AnswerEnding = { as: 'cutOff' } | { as: 'neverCame'; reason: TextParam } | { as: 'tooLarge'; limitBytes: number };

/** The answer ended without `OK` / `#bye`: only the commands with `#exec` are known to have run. */
export class CutOffError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'cut_off';
  }

  constructor(
    camera: CameraAddress,
    readonly report: CutOffReport,
    readonly transcript: Transcript | undefined,
    readonly ending: AnswerEnding = { as: 'cutOff' },
  ) {
    super(cutOffText(describeAddress(camera), ending, describeCutOff(report)), camera);
  }
}

function cutOffText(camera: string, ending: AnswerEnding, report: Text): Text {
  if (ending.as === 'neverCame') return localize('remoteConfig.cutOff.neverCame', { camera, reason: ending.reason, report });
  if (ending.as === 'tooLarge') return localize('remoteConfig.cutOff.tooLarge', { camera, limit: describeBytesText(ending.limitBytes), report });
  return localize('remoteConfig.cutOff.beforeOk', { camera, report });
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
    super(localize('remoteConfig.unconfirmed', { camera: describeAddress(camera), report: describeCutOff(report) }), camera);
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
    super(camera, report, transcript, { as: 'tooLarge', limitBytes });
  }
}

/** `16 MiB (16777216 bytes)`, `1 KiB (1024 bytes)`, `1000 bytes`. */
export function describeBytes(bytes: number): string {
  return englishText(describeBytesText(bytes));
}

/** describeBytes as a text of the catalog. The byte count stays as digits: it is exact, not read as a quantity. */
export function describeBytesText(bytes: number): Text {
  const short = sizeInUnits(bytes);
  if (short === `${bytes} bytes`) return localize('remoteConfig.size.bytes', { bytes: String(bytes) });
  return localize('remoteConfig.size.unitsAndBytes', { size: short, bytes: String(bytes) });
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
export function describeCutOff({ ran, failed, unknown }: CutOffReport): Text {
  return localize('remoteConfig.report.summary', {
    confirmed: describeConfirmed(ran),
    refused: failed.length > 0 ? localize('remoteConfig.report.refused', { commands: listed(failed.map((f) => `${f.command} (${f.errors.join('; ')})`)) }) : '',
    unknown: unknown.length > 0 ? localize('remoteConfig.report.unknown', { commands: listed(unknown) }) : '',
  });
}

/** The commands the camera printed `#exec` for: known to have run. */
export function describeConfirmed(ran: readonly string[]): Text {
  return ran.length > 0 ? localize('remoteConfig.report.confirmed', { commands: listed(ran) }) : localize('remoteConfig.report.confirmedNothing');
}

/** Connection refused or reset, host name not found, network down. */
export class CameraUnreachableError extends RemoteConfigError {
  override get kind(): ErrorKind {
    return 'unreachable';
  }

  /** Why not (`connection refused`): a text of the catalog, or words as given. */
  readonly reason: Text;

  constructor(camera: CameraAddress, reason: TextParam, hint?: TextParam) {
    const why = asText(reason);
    super(hint ? localize('remoteConfig.unreachableWithHint', { camera: describeAddress(camera), reason: why, hint }) : localize('remoteConfig.unreachable', { camera: describeAddress(camera), reason: why }), camera);
    this.reason = why;
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
    /** What the client was waiting for when not for the answer: the TLS handshake. */
    readonly waitingFor?: 'tlsHandshake',
  ) {
    const params = { camera: describeAddress(camera), seconds: secondsOf(timeoutMs) };
    super(
      partial
        ? localize('remoteConfig.timeout.answerStopped', { ...params, report: describeCutOff(partial) })
        : waitingFor === 'tlsHandshake'
          ? localize('remoteConfig.timeout.noTlsHandshake', params)
          : localize('remoteConfig.timeout.noAnswer', params),
      camera,
    );
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
    howToTrustAgain: TextParam,
  ) {
    super(localize('remoteConfig.certificateChanged', { camera: describeAddress(camera), pinned: pinnedFingerprint, presented: presentedFingerprint, howToTrustAgain }), camera);
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
      localize('remoteConfig.firmwareMismatch', {
        camera: describeAddress(camera),
        backupFirmware: backupFirmware === undefined ? localize('remoteConfig.noVersionLine') : dataWords(backupFirmware),
        cameraFirmware: cameraFirmware === undefined ? localize('remoteConfig.noTimestampVersion') : dataWords(cameraFirmware),
      }),
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

const maxMismatchesShown = 20;

/** Each mismatch on its line, in the reader's language: `audio/SPEAKERLEVEL: expected '70', found '99'`. */
function mismatchLines(mismatches: readonly VerifyMismatch[]): TextLines {
  const shown = mismatches.slice(0, maxMismatchesShown).map(({ section, name, expected, actual }) => {
    const parameter = `${section}/${name}`;
    return actual === undefined
      ? localize('remoteConfig.verify.mismatchMissing', { parameter, expected: dataWords(expected) })
      : localize('remoteConfig.verify.mismatch', { parameter, expected: dataWords(expected), actual: dataWords(actual) });
  });
  const more = mismatches.length - shown.length;
  return linesOf(more > 0 ? [...shown, localize('remoteConfig.verify.moreMismatches', { count: more })] : shown);
}

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
    const params = { camera: describeAddress(camera), count: mismatches.length, lines: mismatchLines(mismatches) };
    super(
      readBack.when === 'after-reboot'
        ? localize('remoteConfig.verify.notKept', params)
        : localize('remoteConfig.verify.readBackOther', { ...params, confirmed: describeConfirmed(readBack.report.ran) }),
      camera,
    );
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

  constructor(camera: CameraAddress, text: Text) {
    super(text, camera);
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
    readonly duringText: Text,
  ) {
    const nothingSent = report.ran.length === 0 && report.failed.length === 0 && report.unknown.length === 0;
    super(localize('remoteConfig.cancelled.summary', { during: duringText, camera: describeAddress(camera), what: nothingSent ? localize('remoteConfig.cancelled.nothingReached') : describeCutOff(report) }), camera);
  }

  /** What was under way, in English words. */
  get during(): string {
    return englishText(this.duringText);
  }
}

/** A text of the catalog as it is, or words as given (a library's message, a test's) as a text. */
export function asText(param: TextParam): Text {
  if (isText(param)) return param;
  return localize('remoteConfig.asGiven', { words: typeof param === 'string' ? dataWords(param) : param });
}
