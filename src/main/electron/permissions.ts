// The studio needs one browser permission: the clipboard, for Monaco's context menu (Paste
// calls navigator.clipboard.readText(), which asks for `clipboard-read`). It is granted to the
// app's own page (the main frame of camconfig://app) only; every other permission (camera,
// microphone, notifications, ...) and every other origin or frame is refused.
// Permission names and handler arguments: electron docs/api/session.md,
// `ses.setPermissionRequestHandler` and `ses.setPermissionCheckHandler`.
import type { Session } from 'electron';
import { appOrigin, isAppUrl } from './appProtocol';

type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>;

export const grantedToAppPage: ReadonlySet<string> = new Set(['clipboard-read', 'clipboard-sanitized-write']);

interface PermissionAsker {
  isMainFrame?: boolean;
  requestingUrl?: string;
  requestingOrigin?: string;
}

/** True for a clipboard permission asked by the app's own main frame. */
export function grantsPermission(permission: string, asker: PermissionAsker): boolean {
  if (!grantedToAppPage.has(permission) || asker.isMainFrame !== true) return false;
  if (asker.requestingUrl !== undefined && !isAppUrl(asker.requestingUrl)) return false;
  if (asker.requestingOrigin !== undefined && asker.requestingOrigin !== appOrigin) return false;
  return asker.requestingUrl !== undefined || asker.requestingOrigin !== undefined;
}

export function restrictPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(grantsPermission(permission, { isMainFrame: details.isMainFrame, requestingUrl: details.requestingUrl }));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    grantsPermission(permission, { isMainFrame: details.isMainFrame, requestingOrigin, ...(details.requestingUrl === undefined ? {} : { requestingUrl: details.requestingUrl }) }),
  );
  session.setDevicePermissionHandler(() => false);
}
