// Every command and subcommand answers -h and --help with its usage on stdout and exit 0,
// and no help text shows a template placeholder it forgot to fill in.
import { describe, expect, it } from 'vitest';
import { rcSubcommands } from '../../../src/main/cli/rc/rcSubcommands';
import { runCamconfig } from './rcCli';
import { spawnSync } from 'node:child_process';

const fleetSubcommands = ['import', 'apply', 'backup', 'history', 'diff'];
const commands: string[][] = [['rc'], ...rcSubcommands.map((subcommand) => ['rc', subcommand.name]), ['sim'], ['serve'], ['fleet'], ...fleetSubcommands.map((name) => ['fleet', name])];

describe('help everywhere', () => {
  it.each(commands.map((command) => [command.join(' '), command] as const))('camconfig %s --help and -h: usage on stdout, exit 0', async (_name, command) => {
    for (const flag of ['--help', '-h']) {
      const run = await runCamconfig([...command, flag]);
      expect(run.code, `${command.join(' ')} ${flag}: ${run.stderr}`).toBe(0);
      expect(run.stdout).toMatch(/^Usage: /);
      expect(run.stdout).not.toMatch(/\$\{|undefined/);
    }
  });

  it('sdk-demo -h: usage, exit 0', () => {
    const run = spawnSync(process.execPath, ['bin/sdk-demo.js', '-h'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: sdk-demo/);
  });

  it('the help of fleet backup names every option its parser takes', async () => {
    const { backupOptions } = await import('../../../src/main/cli/fleet/fleetOptions');
    const run = await runCamconfig(['fleet', 'backup', '--help']);
    for (const option of backupOptions) expect(run.stdout).toContain(`--${option.name}`);
  });
});
