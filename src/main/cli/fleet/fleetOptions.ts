// The options of every `camconfig fleet` subcommand, in one light module: the dispatcher needs
// them all to find the subcommand's name behind options that take a value
// (`fleet --workspace DIR backup`) before it loads the one subcommand that runs.
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { rcGlobalCommandLineOptions } from '../rc/rcGlobalOptions';
import { applyStepCommandLineOptions, rebootWaitCommandLineOptions } from '../rc/rebootWaitOptions';

export const workspaceOption = {
  name: 'workspace',
  value: true,
  valueName: 'DIR',
  help: 'the workspace folder (default $XDG_CONFIG_HOME/camconfig, else ~/.config/camconfig); its passwords open with $CAMCONFIG_WORKSPACE_PASSPHRASE, or one asked for on a terminal',
} as const;

const jsonOption = { name: 'json', help: 'the result as one JSON document on stdout' } as const;
const helpOption = { name: 'help', alias: 'h', help: 'this text' } as const;

export const importOptions: readonly CommandLineOption[] = [
  workspaceOption,
  { name: 'user', value: true, valueName: 'USER', help: `user of the cameras the list gives no credentials (default admin); their password comes from $${passwordEnvVariable}, else each asks for it in the studio` },
  { name: 'dry-run', help: 'report what would be imported; write nothing' },
  jsonOption,
  helpOption,
];

/** An option of `camconfig rc` by name: the same option means the same thing in every command. */
function rcOption(name: string): CommandLineOption {
  const option = rcGlobalCommandLineOptions.find((candidate) => candidate.name === name);
  if (!option) throw new Error(`camconfig rc has no option --${name}`);
  return option;
}

/** `--list CSV`: the cameras of a camera list instead of the workspace's, in every subcommand that takes it. */
export const listOption = { name: 'list', value: true, valueName: 'CSV', help: 'the cameras: a camera list (CSV or .mxu, as fleet import reads it) instead of the workspace' } as const;

/** How the cameras of --list are reached (workspace cameras bring their own): the options of `camconfig rc`. */
export const listConnectionOptions: readonly CommandLineOption[] = [rcOption('user'), rcOption('password'), rcOption('https'), rcOption('insecure'), rcOption('timeout'), rcOption('long-timeout'), rcOption('known-cameras')];

/** Where history and diff find the backup files of --list cameras. */
export const backupsOption = { name: 'backups', value: true, valueName: 'DIR', help: "with --list: the folder of the backup files (default the workspace's backups/ folder)" } as const;

export const applyCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'commands', value: true, valueName: 'FILE', help: 'the command file (helo/quit optional; {COLUMN} placeholders)' },
  listOption,
  { name: 'group', value: true, valueName: 'GROUP', help: 'the cameras of a workspace group (all: every workspace camera)' },
  workspaceOption,
  { name: 'dry-run', help: "print each camera's exact script; send nothing" },
  { name: 'parallel', value: true, valueName: 'N', help: 'cameras at once, 1 to 256 (default 10)' },
  ...applyStepCommandLineOptions,
  ...rebootWaitCommandLineOptions,
  ...listConnectionOptions,
  { name: 'json', help: 'the scripts (dry run) or the report as one JSON document on stdout' },
  helpOption,
];

export const backupOptions: readonly CommandLineOption[] = [
  { name: 'group', value: true, valueName: 'GROUP', help: 'only the cameras of GROUP (default: every camera of the workspace)' },
  listOption,
  { name: 'output', alias: 'o', value: true, valueName: 'DIR', help: "where the backup files go (default the workspace's backups/ folder)" },
  { name: 'parallel', value: true, valueName: 'N', help: 'at most N cameras at once, 1 to 64 (default 8)' },
  ...listConnectionOptions,
  jsonOption,
  workspaceOption,
  helpOption,
];

export const historyOptions: readonly CommandLineOption[] = [listOption, backupsOption, jsonOption, workspaceOption, helpOption];

export const inventoryOptions: readonly CommandLineOption[] = [
  { name: 'group', value: true, valueName: 'GROUP', help: 'only the cameras of GROUP (default: every camera of the workspace)' },
  { name: 'parallel', value: true, valueName: 'N', help: 'at most N cameras asked at once, 1 to 512 (default 256)' },
  { name: 'json', help: 'the rows as one JSON document on stdout: {"cameras": [...]}' },
  { name: 'csv', help: 'the rows as CSV on stdout (;-separated, a header row)' },
  workspaceOption,
  helpOption,
];

export const diffOptions: readonly CommandLineOption[] = [listOption, backupsOption, ...listConnectionOptions, jsonOption, workspaceOption, helpOption];

export const reportOptions: readonly CommandLineOption[] = [
  { name: 'group', value: true, valueName: 'GROUP', help: 'the cameras of a workspace group (all: every camera of the workspace)' },
  { name: 'list', value: true, valueName: 'CSV', help: "the cameras of a camera list (CSV or .mxu); a listed camera the workspace keeps brings its history, backups and changes" },
  { name: 'baseline', value: true, valueName: 'NAME|FILE', help: "each camera's status and drift: the newest kept check run of the workspace baseline NAME, else a check made now (a FILE's is never kept); default: not checked" },
  { name: 'html', value: true, valueName: 'FILE', help: 'write the HTML report to FILE (never over an existing file)' },
  { name: 'pdf', value: true, valueName: 'FILE', help: 'write the PDF report to FILE (never over an existing file)' },
  { name: 'since', value: true, valueName: 'DATE', help: "audit entries from DATE on: YYYY-MM-DD (midnight in the report's time zone) or an ISO time (default: the last 30 days, ending now)" },
  { name: 'language', value: true, valueName: 'en|de', help: "the report's language (default: the terminal's, from LC_ALL, LC_MESSAGES or LANG)" },
  { name: 'time-zone', value: true, valueName: 'ZONE', help: "the site's time zone the report's times are shown in, e.g. Europe/Berlin (default: this machine's)" },
  { name: 'include-reads', help: 'list the scripts that changed nothing (reads of the configuration, the status...) among the changes too' },
  { name: 'site', value: true, valueName: 'NAME', help: "the site's name on the title page (default: the group, or the list's file name)" },
  { name: 'technician', value: true, valueName: 'NAME', help: 'who hands the site over (default: $USER)' },
  { name: 'json', help: 'the files written as one JSON document on stdout: {"files": [...], "cameras": N}' },
  workspaceOption,
  helpOption,
];

/** The connection options of --list cameras but --password: a check's password comes from $CAMCONFIG_PASSWORD or the terminal, never the command line. */
const checkConnectionOptions = listConnectionOptions.filter((option) => option.name !== 'password');

export const checkOptions: readonly CommandLineOption[] = [
  { name: 'baseline', value: true, valueName: 'NAME|FILE', help: 'the baseline: a baseline of the workspace by that name, else a baseline text file' },
  { name: 'group', value: true, valueName: 'GROUP', help: 'the cameras of a workspace group (all: every workspace camera)' },
  listOption,
  workspaceOption,
  { name: 'parallel', value: true, valueName: 'N', help: 'cameras read at once, 1 to 256 (default 16)' },
  { name: 'fix', help: 'bring the drifted cameras back: write only their drifted parameters, read them back' },
  { name: 'dry-run', help: "with --fix: print each drifted camera's script; send nothing" },
  ...applyStepCommandLineOptions.map((option) => ({ ...option, help: `with --fix: ${option.help}` })),
  ...rebootWaitCommandLineOptions,
  ...checkConnectionOptions,
  { name: 'json', help: 'the result as one JSON document on stdout: {"cameras": [...], "counts": {...}}' },
  helpOption,
];
