// The options of every `camconfig site` subcommand, one table each: the parser reads them and
// --help prints them.
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';

export const siteOption = { name: 'site', value: true, valueName: 'DIR', help: 'the site folder (default the current folder)' } as const;
const technicianOption = {
  name: 'technician',
  value: true,
  valueName: '"NAME <EMAIL>"',
  help: "who commits (the commit's author); default git's user.name and user.email",
} as const;
const jsonOption = { name: 'json', help: 'the result as one JSON document on stdout' } as const;
const helpOption = { name: 'help', alias: 'h', help: 'this text' } as const;

export const initOptions: readonly CommandLineOption[] = [
  { name: 'name', value: true, valueName: 'NAME', help: "the site's name (required)" },
  { name: 'customer', value: true, valueName: 'TEXT', help: 'the customer' },
  { name: 'address', value: true, valueName: 'TEXT', help: "the site's address" },
  { name: 'time-zone', value: true, valueName: 'ZONE', help: 'the time zone of the site, e.g. Europe/Berlin (default this computer\'s)' },
  { name: 'report-language', value: true, valueName: 'en|de', help: 'the language of its reports (default en)' },
  { name: 'remote', value: true, valueName: 'URL', help: "the git remote it is shared through (origin); no password in it: git's credential helper or SSH agent keeps that" },
  technicianOption,
  helpOption,
];
export const cloneOptions: readonly CommandLineOption[] = [helpOption];
export const statusOptions: readonly CommandLineOption[] = [siteOption, jsonOption, helpOption];
export const logOptions: readonly CommandLineOption[] = [siteOption, { name: 'path', value: true, repeatable: true, valueName: 'PATH', help: 'only commits that changed PATH (a camera file, a folder); may be given more than once' }, { name: 'limit', value: true, valueName: 'N', help: 'at most N commits (default 100)' }, jsonOption, helpOption];
export const pullOptions: readonly CommandLineOption[] = [siteOption, technicianOption, jsonOption, helpOption];
export const pushOptions: readonly CommandLineOption[] = [siteOption, technicianOption, jsonOption, helpOption];
