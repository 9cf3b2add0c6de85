// The main window is created hidden (no white flash) and shown once its page is there. Under
// Wayland, `ready-to-show` may never fire (electron/electron#48859, open, seen on 40 and 41),
// so the window is shown on `ready-to-show` or `did-finish-load`, whichever comes first, and
// after a bounded wait at the latest: it is never left hidden (electron docs/api/browser-window.md,
// "Using the ready-to-show event"; docs/api/web-contents.md, Event 'did-finish-load').
import type { BrowserWindow } from 'electron';

type ShownWindow = Pick<BrowserWindow, 'once' | 'show' | 'isDestroyed' | 'isVisible'> & {
  webContents: Pick<BrowserWindow['webContents'], 'once'>;
};

export function showWindowWhenLoaded(window: ShownWindow, { timeoutMs }: { timeoutMs: number }): void {
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    clearTimeout(timer);
    if (!window.isDestroyed() && !window.isVisible()) window.show();
  };
  const timer = setTimeout(show, timeoutMs);
  window.once('ready-to-show', show);
  window.webContents.once('did-finish-load', show);
}
