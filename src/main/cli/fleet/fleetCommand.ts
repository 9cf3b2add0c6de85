// `camconfig fleet <subcommand>`: work on many cameras at once. A table of subcommands, each
// in its own file.
import type { CliCommand, CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';

const subcommands: Record<string, { summary: string; load: () => Promise<CliCommand> }> = {
  apply: { summary: 'apply a command file to many cameras in parallel (dry run, store, reboot, verify)', load: async () => (await import('./applySubcommand')).runApplySubcommand },
};

function usage(): string {
  const lines = Object.entries(subcommands).map(([name, { summary }]) => `  ${name.padEnd(8)} ${summary}`);
  return ['Usage: camconfig fleet <subcommand> [options]', '', 'Subcommands:', ...lines, '', 'Run `camconfig fleet <subcommand> --help` for its options.'].join('\n');
}

export async function runFleetCommand(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    io.stdout.write(usage() + '\n');
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const subcommand = subcommands[name];
  if (!subcommand) {
    io.stderr.write(`camconfig fleet: unknown subcommand '${name}'.\n\n${usage()}\n`);
    return ExitCode.usage;
  }
  return (await subcommand.load())(rest, io);
}
