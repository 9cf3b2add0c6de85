// The desktop app's native folder dialog for the site picker (fake electron, real services over
// IPC): a folder to open (openDirectory) and a folder to clone into (one the dialog may create),
// modal over the studio's window, titled in the page's language; Cancel chooses nothing; a second
// dialog while one is open and a path that is not absolute are refused in words. Web mode has none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireResult } from '../../../src/shared/api/wire';
import type { DesktopApp } from '../../../src/main/electron/desktopApp';
import { studioItself } from '../../../src/main/services/studioServices';
import { callFromPage, startDesktopAppInWorkspace } from './desktopAppInWorkspace';
import { createFakeElectron, type FakeElectron } from './fakeElectron';
import { createTestStudioServices } from '../../support/simulatedCameras';

let fake: FakeElectron;
let app: DesktopApp | null;
let folder = '';

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-folder-dialog-'));
  fake = createFakeElectron();
  app = await startDesktopAppInWorkspace(fake, folder);
});

afterAll(async () => {
  await app?.shutdown();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Asks for the dialog, waits until it is open, answers it as the technician would. */
async function choose(input: unknown, path: string | null): Promise<{ result: WireResult; options: unknown; parent: unknown }> {
  const before = fake.dialog.opened.length;
  const answer = callFromPage(fake, 'sites.chooseFolder', input);
  await expect.poll(() => fake.dialog.opened.length).toBe(before + 1);
  const dialog = fake.dialog.opened.at(-1)!;
  dialog.answer(path);
  return { result: await answer, options: dialog.options, parent: dialog.parent };
}

describe("the site picker's folder dialog", () => {
  it('tells the page the dialog is there', async () => {
    expect(await callFromPage(fake, 'studio.info')).toMatchObject({ ok: true, output: { mode: 'desktop', folderDialog: true } });
  });

  it('opens a modal dialog for a folder to open, and hands back the folder chosen', async () => {
    const site = join(folder, 'Lager Süd');
    const { result, options, parent } = await choose({ kind: 'existing' }, site);
    expect(result).toEqual({ ok: true, output: { folder: site } });
    expect(parent).toBe(fake.windows[0]);
    expect(options).toEqual({ title: 'Open a site or workspace folder', properties: ['openDirectory'] });
  });

  it('offers to make the folder to clone into, titled in German for a German page', async () => {
    const { result, options } = await choose({ kind: 'new', language: 'de' }, join(folder, 'neu'));
    expect(result).toEqual({ ok: true, output: { folder: join(folder, 'neu') } });
    expect(options).toEqual({ title: 'Einen fehlenden oder leeren Ordner wählen, in den der Standort geklont wird', properties: ['openDirectory', 'createDirectory', 'promptToCreate'] });
  });

  it('chooses nothing when the technician cancels, and refuses a path that is not absolute', async () => {
    expect((await choose({ kind: 'existing' }, null)).result).toEqual({ ok: true, output: { folder: null } });
    expect((await choose({ kind: 'existing' }, 'relative/site')).result).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'the chosen folder is not an absolute path the studio can use' } });
  });

  it('refuses a second dialog while one is open, and a kind it does not know', async () => {
    const first = callFromPage(fake, 'sites.chooseFolder', { kind: 'existing' });
    await expect.poll(() => fake.dialog.opened.length).toBeGreaterThan(0);
    const openCount = fake.dialog.opened.length;
    expect(await callFromPage(fake, 'sites.chooseFolder', { kind: 'new' })).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'a folder dialog is already open: choose the folder there or cancel it first' } });
    expect(fake.dialog.opened.length).toBe(openCount);
    fake.dialog.opened.at(-1)!.answer(null);
    expect(await first).toEqual({ ok: true, output: { folder: null } });
    expect(await callFromPage(fake, 'sites.chooseFolder', { kind: 'file' })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(fake.dialog.opened.length).toBe(openCount);
  });
});

describe('web mode', () => {
  it('has no folder dialog: studio.info says so and sites.chooseFolder is refused, saying to type the path', async () => {
    const services = await createTestStudioServices({ demo: false, mode: 'web' });
    try {
      expect(await services.handlers['studio.info']({}, studioItself)).toMatchObject({ mode: 'web', folderDialog: false });
      await expect(Promise.resolve().then(() => services.handlers['sites.chooseFolder']({ kind: 'existing' }, studioItself))).rejects.toMatchObject({
        code: 'invalid_request',
        message: "the folder dialog is only in the desktop app: in web mode type the folder's path (a folder on the machine the studio runs on)",
      });
    } finally {
      await services.close();
    }
  });
});
