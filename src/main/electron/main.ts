// Entry of the Electron main process (built to out/main/electron/main.js). Everything but the
// real `electron` module, the paths and the command line lives in desktopApp.ts, which tests
// drive with a fake.
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDesktopApp } from './desktopApp';
import { startDesktopBackend } from './desktopBackend';
import { desktopStartOptions } from './desktopCommandLine';
import { openDesktopWorkspace } from './desktopWorkspace';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(): Promise<void> {
  const start = await desktopStartOptions(process.argv, Boolean(app.isPackaged), process.env);
  if ('problem' in start) {
    console.error(`CamConfig Studio: ${start.problem}`);
    app.exit(2);
    return;
  }
  await startDesktopApp(
    { app, BrowserWindow, dialog, ipcMain, protocol, session, shell },
    {
      preloadPath: join(outDir, 'preload', 'index.cjs'),
      rendererRoot: join(outDir, 'renderer'),
      iconPath: join(outDir, 'renderer', 'app-icon.png'),
      start: start.options,
      startBackend: (options, frontDoor) => startDesktopBackend(options, { ...frontDoor, openWorkspace: () => openDesktopWorkspace({ app, safeStorage }) }),
    },
  );
}

main().catch((error: unknown) => {
  console.error(`CamConfig Studio could not start: ${error instanceof Error ? error.message : String(error)}`);
  app.exit(1);
});
