// The options of `camconfig serve` (docs/cli/camconfig-serve.md): its own (port, host, ...)
// plus the start flags it shares with the desktop app (services/studioStartOptions.ts).
import { workspaceOption } from '../../base/commandLine/workspaceOption';
import { flag, optionValue, parseCommandLine, type CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { parsePortOption } from '../../base/commandLine/portOption';
import { UsageError } from '../../base/commandLine/usageError';
import { maxBaseLatencyMs, maxGeneratedParams } from '../../simulator/cameraLimits';
import { isLoopbackHost } from '../../transport/webAccessGuard';
import { readStudioStartFlags, studioStartCommandLineOptions, type StudioStartFlags } from '../../services/studioStartOptions';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

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
  { name: 'port', value: true, valueName: 'N', help: localize('cliServe.option.port') },
  { name: 'host', value: true, valueName: 'ADDR', help: localize('cliServe.option.host') },
  { name: 'allow-remote', help: localize('cliServe.option.allowRemote') },
  ...studioStartCommandLineOptions.map((option) => (option.name === 'camera' ? { ...option, help: localize('cliServe.option.cameraAsked', { help: option.help ?? '' }) } : option)),
  { name: 'generated-params', value: true, valueName: 'N', help: localize('cliServe.option.generatedParams', { max: String(maxGeneratedParams) }) },
  { name: 'latency', value: true, valueName: 'MS', help: localize('cliServe.option.latency', { max: String(maxBaseLatencyMs) }) },
  { name: 'open-url-file', value: true, valueName: 'F', help: localize('cliServe.option.openUrlFile') },
  workspaceOption(localize('cliServe.option.workspace')),
  { name: 'help', alias: 'h', help: localize('commandLine.helpOption') },
];

export function serveUsage(language: Language): string {
  return renderText(localize('cliServe.usage', { options: formatOptionHelp(serveCommandLineOptions, language) }), language);
}

export function parseServeOptions(argv: string[]): ServeOptions {
  const parsed = parseCommandLine(
    argv,
    serveCommandLineOptions,
    'camconfig serve',
  );
  const { positionals } = parsed;
  if (positionals.length > 0) throw new UsageError(localize('cliServe.error.unexpectedArgument', { argument: positionals[0]! }));
  const host = optionValue(parsed, 'host') ?? '127.0.0.1';
  const allowRemote = flag(parsed, 'allow-remote');
  if (!isLoopbackHost(host) && !allowRemote) {
    throw new UsageError(localize('cliServe.error.notLoopback', { host }));
  }
  const portText = optionValue(parsed, 'port');
  const startFlags = readStudioStartFlags(parsed);
  const generatedParams = parseGeneratedParams(optionValue(parsed, 'generated-params'));
  if (generatedParams > 0 && !startFlags.demo) throw new UsageError(localize('cliServe.error.generatedParamsWithoutDemo'));
  const latencyText = optionValue(parsed, 'latency');
  if (latencyText !== undefined && !startFlags.demo) throw new UsageError(localize('cliServe.error.latencyWithoutDemo'));
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
  if (!/^\d+$/.test(text) || value > maxGeneratedParams) throw new UsageError(localize('cliServe.error.generatedParamsRange', { max: String(maxGeneratedParams), found: text }));
  return value;
}

function parseLatency(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > maxBaseLatencyMs) throw new UsageError(localize('cliServe.error.latencyRange', { max: String(maxBaseLatencyMs), found: text }));
  return value;
}
