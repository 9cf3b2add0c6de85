// The desktop app's workspace: in the app's user-data folder, passwords encrypted by the
// operating system through Electron's safeStorage (memory only where it offers none).
import { join } from 'node:path';
import { openWorkspace, sitePassphraseEnvVariable, type CameraStore, type OsEncryptionPort } from '../workspace';

export interface DesktopWorkspaceElectron {
  app: { getPath(name: 'userData'): string };
  safeStorage: Omit<OsEncryptionPort, 'getSelectedStorageBackend'> & { getSelectedStorageBackend?(): string };
  platform?: NodeJS.Platform;
}

/** Call after app.whenReady(): safeStorage is not usable before (on Linux it needs the key ring). */
export function openDesktopWorkspace(electron: DesktopWorkspaceElectron): Promise<CameraStore> {
  return openDesktopFolder(electron, join(electron.app.getPath('userData'), 'workspace'), undefined);
}

/**
 * Another site or workspace folder the studio is switched to (sites.open), with the same protection:
 * the site passphrase given with the call, else $CAMCONFIG_SITE_PASSPHRASE.
 */
export function openDesktopFolder({ safeStorage, platform = process.platform }: DesktopWorkspaceElectron, folder: string, givenSitePassphrase: string | undefined): Promise<CameraStore> {
  const port: OsEncryptionPort = {
    isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
    encryptString: (text) => safeStorage.encryptString(text),
    decryptString: (data) => safeStorage.decryptString(data),
    // Only Linux has it: elsewhere the OS key store is always a real one.
    ...(platform === 'linux' && safeStorage.getSelectedStorageBackend ? { getSelectedStorageBackend: () => safeStorage.getSelectedStorageBackend!() } : {}),
  };
  // A workspace turned into a site seals its cameras with the site key instead (docs/site-repository.md).
  const sitePassphrase = givenSitePassphrase ?? process.env[sitePassphraseEnvVariable];
  return openWorkspace(folder, { kind: 'os', port, ...(sitePassphrase ? { sitePassphrase } : {}) });
}
