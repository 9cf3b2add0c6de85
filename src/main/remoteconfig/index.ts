// The remote configuration client: public API for the CLI, the studio services and tests.
export { RemoteConfigClient, defaultTimeouts } from './remoteConfigClient';
export type { RemoteConfigClientOptions, ParamRef, ParamAssignment, ParamReading, SetParamsOptions, RestoreBackupOptions, ConfigFile } from './remoteConfigClient';
export {
  RemoteConfigError,
  AuthError,
  NotACameraError,
  CameraError,
  CutOffError,
  CameraUnreachableError,
  CameraTimeoutError,
  CertificateChangedError,
  FirmwareMismatchError,
  VerifyFailedError,
  RebootWaitError,
  describeAddress,
  describeCutOff,
} from './errors';
export type { CameraAddress, CommandFailure, CutOffReport, VerifyMismatch } from './errors';
export { KnownCamerasFile, MemoryTrustStore, defaultKnownCamerasPath, knownCamerasEnvVariable } from './knownCameras';
export type { TrustStore } from './knownCameras';
export { defaultRebootWait } from './rebootWaiter';
export type { RebootProgress, RebootWaitOptions } from './rebootWaiter';
export { factoryCredentials, isFactoryCredentials } from './credentials';
export type { CameraCredentials } from './credentials';
export { checkBackupFirmware, parseBackup } from './backupFile';
