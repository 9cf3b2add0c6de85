// A workspace camera without a password, as `camconfig fleet` meets it: the error says how to
// give one, $CAMCONFIG_PASSWORD gives it for a run, a camera not found names the workspace
// folder searched, and `fleet apply --list --workspace DIR` logs its scripts to that workspace.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkspace } from '../../../src/main/workspace';
import { startCamera, stopAll } from '../remoteconfig/cameraFixture';
import { temporaryFolder } from '../workspace/workspaceFolder';
import { removeHomes, runCamconfig } from './rcCli';

const password = 'Site-Pass-4711';
const passphrase = 'Werkstatt 12';
let folder: string;
let port: number;

beforeAll(async () => {
  port = (await startCamera({ password })).port;
  folder = await temporaryFolder();
  const workspace = await openWorkspace(folder, { kind: 'passphrase', passphrase });
  await workspace.save({ nextNumber: 2, cameras: [{ id: 'cam-1', label: 'Tor', host: '127.0.0.1', port, https: false, user: 'admin', password: null, group: null, variables: {} }] });
});

afterAll(async () => {
  await stopAll();
  removeHomes();
});

describe('camconfig fleet and cameras without a password', () => {
  it('backup says how to give the missing password, and takes $CAMCONFIG_PASSWORD for the run', async () => {
    const env = { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase };
    const without = await runCamconfig(['fleet', 'backup', '--workspace', folder, '-o', await temporaryFolder()], { env });
    expect(without.code).toBe(10);
    expect(without.stdout + without.stderr).toContain('Tor has no password in the workspace (its list gave none): set CAMCONFIG_PASSWORD for this run');
    const withIt = await runCamconfig(['fleet', 'backup', '--workspace', folder, '-o', await temporaryFolder()], { env: { ...env, CAMCONFIG_PASSWORD: password } });
    expect(withIt.code).toBe(0);
    expect(withIt.stdout + withIt.stderr).not.toContain(password);
  });

  it('a camera not found is named with the workspace folder searched', async () => {
    const run = await runCamconfig(['fleet', 'history', 'cam-99', '--workspace', folder], { env: { CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`no camera 'cam-99' in the workspace ${folder}:`);
  });

  it('fleet apply --list --workspace DIR writes its audit log into that workspace', async () => {
    const work = await temporaryFolder();
    const list = join(work, 'site.csv');
    writeFileSync(list, `IP\n127.0.0.1:${port}\n`);
    const commands = join(work, 'level.txt');
    writeFileSync(commands, 'write params\naudio/SPEAKERLEVEL=44\n');
    const audited = await temporaryFolder();
    const run = await runCamconfig(['fleet', 'apply', '--commands', commands, '--list', list, '--workspace', audited], { env: { CAMCONFIG_PASSWORD: password } });
    expect(run.code).toBe(0);
    expect(existsSync(join(audited, 'audit.jsonl'))).toBe(true);
    expect(readFileSync(join(audited, 'audit.jsonl'), 'utf8')).toContain('audio/SPEAKERLEVEL=44');
  });
});
