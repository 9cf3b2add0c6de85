// `camconfig fleet <subcommand>`: work on many cameras at once (docs/cli/fleet.md). A table of
// subcommand -> function, each in its own file. `import` and `apply` handle their own output;
// backup, history and diff share one: progress and problems on stderr (`camconfig fleet:`),
// results on stdout (text, or one JSON document with --json), Ctrl+C cancels.
import { ConfigParseError } from '../../../shared/remoteconfig/configText';
import { optionsOfAll, splitSubcommand } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliCommand, CliIo } from '../cliIo';
import { ExitCode, exitCodeForError } from '../exitCodes';
import { RcOutput } from '../rc/rcOutput';
import { applyCommandLineOptions, backupOptions, diffOptions, historyOptions, importOptions } from './fleetOptions';

type WorkspaceSubcommand = (argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal) => Promise<number>;

const fleetSubcommands: Record<string, { synopsis: string; summary: string; load: () => Promise<CliCommand> }> = {
  import: { synopsis: 'import FILE [--dry-run] [--json]', summary: 'import a camera list (community CSV or .mxu) into the workspace', load: async () => (await import('./importSubcommand')).runImportSubcommand },
  apply: { synopsis: 'apply --commands FILE (--list FILE | --group G) ...', summary: 'apply a command file to many cameras in parallel (dry run, store, reboot, verify)', load: async () => (await import('./applySubcommand')).runApplySubcommand },
  backup: { synopsis: 'backup [--group G] [-o DIR] [--parallel N] [--json]', summary: 'back up every camera (or a group) in parallel', load: async () => withFleetOutput((await import('./backupSubcommand')).runBackupSubcommand) },
  history: { synopsis: 'history CAMERA [--json]', summary: "the camera's snapshots, newest first", load: async () => withFleetOutput((await import('./historySubcommand')).runHistorySubcommand) },
  diff: { synopsis: 'diff CAMERA[@SNAPSHOT] CAMERA[@SNAPSHOT] [SECTION]', summary: 'two configurations at parameter level', load: async () => withFleetOutput((await import('./diffSubcommand')).runDiffSubcommand) },
};

/** Options before the subcommand's name may be any subcommand's (`--workspace DIR backup`). */
export const everyFleetOption = optionsOfAll([importOptions, applyCommandLineOptions, backupOptions, historyOptions, diffOptions]);

export const fleetUsage = [
  'Usage: camconfig fleet <subcommand> [options]',
  '',
  'Subcommands:',
  ...Object.values(fleetSubcommands).map(({ synopsis, summary }) => `  ${synopsis.padEnd(52)} ${summary}`),
  '',
  'Every subcommand takes --workspace DIR (default $XDG_CONFIG_HOME/camconfig or ~/.config/camconfig);',
  'passwords open with $CAMCONFIG_WORKSPACE_PASSPHRASE. CAMERA: an id (cam-3), a label or HOST[:PORT].',
  'Run `camconfig fleet <subcommand> --help` for its options; exit codes in docs/cli/fleet.md.',
].join('\n');

export async function runFleetCommand(argv: string[], io: CliIo): Promise<number> {
  const asksForHelp = argv[0] === '--help' || argv[0] === '-h';
  const { name, rest } = asksForHelp ? { name: 'help', rest: [] } : splitSubcommand(argv, everyFleetOption);
  if (name === undefined || name === 'help') {
    io.stdout.write(fleetUsage + '\n');
    return name === 'help' || argv.includes('--help') || argv.includes('-h') ? ExitCode.ok : ExitCode.usage;
  }
  const subcommand = Object.hasOwn(fleetSubcommands, name) ? fleetSubcommands[name] : undefined;
  if (!subcommand) {
    io.stderr.write(`camconfig fleet: unknown subcommand '${name}'.\n\n${fleetUsage}\n`);
    return ExitCode.usage;
  }
  return (await subcommand.load())(rest, io);
}

/** Gives a workspace subcommand the shared output, Ctrl+C cancelling and error reporting. */
function withFleetOutput(subcommand: WorkspaceSubcommand): CliCommand {
  return async (argv, io) => {
    const output = new RcOutput(io, argv.includes('--json'), 'camconfig fleet:');
    const controller = new AbortController();
    const cancel = (): void => controller.abort();
    process.once('SIGINT', cancel);
    try {
      return await subcommand(argv, io, output, controller.signal);
    } catch (error) {
      return fail(error, output);
    } finally {
      process.off('SIGINT', cancel);
    }
  };
}

function fail(error: unknown, output: RcOutput): number {
  const exitCode = error instanceof ConfigParseError ? ExitCode.usage : exitCodeForError(error);
  const message = error instanceof Error ? error.message : String(error);
  output.error(error instanceof UsageError ? `${message}\n(see camconfig fleet --help)` : message);
  output.failure({ kind: error instanceof Error ? error.name : 'Error', exitCode, message });
  return exitCode;
}
