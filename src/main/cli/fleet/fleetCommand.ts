// `camconfig fleet <subcommand>`: work on many cameras of the workspace (docs/cli/fleet.md).
// A table of subcommand -> function, each in its own file.
import type { CliCommand, CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';

const fleetSubcommands: Record<string, { summary: string; load: () => Promise<CliCommand> }> = {
  import: { summary: 'import a camera list (community CSV or .mxu) into the workspace', load: async () => (await import('./importSubcommand')).runImportSubcommand },
  apply: { summary: 'apply a command file to many cameras in parallel (dry run, store, reboot, verify)', load: async () => (await import('./applySubcommand')).runApplySubcommand },
};

export const fleetUsage = [
  'Usage: camconfig fleet <subcommand> [options]',
  '',
  'Subcommands:',
  ...Object.entries(fleetSubcommands).map(([name, { summary }]) => `  ${name.padEnd(8)} ${summary}`),
  '',
  'Run `camconfig fleet <subcommand> --help` for its options.',
].join('\n');

export async function runFleetCommand(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(fleetUsage + '\n');
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const subcommand = fleetSubcommands[name];
  if (!subcommand) {
    io.stderr.write(`camconfig fleet: unknown subcommand '${name}'.\n\n${fleetUsage}\n`);
    return ExitCode.usage;
  }
  return (await subcommand.load())(rest, io);
}
