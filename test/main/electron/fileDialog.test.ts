// The desktop app's native file dialog (fake electron, real services over IPC): choosing a
// recording anywhere copies it into the workspace's recordings folder after checking it; a
// cancel, a folder, a wrong or oversized file, a file that is not a recording and a second
// dialog while one is open are answered in words, with nothing copied. Web mode has no dialog.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireResult } from '../../../src/shared/api/wire';
import type { DesktopApp } from '../../../src/main/electron/desktopApp';
import { maxReplayBytes } from '../../../src/main/recorder/readRecording';
import { studioItself } from '../../../src/main/services/studioServices';
import { callFromPage, startDesktopAppInWorkspace } from './desktopAppInWorkspace';
import { createFakeElectron, type FakeElectron } from './fakeElectron';
import { createTestStudioServices } from '../../support/simulatedCameras';

let fake: FakeElectron;
let app: DesktopApp | null;
let folder = '';
let outside = '';
let recordings = '';

const line = (receivedAt: number, value: string) => `${JSON.stringify({ receivedAt, IP: '127.0.0.1', PID: 7, path: 'messages.global.door', value, resent: false })}\n`;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-file-dialog-'));
  outside = join(folder, 'usb stick');
  recordings = join(folder, 'workspace', 'recordings');
  mkdirSync(outside);
  writeFileSync(join(outside, 'Tür 3 Uhr.jsonl'), line(1000, 'open') + line(4000, 'closed'));
  fake = createFakeElectron();
  app = await startDesktopAppInWorkspace(fake, folder);
});

afterAll(async () => {
  await app?.shutdown();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function call(method: string, input: unknown = {}): Promise<WireResult> {
  return callFromPage(fake, method, input);
}

/** Asks for the dialog, waits until it is open, answers it as the technician would. */
async function choose(path: string | null): Promise<WireResult> {
  const before = fake.dialog.opened.length;
  const answer = call('recording.importChosen');
  await expect.poll(() => fake.dialog.opened.length).toBe(before + 1);
  fake.dialog.opened.at(-1)!.answer(path);
  return answer;
}

const recordingFiles = () => (existsSync(recordings) ? readdirSync(recordings).sort() : []);

describe('choosing a recording with the desktop file dialog', () => {
  it('tells the page the dialog is there', async () => {
    expect(await call('studio.info')).toMatchObject({ ok: true, output: { mode: 'desktop', fileDialog: true } });
  });

  it('opens one modal dialog for a .jsonl or .csv file and copies the chosen recording into the recordings folder under a recording name', async () => {
    const result = await choose(join(outside, 'Tür 3 Uhr.jsonl'));
    expect(result).toMatchObject({ ok: true, output: { file: { name: 'T-r-3-Uhr.jsonl', format: 'jsonl', messages: 2, durationMs: 3000, problem: null } } });
    const dialog = fake.dialog.opened.at(-1)!;
    expect(dialog.parent).toBe(fake.windows[0]);
    expect(dialog.options).toMatchObject({ properties: ['openFile'], filters: [{ name: 'Bus recordings (JSON Lines, CSV)', extensions: ['jsonl', 'csv'] }] });
    expect(readFileSync(join(recordings, 'T-r-3-Uhr.jsonl'), 'utf8')).toBe(readFileSync(join(outside, 'Tür 3 Uhr.jsonl'), 'utf8'));
    expect((await call('recording.files')).ok && recordingFiles()).toEqual(['T-r-3-Uhr.jsonl']);
  });

  it('never overwrites: the same file again gets the next free name; one already in the folder is taken as it is', async () => {
    expect(await choose(join(outside, 'Tür 3 Uhr.jsonl'))).toMatchObject({ ok: true, output: { file: { name: 'T-r-3-Uhr-2.jsonl' } } });
    expect(await choose(join(recordings, 'T-r-3-Uhr.jsonl'))).toMatchObject({ ok: true, output: { file: { name: 'T-r-3-Uhr.jsonl' } } });
    expect(recordingFiles()).toEqual(['T-r-3-Uhr-2.jsonl', 'T-r-3-Uhr.jsonl']);
  });

  it('words the dialog in the language the page asks for', async () => {
    const before = fake.dialog.opened.length;
    const answer = call('recording.importChosen', { language: 'de' });
    await expect.poll(() => fake.dialog.opened.length).toBe(before + 1);
    expect(fake.dialog.opened.at(-1)!.options).toMatchObject({ title: 'Eine Bus-Aufzeichnung wählen', filters: [{ name: 'Bus-Aufzeichnungen (JSON Lines, CSV)', extensions: ['jsonl', 'csv'] }] });
    fake.dialog.opened.at(-1)!.answer(null);
    expect(await answer).toEqual({ ok: true, output: { file: null } });
  });

  it('copies nothing when the technician cancels', async () => {
    expect(await choose(null)).toEqual({ ok: true, output: { file: null } });
    expect(recordingFiles()).toEqual(['T-r-3-Uhr-2.jsonl', 'T-r-3-Uhr.jsonl']);
  });

  it('refuses a folder, another extension, an empty or oversized file and one that is not a recording (also behind a link), copying nothing', async () => {
    mkdirSync(join(outside, 'folder.jsonl'));
    writeFileSync(join(outside, 'notes.txt'), 'hello\n');
    writeFileSync(join(outside, 'empty.csv'), '');
    writeFileSync(join(outside, 'huge.jsonl'), '');
    truncateSync(join(outside, 'huge.jsonl'), maxReplayBytes + 1); // sparse: no disk used
    writeFileSync(join(outside, 'passwords.csv'), 'user;password\nadmin;meinsm\n');
    symlinkSync(join(outside, 'passwords.csv'), join(outside, 'linked.jsonl'));
    const refusals: Array<[string, RegExp]> = [
      ['folder.jsonl', /is not a regular file/],
      ['notes.txt', /is not a recording: choose a \.jsonl or \.csv file/],
      ['empty.csv', /is empty/],
      ['huge.jsonl', /larger than 64 MiB/],
      ['passwords.csv', /is not a recording the studio can replay: .*passwords\.csv/],
      ['linked.jsonl', /is not a recording the studio can replay/],
      ['missing.jsonl', /cannot read .*missing\.jsonl: there is no such file/],
    ];
    for (const [name, message] of refusals) {
      const result = await choose(join(outside, name));
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      expect(!result.ok && result.error.message).toMatch(message);
      expect(!result.ok && result.error.message).not.toContain('meinsm');
    }
    expect(recordingFiles()).toEqual(['T-r-3-Uhr-2.jsonl', 'T-r-3-Uhr.jsonl']);
  });

  it('refuses a relative path and a second dialog while one is open', async () => {
    expect(await choose('relative/door.jsonl')).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'the chosen file is not an absolute path the studio can use' } });
    const first = call('recording.importChosen');
    await expect.poll(() => fake.dialog.opened.length).toBeGreaterThan(0);
    const openCount = fake.dialog.opened.length;
    const second = await call('recording.importChosen');
    expect(second).toMatchObject({ ok: false, error: { code: 'invalid_request', message: expect.stringMatching(/already open/) } });
    expect(fake.dialog.opened.length).toBe(openCount);
    fake.dialog.opened.at(-1)!.answer(null);
    expect(await first).toEqual({ ok: true, output: { file: null } });
  });
});

describe('web mode', () => {
  it('has no file dialog: studio.info says so and recording.importChosen is refused naming the list', async () => {
    const services = await createTestStudioServices({ demo: false, mode: 'web', recordingsDir: join(folder, 'web recordings') });
    try {
      expect(await services.handlers['studio.info']({}, studioItself)).toMatchObject({ mode: 'web', fileDialog: false });
      await expect(Promise.resolve().then(() => services.handlers['recording.importChosen']({}, studioItself))).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/only in the desktop app: in web mode pick a recording from the list/) });
    } finally {
      await services.close();
    }
  });
});
