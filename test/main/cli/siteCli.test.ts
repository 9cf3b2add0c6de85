// camconfig site init|clone|status|log|pull|push in this process, against a bare remote served by
// git daemon on loopback: what a technician types, what it prints, and its exit codes.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommandInProcess, type CommandRun } from './commandInProcess';
import { runSiteCommand } from '../../../src/main/cli/site/siteCommand';
import { plainGit, siteRemoteForTests } from '../siterepo/gitServers';

async function site(...args: string[]): Promise<CommandRun> {
  return runCommandInProcess(runSiteCommand, args, process.env);
}

const anna = 'Anna Berg <anna@example.com>';
const remote = siteRemoteForTests('camconfig-site-cli-', 'lager.git');

describe('camconfig site', () => {
  it('inits, pushes, clones, shows status and log, and pulls a colleague\'s commit', async () => {
    const url = remote.daemon.url('lager.git');
    const a = join(remote.root, 'anna');
    const b = join(remote.root, 'ben');
    expect(await site('init', a, '--name', 'Lager', '--time-zone', 'Europe/Berlin', '--remote', url, '--technician', anna)).toEqual({ code: 0, stdout: `Started the site 'Lager' in ${a}\n`, stderr: '' });
    expect(await site('push', '--site', a, '--technician', anna)).toMatchObject({ code: 0, stdout: 'Pushed\n' });
    expect(await site('clone', url, b)).toMatchObject({ code: 0, stdout: `Cloned the site 'Lager' into ${b}\n` });
    expect((await site('status', '--site', b)).stdout).toMatch(/^On main: 0 ahead, 0 behind the remote.*\nNothing uncommitted\n$/);

    await writeFile(join(a, 'notes.txt'), 'x\n');
    plainGit(a, '-c', 'user.name=Anna Berg', '-c', 'user.email=anna@example.com', 'add', 'notes.txt');
    plainGit(a, '-c', 'user.name=Anna Berg', '-c', 'user.email=anna@example.com', 'commit', '--quiet', '-m', 'Notes\n\nCamconfig-Operation: report');
    expect((await site('status', '--site', a)).stdout).toContain('On main: 1 ahead, 0 behind the remote');
    expect((await site('push', '--site', a, '--technician', anna)).stdout).toBe('Pushed\n');
    expect((await site('pull', '--site', b, '--technician', 'Ben Roth <ben@example.com>')).stdout).toMatch(/^Brought up to the remote \([0-9a-f]{10}\)\n$/);

    const log = await site('log', '--site', b, '--json');
    expect(JSON.parse(log.stdout).commits.map((commit: { subject: string; operation: string }) => [commit.subject, commit.operation])).toEqual([
      ['Notes', 'report'],
      ["Started the site 'Lager'", 'site-init'],
    ]);
    expect((await site('log', '--site', b, '--path', 'notes.txt')).stdout).toMatch(/^[0-9a-f]{10} {2}\S+ {2}Anna Berg {2}Notes\n$/);
  });

  it('refuses what it must with the reason and the exit code of its kind', async () => {
    expect(await site('init', join(remote.root, 'x'), '--name', 'X', '--remote', 'https://anna:s3cret@git.example/x.git', '--technician', anna)).toMatchObject({ code: 2, stdout: '' });
    expect((await site('init', join(remote.root, 'x'))).stderr).toBe("camconfig site: site init needs --name NAME (the site's name)\n(see camconfig site --help)\n");
    expect(await site('status', '--site', remote.root)).toMatchObject({ code: 2, stderr: `camconfig site: ${remote.root}: is not a site (it has no .git folder); make one with "site init" or "site clone"\n` });
    expect(await site('frobnicate')).toMatchObject({ code: 2 });
    expect(await site('log', '--site', remote.root, '--limit', 'many')).toMatchObject({ code: 2, stderr: "camconfig site: --limit is a number of commits from 1 to 999999, not 'many'\n(see camconfig site --help)\n" });
  });

  it.each(['init', 'clone', 'status', 'log', 'pull', 'push'])('site %s --help prints its usage and options', async (name) => {
    const help = await site(name, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(new RegExp(`^Usage: camconfig site ${name}`));
    expect(help.stdout).toContain('--help');
  });
});
