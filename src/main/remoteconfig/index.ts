// The remote configuration client: public API for the CLI, the studio services and tests.
export { RemoteConfigClient, defaultTimeouts, answerSizeLimits } from './remoteConfigClient';
export type { RemoteConfigClientOptions, ParamRef, ParamAssignment, ParamReading, SetParamsOptions, RestoreBackupOptions, ConfigFile } from './remoteConfigClient';
export {
  RemoteConfigError,
  AuthError,
  NotACameraError,
  CameraError,
  CutOffError,
  UnconfirmedError,
  AnswerTooLargeError,
  CameraUnreachableError,
  CameraTimeoutError,
  CertificateChangedError,
  FirmwareMismatchError,
  VerifyFailedError,
  RebootWaitError,
  describeAddress,
  describeCutOff,
  describeBytes,
} from './errors';
export type { CameraAddress, CommandFailure, CutOffReport, ReadBack, VerifyMismatch } from './errors';
export { KnownCamerasFile, KnownCamerasFileError, MemoryTrustStore, defaultKnownCamerasPath, knownCamerasEnvVariable, maxKnownCamerasBytes } from './knownCameras';
export type { TrustStore } from './knownCameras';
export { defaultRebootWait } from './rebootWaiter';
export type { RebootProgress, RebootWaitOptions } from './rebootWaiter';
export { factoryCredentials, isFactoryCredentials } from './credentials';
export type { CameraCredentials } from './credentials';
export { checkBackupFirmware, parseBackup, verifiableParams, verifiableSections } from './backupFile';
export { InputTooLargeError, readCappedFile, readCappedStream } from '../base/files/cappedRead';
