// `camconfig site init DIR --name NAME --from-workspace WS`: a technician's workspace (cameras
// with passwords sealed by the workspace passphrase, a bus passphrase, backups, snapshots,
// baselines, the audit log, pending edits, a recording) turned into a site, in a new folder and
// where it is. Read back with plain git: one commit by the technician with the site's trailers,
// the shared files committed and the technician's own not, every password open with the site
// passphrase; and no password or passphrase in any file of the result or any object of its history.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFleetCommand } from '../../../src/main/cli/fleet/fleetCommand';
import { runSiteCommand } from '../../../src/main/cli/site/siteCommand';
import { DistributorSettingsFile, openWorkspace, PassphraseSecretStore } from '../../../src/main/workspace';
import { makeFolder } from '../../../src/main/base/files/makeFolder';
import { unlockSiteKey } from '../../../src/main/siterepo/siteSecrets';
import { isolatedGitHome, makeTemporaryFolder, plainGit } from '../siterepo/gitServers';
import { runCommandInProcess } from './commandInProcess';

const password = 'ws-Camera-Pass-77';
const workspacePassphrase = 'my own workspace phrase';
const sitePassphrase = 'the team phrase for Lager';
const busPassphrase = 'bus-Phrase-Lager-3';
const secrets = [password, workspacePassphrase, sitePassphrase, busPassphrase];
const anna = 'Anna Berg <anna@installer.example>';

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let root: string;
beforeAll(async () => {
  home = await isolatedGitHome();
  root = await makeTemporaryFolder('camconfig-site-from-workspace-');
});
afterAll(async () => home.restore());

const baseEnv = (): NodeJS.ProcessEnv => ({ HOME: home.home, PATH: process.env.PATH ?? '', LANG: 'C' });

/** A workspace as a technician's studio and `camconfig fleet` leave it. */
async function makeWorkspace(name: string): Promise<string> {
  const folder = join(root, name);
  const list = join(root, `${name}.csv`);
  await writeFile(list, 'ADDRESS;LABEL;GROUP\n127.0.0.1:8081;Tor;Außen\n127.0.0.1:8082;Halle;Innen\n');
  const env = { ...baseEnv(), CAMCONFIG_WORKSPACE_PASSPHRASE: workspacePassphrase, CAMCONFIG_PASSWORD: password };
  expect((await runCommandInProcess(runFleetCommand, ['import', list, '--workspace', folder], env)).code).toBe(0);
  const { store } = await PassphraseSecretStore.unlock(folder, workspacePassphrase);
  await new DistributorSettingsFile(folder, () => store).save({ broadcast: { iface: 'lo', port: 19301, passphrase: busPassphrase } });
  for (const sub of ['backups', 'snapshots/cam-1', 'baselines/Audio', 'baseline-runs', 'reports', 'pending-edits', 'recordings']) await makeFolder(join(folder, sub));
  await writeFile(join(folder, 'backups', '127.0.0.1_261203-0800.cfg'), '[Audio]\nVolume=3\n');
  await writeFile(join(folder, 'snapshots', 'cam-1', 'index.json'), '{"version":1}\n');
  await writeFile(join(folder, 'baselines', 'Audio', 'index.json'), '{"version":1}\n');
  await writeFile(join(folder, 'baseline-runs', '2026-12-03T08-00-00Z-0a1b2c3d.json'), '{}\n');
  await writeFile(join(folder, 'reports', 'handover.html'), '<p>Lager</p>\n');
  await writeFile(join(folder, 'audit.jsonl'), '{"camera":"cam-1","script":"[Audio]"}\n');
  await writeFile(join(folder, 'known-cameras'), '127.0.0.1:8081 sha256:00\n');
  await writeFile(join(folder, 'pending-edits', 'cam-1.json'), '{}\n');
  await writeFile(join(folder, 'recordings', 'bus.jsonl'), '{}\n');
  return folder;
}

async function everyFile(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await everyFile(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** Every file of the folder (.git included) and every object and patch of its history: none holds a secret. */
async function expectNoSecret(folder: string): Promise<void> {
  const files = await everyFile(folder);
  expect(files.some((file) => file.includes(`${join('.git', 'objects')}`))).toBe(true);
  for (const file of files) {
    const text = (await readFile(file)).toString('latin1');
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
  const history = plainGit(folder, 'log', '-p', '--all') + plainGit(folder, 'cat-file', '--batch-all-objects', '--batch');
  for (const secret of secrets) expect(history).not.toContain(secret);
}

async function expectSite(folder: string): Promise<void> {
  expect(plainGit(folder, 'log', '--format=%an <%ae>|%s|%(trailers:key=Camconfig-Operation,valueonly,separator=)|%(trailers:key=Camconfig-Cameras,valueonly,separator=)').trim()).toMatch(
    /^Anna Berg <anna@installer\.example>\|Turned workspace '[^']+' into site 'Lager': 2 cameras\|site-from-workspace\|cam-1, cam-2$/,
  );
  const files = plainGit(folder, 'ls-files').trim().split('\n');
  expect(files.filter((file) => file.startsWith('cameras/'))).toHaveLength(2);
  expect(files).toEqual(
    expect.arrayContaining(['site.json', 'site-key.json', '.gitignore', '.gitattributes', 'backups/127.0.0.1_261203-0800.cfg', 'snapshots/cam-1/index.json', 'baselines/Audio/index.json', 'baseline-runs/2026-12-03T08-00-00Z-0a1b2c3d.json', 'reports/handover.html', 'audit.jsonl', 'known-cameras']),
  );
  for (const own of ['cameras.json', 'passphrase-key.json', 'distributor-settings.json', 'pending-edits/cam-1.json', 'recordings/bus.jsonl']) expect(files).not.toContain(own);
  expect(plainGit(folder, 'status', '--porcelain')).toBe('');
  expect(plainGit(folder, 'fsck', '--no-progress').trim()).toBe('');

  const opened = await openWorkspace(folder, { kind: 'none', sitePassphrase });
  expect(opened.site).toMatchObject({ name: 'Lager' });
  expect(opened.initial().cameras.map(({ id, label, group, password: kept }) => ({ id, label, group, password: kept })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
    { id: 'cam-1', label: 'Tor', group: 'Außen', password },
    { id: 'cam-2', label: 'Halle', group: 'Innen', password },
  ]);
  const siteKey = await unlockSiteKey(folder, sitePassphrase);
  expect((await new DistributorSettingsFile(folder, () => siteKey).load())?.passphrase).toBe(busPassphrase);
}

const turn = (dir: string, workspace: string, env: NodeJS.ProcessEnv) => runCommandInProcess(runSiteCommand, ['init', dir, '--name', 'Lager', '--from-workspace', workspace, '--technician', anna], env);
const turnEnv = (): NodeJS.ProcessEnv => ({ ...baseEnv(), CAMCONFIG_SITE_PASSPHRASE: sitePassphrase, CAMCONFIG_WORKSPACE_PASSPHRASE: workspacePassphrase });

describe('camconfig site init --from-workspace', () => {
  it('turns a workspace into a site where it is: one commit, passwords and the bus passphrase sealed with the site key, no secret anywhere', async () => {
    const workspace = await makeWorkspace('hof');
    const run = await turn(workspace, workspace, turnEnv());
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(new RegExp(`^Turned the workspace ${workspace} into the site 'Lager' where it is: 2 cameras, passwords sealed with the site key \\([0-9a-f]{10}\\)\\n$`));
    await expectSite(workspace);
    // The workspace's own camera list is kept inside .git (sealed with its own key), not left beside the site's camera files.
    expect(await stat(join(workspace, 'cameras.json')).catch(() => null)).toBeNull();
    expect((await stat(join(workspace, '.git', 'camconfig-workspace-cameras.json'))).isFile()).toBe(true);
    await expectNoSecret(workspace);

    const again = await turn(workspace, workspace, turnEnv());
    expect(again).toMatchObject({ code: 2, stdout: '' });
    expect(again.stderr).toBe(`camconfig site: ${workspace}: is a site already (it holds site.json or a .git folder); nothing was changed\n(see camconfig site --help)\n`);
  });

  it('copies a workspace into a new folder as a site and leaves the workspace as it was', async () => {
    const workspace = await makeWorkspace('lager');
    const before = await readFile(join(workspace, 'cameras.json'), 'utf8');
    const target = join(root, 'lager-site');
    const run = await turn(target, workspace, turnEnv());
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Turned the workspace ${workspace} into the site 'Lager' in ${target}: 2 cameras`);
    await expectSite(target);
    await expectNoSecret(target);
    expect(await readFile(join(workspace, 'cameras.json'), 'utf8')).toBe(before);
    expect(await stat(join(workspace, '.git')).catch(() => null)).toBeNull();
    expect(await stat(join(workspace, 'site.json')).catch(() => null)).toBeNull();

    const onSite = await turn(target, workspace, turnEnv());
    expect(onSite).toMatchObject({ code: 2 });
    expect(onSite.stderr).toContain(`${target}: is a site already; nothing was changed`);
  });

  it('refuses a folder that is not empty, and a password it cannot open, changing nothing', async () => {
    const workspace = await makeWorkspace('halle');
    const full = join(root, 'full');
    await makeFolder(full);
    await writeFile(join(full, 'notes.txt'), 'x\n');
    const notEmpty = await turn(full, workspace, turnEnv());
    expect(notEmpty).toMatchObject({ code: 2 });
    expect(notEmpty.stderr).toContain(`${full}: is not empty;`);
    expect(await readdir(full)).toEqual(['notes.txt']);

    const target = join(root, 'halle-site');
    const { CAMCONFIG_WORKSPACE_PASSPHRASE: _given, ...withoutWorkspacePassphrase } = turnEnv();
    const locked = await turn(target, workspace, withoutWorkspacePassphrase);
    expect(locked).toMatchObject({ code: 4, stdout: '' });
    expect(locked.stderr).toBe(`camconfig site: the password of Tor in the workspace ${workspace} is sealed and could not be opened: give the workspace passphrase (CAMCONFIG_WORKSPACE_PASSPHRASE) so it can be sealed with the site key; nothing was changed\n`);
    expect(await stat(target).catch(() => null)).toBeNull();
    expect(await stat(join(workspace, '.git')).catch(() => null)).toBeNull();

    const noSitePassphrase = await turn(target, workspace, { ...baseEnv(), CAMCONFIG_WORKSPACE_PASSPHRASE: workspacePassphrase });
    expect(noSitePassphrase).toMatchObject({ code: 2 });
    expect(noSitePassphrase.stderr).toContain('CAMCONFIG_SITE_PASSPHRASE');
    expect(await stat(target).catch(() => null)).toBeNull();
  });
});
