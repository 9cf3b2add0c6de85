// One shutdown path for every way of quitting. app.quit(), the menu's Quit role (Cmd+Q,
// File > Quit) and SIGINT/SIGTERM/SIGHUP (Electron's own handlers call Browser::Quit,
// shell/browser/electron_browser_main_parts_posix.cc) emit `before-quit` and `will-quit` but
// no `window-all-closed` (electron docs/api/app.md, Event 'window-all-closed'). So the last
// window closed asks for a quit too, and `will-quit` holds the quit (preventDefault) until the
// services have closed, bounded, then quits again: once they have flushed to disk.
import type { App } from 'electron';

type QuittingApp = Pick<App, 'on' | 'quit'>;

export interface QuitOptions {
  /** Longest wait for the services; then the app quits anyway and says so. */
  timeoutMs: number;
  log: (line: string) => void;
}

export function quitThroughShutdown(app: QuittingApp, shutdown: () => Promise<void>, { timeoutMs, log }: QuitOptions): void {
  let state: 'running' | 'closing' | 'closed' = 'running';
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', (event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    void closeWithin(shutdown, timeoutMs, log).finally(() => {
      state = 'closed';
      app.quit();
    });
  });
}

async function closeWithin(shutdown: () => Promise<void>, timeoutMs: number, log: (line: string) => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs)));
  try {
    const outcome = await Promise.race([shutdown().then(() => 'closed' as const), timedOut]);
    if (outcome === 'timed out') log(`the services did not close within ${Math.round(timeoutMs / 1000)} s; quitting anyway (what they had not written yet is lost)`);
  } catch (error) {
    log(`closing the services failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
