// The command line of sdk-demo (spec 4.3): -s <system_config.json> -u <user_config.json> [-d <level>] [-v].
import { flag, optionValue, parseCommandLine, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';

export type DebugLevel = 0 | 1 | 2 | 3;

export interface SdkDemoOptions {
  systemFile: string;
  userFile: string;
  debugLevel: DebugLevel;
  verbose: boolean;
}

export type ParsedArguments = { kind: 'run'; options: SdkDemoOptions } | { kind: 'help' } | { kind: 'error'; problem: Text };

/** The specification's options (4.3), its letters only: `--system` is an unknown option. */
export const sdkDemoCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'system', alias: 's', aliasOnly: true, value: true, valueName: '<system_config.json>', help: localize('cliSdkDemo.option.system') },
  { name: 'user', alias: 'u', aliasOnly: true, value: true, valueName: '<user_config.json>', help: localize('cliSdkDemo.option.user') },
  { name: 'debug', alias: 'd', aliasOnly: true, value: true, valueName: '<level>', help: localize('cliSdkDemo.option.debug') },
  { name: 'verbose', alias: 'v', aliasOnly: true, help: localize('cliSdkDemo.option.verbose') },
  { name: 'help', alias: 'h', help: localize('commandLine.helpOption') },
];

/**
 * The specification's synopsis (4.3: "`sdk-demo -s <system_config.json> -u <user_config.json>
 * [-d <level>] [-v]`"), the same in every language; the words around it are ours.
 */
export const specSynopsis = 'sdk-demo -s <system_config.json> -u <user_config.json> [-d <level>] [-v]';

export function sdkDemoUsage(language: Language): string {
  return renderText(localize('cliSdkDemo.usage', { synopsis: specSynopsis, options: formatOptionHelp(sdkDemoCommandLineOptions, language) }), language);
}

function parseDebugLevel(text: string): DebugLevel | null {
  return /^[0-3]$/.test(text) ? (Number(text) as DebugLevel) : null;
}

export function parseSdkDemoArguments(argv: string[]): ParsedArguments {
  let args: ParsedCommandLine;
  try {
    args = parseCommandLine(argv, sdkDemoCommandLineOptions, 'sdk-demo');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { kind: 'error', problem: error.text.id === 'commandLine.unknownOption' ? localize('cliSdkDemo.error.withOptionList', { problem: error.text }) : error.text };
  }
  if (flag(args, 'help')) return { kind: 'help' };
  if (args.positionals.length > 0) return { kind: 'error', problem: localize('cliSdkDemo.error.unexpectedArgument', { argument: JSON.stringify(args.positionals[0]) }) };
  const systemFile = optionValue(args, 'system');
  const userFile = optionValue(args, 'user');
  if (systemFile === undefined) return { kind: 'error', problem: localize('cliSdkDemo.error.systemRequired') };
  if (userFile === undefined) return { kind: 'error', problem: localize('cliSdkDemo.error.userRequired') };
  const debugText = optionValue(args, 'debug') ?? '0';
  const debugLevel = parseDebugLevel(debugText);
  if (debugLevel === null) return { kind: 'error', problem: localize('cliSdkDemo.error.debugLevel', { found: JSON.stringify(debugText) }) };
  return { kind: 'run', options: { systemFile, userFile, debugLevel, verbose: flag(args, 'verbose') } };
}
