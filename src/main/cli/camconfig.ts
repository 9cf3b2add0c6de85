// `camconfig <subcommand>`: the one command line entry of the studio.
import { processIo, type CliCommand } from './cliIo';
import { ExitCode } from './exitCodes';
import { errorWords } from '../../shared/i18n/errorWords';
import { terminalLanguage } from '../../shared/i18n/languages';

interface Subcommand {
  /** What it does; a function when its words come from the subcommand's own table (loaded for --help only). */
  summary: string | (() => Promise<string>);
  load: () => Promise<CliCommand>;
}

const subcommands: Record<string, Subcommand> = {
  rc: { summary: 'remote configuration of a camera (view, get, set, store, backup, ...)', load: async () => (await import('./rc/rcCommand')).runRcCommand },
  sim: { summary: 'run simulated cameras on 127.0.0.1', load: async () => (await import('./sim/simCommand')).runSimCommand },
  serve: { summary: 'serve the studio to a browser (web mode)', load: async () => (await import('./serve/serveCommand')).runServeCommand },
  discover: { summary: 'find the cameras in an address range (CIDR or FROM-TO) and add them', load: async () => (await import('./discover/discoverCommand')).runDiscoverCommand },
  fleet: { summary: async () => `work on many cameras: ${(await import('./fleet/fleetCommand')).fleetSubcommandNames.join(', ')}`, load: async () => (await import('./fleet/fleetCommand')).runFleetCommand },
  site: { summary: 'a site shared by a team as a git repository: init, clone, status, log, pull, push', load: async () => (await import('./site/siteCommand')).runSiteCommand },
};

async function usage(): Promise<string> {
  const lines = await Promise.all(Object.entries(subcommands).map(async ([name, { summary }]) => `  ${name.padEnd(8)} ${typeof summary === 'string' ? summary : await summary()}`));
  return ['Usage: camconfig <subcommand> [options]', '', 'Subcommands:', ...lines, '', 'Run `camconfig <subcommand> --help` for its options.'].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const io = processIo();
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write((await usage()) + '\n');
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const subcommand = subcommands[name];
  if (!subcommand) {
    io.stderr.write(`camconfig: unknown subcommand '${name}'.\n\n${await usage()}\n`);
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
    process.stderr.write(`camconfig: ${errorWords(error, terminalLanguage(process.env))}\n`);
    process.exitCode = ExitCode.failure;
  },
);
