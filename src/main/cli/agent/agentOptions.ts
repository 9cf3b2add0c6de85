// The options of `camconfig agent` (docs/agent.md): one table, read by the parser and printed
// by --help.
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { flag, optionValue, parseCommandLine, type CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { parsePortOption } from '../../base/commandLine/portOption';
import { UsageError } from '../../base/commandLine/usageError';
import { workspaceOption } from '../../base/commandLine/workspaceOption';
import { isLoopbackHost } from '../../base/net/loopbackHost';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

export interface AgentOptions {
  help: boolean;
  printSystemdUnit: boolean;
  /** The workspace folder as given (`--workspace` or `--site`, made absolute where it is opened); undefined: the default one. */
  workspace: string | undefined;
  /** null: no metrics endpoint; 0: a free port (printed). */
  metricsPort: number | null;
  metricsHost: string;
  allowRemote: boolean;
  tokenFile: string | undefined;
}

export const agentCommandLineOptions: readonly CommandLineOption[] = [
  workspaceOption(localize('cliAgent.option.workspace')),
  { name: 'metrics-port', value: true, valueName: 'N', help: localize('cliAgent.option.metricsPort') },
  { name: 'metrics-host', value: true, valueName: 'H', help: localize('cliAgent.option.metricsHost') },
  { name: 'allow-remote', help: localize('cliAgent.option.allowRemote') },
  { name: 'token-file', value: true, valueName: 'F', help: localize('cliAgent.option.tokenFile') },
  { name: 'print-systemd-unit', help: localize('cliAgent.option.printSystemdUnit') },
  { name: 'help', alias: 'h', help: localize('commandLine.helpOption') },
];

export function agentUsage(language: Language): string {
  return renderText(localize('cliAgent.usage', { options: formatOptionHelp(agentCommandLineOptions, language) }), language);
}

export function parseAgentOptions(argv: readonly string[]): AgentOptions {
  const parsed = parseCommandLine(argv, agentCommandLineOptions, 'camconfig agent');
  if (parsed.positionals.length > 0) throw new UsageError(localize('cliAgent.error.unexpectedArgument', { argument: parsed.positionals[0]! }));
  const metricsHost = optionValue(parsed, 'metrics-host') ?? '127.0.0.1';
  const allowRemote = flag(parsed, 'allow-remote');
  const tokenFile = optionValue(parsed, 'token-file');
  const portText = optionValue(parsed, 'metrics-port');
  if (portText === undefined && (optionValue(parsed, 'metrics-host') !== undefined || tokenFile !== undefined || allowRemote)) throw new UsageError(localize('cliAgent.error.metricsOptionsWithoutPort'));
  if (!isLoopbackHost(metricsHost) && !allowRemote) throw new UsageError(localize('cliAgent.error.notLoopback', { host: metricsHost }));
  if (!isLoopbackHost(metricsHost) && tokenFile === undefined) throw new UsageError(localize('cliAgent.error.remoteNeedsToken', { host: metricsHost }));
  return {
    help: flag(parsed, 'help'),
    printSystemdUnit: flag(parsed, 'print-systemd-unit'),
    workspace: optionValue(parsed, 'workspace'),
    metricsPort: portText === undefined ? null : parsePortOption(portText, '--metrics-port', 0),
    metricsHost,
    allowRemote,
    tokenFile,
  };
}
