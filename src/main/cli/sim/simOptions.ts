// The options of `camconfig sim`, checked one by one with messages that name the option.
import { flag, optionValue, parseCommandLine, type CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { decimalOption } from '../../base/commandLine/decimalOption';
import { UsageError } from '../../base/commandLine/usageError';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { factoryCredentials, maxBaseLatencyMs, maxFleetSize, maxGeneratedParams } from '../../simulator/camera';
import { parseLoopbackHosts } from './simHosts';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

export interface SimOptions {
  port: number;
  count: number;
  /** One camera per loopback address, all on `port` (--hosts). */
  hosts?: string[];
  /** Camera 1, 1 + N, ... keep the factory credentials; the others take user and password (--factory-every). */
  factoryEvery?: number;
  user?: string;
  password?: string;
  rebootSeconds?: number;
  statePath?: string;
  generatedParams?: number;
  /** Milliseconds every camera waits before it answers a request. */
  latencyMs?: number;
  https?: { certPath: string; keyPath: string };
  quiet: boolean;
  help: boolean;
}

export const defaultSimPort = 8080;

/** The options of camconfig sim; the --help below is generated from them. */
export const simCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'port', value: true, valueName: 'N', help: localize('cliSim.option.port', { defaultPort: String(defaultSimPort) }) },
  { name: 'count', value: true, valueName: 'N', help: localize('cliSim.option.count', { max: maxFleetSize }) },
  { name: 'hosts', value: true, valueName: 'FROM-TO', help: localize('cliSim.option.hosts', { max: maxFleetSize }) },
  { name: 'factory-every', value: true, valueName: 'N', help: localize('cliSim.option.factoryEvery') },
  { name: 'user', value: true, valueName: 'USER', help: localize('cliSim.option.user') },
  { name: 'password', value: true, valueName: 'PASSWORD', help: localize('cliSim.option.password') },
  { name: 'reboot-seconds', value: true, valueName: 'S', help: localize('cliSim.option.rebootSeconds') },
  { name: 'state', value: true, valueName: 'FILE', help: localize('cliSim.option.state') },
  { name: 'generated-params', value: true, valueName: 'N', help: localize('cliSim.option.generatedParams', { max: maxGeneratedParams }) },
  { name: 'latency', value: true, valueName: 'MS', help: localize('cliSim.option.latency') },
  { name: 'https', help: localize('cliSim.option.https') },
  { name: 'cert', value: true, valueName: 'FILE', help: localize('cliSim.option.cert') },
  { name: 'key', value: true, valueName: 'FILE', help: localize('cliSim.option.key') },
  { name: 'quiet', help: localize('cliSim.option.quiet') },
  { name: 'help', alias: 'h', help: localize('commandLine.helpOption') },
];

/** The --help of camconfig sim, in `language`. */
export function simUsage(language: Language): string {
  return renderText(localize('cliSim.usage', { options: formatOptionHelp(simCommandLineOptions, language) }), language);
}

export function parseSimOptions(argv: string[]): SimOptions {
  const args = parseCommandLine(argv, simCommandLineOptions, 'camconfig sim');
  if (args.positionals.length > 0) throw new UsageError(localize('cliSim.error.unexpectedArgument', { argument: args.positionals[0]! }));
  const port = wholeNumber('--port', optionValue(args, 'port'), 0, 65535) ?? defaultSimPort;
  const hostsText = optionValue(args, 'hosts');
  const hosts = hostsText === undefined ? undefined : parseLoopbackHosts(hostsText, maxFleetSize);
  if (hosts !== undefined && optionValue(args, 'count') !== undefined) throw new UsageError(localize('cliSim.error.hostsWithCount'));
  const count = hosts?.length ?? wholeNumber('--count', optionValue(args, 'count'), 1, maxFleetSize) ?? 1;
  if (hosts === undefined && port !== 0 && port + count - 1 > 65535) throw new UsageError(localize('cliSim.error.pastLastPort', { port: String(port), count: String(count) }));
  const user = optionValue(args, 'user');
  const password = optionValue(args, 'password');
  const factoryEvery = wholeNumber('--factory-every', optionValue(args, 'factory-every'), 1, maxFleetSize);
  if (factoryEvery !== undefined && (password === undefined || (password === factoryCredentials.password && (user ?? factoryCredentials.user) === factoryCredentials.user))) {
    throw new UsageError(localize('cliSim.error.factoryEveryNeedsPassword'));
  }
  const rebootSeconds = optionValue(args, 'reboot-seconds');
  const state = optionValue(args, 'state');
  const generatedParams = optionValue(args, 'generated-params');
  const latency = optionValue(args, 'latency');
  const https = httpsFiles(flag(args, 'https'), optionValue(args, 'cert'), optionValue(args, 'key'));
  return {
    port,
    count,
    quiet: flag(args, 'quiet'),
    help: flag(args, 'help'),
    ...(hosts === undefined ? {} : { hosts }),
    ...(factoryEvery === undefined ? {} : { factoryEvery }),
    ...(user === undefined ? {} : { user: nonEmpty('--user', user) }),
    ...(password === undefined ? {} : { password: nonEmpty('--password', password) }),
    ...(rebootSeconds === undefined ? {} : { rebootSeconds: seconds('--reboot-seconds', rebootSeconds) }),
    ...(state === undefined ? {} : { statePath: nonEmpty('--state', state) }),
    ...(generatedParams === undefined ? {} : { generatedParams: wholeNumber('--generated-params', generatedParams, 0, maxGeneratedParams) }),
    ...(latency === undefined ? {} : { latencyMs: wholeNumber('--latency', latency, 0, maxBaseLatencyMs) }),
    ...(https === undefined ? {} : { https }),
  };
}

function wholeNumber(option: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(localize('cliSim.error.wholeNumber', { option, min: String(min), max: String(max), found: text }));
  return value;
}

function seconds(option: string, text: string): number {
  const value = decimalOption(text, option, 'decimal', localize('cliSim.error.secondsWhat'));
  if (value < 0 || value > 3600) throw new UsageError(localize('cliSim.error.secondsRange', { option, found: text }));
  return value;
}

function nonEmpty(option: string, text: string): string {
  if (text === '') throw new UsageError(localize('cliSim.error.empty', { option }));
  return text;
}

function httpsFiles(https: boolean, cert: string | undefined, key: string | undefined): SimOptions['https'] {
  if (!https) {
    if (cert !== undefined || key !== undefined) throw new UsageError(localize('cliSim.error.onlyWithHttps', { option: cert !== undefined ? '--cert' : '--key' }));
    return undefined;
  }
  if (cert === undefined) throw new UsageError(localize('cliSim.error.httpsNeedsCert'));
  if (key === undefined) throw new UsageError(localize('cliSim.error.httpsNeedsKey'));
  return { certPath: cert, keyPath: key };
}
