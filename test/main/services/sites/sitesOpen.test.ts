// sites.open over the real WebSocket transport: the running studio switched from its workspace to
// the site it was turned into and to another site, behind the same connection (its event
// subscriptions keep working: studio.siteChanged, then the new site's camera.state); a folder
// that is no site, and a wrong site passphrase, refused with the folder and the reason while the
// studio stays where it was; pending edits kept in the old folder's files, there again on return.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runSiteCommand } from '../../../../src/main/cli/site/siteCommand';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { startWebServer, type WebServer } from '../../../../src/main/transport/webServer';
import { openWorkspace } from '../../../../src/main/workspace';
import { createWebSocketBridge, type WebSocketBridge, type WebSocketLike } from '../../../../src/renderer/api/webSocketBridge';
import { createStudioApi } from '../../../../src/shared/api/bridgeClient';
import type { EventPayload } from '../../../../src/shared/api/contract';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { runCommandInProcess } from '../../cli/commandInProcess';
import { createTestStudioServices } from '../../../support/simulatedCameras';
import { closedTcpPort } from '../../../support/testPorts';

const anna = { name: 'Anna Berg', email: 'anna@installer.example' };
const workspacePassphrase = 'anna own workspace phrase';
const sitePassphrase = 'lager team phrase';
const cameraPassword = 'open-Door-Secret-7';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function studioOverWebSocket(workspaceFolder: string, recentSitesFile: string) {
  const services: StudioServices = await createTestStudioServices({
    demo: false,
    mode: 'web',
    withoutBus: true,
    workspace: await openWorkspace(workspaceFolder, { kind: 'passphrase', passphrase: workspacePassphrase }),
    recentSitesFile,
    technician: anna,
    openFolder: (folder, given) => openWorkspace(folder, { kind: 'passphrase', passphrase: workspacePassphrase, ...(given ? { sitePassphrase: given } : {}) }),
  });
  cleanups.push(() => services.close());
  const server: WebServer = await startWebServer({ services, rendererDir: workspaceFolder, port: 0 });
  cleanups.push(() => server.close());
  const sockets: WebSocket[] = [];
  const bridge: WebSocketBridge = createWebSocketBridge(`ws://127.0.0.1:${server.port}/api`, (url) => {
    const socket = new WebSocket(url, { headers: { Cookie: server.sessionCookie, Origin: server.origin } });
    sockets.push(socket);
    return socket as unknown as WebSocketLike;
  });
  cleanups.push(() => {
    bridge.close();
    for (const socket of sockets) socket.terminate();
  });
  return { api: createStudioApi(bridge), sockets };
}

async function refusal(call: Promise<unknown>): Promise<ApiCallError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}

describe('sites.open: the running studio switched to another folder', () => {
  it('switches behind the same WebSocket, refuses what it cannot open and stays where it was', async () => {
    const root = await mkdtemp(join(tmpdir(), 'camconfig-sites-open-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const own = join(root, 'anna-workspace');
    const { api, sockets } = await studioOverWebSocket(own, join(root, 'studio', 'recent-sites.json'));
    const switched: Array<EventPayload<'studio.siteChanged'>> = [];
    const cameraEvents: string[] = [];
    api.subscribe('studio.siteChanged', (payload) => void switched.push(payload));
    api.subscribe('camera.state', ({ camera }) => void cameraEvents.push(camera.label));

    const { cameraId } = await api.call('cameras.add', { host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: cameraPassword, label: 'Door' });
    await api.call('pendingEdits.save', { cameraId, edits: [{ section: 'audio', name: 'SPEAKERLEVEL', value: '40' }] });
    await api.call('sites.fromWorkspace', { name: 'Lager', timeZone: 'Europe/Berlin', reportLanguage: 'de', passphrase: sitePassphrase });
    expect((await api.call('sites.recent', {})).current).toEqual({ folder: own, name: null, site: false });

    // Another site made by the team, its passphrase first given when the studio opens it.
    const halle = join(root, 'halle');
    expect((await runCommandInProcess(runSiteCommand, ['init', halle, '--name', 'Halle Nord', '--technician', 'Anna Berg <anna@installer.example>'], process.env)).code).toBe(0);

    // Refused: no such folder, a folder that is no site, a wrong site passphrase. The studio stays.
    const nowhere = await refusal(api.call('sites.open', { folder: join(root, 'nowhere') }));
    expect(nowhere.code).toBe('invalid_request');
    expect(nowhere.message).toBe(`${join(root, 'nowhere')}: there is no such folder on the studio's machine; the studio stays on ${own}`);
    const empty = join(root, 'empty');
    await mkdir(empty);
    const notSite = await refusal(api.call('sites.open', { folder: empty }));
    expect(notSite.code).toBe('invalid_request');
    expect(notSite.message).toBe(`${empty}: is neither a site (no site.json) nor a workspace (no cameras.json); the studio stays on ${own}`);
    const wrong = await refusal(api.call('sites.open', { folder: own, passphrase: 'not the team phrase' }));
    expect(wrong.code).toBe('auth');
    expect(wrong.message).toContain(`${own}: could not be opened (`);
    expect(wrong.message).toContain(`the studio stays on ${own}`);
    expect(wrong.message).not.toContain('not the team phrase');
    expect(switched).toEqual([]);
    expect((await api.call('cameras.list', {})).cameras.map((camera) => camera.label)).toEqual(['Door']);
    expect((await api.call('sync.status', {})).site).toBe(false);

    // Opened as the site it became, with its passphrase: the same connection, its commits and sync.
    expect(await api.call('sites.open', { folder: own, passphrase: sitePassphrase })).toEqual({ folder: own, name: 'Lager', site: true });
    await expect.poll(() => switched).toEqual([{ folder: own, name: 'Lager', site: true }]);
    expect((await api.call('sync.status', {})).site).toBe(true);
    expect((await api.call('workspace.status', {})).camerasNeedingPassword).toBe(0);
    const [door] = (await api.call('cameras.list', {})).cameras;
    expect(door?.label).toBe('Door');
    expect((await api.call('pendingEdits.load', { cameraId: door!.id })).edits).toEqual([{ section: 'audio', name: 'SPEAKERLEVEL', value: '40' }]);

    // Switched again, to the other site: the recent sites newest first, the events of its services reach the page.
    expect(await api.call('sites.open', { folder: halle, passphrase: 'halle team phrase' })).toEqual({ folder: halle, name: 'Halle Nord', site: true });
    await expect.poll(() => switched.length).toBe(2);
    expect((await api.call('cameras.list', {})).cameras).toEqual([]);
    const recent = await api.call('sites.recent', {});
    expect(recent.current).toEqual({ folder: halle, name: 'Halle Nord', site: true });
    expect(recent.sites.map((site) => [site.folder, site.name])).toEqual([
      [halle, 'Halle Nord'],
      [own, 'Lager'],
    ]);
    cameraEvents.length = 0;
    await api.call('cameras.add', { host: '127.0.0.1', port: await closedTcpPort(), user: 'admin', password: cameraPassword, label: 'Tor Halle' });
    await expect.poll(() => cameraEvents).toContain('Tor Halle');
    expect(sockets).toHaveLength(1); // one connection all along

    // Back to the first site without its passphrase: it opens, its password is then asked for; the edit kept in its files is there.
    expect(await api.call('sites.open', { folder: own })).toEqual({ folder: own, name: 'Lager', site: true });
    expect((await api.call('workspace.status', {})).camerasNeedingPassword).toBe(1);
    const [again] = (await api.call('cameras.list', {})).cameras;
    expect((await api.call('pendingEdits.load', { cameraId: again!.id })).edits).toEqual([{ section: 'audio', name: 'SPEAKERLEVEL', value: '40' }]);
  });
});
