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

type WorkspaceSubcommand = (argv: string[], io: CliIo, output: RcOutput, signal: AbortSignal) => Promise<number>;

const fleetSubcommands: Record<string, { synopsis: string; summary: string; load: () => Promise<CliCommand> }> = {
  import: { synopsis: 'import FILE [--dry-run] [--json]', summary: 'import a camera list (community CSV or .mxu) into the workspace', load: async () => (await import('./importSubcommand')).runImportSubcommand },
  apply: { synopsis: 'apply --commands FILE (--list CSV | --group G) ...', summary: 'apply a command file to many cameras in parallel (dry run, store, reboot, verify)', load: async () => (await import('./applySubcommand')).runApplySubcommand },
  backup: {
    synopsis: 'backup [--group G | --list CSV] [-o DIR]',
    summary: "back up every camera (a group, or a list's) in parallel",
    load: async () => withFleetOutput((await import('./backupSubcommand')).runBackupSubcommand, workspaceUsage('backup', backupOptions, backupDescription)),
  },
  history: {
    synopsis: 'history (CAMERA | --list CSV [CAMERA])',
    summary: "the camera's snapshots (the list's backups), newest first",
    load: async () => withFleetOutput((await import('./historySubcommand')).runHistorySubcommand, workspaceUsage('history', historyOptions, historyDescription)),
  },
  diff: {
    synopsis: 'diff CAMERA[@WHICH] CAMERA[@WHICH] [SECTION]',
    summary: 'two configurations at parameter level',
    load: async () => withFleetOutput((await import('./diffSubcommand')).runDiffSubcommand, workspaceUsage('diff', diffOptions, diffDescription)),
  },
  check: {
    synopsis: 'check --baseline NAME|FILE (--group G | --list CSV) [--fix]',
    summary: 'check every camera against a baseline; --fix brings the drifted ones back',
    load: async () => (await import('./checkSubcommand')).runCheckSubcommand,
  },
  inventory: {
    synopsis: 'inventory [--group G] [--json | --csv]',
    summary: 'every camera of the workspace at a glance: state, firmware, factory password, backups, changes',
    load: async () => withFleetOutput((await import('./inventorySubcommand')).runInventorySubcommand, workspaceUsage('inventory', inventoryOptions, inventoryDescription)),
  },
  report: {
    synopsis: 'report (--group G | --list CSV) [--baseline NAME|FILE] [--html FILE] [--pdf FILE]',
    summary: 'the handover report (HTML and PDF): status, backups, changes, audit entries of every camera',
    load: async () => withFleetOutput((await import('./reportSubcommand')).runReportSubcommand, workspaceUsage('report', reportOptions, reportDescription)),
  },
};

const reportDescription = `Writes the site's handover report from what the workspace keeps (no camera is asked): a
summary page, then per camera its address, group, firmware, baseline status and drift, the
audio section of its newest snapshot, its last backup (file and SHA-256), its last verified
change and a factory-password warning, then the audit entries since --since. One report
model, written as a self-contained HTML file and as a PDF; no password appears in either.
Without --html and --pdf both go into the workspace's reports/ folder, named
report-<site>-<date>.html and .pdf (-2, -3, ... for another of that day); no existing file is
ever overwritten.
Exit codes: 0 written, 2 a wrong option (or a file that exists already), 1 a file that cannot
be written or read.`;

const inventoryDescription = `Asks every camera of the workspace (or of a group), N at a time, for its firmware and the
sections waiting for a reboot, then prints one row per camera: online or why not, firmware,
round trip, factory password in use (admin/meinsm: a warning), reboot needed, unstored studio
edits, last backup (the workspace's backups/ folder), last change (the audit log) and one
overall sign, the rows the studio's Site view shows. A plain table, --json or --csv.
Exit codes: 0 the rows were printed (whatever the cameras' states), 2 a wrong option,
130 interrupted (the rows say what was learned).`;

const backupDescription = `Backs up every camera of the workspace (or of a group, or of a camera list), N at a time:
each file the clean configuration the camera sends, named as the community restore tools
expect. Progress on stderr, one line per camera on stdout. Workspace cameras without a kept
password, and listed cameras the list gives none, use --password (lists only),
$CAMCONFIG_PASSWORD, else the terminal. --user, --password, --https, --insecure, --timeout,
--long-timeout and --known-cameras reach the cameras of --list, as in fleet apply.
Exit codes: 0 every camera backed up, 10 some failed or were not reached, 2 a wrong option.`;

const historyDescription = `Lists the snapshots kept of a workspace camera (reads, applies, backups, restores), newest
first. CAMERA: an id (cam-3), a label or HOST[:PORT].
With --list CSV: the backup files of the list's cameras (or of CAMERA, its address as listed)
in the workspace's backups/ folder or --backups DIR, newest first.`;

const diffDescription = `Compares two configurations at parameter level; SECTION narrows it to one section.
A camera alone is read live (a workspace camera's is kept as a snapshot). CAMERA@WHICH takes
a workspace camera's snapshot (its id, at least 4 characters of it, or latest); with --list
CSV, a listed camera's backup file (its minute as fleet history --list shows it, at least 4
characters of it, its file name, or latest). --user, --password, --https, --insecure,
--timeout, --long-timeout and --known-cameras reach the cameras of --list, as in fleet apply.
Exit code 0 whether or not they differ.`;

/** The --help of a workspace subcommand: synopsis, what it does, and its options from the table the parser reads. */
function workspaceUsage(name: keyof typeof fleetSubcommands, options: readonly CommandLineOption[], description: string): string {
  return `Usage: camconfig fleet ${fleetSubcommands[name]!.synopsis} [options]\n\n${description}\n\nOptions:\n${formatOptionHelp(options, 'en')}`;
}

/** The fleet subcommands' names, in the order the help lists them (`camconfig --help` names them from here). */
export const fleetSubcommandNames = Object.keys(fleetSubcommands);

/** Options before the subcommand's name may be any subcommand's (`--workspace DIR backup`). */
export const everyFleetOption = optionsOfAll([importOptions, applyCommandLineOptions, backupOptions, historyOptions, diffOptions, inventoryOptions, checkOptions, reportOptions]);

export const fleetUsage = [
  'Usage: camconfig fleet <subcommand> [options]',
  '',
  'Subcommands:',
  ...Object.values(fleetSubcommands).map(({ synopsis, summary }) => `  ${synopsis.padEnd(52)} ${summary}`),
  '',
  'Every subcommand takes --workspace DIR (default $XDG_CONFIG_HOME/camconfig or ~/.config/camconfig);',
  'passwords open with $CAMCONFIG_WORKSPACE_PASSPHRASE. CAMERA: an id (cam-3), a label or HOST[:PORT].',
  'apply, backup, history and diff take --list CSV: the cameras of a camera list instead of the workspace.',
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
function withFleetOutput(subcommand: WorkspaceSubcommand, usage: string): CliCommand {
  return async (argv, io) => {
    if (argv.includes('--help') || argv.includes('-h')) {
      io.stdout.write(usage + '\n');
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
  output.error(error instanceof UsageError ? `${words}\n(see camconfig fleet --help)` : words);
  output.failure({ kind: error instanceof Error ? error.name : 'Error', exitCode, message });
  return exitCode;
}
