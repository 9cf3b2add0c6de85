// The options of `camconfig sim`, checked one by one with messages that name the option.
import { flag, optionValue, parseCommandLine, type CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { decimalOption } from '../../base/commandLine/decimalOption';
import { UsageError } from '../../base/commandLine/usageError';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { factoryCredentials, maxBaseLatencyMs, maxFleetSize, maxGeneratedParams } from '../../simulator/camera';
import { parseLoopbackHosts } from './simHosts';

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
  { name: 'port', value: true, valueName: 'N', help: `port of the first camera, the others follow (default ${defaultSimPort}); 0 gives every camera a free port` },
  { name: 'count', value: true, valueName: 'N', help: `number of cameras, 1 to ${maxFleetSize} (default 1)` },
  { name: 'hosts', value: true, valueName: 'FROM-TO', help: `one camera per loopback address (e.g. 127.0.0.2-127.0.0.60, at most ${maxFleetSize}), all on --port, as on a real subnet; only 127.0.0.0/8` },
  { name: 'factory-every', value: true, valueName: 'N', help: 'cameras 1, 1+N, 1+2N, ... keep the factory credentials (admin/meinsm), the others take --user/--password (needs --password)' },
  { name: 'user', value: true, valueName: 'USER', help: 'Basic auth user (default: the factory user admin)' },
  { name: 'password', value: true, valueName: 'PASSWORD', help: 'Basic auth password (default: the factory password)' },
  { name: 'reboot-seconds', value: true, valueName: 'S', help: 'how long a reboot keeps a camera off the network (default 5)' },
  { name: 'state', value: true, valueName: 'FILE', help: 'keep the flash copy in FILE (FILE-1, FILE-2, ... for several cameras)' },
  { name: 'generated-params', value: true, valueName: 'N', help: `add N generated parameters (sections gen001, ... of 40 each) to the factory configuration, 0 to ${maxGeneratedParams} (default 0)` },
  { name: 'latency', value: true, valueName: 'MS', help: "every camera waits MS milliseconds before answering, as a real camera's web server takes time (default 0)" },
  { name: 'https', help: 'serve HTTPS; needs --cert and --key' },
  { name: 'cert', value: true, valueName: 'FILE', help: 'PEM certificate for --https' },
  { name: 'key', value: true, valueName: 'FILE', help: 'PEM private key for --https' },
  { name: 'quiet', help: 'no log of requests on stderr' },
  { name: 'help', alias: 'h', help: 'this text' },
];

export const simUsage = `Usage: camconfig sim [options]

Runs simulated cameras on 127.0.0.1 (or one per loopback address with --hosts) and prints
the URL of each, one per line.
Stops on Ctrl+C (SIGINT) or SIGTERM.

Options:
${formatOptionHelp(simCommandLineOptions)}`;

export function parseSimOptions(argv: string[]): SimOptions {
  const args = parseCommandLine(argv, simCommandLineOptions, 'camconfig sim');
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument '${args.positionals[0]}' (camconfig sim takes options only)`);
  const port = wholeNumber('--port', optionValue(args, 'port'), 0, 65535) ?? defaultSimPort;
  const hostsText = optionValue(args, 'hosts');
  const hosts = hostsText === undefined ? undefined : parseLoopbackHosts(hostsText, maxFleetSize);
  if (hosts !== undefined && optionValue(args, 'count') !== undefined) throw new UsageError('--hosts gives one camera per address: leave out --count');
  const count = hosts?.length ?? wholeNumber('--count', optionValue(args, 'count'), 1, maxFleetSize) ?? 1;
  if (hosts === undefined && port !== 0 && port + count - 1 > 65535) throw new UsageError(`--port ${port} with --count ${count} goes past port 65535`);
  const user = optionValue(args, 'user');
  const password = optionValue(args, 'password');
  const factoryEvery = wholeNumber('--factory-every', optionValue(args, 'factory-every'), 1, maxFleetSize);
  if (factoryEvery !== undefined && (password === undefined || (password === factoryCredentials.password && (user ?? factoryCredentials.user) === factoryCredentials.user))) {
    throw new UsageError('--factory-every needs --password (and --user, default admin) other than the factory ones: the credentials of the cameras not on factory credentials');
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
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`${option} must be a whole number from ${min} to ${max}, got '${text}'`);
  return value;
}

function seconds(option: string, text: string): number {
  const value = decimalOption(text, option, 'decimal', 'a number of seconds from 0 to 3600');
  if (value < 0 || value > 3600) throw new UsageError(`${option} must be a number of seconds from 0 to 3600, got '${text}'`);
  return value;
}

function nonEmpty(option: string, text: string): string {
  if (text === '') throw new UsageError(`${option} must not be empty`);
  return text;
}

function httpsFiles(https: boolean, cert: string | undefined, key: string | undefined): SimOptions['https'] {
  if (!https) {
    if (cert !== undefined || key !== undefined) throw new UsageError(`${cert !== undefined ? '--cert' : '--key'} is only used with --https`);
    return undefined;
  }
  if (cert === undefined) throw new UsageError('--https needs --cert FILE (a PEM certificate)');
  if (key === undefined) throw new UsageError('--https needs --key FILE (a PEM private key)');
  return { certPath: cert, keyPath: key };
}
