// The desktop app's workspace: in the app's user-data folder, passwords encrypted by the
// operating system through Electron's safeStorage (memory only where it offers none).
import { join } from 'node:path';
import { openWorkspace, type CameraWorkspace, type OsEncryptionPort } from '../workspace';

export interface DesktopWorkspaceElectron {
  app: { getPath(name: 'userData'): string };
  safeStorage: OsEncryptionPort;
}

/** Call after app.whenReady(): safeStorage is not usable before (on Linux it needs the key ring). */
export function openDesktopWorkspace({ app, safeStorage }: DesktopWorkspaceElectron): Promise<CameraWorkspace> {
  return openWorkspace(join(app.getPath('userData'), 'workspace'), { kind: 'os', port: safeStorage });
}
