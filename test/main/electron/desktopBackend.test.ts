// The desktop app with the real services behind the fake electron module: calls travel the
// IPC path a real window would use, to the demo's simulated camera and distributor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeChannels } from '../../../src/shared/api/bridge';
import type { WireResult } from '../../../src/shared/api/wire';
import { parseConfig } from '../../../src/shared/remoteconfig/configText';
import { startDesktopApp, type DesktopApp } from '../../../src/main/electron/desktopApp';
import { createFakeElectron, type FakeElectron } from './fakeElectron';
import { desktopStartOptions } from '../../../src/main/electron/desktopCommandLine';
import type { SimulatedCamera } from '../../../src/main/simulator/camera';
import { factoryCredentials } from '../../../src/main/simulator/camera';
import { findFreeUdpPort } from '../../../src/main/services/simulator/freeUdpPort';
import { newSimulatedCamera, startTestDesktopBackend } from '../../support/simulatedCameras';

let fake: FakeElectron;
let app: DesktopApp | null;

beforeAll(async () => {
  fake = createFakeElectron({ locale: 'de-DE', preferredSystemLanguages: ['de-DE', 'en-US'] });
  app = await startDesktopApp(fake.electron, {
    preloadPath: '/unused/index.cjs',
    rendererRoot: 'out/renderer',
    iconPath: '/unused/icon.png',
    start: { demo: true, cameras: [], distributorUserConfig: undefined },
    startBackend: startTestDesktopBackend,
    log: () => {},
  });
});
afterAll(async () => {
  await app?.shutdown();
});

async function call(method: string, input: unknown): Promise<WireResult> {
  const contents = fake.windows[0]!.webContents;
  return (await fake.ipcMain.invoke(bridgeChannels.call, contents, contents.mainFrame, method, input)) as WireResult;
}

describe('the desktop app with the demo services', () => {
  it('answers studio.info in desktop mode with the demo on', async () => {
    const result = await call('studio.info', {});
    expect(result).toMatchObject({ ok: true, output: { mode: 'desktop', demo: true, name: 'CamConfig Studio' } });
  });

  it("reports the system's languages in studio.info, Electron's app.getLocale() first, for the renderer to speak", async () => {
    const result = await call('studio.info', {});
    expect(result).toMatchObject({ ok: true, output: { systemLanguages: ['de-DE', 'en-US'] } });
  });

  it('lists the simulated camera and reads its audio section over IPC', async () => {
    const list = await call('cameras.list', {});
    if (!list.ok) throw new Error(list.error.message);
    const cameras = (list.output as { cameras: Array<{ id: string; simulated: boolean }> }).cameras;
    const simulated = cameras.find((camera) => camera.simulated);
    expect(simulated).toBeDefined();
    const read = await call('config.readSections', { cameraId: simulated!.id, sections: ['audio'] });
    if (!read.ok) throw new Error(read.error.message);
    const { sections } = parseConfig((read.output as { text: string }).text);
    expect(sections.map((section) => section.name)).toEqual(['audio']);
    expect(sections[0]!.params.map((param) => param.name)).toEqual(expect.arrayContaining(['SPEAKER', 'MICRO', 'PREAMPLIFIER', 'SPEAKERLEVEL']));
  });

  it('answers an unknown method and a bad input with invalid_request, naming the problem', async () => {
    expect(await call('cameras.explode', {})).toMatchObject({ ok: false, error: { code: 'invalid_request', message: expect.stringContaining('cameras.explode') } });
    expect(await call('config.readSections', { cameraId: 5 })).toMatchObject({ ok: false, error: { code: 'invalid_request', message: expect.stringContaining('config.readSections') } });
  });

  it('streams bus messages of the simulated peer to the window once it subscribes', async () => {
    const contents = fake.windows[0]!.webContents;
    fake.ipcMain.send(bridgeChannels.subscribe, contents, contents.mainFrame);
    const hasBusMessage = () =>
      contents.sent.some(({ channel, args }) => channel === bridgeChannels.events && JSON.stringify(args[0]).includes('"bus.messages"') && JSON.stringify(args[0]).includes('"path"'));
    await expect.poll(hasBusMessage).toBe(true);
    fake.ipcMain.send(bridgeChannels.unsubscribe, contents, contents.mainFrame);
  });
});

describe('the desktop app started with the flags of camconfig serve', () => {
  let camera: SimulatedCamera;
  let flagged: DesktopApp | null = null;
  let flaggedFake: FakeElectron;

  afterAll(async () => {
    await flagged?.shutdown();
    await camera?.stop();
  });

  it('lists the --camera camera (password from $CAMCONFIG_PASSWORD) and starts the distributor on --iface', async () => {
    camera = newSimulatedCamera();
    const { port } = await camera.start(0);
    const busPort = await findFreeUdpPort();
    const argv = ['electron', '.', '--no-demo', '--camera', `127.0.0.1:${port}`, '--user', factoryCredentials.user, '--iface', 'lo', '--bus-port', String(busPort)];
    const start = await desktopStartOptions(argv, false, { CAMCONFIG_PASSWORD: factoryCredentials.password, CAMCONFIG_PASSPHRASE: 'desktop flags' });
    if ('problem' in start) throw new Error(start.problem);
    flaggedFake = createFakeElectron();
    flagged = await startDesktopApp(flaggedFake.electron, {
      preloadPath: '/unused/index.cjs',
      rendererRoot: 'out/renderer',
      iconPath: '/unused/icon.png',
      start: start.options,
      startBackend: startTestDesktopBackend,
      log: () => {},
    });
    const contents = flaggedFake.windows[0]!.webContents;
    const callFlagged = (method: string, input: unknown) => flaggedFake.ipcMain.invoke(bridgeChannels.call, contents, contents.mainFrame, method, input) as Promise<WireResult>;
    expect(await callFlagged('studio.info', {})).toMatchObject({ ok: true, output: { demo: false } });
    expect(await callFlagged('cameras.list', {})).toMatchObject({ ok: true, output: { cameras: [{ host: '127.0.0.1', port, user: factoryCredentials.user, https: false, simulated: false }] } });
    const list = await callFlagged('cameras.list', {});
    const cameraId = (list as { output: { cameras: Array<{ id: string }> } }).output.cameras[0]!.id;
    expect(await callFlagged('config.readSections', { cameraId, sections: ['audio'] })).toMatchObject({ ok: true });
    expect(await callFlagged('distributor.state', {})).toMatchObject({ ok: true, output: { active: true, iface: 'lo', port: busPort, encrypted: true } });
  });
});

describe('desktopStartOptions', () => {
  it('takes the arguments after the app path: index 1 when packaged, 2 under `electron .`', async () => {
    expect(await desktopStartOptions(['/opt/CamConfig Studio/camconfig', '--no-demo'], true, {})).toEqual({ options: { demo: false, cameras: [], distributorUserConfig: undefined } });
    expect(await desktopStartOptions(['electron', '.'], false, {})).toEqual({ options: { demo: true, cameras: [], distributorUserConfig: undefined } });
  });

  it("leaves Chromium's and Electron's own switches to them", async () => {
    const argv = ['electron', '.', '--no-sandbox', '--enable-logging', '--ozone-platform=wayland', '--no-demo'];
    expect(await desktopStartOptions(argv, false, {})).toEqual({ options: { demo: false, cameras: [], distributorUserConfig: undefined } });
  });

  it.each([
    [['--no-demo', '--camera', '192.0.2.9'], {}, '--camera 192.0.2.9: no password: set CAMCONFIG_PASSWORD'],
    [['--no-demo', '--camera', '192.0.2.9:8080'], { CAMCONFIG_PASSWORD: '' }, '--camera 192.0.2.9:8080: no password: set CAMCONFIG_PASSWORD'],
    [['--iface', 'lo'], {}, '--iface lo replaces the demo bus on lo: add --no-demo'],
    [['--no-demo', '--bus-port', '4000'], {}, '--bus-port needs --iface'],
    [['--port', '80'], {}, "CamConfig Studio takes no arguments (found '80')"],
    [['--camera'], {}, '--camera'],
    [['stray'], {}, "CamConfig Studio takes no arguments (found 'stray')"],
  ])('refuses %j with a problem naming the flag', async (args, env, problem) => {
    const result = await desktopStartOptions(['electron', '.', ...args], false, env);
    expect(result).toEqual({ problem: expect.stringContaining(problem) });
  });
});
