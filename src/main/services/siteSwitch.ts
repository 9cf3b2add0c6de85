// A running studio switched to another site or workspace (sites.open, docs/site-repository.md,
// "The site picker"): the transports hold one StudioServices, this one, for the studio's whole
// run; behind it the services of one folder at a time. A switch closes the current ones cleanly
// (their close settles every write, as at the end of a run), builds them again for the new
// folder and relays their events to the same listeners, so a WebSocket or the IPC channel stays
// connected and its subscriptions keep working. Calls that arrive meanwhile wait for the switch.
// When the new folder's services cannot start, the old folder's are built again.
import type { MethodName } from '../../shared/api/contract';
import { ApiError } from '../../shared/api/errors';
import { localize } from '../../shared/i18n/text';
import type { CurrentSite } from '../../shared/api/sitesSchemas';
import type { CameraStore } from '../workspace';
import type { CallContext, ServiceEvent, StudioHandlers, StudioServices } from './studioServices';

/** What the sites.open handler asks of the switch. */
export interface SiteSwitcher {
  /** The folder the studio works on now (null: it runs without a workspace). */
  current(): CurrentSite | null;
  /** Closes the current services and builds them for `workspace`; rejects (the studio back on the old folder) when they cannot start. */
  switchTo(workspace: CameraStore): Promise<CurrentSite>;
}

export type BuildServices = (workspace: CameraStore | undefined, switcher: SiteSwitcher) => Promise<StudioServices>;

export interface SiteSwitchOptions {
  /** Opens the old folder again after a failed switch (the front door's password protection). */
  reopen: (folder: string) => Promise<CameraStore>;
  /** Said when the new folder's services could not start (the studio is back on the old folder). */
  cannotStart: (workspace: CameraStore, problem: unknown, back: CurrentSite | null) => Error;
}

export function currentSiteOf(workspace: CameraStore | undefined): CurrentSite | null {
  return workspace ? { folder: workspace.folder, name: workspace.site?.name ?? null, site: workspace.site !== null } : null;
}

export async function switchableStudioServices(first: CameraStore | undefined, build: BuildServices, options: SiteSwitchOptions): Promise<StudioServices> {
  const listeners = new Set<(event: ServiceEvent) => void>();
  const relay = (event: ServiceEvent): void => {
    for (const listener of [...listeners]) listener(event);
  };
  let workspace = first;
  let switching: Promise<unknown> | null = null;
  let closing: Promise<void> | null = null;

  const switcher: SiteSwitcher = {
    current: () => currentSiteOf(workspace),
    switchTo: (next) => {
      const before = switching;
      const run = (async () => {
        await before; // one switch at a time
        if (closing) throw ApiError.of('invalid_request', localize('services.sites.closing', { folder: next.folder }));
        const old = workspace;
        await current.close();
        stopRelay();
        try {
          await attach(next);
        } catch (problem) {
          // Back to where the studio was: the old folder read again from its files.
          const again = old ? await options.reopen(old.folder).catch(() => old) : undefined;
          await attach(again);
          throw options.cannotStart(next, problem, currentSiteOf(again));
        }
        const site = currentSiteOf(next)!;
        relay({ event: 'studio.siteChanged', payload: site });
        return site;
      })();
      switching = run.catch(() => undefined);
      return run;
    },
  };

  let current: StudioServices = await build(first, switcher);
  let stopRelay = current.onEvent(relay);
  const attach = async (next: CameraStore | undefined): Promise<void> => {
    current = await build(next, switcher);
    workspace = next;
    stopRelay = current.onEvent(relay);
  };

  // The handlers wait for a switch under way, then call the services of the folder now open.
  const handlers: Partial<Record<MethodName, unknown>> = {};
  for (const method of Object.keys(current.handlers) as MethodName[]) {
    handlers[method] = async (input: unknown, caller: CallContext) => {
      // sites.open itself starts a switch: it runs on the services it was called on.
      if (switching && method !== 'sites.open') await switching;
      return (current.handlers[method] as (input: unknown, caller: CallContext) => Promise<unknown>)(input, caller);
    };
  }

  return {
    handlers: handlers as StudioHandlers,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () =>
      (closing ??= (async () => {
        await switching;
        stopRelay();
        await current.close();
      })()),
    get reportDownloads() {
      return current.reportDownloads;
    },
    asOneCommit: (run) => (current.asOneCommit ? current.asOneCommit(run) : run()),
  };
}
