// Direction marks never name a file or show a name reversed (issue 30, fault 10), as the
// technician runs the built CLI: `fleet report --site` refuses U+202E by name; a workspace
// kept before the rule, whose camera label and group hold direction marks, loads without
// them (not moved aside), and the report named after that group holds none.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkspace } from '../../../src/main/workspace';
import { removeHomes, runCamconfig } from './rcCli';

let folder: string;
let workspace: string;
const env = { CAMCONFIG_WORKSPACE_PASSPHRASE: 'direction marks phrase' };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-bidi-'));
  workspace = join(folder, 'workspace');
  const opened = await openWorkspace(workspace, { kind: 'passphrase', passphrase: env.CAMCONFIG_WORKSPACE_PASSPHRASE });
  await opened.save({ nextNumber: 2, cameras: [{ id: 'cam-1', label: 'Gate\u202efdp.exe', host: '127.0.30.9', port: 9, https: false, user: 'admin', password: 'x', group: 'Hall\u2066', variables: {} }] });
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  removeHomes();
});

describe('direction marks on the command line', () => {
  it('fleet report --title refuses U+202E, naming the option and the character', async () => {
    const run = await runCamconfig(['fleet', 'report', '--title', 'Halle\u202efdp.exe', '--group', 'Hall', '--workspace', workspace], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--title: --title contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE at position 6');
    expect(readdirSync(workspace)).not.toContain('reports');
  });

  it('a workspace kept with direction marks in a label and a group loads without them', async () => {
    const inventory = await runCamconfig(['fleet', 'inventory', '--json', '--workspace', workspace], { env });
    expect(inventory.code, inventory.stderr).toBe(0);
    expect((JSON.parse(inventory.stdout) as { cameras: Array<{ label: string; group: string }> }).cameras.map(({ label, group }) => [label, group])).toEqual([['Gatefdp.exe', 'Hall']]);
    const report = await runCamconfig(['fleet', 'report', '--group', 'Hall', '--technician', 'Jörg', '--workspace', workspace], { env });
    expect(report.code, report.stderr).toBe(0);
    expect(readdirSync(join(workspace, 'reports'))).toEqual([expect.stringMatching(/^report-Hall-\d{4}-\d\d-\d\d\.html$/), expect.stringMatching(/^report-Hall-\d{4}-\d\d-\d\d\.pdf$/)]);
  });
});
