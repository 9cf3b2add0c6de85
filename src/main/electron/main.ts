// Entry of the Electron main process (built to out/main/electron/main.js). Everything but the
// real `electron` module and the paths lives in desktopApp.ts, which tests drive with a fake.
import { app, BrowserWindow, ipcMain, protocol, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDesktopApp } from './desktopApp';
import { startDesktopBackend } from './desktopBackend';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

startDesktopApp(
  { app, BrowserWindow, ipcMain, protocol, session, shell },
  {
    preloadPath: join(outDir, 'preload', 'index.cjs'),
    rendererRoot: join(outDir, 'renderer'),
    iconPath: join(outDir, 'renderer', 'app-icon.png'),
    demo: !process.argv.includes('--no-demo'),
    startBackend: startDesktopBackend,
  },
).catch((error: unknown) => {
  console.error(`CamConfig Studio could not start: ${error instanceof Error ? error.message : String(error)}`);
  app.exit(1);
});
