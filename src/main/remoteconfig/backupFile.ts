// Backups are `view configfile` answers kept as files: a `#:MX-<firmware>` line, then the
// sections. A restore checks that firmware against the camera's `timestamp` VERSION.
import { firmwareVersion, parseConfig, type CameraConfig } from '../../shared/remoteconfig/configModel';
import { FirmwareMismatchError, type CameraAddress } from './errors';

export function parseBackup(text: string, source: string): CameraConfig {
  return parseConfig(text, { source });
}

/** Throws FirmwareMismatchError unless the backup was made on the firmware the camera runs. */
export function checkBackupFirmware(camera: CameraAddress, backup: CameraConfig, cameraFirmware: string | undefined): void {
  const backupFirmware = firmwareVersion(backup) ?? undefined;
  if (backupFirmware === undefined || cameraFirmware === undefined || backupFirmware.trim() !== cameraFirmware.trim()) {
    throw new FirmwareMismatchError(camera, backupFirmware, cameraFirmware);
  }
}
