// The services of the desktop app behind the ApiDispatcher the IPC layer talks to.
import { createStudioServices } from '../services/createStudioServices';
import type { StudioStartOptions } from '../services/studioStartOptions';
import { studioItself } from '../services/studioServices';
import { ApiDispatcher } from '../transport/apiDispatcher';
import type { CameraStore } from '../workspace';
import type { FileChooser, FolderChooser, SaveFileChooser } from '../services/fileChooser';
import type { DesktopBackend } from './desktopApp';

export interface DesktopBackendExtras {
  /** Opens the workspace (desktopWorkspace.ts) that keeps the cameras; without it they last this run only. */
  openWorkspace?: () => Promise<CameraStore>;
  /** Opens another site or workspace folder for sites.open (desktopWorkspace.ts, the same key store); without it, passwords in memory only. */
  openFolder?: (folder: string, sitePassphrase: string | undefined) => Promise<CameraStore>;
  /** The native file dialog (fileDialog.ts); without it the services answer that there is none. */
  chooseFile?: FileChooser;
  /** The native save dialog (fileDialog.ts): report.saveCopy; without it the services answer that there is none. */
  chooseSaveFile?: SaveFileChooser;
  /** The native folder dialog (fileDialog.ts): sites.chooseFolder; without it the services answer that there is none. */
  chooseFolder?: FolderChooser;
  /** The studio's own settings file of recent sites (sites.recent); without it they last this run only. */
  recentSitesFile?: string;
  /** The system's languages (systemLanguages.ts), reported by studio.info; without them the renderer follows navigator.languages. */
  systemLanguages?: string[];
}

export async function startDesktopBackend(start: StudioStartOptions, { openWorkspace, openFolder, chooseFile, chooseSaveFile, chooseFolder, systemLanguages, recentSitesFile }: DesktopBackendExtras = {}): Promise<DesktopBackend> {
  const workspace = openWorkspace ? await openWorkspace() : undefined;
  const services = await createStudioServices({ ...start, mode: 'desktop', ...(workspace ? { workspace } : {}), ...(chooseFile ? { chooseFile } : {}), ...(chooseSaveFile ? { chooseSaveFile } : {}), ...(chooseFolder ? { chooseFolder } : {}), ...(systemLanguages ? { systemLanguages } : {}), ...(recentSitesFile ? { recentSitesFile } : {}), ...(openFolder ? { openFolder } : {}) });
  const dispatcher = new ApiDispatcher(services);
  return {
    dispatcher,
    distributorState: () => services.handlers['distributor.state']({}, studioItself),
    async close() {
      dispatcher.close();
      await services.close();
    },
  };
}
