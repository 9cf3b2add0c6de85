// Where report.save puts a report and what it names it: a long site name in any script is cut
// to fit a file name's 255 bytes, a reports/ folder that is a symbolic link is refused (nothing
// is written where it leads), a day's reports are numbered with no last number, a baseline and
// a run id at once are refused by the schema; `fleet report --list` says a bad list wrote no
// report.
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio, type Studio } from '../studioOnWorkspace';
import { runFleetInProcess } from '../../cli/fleet/fleetInProcess';

let folder: string;
let studio: Studio;
const good = { site: 'Hof', technician: 'Jörg', cameraIds: ['cam-1'], formats: ['html' as const] };
const outside: string[] = [];

beforeEach(async () => {
  folder = await temporaryFolder();
  studio = await startStudio(folder);
  await studio.call('cameras.add', { host: '127.0.0.1', port: 9, user: 'tech', password: 'secret-1', label: 'Door' });
});
afterEach(async () => {
  await Promise.all(outside.splice(0).map((path) => rm(path, { recursive: true, force: true })));
});

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('report.save: names and folder', () => {
  it('cuts a long site name by UTF-8 bytes, between characters: 105 Japanese characters, 300 bytes of Polish, emoji', async () => {
    const japanese = '東京湾岸倉庫'.repeat(17).slice(0, 105);
    const saved = await studio.call('report.save', { ...good, site: japanese });
    const { fileName } = saved.files[0]!;
    expect(utf8Bytes(fileName)).toBeLessThanOrEqual(255);
    const part = /^report-(.+)-\d{4}-\d{2}-\d{2}\.html$/.exec(fileName)![1]!;
    expect(part).toBe(japanese.slice(0, 66)); // 66 × 3 bytes: the most of 200 in whole characters
    expect(await readdir(join(folder, 'reports'))).toEqual([fileName]);

    const polish = await studio.call('report.save', { ...good, site: 'Łódź'.repeat(50), formats: ['html', 'pdf'] });
    for (const file of polish.files) expect(utf8Bytes(file.fileName), file.fileName).toBeLessThanOrEqual(255);
    expect(polish.files.map((file) => file.fileName)).toEqual([`report-${'Łódź'.repeat(28)}Łó-${polish.files[0]!.fileName.slice(-15, -5)}.html`, `report-${'Łódź'.repeat(28)}Łó-${polish.files[0]!.fileName.slice(-15, -5)}.pdf`]);

    const emoji = await studio.call('report.save', { ...good, site: '📷'.repeat(100) });
    const cut = emoji.files[0]!.fileName;
    expect(utf8Bytes(cut)).toBeLessThanOrEqual(255);
    expect(cut).toMatch(/^report-(?:📷){50}-\d{4}-\d{2}-\d{2}\.html$/); // 50 × 4 bytes: no half of a surrogate pair
    expect(cut).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
  });

  it('refuses a reports/ folder that is a symbolic link, and writes nothing where it leads', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'report-elsewhere-'));
    outside.push(elsewhere);
    await symlink(elsewhere, join(folder, 'reports'));
    const failure = await studio.failure('report.save', good);
    expect(failure.code).toBe('storage');
    expect(failure.message).toContain(`${join(folder, 'reports')}: is a symbolic link: the studio writes nothing through a link inside its workspace`);
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it('numbers the 100th and 150th report of a day like the second', async () => {
    const first = (await studio.call('report.save', good)).files[0]!;
    const stem = first.fileName.replace(/\.html$/, '');
    const html = await readFile(first.path);
    for (let number = 2; number <= 149; number++) await writeFile(join(folder, 'reports', `${stem}-${number}.html`), html);
    const next = await studio.call('report.save', good);
    expect(next.files[0]!.fileName).toBe(`${stem}-150.html`);
  });

  it('refuses baseline and runId at once, saying which to give', async () => {
    const failure = await studio.failure('report.save', { ...good, baseline: 'Hall standard', runId: 'run-7' });
    expect(failure.code).toBe('invalid_request');
    expect(failure.message).toContain('give baseline (its newest check run) or runId (that check run), not both');
    expect(await readdir(folder)).not.toContain('reports');
  });
});

describe('camconfig fleet report --list with a bad list', () => {
  it('says no report was written (not "nothing was sent" or "imported")', async () => {
    const lists = await mkdtemp(join(tmpdir(), 'report-lists-'));
    outside.push(lists);
    await writeFile(join(lists, 'port.csv'), 'ADDRESS;NAME\n127.0.0.1:99999;Door\n');
    await writeFile(join(lists, 'header.csv'), 'a'.repeat(9000));
    for (const [list, problem] of [['port.csv', "port '99999' of 127.0.0.1 is not a number from 1 to 65535"], ['header.csv', 'is longer than 8192 characters']] as const) {
      const run = await runFleetInProcess(['report', '--workspace', folder, '--list', join(lists, list)], {});
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(problem);
      expect(run.stderr).toContain('no report was written');
      expect(run.stderr).not.toMatch(/nothing was (sent|imported)/);
    }
    expect(await readdir(folder)).not.toContain('reports');
  });
});
