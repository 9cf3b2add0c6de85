// report.save and `camconfig fleet report` fed hostile input, one test per class: oversized
// values, wrong types, path-like ids and names, dates the calendar lacks or in the future.
// Each is refused with its code (invalid_request / not_found; exit 2) before a file is
// written, and no file appears outside the workspace's reports/ folder.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio, type Studio } from '../studioOnWorkspace';
import { runFleetInProcess } from '../../cli/fleet/fleetInProcess';

let folder: string;
let studio: Studio;
const good = { site: 'Hof', technician: 'Jörg', cameraIds: ['cam-1'], formats: ['html'] };

beforeEach(async () => {
  folder = await temporaryFolder();
  studio = await startStudio(folder);
  // A camera nobody listens for: the report asks no camera, it reads what the workspace keeps.
  await studio.call('cameras.add', { host: '127.0.0.1', port: 9, user: 'tech', password: 'secret-1', label: 'Door' });
});

async function codeOf(input: unknown): Promise<string> {
  const failure = await studio.failure('report.save', input).catch((error: unknown) => ({ code: `did not fail: ${String(error)}` }));
  return failure.code;
}

/** The workspace's folders and files that hold a report: none until one is saved. */
async function reportsWritten(): Promise<string[]> {
  return (await readdir(folder)).filter((name) => name.includes('report'));
}

describe('report.save refuses hostile input', () => {
  it('oversized: a site, technician or since of megabytes, 10001 camera ids, three formats', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    for (const input of [{ ...good, site: huge }, { ...good, technician: 'y'.repeat(201) }, { ...good, since: `2026-01-01T00:00:00Z${huge}` }, { ...good, cameraIds: new Array(10_001).fill('cam-1') }, { ...good, formats: ['html', 'pdf', 'html'] }]) {
      expect(await codeOf(input)).toBe('invalid_request');
    }
    expect(await reportsWritten()).toEqual([]);
  });

  it('wrong types: formats as a text, an empty or unknown format, ids as a text, a number for a date, a camera id and a group at once', async () => {
    for (const input of [{ ...good, formats: 'html' }, { ...good, formats: [] }, { ...good, formats: ['docx'] }, { ...good, cameraIds: 'cam-1' }, { ...good, since: 20_261_127 }, { ...good, site: null }, { ...good, extra: true }]) {
      expect(await codeOf(input), JSON.stringify(input).slice(0, 80)).toBe('invalid_request');
    }
    expect(await reportsWritten()).toEqual([]);
  });

  it('path-like ids: a camera id, baseline or site that reaches out of the folder stays a name, or is refused', async () => {
    for (const cameraId of ['../x', '..\\x', '/etc/passwd', 'CON', '__proto__']) expect(await codeOf({ ...good, cameraIds: [cameraId] }), cameraId).toBe('invalid_request');
    expect(await codeOf({ ...good, cameraIds: ['cam-999'] })).toBe('not_found');
    expect(await codeOf({ ...good, baseline: '../../etc/passwd' })).toBe('invalid_request');
    expect(await codeOf({ ...good, runId: '../../runs/x' })).toBe('not_found'); // a run id is looked up, never a path
    expect(await codeOf({ ...good, baseline: 'Hall standard' })).toBe('not_found'); // no check run is kept yet
    const saved = await studio.call('report.save', { ...good, site: '../../outside/..\\CON', formats: ['html'] });
    expect(saved.files[0]!.path).toBe(join(folder, 'reports', saved.files[0]!.fileName));
    expect(saved.files[0]!.fileName).toMatch(/^report-outside-CON-\d{4}-\d{2}-\d{2}\.html$/);
    expect(await reportsWritten()).toEqual(['reports']);
  });

  it('bad dates: no such day, not a date, a date alone, in the future', async () => {
    for (const since of ['2026-02-31T00:00:00Z', '2026-13-01T00:00:00Z', 'yesterday', '2026-11-27', '2999-01-01T00:00:00Z', '2026-11-27T25:00:00Z']) {
      expect(await codeOf({ ...good, since }), since).toBe('invalid_request');
    }
  });
});

describe('camconfig fleet report refuses hostile options with exit 2', () => {
  const fleet = (args: string[]) => runFleetInProcess(['report', '--workspace', folder, ...args], {});

  it('no cameras chosen, both ways chosen, a group of nothing, an argument', async () => {
    for (const args of [[], ['--group', 'Hall', '--list', 'x.csv'], ['--group', '../../etc'], ['--group', 'all', 'extra']]) {
      const run = await fleet(args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(2);
    }
  });

  it('bad dates and names: no such day, not a date, the future, an empty or oversized site, a control character', async () => {
    for (const args of [['--since', '2026-02-30'], ['--since', 'last week'], ['--since', '2999-01-01'], ['--title', ''], ['--title', 'x'.repeat(201)], ['--technician', 'a\u001bb']]) {
      const run = await fleet(['--group', 'all', ...args]);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(2);
    }
    const both = await fleet(['--group', 'all', '--html', 'same', '--pdf', 'same']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--html and --pdf name the same file');
  });

  it('a file in a folder that does not exist: exit 1, naming it', async () => {
    const run = await fleet(['--group', 'all', '--pdf', join(folder, 'no-such-folder', 'r.pdf')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(join(folder, 'no-such-folder', 'r.pdf'));
  });
});
