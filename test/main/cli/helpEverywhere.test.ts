// Every command and subcommand answers -h and --help with its usage on stdout and exit 0,
// and no help text shows a template placeholder it forgot to fill in.
import { describe, expect, it } from 'vitest';
import { rcSubcommands } from '../../../src/main/cli/rc/rcSubcommands';
import { runCamconfig } from './rcCli';
import { spawnSync } from 'node:child_process';
import { formatOptionHelp } from '../../../src/main/base/commandLine/optionHelp';
import { backupOptions, diffOptions, historyOptions } from '../../../src/main/cli/fleet/fleetOptions';
import { sdkDemoCommandLineOptions } from '../../../src/main/cli/sdkDemo/options';
import { discoverCommandLineOptions } from '../../../src/main/cli/discover/discoverOptions';

const fleetSubcommands = ['import', 'apply', 'backup', 'history', 'diff', 'check', 'inventory', 'report'];
const commands: string[][] = [['rc'], ...rcSubcommands.map((subcommand) => ['rc', subcommand.name]), ['sim'], ['serve'], ['discover'], ['fleet'], ...fleetSubcommands.map((name) => ['fleet', name]), ['site'], ...['init', 'clone', 'status', 'log', 'pull', 'push'].map((name) => ['site', name]), ['agent']];

describe('help everywhere', () => {
  it.each(commands.map((command) => [command.join(' '), command] as const))('camconfig %s --help and -h: usage on stdout, exit 0', async (_name, command) => {
    for (const flag of ['--help', '-h']) {
      const run = await runCamconfig([...command, flag]);
      expect(run.code, `${command.join(' ')} ${flag}: ${run.stderr}`).toBe(0);
      expect(run.stdout).toMatch(/^Usage: /);
      expect(run.stdout).not.toMatch(/\$\{|undefined/);
    }
  });

  it('camconfig --help names every fleet subcommand that camconfig fleet --help lists', async () => {
    const fleetHelp = (await runCamconfig(['fleet', '--help'])).stdout;
    const listed = fleetHelp.split('\n').slice(fleetHelp.split('\n').indexOf('Subcommands:') + 1).filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim().split(' ')[0]!);
    expect(listed).toEqual(expect.arrayContaining(['import', 'inventory', 'check', 'report']));
    const fleetLine = (await runCamconfig(['--help'])).stdout.split('\n').find((line) => line.trim().startsWith('fleet '));
    for (const name of listed) expect(fleetLine, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('sdk-demo -h and --help: the specification\'s synopsis, then the options from its option table, exit 0', () => {
    for (const flag of ['-h', '--help']) {
      const run = spawnSync(process.execPath, ['bin/sdk-demo.js', flag], { encoding: 'utf8' });
      expect(run.status, flag).toBe(0);
      expect(run.stdout).toMatch(/^Usage: sdk-demo -s <system_config.json> -u <user_config.json> \[-d <level>\] \[-v\]\n/);
      expect(run.stdout).toContain(formatOptionHelp(sdkDemoCommandLineOptions, 'en'));
    }
  });

  it.each([
    ['backup', backupOptions],
    ['history', historyOptions],
    ['diff', diffOptions],
  ] as const)('the help of fleet %s is generated from the option table its parser reads', async (name, options) => {
    const run = await runCamconfig(['fleet', name, '--help']);
    expect(run.stdout).toContain(formatOptionHelp(options, 'en'));
  });

  it('the help of discover is generated from the option table its parser reads', async () => {
    const run = await runCamconfig(['discover', '--help']);
    expect(run.stdout).toContain(formatOptionHelp(discoverCommandLineOptions, 'en'));
  });
});
