// The command line of sdk-demo (spec 4.3): -s <system_config.json> -u <user_config.json> [-d <level>] [-v].

export type DebugLevel = 0 | 1 | 2 | 3;

export interface SdkDemoOptions {
  systemFile: string;
  userFile: string;
  debugLevel: DebugLevel;
  verbose: boolean;
}

export type ParsedArguments = { kind: 'run'; options: SdkDemoOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const usage = `Usage: sdk-demo -s <system_config.json> -u <user_config.json> [-d <level>] [-v]

  -s <file>    system configuration (JSON)
  -u <file>    user configuration (JSON); re-read while running when the file changes
  -d <level>   debug output on stderr: 0 (default) only warnings about encryption off or
               unsent messages, 1 all warnings, 2 + packages, 3 + messages
  -v           verbose: status information on stderr (interface, broadcast address, port, ...)
  -h, --help   this text

Dialogue: enter a path, then a value, to send a message. '?' at either prompt prints the
statistics record (put_publication), '!' exits. Received messages are printed as <path>=<value>.`;

const valueOptions: Record<string, string> = { '-s': '<system_config.json>', '-u': '<user_config.json>', '-d': '<level>' };

function parseDebugLevel(text: string): DebugLevel | null {
  return /^[0-3]$/.test(text) ? (Number(text) as DebugLevel) : null;
}

export function parseSdkDemoArguments(argv: string[]): ParsedArguments {
  const values = new Map<string, string>();
  let verbose = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '-v') {
      verbose = true;
      continue;
    }
    const placeholder = valueOptions[arg];
    if (placeholder === undefined) {
      const what = arg.startsWith('-') ? `unknown option ${arg}` : `unexpected argument ${JSON.stringify(arg)}`;
      return { kind: 'error', message: `${what} (options: -s, -u, -d, -v)` };
    }
    const value = argv[index + 1];
    if (value === undefined || (value.startsWith('-') && value.length > 1 && arg !== '-d')) return { kind: 'error', message: `option ${arg} needs a value: ${arg} ${placeholder}` };
    if (values.has(arg)) return { kind: 'error', message: `option ${arg} is given twice` };
    values.set(arg, value);
    index++;
  }
  const systemFile = values.get('-s');
  const userFile = values.get('-u');
  if (systemFile === undefined) return { kind: 'error', message: 'option -s <system_config.json> is required' };
  if (userFile === undefined) return { kind: 'error', message: 'option -u <user_config.json> is required' };
  const debugText = values.get('-d') ?? '0';
  const debugLevel = parseDebugLevel(debugText);
  if (debugLevel === null) return { kind: 'error', message: `option -d: expected a debug level from 0 to 3, got ${JSON.stringify(debugText)}` };
  return { kind: 'run', options: { systemFile, userFile, debugLevel, verbose } };
}
