// `camconfig fleet import` as a technician runs it: a child process on a workspace folder.
// Bad lines on stderr with file and line, the good ones in cameras.json, .mxu passwords sealed
// with the workspace passphrase (in no file and no output), a dry run writing nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWorkspace } from '../../../src/main/workspace';
import { filesContaining, temporaryFolder } from '../workspace/workspaceFolder';

const passphrase = 'fleet import phrase';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runImport(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase, ...env };
  delete childEnv.CAMCONFIG_PASSWORD;
  if (env.CAMCONFIG_PASSWORD) childEnv.CAMCONFIG_PASSWORD = env.CAMCONFIG_PASSWORD;
  const child = spawn(process.execPath, ['bin/camconfig.js', 'fleet', 'import', ...args], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

async function listFile(name: string, content: string | Buffer): Promise<string> {
  const path = join(await temporaryFolder(), name);
  writeFileSync(path, content);
  return path;
}

describe('camconfig fleet import', () => {
  it('imports an .mxu list (Latin-1) with bad lines: reported by line, exit 2, the good cameras kept with sealed passwords', async () => {
    const workspace = await temporaryFolder();
    const mxu = ['#EXTMXU', '#EXTGROUP:Halle Süd', 'Tor 1\t127.0.0.1:8081\tadmin\tmxu-Secret-1', 'Tor 2\t127.0.0.1:8082', 'Tor 3\t127.0.0.1:99999\tadmin\tmxu-Secret-3', 'Tor 4\t127.0.0.1:8084\tadmin'].join('\r\n');
    const file = await listFile('site.mxu', Buffer.from(mxu, 'latin1'));
    const run = await runImport([file, '--workspace', workspace]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("site.mxu line 5: port '99999' of 127.0.0.1 is not a number from 1 to 65535\n");
    expect(run.stderr).toContain('site.mxu line 6: has a user but no password');
    expect(run.stderr).toContain('camconfig fleet import: added cam-1 Tor 1 (127.0.0.1:8081), group Halle Süd\n');
    expect(run.stderr).toContain('camconfig fleet import: added cam-2 Tor 2 (127.0.0.1:8082), group Halle Süd, no password\n');
    expect(run.stderr).toContain('site.mxu (.mxu, read as Latin-1): 2 cameras added, 0 already in the workspace (0 updated), 2 lines not imported (above)');
    expect(run.stderr + run.stdout).not.toContain('mxu-Secret');

    const opened = await openWorkspace(workspace, { kind: 'passphrase', passphrase });
    expect(opened.initial().cameras.map(({ id, label, port, group, password }) => ({ id, label, port, group, password }))).toEqual([
      { id: 'cam-1', label: 'Tor 1', port: 8081, group: 'Halle Süd', password: 'mxu-Secret-1' },
      { id: 'cam-2', label: 'Tor 2', port: 8082, group: 'Halle Süd', password: null },
    ]);
    expect(await filesContaining(workspace, 'mxu-Secret-1')).toEqual([]);
    expect(await filesContaining(workspace, passphrase)).toEqual([]);
  });

  it('imported first without $CAMCONFIG_PASSWORD, then again with it: the cameras without a password get it, reported as updated', async () => {
    const workspace = await temporaryFolder();
    const file = await listFile('site.csv', 'IP;ROOM\n127.0.0.1:8091;Hof\n127.0.0.1:8092;Tor\n');
    expect((await runImport([file, '--workspace', workspace])).stderr).toContain('added cam-1 127.0.0.1:8091 (127.0.0.1:8091), no password');
    const again = await runImport([file, '--workspace', workspace], { CAMCONFIG_PASSWORD: 'late-Secret-9' });
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('camconfig fleet import: updated cam-1 127.0.0.1:8091 (line 2): password set (user admin)\n');
    expect(again.stderr).toContain('0 cameras added, 2 already in the workspace (2 updated)');
    expect(again.stderr + again.stdout).not.toContain('late-Secret-9');
    const opened = await openWorkspace(workspace, { kind: 'passphrase', passphrase });
    expect(opened.initial().cameras.map((camera) => camera.password)).toEqual(['late-Secret-9', 'late-Secret-9']);
    expect(await filesContaining(workspace, 'late-Secret-9')).toEqual([]);
    const third = await runImport([file, '--workspace', workspace], { CAMCONFIG_PASSWORD: 'other-Secret' });
    expect(third.stderr).toContain('(0 updated)');
  });

  it('a CSV with the list password from $CAMCONFIG_PASSWORD; imported again adds nothing and exits 0', async () => {
    const workspace = await temporaryFolder();
    const file = await listFile('site.csv', '\uFEFFIP;SIPNUMBER;GROUP\r\n127.0.0.1:8081;4711;A\r\n127.0.0.1:8082;4712;B\r\n');
    const first = await runImport([file, '--workspace', workspace, '--user', 'service'], { CAMCONFIG_PASSWORD: 'csv-Secret' });
    expect(first.code).toBe(0);
    const again = await runImport([file, '--workspace', workspace, '--json'], { CAMCONFIG_PASSWORD: 'csv-Secret' });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ fileName: 'site.csv', format: 'csv', added: [], existing: [{ line: 2, changes: [] }, { line: 3, changes: [] }], problems: [], variableNames: ['SIPNUMBER'], dryRun: false });
    const opened = await openWorkspace(workspace, { kind: 'passphrase', passphrase });
    expect(opened.initial().cameras.map(({ user, password, group, variables }) => ({ user, password, group, variables }))).toEqual([
      { user: 'service', password: 'csv-Secret', group: 'A', variables: { SIPNUMBER: '4711' } },
      { user: 'service', password: 'csv-Secret', group: 'B', variables: { SIPNUMBER: '4712' } },
    ]);
    expect(await filesContaining(workspace, 'csv-Secret')).toEqual([]);

    const changed = await runImport([await listFile('site.csv', 'IP;SIPNUMBER\n127.0.0.1:8081;4799\n'), '--workspace', workspace]);
    expect(changed.code).toBe(0);
    expect(changed.stderr).toContain('camconfig fleet import: updated cam-1 127.0.0.1:8081 (line 2): SIPNUMBER=4799\n');
    const reopened = await openWorkspace(workspace, { kind: 'passphrase', passphrase });
    expect(reopened.initial().cameras[0]).toMatchObject({ group: 'A', variables: { SIPNUMBER: '4799' }, password: 'csv-Secret' });
  });

  it('--dry-run --json reports what would be imported and writes nothing', async () => {
    const workspace = join(await temporaryFolder(), 'new');
    const file = await listFile('site.csv', 'IP;SIP\n127.0.0.1:8081;1\nnot an address;2\n');
    const run = await runImport([file, '--workspace', workspace, '--dry-run', '--json']);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ dryRun: true, added: [{ line: 2, cameraId: null, host: '127.0.0.1', port: 8081 }], problems: [{ line: 3 }] });
    expect(run.stderr).toContain('1 camera would be added (dry run: nothing written)');
    expect(existsSync(join(workspace, 'cameras.json'))).toBe(false);
  });

  it('refuses what it cannot read, in words, with exit code 2 and nothing imported', async () => {
    const workspace = await temporaryFolder();
    const header = await runImport([await listFile('site.csv', '127.0.0.1;4711\n'), '--workspace', workspace]);
    expect(header.code).toBe(2);
    expect(header.stderr).toContain('site.csv line 1 (the header row) looks like a camera address');
    const missing = await runImport([join(workspace, 'nope.csv'), '--workspace', workspace]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.csv: it cannot be read (ENOENT); nothing was imported');
    const utf16 = await runImport([await listFile('site.csv', Buffer.from('\uFEFFIP\n', 'utf16le')), '--workspace', workspace]);
    expect(utf16.stderr).toContain('is saved as UTF-16');
    const huge = await runImport([await listFile('huge.csv', 'IP\n' + '127.0.0.1\n'.repeat(40_000)), '--workspace', workspace]);
    expect(huge.code).toBe(2);
    expect(huge.stderr).toContain('huge.csv: it is larger than the limit of 327680 bytes; nothing was imported');
    const noFile = await runImport([]);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('which list? Give the file');
    expect(existsSync(join(workspace, 'cameras.json'))).toBe(false);
    const sealed = await temporaryFolder();
    const first = await runImport([await listFile('site.csv', 'IP\n127.0.0.1:8081\n'), '--workspace', sealed], { CAMCONFIG_WORKSPACE_PASSPHRASE: 'first phrase' });
    expect(first.code).toBe(0);
    const refused = await runImport([await listFile('site.csv', 'IP\n127.0.0.1:8082\n'), '--workspace', sealed]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('passphrase-key.json');
    expect(refused.stderr).not.toContain(passphrase);
  });

  it('camconfig fleet lists its subcommands; an unknown one is refused with exit code 2', () => {
    const help = spawnSync(process.execPath, ['bin/camconfig.js', 'fleet', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/ {2}import FILE .* import a camera list \(community CSV or .mxu\) into the workspace/);
    const unknown = spawnSync(process.execPath, ['bin/camconfig.js', 'fleet', 'nope'], { encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("camconfig fleet: unknown subcommand 'nope'.");
    const importHelp = spawnSync(process.execPath, ['bin/camconfig.js', 'fleet', 'import', '--help'], { encoding: 'utf8' });
    expect(importHelp.stdout).toContain('Usage: camconfig fleet import FILE [options]');
  });

  it('a workspace folder the file system cannot hold (/proc/x) ends at once with exit 1, naming the folder', async () => {
    const file = await listFile('site.csv', 'IP;GROUP\n127.0.0.1:8081;A\n');
    const run = await runImport([file, '--workspace', '/proc/x']);
    expect(run.stderr).toBe('camconfig fleet import: /proc/x: the workspace folder cannot be created (the file system there takes no new folders)\n');
    expect(run.code).toBe(1);
  });
});
