// What Electron accepts only before its `ready` event. main.ts calls this while the entry
// module is still being evaluated, before its first `await`: Electron emits `ready` once the
// ESM entry has been evaluated, so code after an `await` may already run after it
// (electron docs/tutorial/esm.md, "You must use await generously before the app's ready event").
import type * as Electron from 'electron';
import { join } from 'node:path';
import { product } from '../../shared/product';
import { appScheme, appSchemePrivileges } from './appProtocol';

export type BeforeReadyElectron = {
  app: Pick<Electron.App, 'enableSandbox' | 'getPath' | 'setPath'>;
  protocol: Pick<Electron.Protocol, 'registerSchemesAsPrivileged'>;
};

/**
 * The scheme's privileges, the sandbox for every renderer, and a user-data folder of the
 * desktop app's own: under `electron .` Electron names it after package.json's `name`
 * (`camconfig`), which is the CLI's workspace folder (docs/api/app.md, `app.getPath('userData')`,
 * "appData appended with your app's name"); Chromium's profile and lock would land in it.
 */
export function prepareBeforeReady({ app, protocol }: BeforeReadyElectron): void {
  protocol.registerSchemesAsPrivileged([{ scheme: appScheme, privileges: appSchemePrivileges }]);
  app.enableSandbox();
  app.setPath('userData', join(app.getPath('appData'), product.name));
}
