// A report's file name cannot be spoofed (issue 30, fault 10): a site name holding U+202E
// RIGHT-TO-LEFT OVERRIDE ("Halle<RLO>fdp.exe" shows as "Halleexe.pdf") or an unpaired
// surrogate is written without them, and the file written is the very file the answer names.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/main/report/buildReportModel';
import { reportFileName, writeWorkspaceReport } from '../../../src/main/report/writeReport';
import { firstMisleadingCharacter } from '../../../src/shared/text/misleadingCharacters';
import { makeReportWorkspace, reportSourcesOf, reportTimes } from '../../support/reportWorkspace';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('report file names and direction marks', () => {
  it('leaves bidirectional controls and unpaired surrogates out of the name', () => {
    expect(reportFileName('Halle\u202efdp.exe', '2026-11-27', 1, 'html')).toBe('report-Hallefdp.exe-2026-11-27.html');
    expect(reportFileName('\u2067Süd\u2069 Tor\ud800', '2026-11-27', 2, 'pdf')).toBe('report-Süd-Tor-2026-11-27-2.pdf');
  });

  it('writes the file the answer names, for a site holding U+202E and a lone surrogate', async () => {
    const made = await makeReportWorkspace({ cameras: 1, passwordOf: () => 'Kennwort-1' });
    folders.push(made.folder);
    const site = 'Gate\u202efdp.exe \udc00Nord';
    const model = await buildReportModel({ site, technician: 'Jörg', now: new Date(reportTimes.now), since: new Date('2026-11-01T00:00:00Z'), language: 'en', timeZone: 'UTC' }, made.cameras, reportSourcesOf(made, { passwords: ['Kennwort-1'] }));
    const [html] = await writeWorkspaceReport(made.folder, model, ['html']);
    expect(html!.fileName).toBe('report-Gatefdp.exe-Nord-2026-11-27.html');
    expect(firstMisleadingCharacter(html!.path)).toBeNull();
    expect(await readdir(join(made.folder, 'reports'))).toEqual([html!.fileName]);
  });
});
