// The options of every `camconfig fleet` subcommand, in one light module: the dispatcher needs
// them all to find the subcommand's name behind options that take a value
// (`fleet --workspace DIR backup`) before it loads the one subcommand that runs.
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';

export const workspaceOption = { name: 'workspace', value: true, valueName: 'DIR' } as const;

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
  { name: 'group', value: true, valueName: 'G' },
  { name: 'output', alias: 'o', value: true, valueName: 'DIR' },
  { name: 'parallel', value: true, valueName: 'N' },
  { name: 'json' },
  workspaceOption,
];

export const historyOptions: readonly CommandLineOption[] = [{ name: 'json' }, workspaceOption];

export const diffOptions: readonly CommandLineOption[] = [{ name: 'json' }, workspaceOption];
