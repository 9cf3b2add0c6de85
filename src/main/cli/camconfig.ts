// `camconfig <subcommand>`: the one command line entry of the studio.
import { processIo, type CliCommand } from './cliIo';
import { ExitCode } from './exitCodes';

const subcommands: Record<string, { summary: string; load: () => Promise<CliCommand> }> = {
  rc: { summary: 'remote configuration of a camera (view, get, set, store, backup, ...)', load: async () => (await import('./rc/rcCommand')).runRcCommand },
  sim: { summary: 'run simulated cameras on 127.0.0.1', load: async () => (await import('./sim/simCommand')).runSimCommand },
  serve: { summary: 'serve the studio to a browser (web mode)', load: async () => (await import('./serve/serveCommand')).runServeCommand },
  discover: { summary: 'find the cameras in an address range (CIDR or FROM-TO) and add them', load: async () => (await import('./discover/discoverCommand')).runDiscoverCommand },
  fleet: { summary: 'work on many cameras: import lists, apply, back up, history, diff', load: async () => (await import('./fleet/fleetCommand')).runFleetCommand },
  site: { summary: 'a site shared by a team as a git repository: init, clone, status, log, pull, push', load: async () => (await import('./site/siteCommand')).runSiteCommand },
};

function usage(): string {
  const lines = Object.entries(subcommands).map(([name, { summary }]) => `  ${name.padEnd(8)} ${summary}`);
  return ['Usage: camconfig <subcommand> [options]', '', 'Subcommands:', ...lines, '', 'Run `camconfig <subcommand> --help` for its options.'].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const io = processIo();
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(usage() + '\n');
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const subcommand = subcommands[name];
  if (!subcommand) {
    io.stderr.write(`camconfig: unknown subcommand '${name}'.\n\n${usage()}\n`);
    return ExitCode.usage;
  }
  const run = await subcommand.load();
  return run(rest, io);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`camconfig: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = ExitCode.failure;
  },
);
