// Backups are `view configfile` answers kept as files: a `#:MX-<firmware>` line, then the
// sections. A restore checks that firmware against the camera's `timestamp` VERSION.
import { firmwareVersion, type CameraConfig, type ConfigSection } from '../../shared/remoteconfig/configModel';
import { parseConfig } from '../../shared/remoteconfig/configText';
import type { ParamAssignment } from '../../shared/remoteconfig/scriptBuilder';
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

/**
 * The section that reports the firmware (timestamp: VERSION, DATE) describes the camera, not
 * the backup: a restore, forced onto another firmware, cannot make it read as written.
 */
export const firmwareSection = 'timestamp';

/** The sections of a backup whose values a restore can check by reading them back. */
export function verifiableSections(backup: CameraConfig): ConfigSection[] {
  return backup.sections.filter((section) => section.name !== firmwareSection);
}

/** Every parameter of those sections, as verifyStored takes them. */
export function verifiableParams(backup: CameraConfig): ParamAssignment[] {
  return verifiableSections(backup).flatMap((section) => section.params.map(({ name, value }) => ({ section: section.name, name, value })));
}
