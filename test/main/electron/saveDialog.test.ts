// The desktop app's native save dialog for the handover report (fake electron, real services
// over IPC): "Save a copy…" opens one modal dialog proposing the file's name, filtered by its
// type, in the studio's language; the chosen place gets the report's bytes; a cancel writes
// nothing; a relative path, a second dialog while one is open and an id report.save never
// answered are refused in words. Web mode has no save dialog (the page downloads the file).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireResult } from '../../../src/shared/api/wire';
import type { DesktopApp } from '../../../src/main/electron/desktopApp';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { studioItself } from '../../../src/main/services/studioServices';
import { callFromPage, startDesktopAppInWorkspace } from './desktopAppInWorkspace';
import { createFakeElectron, type FakeElectron } from './fakeElectron';
import { createTestStudioServices, startSimulatedCameraFleet } from '../../support/simulatedCameras';

let fake: FakeElectron;
let app: DesktopApp | null;
let cameras: SimulatedCamera[] = [];
let folder = '';
let usbStick = '';
let saved: Array<{ format: string; path: string; fileName: string; downloadId: string }> = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-save-dialog-'));
  usbStick = join(folder, 'usb stick');
  mkdirSync(usbStick);
  cameras = await startSimulatedCameraFleet({ count: 1, password: 'Save-Dialog-Secret-3' });
  fake = createFakeElectron();
  app = await startDesktopAppInWorkspace(fake, folder);
  expect(await call('cameras.add', { host: '127.0.0.1', port: cameras[0]!.port, user: 'admin', password: 'Save-Dialog-Secret-3', label: 'Tor Süd' })).toMatchObject({ ok: true });
  const report = await call('report.save', { site: 'Werk Süd', technician: 'Jörg', formats: ['html', 'pdf'], language: 'de', timeZone: 'Europe/Berlin' });
  if (!report.ok) throw new Error(report.error.message);
  saved = (report.output as { files: typeof saved }).files;
}, 60_000);

afterAll(async () => {
  await app?.shutdown();
  await stopCameraFleet(cameras);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function call(method: string, input: unknown = {}): Promise<WireResult> {
  return callFromPage(fake, method, input);
}

const pdf = () => saved.find((file) => file.format === 'pdf')!;

/** Asks for a copy, waits until the save dialog is open, answers it as the technician would. */
async function saveCopyTo(path: string | null, input: Record<string, unknown> = { downloadId: pdf().downloadId, language: 'de' }): Promise<WireResult> {
  const before = fake.dialog.saveDialogs.length;
  const answer = call('report.saveCopy', input);
  await expect.poll(() => fake.dialog.saveDialogs.length).toBe(before + 1);
  fake.dialog.saveDialogs.at(-1)!.answer(path);
  return answer;
}

describe('saving a copy of the report with the desktop save dialog', () => {
  it("opens one modal dialog in the studio's language, the file's name proposed and its type filtered, and writes the report's bytes where the technician chose", async () => {
    const target = join(usbStick, 'Übergabe Werk Süd.pdf');
    expect(await saveCopyTo(target)).toEqual({ ok: true, output: { path: target } });
    const dialog = fake.dialog.saveDialogs.at(-1)!;
    expect(dialog.parent).toBe(fake.windows[0]);
    expect(dialog.options).toEqual({ title: 'Kopie des Übergabeberichts speichern', defaultPath: pdf().fileName, filters: [{ name: 'PDF-Dokument', extensions: ['pdf'] }], properties: ['showOverwriteConfirmation', 'createDirectory'] });
    expect(readFileSync(target).equals(readFileSync(pdf().path))).toBe(true);
  });

  it('replaces a file the technician chose to overwrite (the dialog asked), whole', async () => {
    const target = join(usbStick, 'bericht.html');
    writeFileSync(target, 'an older report');
    const html = saved.find((file) => file.format === 'html')!;
    expect(await saveCopyTo(target, { downloadId: html.downloadId })).toEqual({ ok: true, output: { path: target } });
    expect(fake.dialog.saveDialogs.at(-1)!.options).toMatchObject({ title: 'Save a copy of the handover report', filters: [{ name: 'Web page (HTML)', extensions: ['html'] }] });
    expect(readFileSync(target).equals(readFileSync(html.path))).toBe(true);
  });

  it('writes nothing when the technician cancels, and refuses a relative path', async () => {
    expect(await saveCopyTo(null)).toEqual({ ok: true, output: { path: null } });
    const refused = await saveCopyTo('bericht.pdf');
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'the chosen place is not an absolute path the studio can write to' } });
    expect(existsSync(join(process.cwd(), 'bericht.pdf'))).toBe(false);
  });

  it('refuses a second dialog while one is open, and an id report.save never answered (no dialog at all)', async () => {
    const before = fake.dialog.saveDialogs.length;
    const first = call('report.saveCopy', { downloadId: pdf().downloadId });
    await expect.poll(() => fake.dialog.saveDialogs.length).toBe(before + 1);
    const shown = fake.dialog.saveDialogs.length;
    expect(await call('report.saveCopy', { downloadId: pdf().downloadId })).toMatchObject({ ok: false, error: { code: 'invalid_request', message: expect.stringMatching(/already open/) } });
    expect(fake.dialog.saveDialogs.length).toBe(shown);
    fake.dialog.saveDialogs.at(-1)!.answer(null);
    expect(await first).toEqual({ ok: true, output: { path: null } });
    expect(await call('report.saveCopy', { downloadId: 'Z'.repeat(22) })).toMatchObject({ ok: false, error: { code: 'not_found', message: expect.stringMatching(/not offered/) } });
    expect(await call('report.saveCopy', { downloadId: pdf().path })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(fake.dialog.saveDialogs.length).toBe(shown);
  });
});

describe('web mode', () => {
  it('has no save dialog: report.saveCopy is refused, naming the download', async () => {
    const services = await createTestStudioServices({ demo: false, mode: 'web' });
    try {
      await expect(Promise.resolve().then(() => services.handlers['report.saveCopy']({ downloadId: 'Z'.repeat(22) }, studioItself))).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/only in the desktop app: in web mode download the file/) });
    } finally {
      await services.close();
    }
  });
});
