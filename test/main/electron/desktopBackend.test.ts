// The desktop app with the real services behind the fake electron module: calls travel the
// IPC path a real window would use, to the demo's simulated camera and distributor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeChannels } from '../../../src/shared/api/bridge';
import type { WireResult } from '../../../src/shared/api/wire';
import { startDesktopApp, type DesktopApp } from '../../../src/main/electron/desktopApp';
import { startDesktopBackend } from '../../../src/main/electron/desktopBackend';
import { createFakeElectron, type FakeElectron } from './fakeElectron';

let fake: FakeElectron;
let app: DesktopApp | null;

beforeAll(async () => {
  fake = createFakeElectron();
  app = await startDesktopApp(fake.electron, {
    preloadPath: '/unused/index.cjs',
    rendererRoot: 'out/renderer',
    iconPath: '/unused/icon.png',
    demo: true,
    startBackend: startDesktopBackend,
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

  it('lists the simulated camera and reads its audio section over IPC', async () => {
    const list = await call('cameras.list', {});
    if (!list.ok) throw new Error(list.error.message);
    const cameras = (list.output as { cameras: Array<{ id: string; simulated: boolean }> }).cameras;
    const simulated = cameras.find((camera) => camera.simulated);
    expect(simulated).toBeDefined();
    const read = await call('config.readSections', { cameraId: simulated!.id, sections: ['audio'] });
    if (!read.ok) throw new Error(read.error.message);
    const sections = (read.output as { sections: Array<{ name: string; params: Array<{ name: string }> }> }).sections;
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
    const deadline = Date.now() + 10_000;
    const hasBusMessage = () =>
      contents.sent.some(({ channel, args }) => channel === bridgeChannels.events && JSON.stringify(args[0]).includes('"bus.messages"') && JSON.stringify(args[0]).includes('"path"'));
    while (!hasBusMessage() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hasBusMessage()).toBe(true);
    fake.ipcMain.send(bridgeChannels.unsubscribe, contents, contents.mainFrame);
  });
});
