// The options of every `camconfig fleet` subcommand, in one light module: the dispatcher needs
// them all to find the subcommand's name behind options that take a value
// (`fleet --workspace DIR backup`) before it loads the one subcommand that runs.
import { workspaceOption as sharedWorkspaceOption } from '../../base/commandLine/workspaceOption';
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { rcGlobalCommandLineOptions } from '../rc/rcGlobalOptions';
import { applyStepCommandLineOptions, rebootWaitCommandLineOptions } from '../rc/rebootWaitOptions';
import { localize } from '../../../shared/i18n/text';

export const workspaceOption = sharedWorkspaceOption(localize('cliFleet.option.workspace'));

const jsonOption = { name: 'json', help: localize('cliFleet.option.json') } as const;
const helpOption = { name: 'help', alias: 'h', help: localize('commandLine.helpOption') } as const;

export const importOptions: readonly CommandLineOption[] = [
  workspaceOption,
  { name: 'user', value: true, valueName: 'USER', help: localize('cliFleet.option.import.user', { variable: passwordEnvVariable }) },
  { name: 'dry-run', help: localize('cliFleet.option.import.dryRun') },
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
export const listOption = { name: 'list', value: true, valueName: 'CSV', help: localize('cliFleet.option.list') } as const;

/** How the cameras of --list are reached (workspace cameras bring their own): the options of `camconfig rc`. */
export const listConnectionOptions: readonly CommandLineOption[] = [rcOption('user'), rcOption('password'), rcOption('https'), rcOption('insecure'), rcOption('timeout'), rcOption('long-timeout'), rcOption('known-cameras')];

/** Where history and diff find the backup files of --list cameras. */
export const backupsOption = { name: 'backups', value: true, valueName: 'DIR', help: localize('cliFleet.option.backups') } as const;

export const applyCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'commands', value: true, valueName: 'FILE', help: localize('cliFleet.option.apply.commands') },
  listOption,
  { name: 'group', value: true, valueName: 'GROUP', help: localize('cliFleet.option.groupOfWorkspace') },
  workspaceOption,
  { name: 'dry-run', help: localize('cliFleet.option.apply.dryRun') },
  { name: 'parallel', value: true, valueName: 'N', help: localize('cliFleet.option.apply.parallel', { max: 256, default: 10 }) },
  ...applyStepCommandLineOptions,
  ...rebootWaitCommandLineOptions,
  ...listConnectionOptions,
  { name: 'json', help: localize('cliFleet.option.apply.json') },
  helpOption,
];

export const backupOptions: readonly CommandLineOption[] = [
  { name: 'group', value: true, valueName: 'GROUP', help: localize('cliFleet.option.onlyGroup') },
  listOption,
  { name: 'output', alias: 'o', value: true, valueName: 'DIR', help: localize('cliFleet.option.backup.output') },
  { name: 'parallel', value: true, valueName: 'N', help: localize('cliFleet.option.backup.parallel', { max: 64, default: 8 }) },
  ...listConnectionOptions,
  jsonOption,
  workspaceOption,
  helpOption,
];

export const historyOptions: readonly CommandLineOption[] = [listOption, backupsOption, jsonOption, workspaceOption, helpOption];

export const inventoryOptions: readonly CommandLineOption[] = [
  { name: 'group', value: true, valueName: 'GROUP', help: localize('cliFleet.option.onlyGroup') },
  { name: 'parallel', value: true, valueName: 'N', help: localize('cliFleet.option.inventory.parallel', { max: 512, default: 256 }) },
  { name: 'json', help: localize('cliFleet.option.inventory.json') },
  { name: 'csv', help: localize('cliFleet.option.inventory.csv') },
  workspaceOption,
  helpOption,
];

export const diffOptions: readonly CommandLineOption[] = [listOption, backupsOption, ...listConnectionOptions, jsonOption, workspaceOption, helpOption];

export const reportOptions: readonly CommandLineOption[] = [
  { name: 'group', value: true, valueName: 'GROUP', help: localize('cliFleet.option.report.group') },
  { name: 'list', value: true, valueName: 'CSV', help: localize('cliFleet.option.report.list') },
  { name: 'baseline', value: true, valueName: 'NAME|FILE', help: localize('cliFleet.option.report.baseline') },
  { name: 'html', value: true, valueName: 'FILE', help: localize('cliFleet.option.report.html') },
  { name: 'pdf', value: true, valueName: 'FILE', help: localize('cliFleet.option.report.pdf') },
  { name: 'since', value: true, valueName: 'DATE', help: localize('cliFleet.option.report.since') },
  { name: 'language', value: true, valueName: 'en|de', help: localize('cliFleet.option.report.language') },
  { name: 'time-zone', value: true, valueName: 'ZONE', help: localize('cliFleet.option.report.timeZone') },
  { name: 'include-reads', help: localize('cliFleet.option.report.includeReads') },
  { name: 'title', value: true, valueName: 'NAME', help: localize('cliFleet.option.report.site') },
  { name: 'technician', value: true, valueName: 'NAME', help: localize('cliFleet.option.report.technician') },
  { name: 'json', help: localize('cliFleet.option.report.json') },
  workspaceOption,
  helpOption,
];

/** The connection options of --list cameras but --password: a check's password comes from $CAMCONFIG_PASSWORD or the terminal, never the command line. */
const checkConnectionOptions = listConnectionOptions.filter((option) => option.name !== 'password');

export const checkOptions: readonly CommandLineOption[] = [
  { name: 'baseline', value: true, valueName: 'NAME|FILE', help: localize('cliFleet.option.check.baseline') },
  { name: 'group', value: true, valueName: 'GROUP', help: localize('cliFleet.option.groupOfWorkspace') },
  listOption,
  workspaceOption,
  { name: 'parallel', value: true, valueName: 'N', help: localize('cliFleet.option.check.parallel', { max: 256, default: 16 }) },
  { name: 'fix', help: localize('cliFleet.option.check.fix') },
  { name: 'dry-run', help: localize('cliFleet.option.check.dryRun') },
  ...applyStepCommandLineOptions.map((option) => ({ ...option, help: localize('cliFleet.option.withFix', { help: option.help ?? '' }) })),
  ...rebootWaitCommandLineOptions,
  ...checkConnectionOptions,
  { name: 'json', help: localize('cliFleet.option.check.json') },
  helpOption,
];
