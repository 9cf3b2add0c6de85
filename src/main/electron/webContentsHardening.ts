// Applied to every webContents the app creates (app 'web-contents-created'): no navigation
// away from the app, no new windows (allow-listed https links go to the system browser),
// no <webview>.
import type { Event, Shell, WebContents } from 'electron';
import { isAllowedExternalLink } from './externalLinks';

export interface HardeningDeps {
  shell: Pick<Shell, 'openExternal'>;
  /** Reports a refused action (for the log); never throws. */
  onRefused?: (what: string, url: string) => void;
}

type HardenedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export function hardenWebContents(contents: HardenedContents, deps: HardeningDeps): void {
  const refuse = (what: string, url: string) => deps.onRefused?.(what, url);
  const denyNavigation = (event: Event, url: string) => {
    event.preventDefault();
    refuse('navigation', url);
  };
  contents.on('will-navigate', denyNavigation);
  contents.on('will-redirect', denyNavigation);
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    refuse('webview', '');
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalLink(url)) {
      void deps.shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK only allow-listed https hosts reach this line (isAllowedExternalLink)
    } else {
      refuse('new window', url);
    }
    return { action: 'deny' };
  });
}
