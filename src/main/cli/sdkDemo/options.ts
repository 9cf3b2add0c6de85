// The command line of sdk-demo (spec 4.3): -s <system_config.json> -u <user_config.json> [-d <level>] [-v].
import { flag, optionValue, parseCommandLine, type CommandLineOption, type ParsedCommandLine } from '../../base/commandLine/parseCommandLine';
import { UsageError } from '../../base/commandLine/usageError';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';

export type DebugLevel = 0 | 1 | 2 | 3;

export interface SdkDemoOptions {
  systemFile: string;
  userFile: string;
  debugLevel: DebugLevel;
  verbose: boolean;
}

export type ParsedArguments = { kind: 'run'; options: SdkDemoOptions } | { kind: 'help' } | { kind: 'error'; message: string };

/** The specification's options (4.3), its letters only: `--system` is an unknown option. */
export const sdkDemoCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'system', alias: 's', aliasOnly: true, value: true, valueName: '<system_config.json>', help: 'system configuration (JSON)' },
  { name: 'user', alias: 'u', aliasOnly: true, value: true, valueName: '<user_config.json>', help: 'user configuration (JSON); re-read while running when the file changes' },
  { name: 'debug', alias: 'd', aliasOnly: true, value: true, valueName: '<level>', help: 'debug output on stderr: 0 (default) only warnings about encryption off or unsent messages, 1 all warnings, 2 + packages, 3 + messages' },
  { name: 'verbose', alias: 'v', aliasOnly: true, help: 'verbose: status information on stderr (interface, broadcast address, port, ...)' },
  { name: 'help', alias: 'h', help: 'this text' },
];

export const usage = `Usage: sdk-demo -s <system_config.json> -u <user_config.json> [-d <level>] [-v]

${formatOptionHelp(sdkDemoCommandLineOptions, 'en')}

Dialogue: enter a path, then a value, to send a message. '?' at either prompt prints the
statistics record (put_publication), '!' exits. Received messages are printed as <path>=<value>.`;

const optionList = '(options: -s, -u, -d, -v)';

function parseDebugLevel(text: string): DebugLevel | null {
  return /^[0-3]$/.test(text) ? (Number(text) as DebugLevel) : null;
}

export function parseSdkDemoArguments(argv: string[]): ParsedArguments {
  let args: ParsedCommandLine;
  try {
    args = parseCommandLine(argv, sdkDemoCommandLineOptions, 'sdk-demo');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { kind: 'error', message: error.message.startsWith('unknown option') ? `${error.message} ${optionList}` : error.message };
  }
  if (flag(args, 'help')) return { kind: 'help' };
  if (args.positionals.length > 0) return { kind: 'error', message: `unexpected argument ${JSON.stringify(args.positionals[0])} ${optionList}` };
  const systemFile = optionValue(args, 'system');
  const userFile = optionValue(args, 'user');
  if (systemFile === undefined) return { kind: 'error', message: 'option -s <system_config.json> is required' };
  if (userFile === undefined) return { kind: 'error', message: 'option -u <user_config.json> is required' };
  const debugText = optionValue(args, 'debug') ?? '0';
  const debugLevel = parseDebugLevel(debugText);
  if (debugLevel === null) return { kind: 'error', message: `option -d: expected a debug level from 0 to 3, got ${JSON.stringify(debugText)}` };
  return { kind: 'run', options: { systemFile, userFile, debugLevel, verbose: flag(args, 'verbose') } };
}
