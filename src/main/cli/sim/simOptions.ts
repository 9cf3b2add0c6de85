// The options of `camconfig sim`, checked one by one with messages that name the option.
import { parseArgs } from 'node:util';
import { maxFleetSize, maxGeneratedParams } from '../../simulator/camera';

export interface SimOptions {
  port: number;
  count: number;
  user?: string;
  password?: string;
  rebootSeconds?: number;
  statePath?: string;
  generatedParams?: number;
  https?: { certPath: string; keyPath: string };
  quiet: boolean;
  help: boolean;
}

export class SimUsageError extends Error {
  override readonly name = 'SimUsageError';
}

export const defaultSimPort = 8080;

export const simUsage = `Usage: camconfig sim [options]

Runs simulated cameras on 127.0.0.1 and prints the URL of each, one per line.
Stops on Ctrl+C (SIGINT) or SIGTERM.

Options:
  --port N             port of the first camera, the others follow (default ${defaultSimPort});
                       0 gives every camera a free port
  --count N            number of cameras, 1 to ${maxFleetSize} (default 1)
  --user U             Basic auth user (default: the factory user admin)
  --password P         Basic auth password (default: the factory password)
  --reboot-seconds S   how long a reboot keeps a camera off the network (default 5)
  --state FILE         keep the flash copy in FILE (FILE-1, FILE-2, ... for several cameras)
  --generated-params N add N generated parameters (sections gen001, ... of 40 each) to the
                       factory configuration, 0 to ${'$'}{maxGeneratedParams} (default 0)
  --https              serve HTTPS; needs --cert and --key
  --cert FILE          PEM certificate for --https
  --key FILE           PEM private key for --https
  --quiet              no log of requests on stderr
  -h, --help           this text`;

export function parseSimOptions(argv: string[]): SimOptions {
  const { values, positionals } = parseOrExplain(argv);
  if (positionals.length > 0) throw new SimUsageError(`unexpected argument '${positionals[0]}' (camconfig sim takes options only)`);
  const options: SimOptions = {
    port: wholeNumber('--port', values.port, 0, 65535) ?? defaultSimPort,
    count: wholeNumber('--count', values.count, 1, maxFleetSize) ?? 1,
    quiet: values.quiet ?? false,
    help: values.help ?? false,
  };
  if (values.user !== undefined) options.user = nonEmpty('--user', values.user);
  if (values.password !== undefined) options.password = nonEmpty('--password', values.password);
  if (values['reboot-seconds'] !== undefined) options.rebootSeconds = seconds('--reboot-seconds', values['reboot-seconds']);
  if (values.state !== undefined) options.statePath = nonEmpty('--state', values.state);
  if (values['generated-params'] !== undefined) options.generatedParams = wholeNumber('--generated-params', values['generated-params'], 0, maxGeneratedParams);
  if (options.port !== 0 && options.port + options.count - 1 > 65535) throw new SimUsageError(`--port ${options.port} with --count ${options.count} goes past port 65535`);
  options.https = httpsFiles(values.https ?? false, values.cert, values.key);
  if (!options.https) delete options.https;
  return options;
}

function parseOrExplain(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        count: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        'reboot-seconds': { type: 'string' },
        state: { type: 'string' },
        'generated-params': { type: 'string' },
        https: { type: 'boolean' },
        cert: { type: 'string' },
        key: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const option = /'(-[^' ]+)/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) throw new SimUsageError(`unknown option ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option && message.includes('ambiguous')) {
      throw new SimUsageError(`${option} needs a value; for a value starting with '-', write ${option}=<value>`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) throw new SimUsageError(`${option} needs a value`);
    throw new SimUsageError(message);
  }
}

function wholeNumber(option: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new SimUsageError(`${option} must be a whole number from ${min} to ${max}, got '${text}'`);
  return value;
}

function seconds(option: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 3600) throw new SimUsageError(`${option} must be a number of seconds from 0 to 3600, got '${text}'`);
  return value;
}

function nonEmpty(option: string, text: string): string {
  if (text === '') throw new SimUsageError(`${option} must not be empty`);
  return text;
}

function httpsFiles(https: boolean, cert: string | undefined, key: string | undefined): SimOptions['https'] {
  if (!https) {
    if (cert !== undefined || key !== undefined) throw new SimUsageError(`${cert !== undefined ? '--cert' : '--key'} is only used with --https`);
    return undefined;
  }
  if (cert === undefined) throw new SimUsageError('--https needs --cert FILE (a PEM certificate)');
  if (key === undefined) throw new SimUsageError('--https needs --key FILE (a PEM private key)');
  return { certPath: cert, keyPath: key };
}
