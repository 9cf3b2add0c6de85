// The switch behind sites.open with services made for the test: calls made during a switch wait
// for it and reach the new folder's services; events of the old ones stop and the new ones' reach
// the same listener; a folder whose services cannot start leaves the studio on the old folder,
// opened again, with the reason; a close waits for a switch under way.
import { describe, expect, it } from 'vitest';
import { switchableStudioServices, type SiteSwitcher } from '../../../src/main/services/siteSwitch';
import type { ServiceEvent, StudioHandlers, StudioServices } from '../../../src/main/services/studioServices';
import { studioItself } from '../../../src/main/services/studioServices';
import type { CameraStore } from '../../../src/main/workspace';

const store = (folder: string, site: string | null): CameraStore => ({ folder, site: site === null ? null : { name: site } }) as unknown as CameraStore;

function harness(failingFolder: string | null = null) {
  const built: Array<{ folder: string | undefined; emit: (event: ServiceEvent) => void; closed: boolean }> = [];
  let switcher: SiteSwitcher | null = null;
  let release: (() => void) | null = null;
  const build = async (workspace: CameraStore | undefined, given: SiteSwitcher): Promise<StudioServices> => {
    switcher = given;
    if (workspace?.folder === failingFolder) throw new Error('the distributor port is taken');
    const listeners = new Set<(event: ServiceEvent) => void>();
    const entry = { folder: workspace?.folder, emit: (event: ServiceEvent) => listeners.forEach((listener) => listener(event)), closed: false };
    built.push(entry);
    const handlers = {
      'studio.info': async () => ({ folder: workspace?.folder }),
    } as unknown as StudioHandlers;
    return {
      handlers,
      onEvent: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      close: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        entry.closed = true;
      },
    };
  };
  return { built, build, switcher: () => switcher!, releaseClose: () => release?.() };
}

const workspaceEvent = (problem: string): ServiceEvent => ({ event: 'workspace.status', payload: { persisted: true, folder: problem, passwordStorage: 'memory-only', camerasNeedingPassword: 0, passphraseAccepted: false, problems: [] } });

describe('switchableStudioServices', () => {
  it('holds calls during a switch, relays the new services events and tells studio.siteChanged', async () => {
    const parts = harness();
    const services = await switchableStudioServices(store('/a', null), parts.build, { reopen: async (folder) => store(folder, null), cannotStart: (_workspace, problem) => problem as Error });
    const heard: ServiceEvent[] = [];
    services.onEvent((event) => void heard.push(event));
    parts.built[0]!.emit(workspaceEvent('/a'));
    const switching = parts.switcher().switchTo(store('/b', 'Halle'));
    const during = services.handlers['studio.info']({}, studioItself); // made while the old services are still closing
    // The old services close once let go (each poll lets them go, then finds them closed).
    await expect.poll(() => parts.built[0]!.closed || parts.releaseClose()).toBe(true);
    expect(await switching).toEqual({ folder: '/b', name: 'Halle', site: true });
    expect(await during).toEqual({ folder: '/b' });
    parts.built[0]!.emit(workspaceEvent('/a after'));
    parts.built[1]!.emit(workspaceEvent('/b'));
    expect(heard.map((event) => (event.event === 'workspace.status' ? event.payload.folder : event.event))).toEqual(['/a', 'studio.siteChanged', '/b']);
    expect(parts.switcher().current()).toEqual({ folder: '/b', name: 'Halle', site: true });
    const closing = services.close();
    await expect.poll(() => parts.built[1]!.closed || parts.releaseClose()).toBe(true);
    await closing;
  });

  it('goes back to the old folder, opened again, when the new one cannot start', async () => {
    const parts = harness('/broken');
    const reopened: string[] = [];
    const services = await switchableStudioServices(store('/a', 'Lager'), parts.build, {
      reopen: async (folder) => (reopened.push(folder), store(folder, 'Lager')),
      cannotStart: (workspace, problem, back) => new Error(`${workspace.folder}: ${(problem as Error).message}; back on ${back?.folder}`),
    });
    const heard: string[] = [];
    services.onEvent((event) => void heard.push(event.event));
    const switching = parts.switcher().switchTo(store('/broken', 'Kaputt'));
    await expect.poll(() => parts.built[0]!.closed || parts.releaseClose()).toBe(true);
    await expect(switching).rejects.toThrow('/broken: the distributor port is taken; back on /a');
    expect(reopened).toEqual(['/a']);
    expect(parts.built.map((entry) => entry.folder)).toEqual(['/a', '/a']);
    expect(await services.handlers['studio.info']({}, studioItself)).toEqual({ folder: '/a' });
    expect(parts.switcher().current()).toEqual({ folder: '/a', name: 'Lager', site: true });
    parts.built[1]!.emit(workspaceEvent('/a'));
    expect(heard).toEqual(['workspace.status']);
  });
});
