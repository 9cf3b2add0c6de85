// `camconfig site` in a German terminal: its help, its usage errors, the site engine's refusals
// and the lines it prints come from the shared catalog in the terminal's language (LC_ALL,
// LC_MESSAGES, LANG); a terminal that says C gets English.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandInProcess, type CommandRun } from './commandInProcess';
import { runSiteCommand } from '../../../src/main/cli/site/siteCommand';
import { isolatedGitHome, makeTemporaryFolder } from '../siterepo/gitServers';

const german = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };
const english = { ...german, LC_ALL: 'C' };
const anna = 'Anna Berg <anna@example.com>';

function site(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CommandRun> {
  return runCommandInProcess(runSiteCommand, args, env);
}

let home: Awaited<ReturnType<typeof isolatedGitHome>>;
let root: string;
beforeAll(async () => {
  home = await isolatedGitHome();
  root = await makeTemporaryFolder('camconfig-site-german-');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await home.restore();
});

describe('camconfig site in the terminal language', () => {
  it('gives its help in German: the subcommands, and each one with its options', async () => {
    const help = await site(german, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Aufruf: camconfig site <Unterbefehl> \[Optionen\]\n\nUnterbefehle:\n/);
    expect(help.stdout).toMatch(/status \[--site DIR\] +vor \/ hinter dem Remote, nicht committete Dateien\n/);
    const status = await site(german, 'status', '--help');
    expect(status.stdout).toMatch(/^Aufruf: camconfig site status \[--site DIR\] \[Optionen\]\n\nvor \/ hinter dem Remote, nicht committete Dateien\.\n\nOptionen:\n/);
    expect(status.stdout).toMatch(/--site DIR +der Standortordner \(Standard: der aktuelle Ordner\)/);
    expect(status.stdout).toMatch(/-h, --help +dieser Text/);
    expect(status.stdout).not.toMatch(/\b(the|folder|default)\b/);
  });

  it('names a wrong option value in German, and in English where the terminal says C', async () => {
    expect(await site(german, 'log', '--site', root, '--limit', 'viele')).toEqual({ code: 2, stdout: '', stderr: "camconfig site: --limit ist eine Anzahl Commits von 1 bis 999999, nicht 'viele'\n(siehe camconfig site --help)\n" });
    expect((await site(english, 'log', '--site', root, '--limit', 'viele')).stderr).toBe("camconfig site: --limit is a number of commits from 1 to 999999, not 'viele'\n(see camconfig site --help)\n");
    expect((await site(german, 'status', '--site', root)).stderr).toBe(`camconfig site: ${root}: ist kein Standort (kein .git-Ordner); einen mit "site init" oder "site clone" anlegen\n`);
  });

  it('says in German where a real site stands, and in English under LC_ALL=C', async () => {
    const folder = join(root, 'lager');
    const started = await site(german, 'init', folder, '--name', 'Lager', '--time-zone', 'Europe/Berlin', '--technician', anna);
    expect(started).toEqual({ code: 0, stdout: `Standort 'Lager' in ${folder} angelegt\n`, stderr: '' });
    expect((await site(german, 'status', '--site', folder)).stdout).toBe('Auf main: 1 Commit, kein Remote\nNichts Uncommittetes\n');
    expect((await site(english, 'status', '--site', folder)).stdout).toBe('On main: 1 commit, no remote\nNothing uncommitted\n');
  });
});
