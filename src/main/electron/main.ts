// Entry of the Electron main process (built to out/main/electron/main.js). Everything but the
// real `electron` module, the paths and the command line lives in desktopApp.ts, which tests
// drive with a fake.
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareBeforeReady } from './beforeReady';
import { startDesktopApp } from './desktopApp';
import { startDesktopBackend } from './desktopBackend';
import { desktopStartOptions } from './desktopCommandLine';
import { openDesktopFolder, openDesktopWorkspace } from './desktopWorkspace';
import { desktopReadyLine } from './readyLine';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Before the first await of this module: `ready` may come as soon as it has been evaluated.
prepareBeforeReady({ app, protocol });
void app.whenReady().then(() => console.log(desktopReadyLine));

async function main(): Promise<void> {
  const start = await desktopStartOptions(process.argv, Boolean(app.isPackaged), process.env);
  if ('problem' in start) {
    await reportStartFailure(`CamConfig Studio: ${start.problem}`, 2);
    return;
  }
  await startDesktopApp(
    { app, BrowserWindow, dialog, ipcMain, protocol, session, shell },
    {
      preloadPath: join(outDir, 'preload', 'index.cjs'),
      rendererRoot: join(outDir, 'renderer'),
      iconPath: join(outDir, 'renderer', 'app-icon.png'),
      start: start.options,
      startBackend: (options, frontDoor) => startDesktopBackend(options, { ...frontDoor, openWorkspace: () => openDesktopWorkspace({ app, safeStorage }), openFolder: (folder, sitePassphrase) => openDesktopFolder({ app, safeStorage }, folder, sitePassphrase), recentSitesFile: join(app.getPath('userData'), 'recent-sites.json') }),
    },
  );
}

/**
 * On stderr and in a dialog: a packaged app has no terminal to show stderr. The dialog waits
 * for `ready`, before which Linux prints it on stderr only (docs/api/dialog.md, showErrorBox).
 */
async function reportStartFailure(message: string, exitCode: number): Promise<void> {
  console.error(message);
  await app.whenReady();
  dialog.showErrorBox('CamConfig Studio could not start', message);
  app.exit(exitCode);
}

main().catch((error: unknown) => reportStartFailure(`CamConfig Studio could not start: ${error instanceof Error ? error.message : String(error)}`, 1));
