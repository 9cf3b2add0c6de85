// The desktop app as the file dialog tests start it: on the fake electron module (its dialogs
// answered by the test), the services keeping their cameras in a workspace folder; and calls
// to the API as the page makes them, over the fake IPC.
import { join } from 'node:path';
import { bridgeChannels } from '../../../src/shared/api/bridge';
import type { WireResult } from '../../../src/shared/api/wire';
import { startDesktopApp, type DesktopApp } from '../../../src/main/electron/desktopApp';
import { openWorkspace } from '../../../src/main/workspace';
import type { FakeElectron } from './fakeElectron';
import { startTestDesktopBackend } from '../../support/simulatedCameras';

/** The workspace is `<folder>/workspace`. */
export function startDesktopAppInWorkspace(fake: FakeElectron, folder: string): Promise<DesktopApp | null> {
  return startDesktopApp(fake.electron, {
    preloadPath: '/unused/index.cjs',
    rendererRoot: 'out/renderer',
    iconPath: '/unused/icon.png',
    start: { demo: false, cameras: [], distributorUserConfig: undefined },
    startBackend: (start, frontDoor) => startTestDesktopBackend(start, { ...frontDoor, openWorkspace: () => openWorkspace(join(folder, 'workspace'), { kind: 'none' }) }),
    log: () => {},
  });
}

/** A call of the main window's page. */
export async function callFromPage(fake: FakeElectron, method: string, input: unknown = {}): Promise<WireResult> {
  const contents = fake.windows[0]!.webContents;
  return (await fake.ipcMain.invoke(bridgeChannels.call, contents, contents.mainFrame, method, input)) as WireResult;
}
