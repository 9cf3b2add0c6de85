// Which exit code an error of `camconfig rc` ends with (table in docs/cli/camconfig-rc.md).
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
} from '../../remoteconfig/errors';
import { KnownCamerasFileError } from '../../remoteconfig/knownCameras';
import { InvalidConfigError } from '../../../shared/remoteconfig/configModel';
import { ConfigParseError } from '../../../shared/remoteconfig/configText';
import { Latin1Error } from '../../../shared/remoteconfig/latin1';
import { ScriptError } from '../../../shared/remoteconfig/scriptBuilder';
import { ExitCode } from '../exitCodes';
import { InterruptedError, UsageError } from '../../base/commandLine/usageError';

/** Conventional exit code of a program stopped by Ctrl-C (128 + SIGINT). */
export const interruptedExitCode = 130;

const codes: ReadonlyArray<readonly [new (...args: never[]) => Error, number]> = [
  [UsageError, ExitCode.usage],
  [FirmwareMismatchError, ExitCode.usage],
  [ScriptError, ExitCode.usage],
  [Latin1Error, ExitCode.usage],
  [InvalidConfigError, ExitCode.usage],
  [ConfigParseError, ExitCode.usage],
  [KnownCamerasFileError, ExitCode.usage],
  [AuthError, ExitCode.auth],
  [CutOffError, ExitCode.cutOff],
  [CameraError, ExitCode.cameraError],
  [UnconfirmedError, ExitCode.notConfirmed],
  [NotACameraError, ExitCode.notACamera],
  [CameraUnreachableError, ExitCode.network],
  [CameraTimeoutError, ExitCode.network],
  [CertificateChangedError, ExitCode.network],
  [RebootWaitError, ExitCode.network],
  [VerifyFailedError, ExitCode.verifyFailed],
  [InterruptedError, interruptedExitCode],
];

export function exitCodeForError(error: unknown): number {
  for (const [type, code] of codes) {
    if (error instanceof type) return code;
  }
  return ExitCode.failure;
}
