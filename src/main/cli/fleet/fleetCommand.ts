// `camconfig fleet <subcommand>`: work on many cameras at once (docs/cli/fleet.md). A table of
// subcommand -> function, each in its own file. `import` and `apply` handle their own output;
// backup, history and diff share one: progress and problems on stderr (`camconfig fleet:`),
// results on stdout (text, or one JSON document with --json), Ctrl+C cancels.
import { ConfigParseError } from '../../../shared/remoteconfig/configText';
import { optionsOfAll, splitSubcommand, type CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliCommand, CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { RcOutput } from '../rc/rcOutput';
import { applyCommandLineOptions, backupOptions, diffOptions, historyOptions, importOptions, inventoryOptions, checkOptions, reportOptions } from './fleetOptions';
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage, type Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

type WorkspaceSubcommand = (argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal) => Promise<number>;

type FleetSubcommandName = 'import' | 'apply' | 'backup' | 'history' | 'diff' | 'check' | 'inventory' | 'report';

/** The --help of a workspace subcommand in a language. */
type Usage = (language: Language) => string;

const fleetSubcommands: Record<FleetSubcommandName, { synopsis: string; load: () => Promise<CliCommand> }> = {
  import: { synopsis: 'import FILE [--dry-run] [--json]', load: async () => (await import('./importSubcommand')).runImportSubcommand },
  apply: { synopsis: 'apply --commands FILE (--list CSV | --group G) ...', load: async () => (await import('./applySubcommand')).runApplySubcommand },
  backup: {
    synopsis: 'backup [--group G | --list CSV] [-o DIR]',
    load: async () => withFleetOutput((await import('./backupSubcommand')).runBackupSubcommand, workspaceUsage('backup', backupOptions)),
  },
  history: {
    synopsis: 'history (CAMERA | --list CSV [CAMERA])',
    load: async () => withFleetOutput((await import('./historySubcommand')).runHistorySubcommand, workspaceUsage('history', historyOptions)),
  },
  diff: {
    synopsis: 'diff CAMERA[@WHICH] CAMERA[@WHICH] [SECTION]',
    load: async () => withFleetOutput((await import('./diffSubcommand')).runDiffSubcommand, workspaceUsage('diff', diffOptions)),
  },
  check: {
    synopsis: 'check --baseline NAME|FILE (--group G | --list CSV) [--fix]',
    load: async () => (await import('./checkSubcommand')).runCheckSubcommand,
  },
  inventory: {
    synopsis: 'inventory [--group G] [--json | --csv]',
    load: async () => withFleetOutput((await import('./inventorySubcommand')).runInventorySubcommand, workspaceUsage('inventory', inventoryOptions)),
  },
  report: {
    synopsis: 'report (--group G | --list CSV) [--baseline NAME|FILE] [--html FILE] [--pdf FILE]',
    load: async () => withFleetOutput((await import('./reportSubcommand')).runReportSubcommand, workspaceUsage('report', reportOptions)),
  },
};

/** The --help of a workspace subcommand: synopsis, what it does (the catalog's `cliFleet.<name>.description`), and its options from the table the parser reads. */
function workspaceUsage(name: 'backup' | 'history' | 'diff' | 'inventory' | 'report', options: readonly CommandLineOption[]): Usage {
  return (language) =>
    renderText(localize('cliFleet.subcommandUsage', { synopsis: fleetSubcommands[name].synopsis, description: localize(`cliFleet.${name}.description`), options: formatOptionHelp(options, language) }), language);
}

/** The fleet subcommands' names, in the order the help lists them (`camconfig --help` names them from here). */
export const fleetSubcommandNames = Object.keys(fleetSubcommands) as FleetSubcommandName[];

/** Options before the subcommand's name may be any subcommand's (`--workspace DIR backup`). */
export const everyFleetOption = optionsOfAll([importOptions, applyCommandLineOptions, backupOptions, historyOptions, diffOptions, inventoryOptions, checkOptions, reportOptions]);

/** The --help of `camconfig fleet` in `language`. */
export function fleetUsage(language: Language): string {
  const subcommands = fleetSubcommandNames.map((name) => `  ${fleetSubcommands[name].synopsis.padEnd(52)} ${renderText(localize(`cliFleet.summary.${name}`), language)}`);
  return renderText(localize('cliFleet.usage', { subcommands: subcommands.join('\n') }), language);
}

export async function runFleetCommand(argv: string[], io: CliIo): Promise<number> {
  const asksForHelp = argv[0] === '--help' || argv[0] === '-h';
  const { name, rest } = asksForHelp ? { name: 'help', rest: [] } : splitSubcommand(argv, everyFleetOption);
  const language = terminalLanguage(io.env);
  if (name === undefined || name === 'help') {
    io.stdout.write(fleetUsage(language) + '\n');
    return name === 'help' || argv.includes('--help') || argv.includes('-h') ? ExitCode.ok : ExitCode.usage;
  }
  const subcommand = Object.hasOwn(fleetSubcommands, name) ? fleetSubcommands[name as FleetSubcommandName] : undefined;
  if (!subcommand) {
    io.stderr.write(`camconfig fleet: ${renderText(localize('cliFleet.unknownSubcommand', { name }), language)}\n\n${fleetUsage(language)}\n`);
    return ExitCode.usage;
  }
  return (await subcommand.load())(rest, io);
}

/** Gives a workspace subcommand the shared output, Ctrl+C cancelling and error reporting. */
function withFleetOutput(subcommand: WorkspaceSubcommand, usage: Usage): CliCommand {
  return async (argv, io) => {
    if (argv.includes('--help') || argv.includes('-h')) {
      io.stdout.write(usage(terminalLanguage(io.env)) + '\n');
      return ExitCode.ok;
    }
    const output = new RcOutput(io, argv.includes('--json'), 'camconfig fleet:');
    const controller = new AbortController();
    const cancel = (): void => controller.abort();
    process.once('SIGINT', cancel);
    try {
      return await subcommand(argv, io, output, controller.signal);
    } catch (error) {
      return fail(error, output, terminalLanguage(io.env));
    } finally {
      process.off('SIGINT', cancel);
    }
  };
}

function fail(error: unknown, output: RcOutput, language: Language): number {
  const exitCode = error instanceof ConfigParseError ? ExitCode.usage : exitCodeForError(error);
  const message = error instanceof Error ? error.message : String(error);
  const words = errorWords(error, language);
  output.error(error instanceof UsageError ? renderText(localize('cliFleet.seeHelp', { words, command: 'camconfig fleet' }), language) : words);
  output.failure({ kind: error instanceof Error ? error.name : 'Error', exitCode, message });
  return exitCode;
}
