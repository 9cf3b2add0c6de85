// The options of every `camconfig fleet` subcommand, in one light module: the dispatcher needs
// them all to find the subcommand's name behind options that take a value
// (`fleet --workspace DIR backup`) before it loads the one subcommand that runs.
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';

export const workspaceOption = {
  name: 'workspace',
  value: true,
  valueName: 'DIR',
  help: 'the workspace folder (default $XDG_CONFIG_HOME/camconfig, else ~/.config/camconfig); its passwords open with $CAMCONFIG_WORKSPACE_PASSPHRASE, or one asked for on a terminal',
} as const;

const jsonOption = { name: 'json', help: 'the result as one JSON document on stdout' } as const;
const helpOption = { name: 'help', alias: 'h', help: 'this text' } as const;

export const importOptions: readonly CommandLineOption[] = [workspaceOption, { name: 'user', value: true }, { name: 'dry-run' }, { name: 'json' }, { name: 'help', alias: 'h' }];

export const applyCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'commands', value: true, valueName: 'FILE' },
  { name: 'list', value: true, valueName: 'CSV' },
  { name: 'group', value: true, valueName: 'GROUP' },
  workspaceOption,
  { name: 'dry-run' },
  { name: 'parallel', value: true, valueName: 'N' },
  { name: 'store' },
  { name: 'update' },
  { name: 'reboot' },
  { name: 'wait' },
  { name: 'wait-timeout', value: true },
  { name: 'poll-interval', value: true },
  { name: 'user', alias: 'u', value: true },
  { name: 'password', value: true },
  { name: 'https' },
  { name: 'insecure' },
  { name: 'timeout', value: true },
  { name: 'long-timeout', value: true },
  { name: 'known-cameras', value: true },
  { name: 'json' },
  { name: 'help', alias: 'h' },
];

export const backupOptions: readonly CommandLineOption[] = [
  { name: 'group', value: true, valueName: 'G', help: 'only the cameras of group G (default: every camera of the workspace)' },
  { name: 'output', alias: 'o', value: true, valueName: 'DIR', help: "where the backup files go (default the workspace's backups/ folder)" },
  { name: 'parallel', value: true, valueName: 'N', help: 'at most N cameras at once, 1 to 64 (default 8)' },
  jsonOption,
  workspaceOption,
  helpOption,
];

export const historyOptions: readonly CommandLineOption[] = [jsonOption, workspaceOption, helpOption];

export const diffOptions: readonly CommandLineOption[] = [jsonOption, workspaceOption, helpOption];
