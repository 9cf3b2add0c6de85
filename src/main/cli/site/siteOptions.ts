// The options of every `camconfig site` subcommand, one table each: the parser reads them and
// --help prints them.
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { localize } from '../../../shared/i18n/text';

export const siteOption = { name: 'site', value: true, valueName: 'DIR', help: localize('cliSite.option.site') } as const;
const technicianOption = { name: 'technician', value: true, valueName: '"NAME <EMAIL>"', help: localize('cliSite.option.technician') } as const;
const jsonOption = { name: 'json', help: localize('cliSite.option.json') } as const;
const helpOption = { name: 'help', alias: 'h', help: localize('commandLine.helpOption') } as const;

export const initOptions: readonly CommandLineOption[] = [
  { name: 'name', value: true, valueName: 'NAME', help: localize('cliSite.option.name') },
  { name: 'customer', value: true, valueName: 'TEXT', help: localize('cliSite.option.customer') },
  { name: 'address', value: true, valueName: 'TEXT', help: localize('cliSite.option.address') },
  { name: 'time-zone', value: true, valueName: 'ZONE', help: localize('cliSite.option.timeZone') },
  { name: 'report-language', value: true, valueName: 'en|de', help: localize('cliSite.option.reportLanguage') },
  { name: 'remote', value: true, valueName: 'URL', help: localize('cliSite.option.remote') },
  { name: 'from-workspace', value: true, valueName: 'WS', help: localize('siteMigration.option.fromWorkspace') },
  technicianOption,
  helpOption,
];
export const cloneOptions: readonly CommandLineOption[] = [helpOption];
export const statusOptions: readonly CommandLineOption[] = [siteOption, jsonOption, helpOption];
export const logOptions: readonly CommandLineOption[] = [
  siteOption,
  { name: 'path', value: true, repeatable: true, valueName: 'PATH', help: localize('cliSite.option.path') },
  { name: 'camera', value: true, valueName: 'ID', help: localize('cliSite.option.camera') },
  { name: 'limit', value: true, valueName: 'N', help: localize('cliSite.option.limit') },
  jsonOption,
  helpOption,
];
export const pullOptions: readonly CommandLineOption[] = [siteOption, technicianOption, jsonOption, helpOption];
export const pushOptions: readonly CommandLineOption[] = [siteOption, technicianOption, jsonOption, helpOption];
export const passphraseOptions: readonly CommandLineOption[] = [siteOption, technicianOption, jsonOption, helpOption];
