// The options of `camconfig serve` (docs/cli/camconfig-serve.md): its own (port, host, ...)
// plus the start flags it shares with the desktop app (services/studioStartOptions.ts).
import { flag, optionValue, parseCommandLine, type CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { parsePortOption } from '../../base/commandLine/portOption';
import { UsageError } from '../../base/commandLine/usageError';
import { maxBaseLatencyMs, maxGeneratedParams } from '../../simulator/cameraLimits';
import { isLoopbackHost } from '../../transport/webAccessGuard';
import { readStudioStartFlags, studioStartCommandLineOptions, type StudioStartFlags } from '../../services/studioStartOptions';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';

export interface ServeOptions extends StudioStartFlags {
  help: boolean;
  port: number;
  host: string;
  allowRemote: boolean;
  openUrlFile: string | undefined;
  /** Extra generated parameters of the demo camera (benchmarks); 0 by default. */
  generatedParams: number;
  /** Milliseconds the demo camera waits before every answer (as camconfig sim --latency); 0 by default. */
  latencyMs: number;
  /** Where the cameras are kept (serveWorkspace.ts); undefined: the default folder. */
  workspace: string | undefined;
}

/** The options of camconfig serve; the --help below is generated from them. */
export const serveCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'port', value: true, valueName: 'N', help: 'TCP port (default 0: any free port)' },
  { name: 'host', value: true, valueName: 'ADDR', help: 'address to listen on (default 127.0.0.1; any 127.x.x.x, ::1 or localhost)' },
  { name: 'allow-remote', help: 'allow a --host that is not a loopback address (anyone on the network who gets the URL can then configure your cameras)' },
  ...studioStartCommandLineOptions.map((option) => (option.name === 'camera' ? { ...option, help: `${option.help}, else it is asked for on the terminal` } : option)),
  { name: 'generated-params', value: true, valueName: 'N', help: `the demo camera serves N extra generated parameters (sections of 40), 0 to ${maxGeneratedParams}; for benchmarks and large-configuration demos` },
  { name: 'latency', value: true, valueName: 'MS', help: `the demo camera waits MS milliseconds (0 to ${maxBaseLatencyMs}) before it answers, as a slow camera does (as camconfig sim --latency; default 0)` },
  { name: 'open-url-file', value: true, valueName: 'F', help: 'also write the URL (token included) to file F, created anew with mode 0600 (readable by you only); a symbolic link is refused' },
  { name: 'workspace', value: true, valueName: 'DIR', help: 'keep the cameras in DIR (default ~/.config/camconfig); their passwords are encrypted with the passphrase from $CAMCONFIG_WORKSPACE_PASSPHRASE, or asked for on a terminal; without one they are kept in memory only' },
  { name: 'help', alias: 'h', help: 'this text' },
];

export const serveUsage = `Usage: camconfig serve [options]

Serves CamConfig Studio to a browser (web mode) and prints the URL to open; the URL carries
a random token, so only who sees it can use the studio. Ctrl+C stops.

Options:
${formatOptionHelp(serveCommandLineOptions, 'en')}`;

export function parseServeOptions(argv: string[]): ServeOptions {
  const parsed = parseCommandLine(
    argv,
    serveCommandLineOptions,
    'camconfig serve',
  );
  const { positionals } = parsed;
  if (positionals.length > 0) throw new UsageError(`camconfig serve takes no arguments (found '${positionals[0]}')`);
  const host = optionValue(parsed, 'host') ?? '127.0.0.1';
  const allowRemote = flag(parsed, 'allow-remote');
  if (!isLoopbackHost(host) && !allowRemote) {
    throw new UsageError(`--host ${host} is not a loopback address: whoever reaches it with the URL can configure your cameras; add --allow-remote if that is what you want`);
  }
  const portText = optionValue(parsed, 'port');
  const startFlags = readStudioStartFlags(parsed);
  const generatedParams = parseGeneratedParams(optionValue(parsed, 'generated-params'));
  if (generatedParams > 0 && !startFlags.demo) throw new UsageError('--generated-params sizes the demo camera: leave out --no-demo');
  const latencyText = optionValue(parsed, 'latency');
  if (latencyText !== undefined && !startFlags.demo) throw new UsageError('--latency slows the demo camera: leave out --no-demo');
  return {
    ...startFlags,
    generatedParams,
    latencyMs: latencyText === undefined ? 0 : parseLatency(latencyText),
    help: flag(parsed, 'help'),
    port: portText === undefined ? 0 : parsePortOption(portText, '--port', 0),
    host,
    allowRemote,
    openUrlFile: optionValue(parsed, 'open-url-file'),
    workspace: optionValue(parsed, 'workspace'),
  };
}

function parseGeneratedParams(text: string | undefined): number {
  if (text === undefined) return 0;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > maxGeneratedParams) throw new UsageError(`--generated-params must be a whole number from 0 to ${maxGeneratedParams}, got '${text}'`);
  return value;
}

function parseLatency(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > maxBaseLatencyMs) throw new UsageError(`--latency must be a whole number of milliseconds from 0 to ${maxBaseLatencyMs}, got '${text}'`);
  return value;
}
