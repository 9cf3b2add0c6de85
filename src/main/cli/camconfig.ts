// `camconfig <subcommand>`: the one command line entry of the studio.
import { processIo, type CliCommand } from './cliIo';
import { ExitCode } from './exitCodes';
import { errorWords } from '../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../shared/i18n/languages';
import { renderText } from '../../shared/i18n/renderText';
import { localize, type Text } from '../../shared/i18n/text';

interface Subcommand {
  /** What it does; a function when its words name what the subcommand's own table holds (loaded for --help only). */
  summary: Text | (() => Promise<Text>);
  load: () => Promise<CliCommand>;
}

const subcommands: Record<string, Subcommand> = {
  rc: { summary: localize('cli.summary.rc'), load: async () => (await import('./rc/rcCommand')).runRcCommand },
  sim: { summary: localize('cli.summary.sim'), load: async () => (await import('./sim/simCommand')).runSimCommand },
  serve: { summary: localize('cli.summary.serve'), load: async () => (await import('./serve/serveCommand')).runServeCommand },
  discover: { summary: localize('cli.summary.discover'), load: async () => (await import('./discover/discoverCommand')).runDiscoverCommand },
  fleet: { summary: async () => localize('cli.summary.fleet', { subcommands: (await import('./fleet/fleetCommand')).fleetSubcommandNames.join(', ') }), load: async () => (await import('./fleet/fleetCommand')).runFleetCommand },
  agent: { summary: localize('cli.summary.agent'), load: async () => (await import('./agent/agentCommand')).runAgentCommand },
  site: { summary: localize('cli.summary.site'), load: async () => (await import('./site/siteCommand')).runSiteCommand },
};

async function usage(language: Language): Promise<string> {
  const lines = await Promise.all(Object.entries(subcommands).map(async ([name, { summary }]) => `  ${name.padEnd(8)} ${renderText(typeof summary === 'function' ? await summary() : summary, language)}`));
  return renderText(localize('cli.usage', { subcommands: lines.join('\n') }), language);
}

export async function main(argv: string[]): Promise<number> {
  const io = processIo();
  const language = terminalLanguage(io.env);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write((await usage(language)) + '\n');
    return name === undefined ? ExitCode.usage : ExitCode.ok;
  }
  const subcommand = subcommands[name];
  if (!subcommand) {
    io.stderr.write(`camconfig: ${renderText(localize('cli.unknownSubcommand', { name }), language)}\n\n${await usage(language)}\n`);
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
