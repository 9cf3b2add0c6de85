// The simulated camera: public API for tests, the studio services and `camconfig sim`.
export { SimulatedCamera, defaultRebootSeconds } from './simulatedCamera';
export { maxBaseLatencyMs, maxGeneratedParams } from '../cameraLimits';
export type { SimulatedCameraOptions, SimulatedCameraEndpoint } from './simulatedCamera';
export { startCameraFleet, stopCameraFleet, fleetStatePath, maxFleetSize } from './fleet';
export type { CameraFleetOptions } from './fleet';
export type { CameraFaults } from './faults';
export { noFaults } from './faults';
export type { CameraIdentity } from './cameraIdentity';
export { identityOf } from './cameraIdentity';
export { factoryConfig, defaultFirmware } from './factoryConfig';
export { factoryCredentials } from '../../remoteconfig/credentials';
export type { TlsKeyPair } from './http/cameraListener';
export { FlashFileError } from './flashFile';
export { runScript } from './interpreter';
export type { ScriptOutcome } from './interpreter';
export { generatedSections } from './generatedConfig';
