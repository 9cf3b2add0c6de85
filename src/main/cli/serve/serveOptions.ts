// The options of `camconfig serve` (docs/cli/camconfig-serve.md).
import { parseArgs } from '../rc/argParser';
import { parseCameraArg, type CameraArg } from '../rc/paramArgs';
import { UsageError } from '../rc/usageError';
import { isLoopbackHost } from '../../transport/webServer';

export interface ServeOptions {
  help: boolean;
  port: number;
  host: string;
  allowRemote: boolean;
  demo: boolean;
  openUrlFile: string | undefined;
  /** Real cameras to list at start (the password comes from $CAMCONFIG_PASSWORD or a prompt). */
  cameras: CameraArg[];
  https: boolean;
  user: string;
  /** Interface to start the distributor on (outside demo mode), with its UDP port. */
  iface: string | undefined;
  busPort: number | undefined;
}

export const passphraseEnvVariable = 'CAMCONFIG_PASSPHRASE';

export const serveUsage = `Usage: camconfig serve [options]

Serves CamConfig Studio to a browser (web mode) and prints the URL to open; the URL carries
a one-time token, so only who sees it can use the studio. Ctrl+C stops.

Options:
  --port N             TCP port (default 0: any free port)
  --host ADDR          address to listen on (default 127.0.0.1)
  --allow-remote       allow a --host that is not a loopback address (anyone on the network
                       who gets the URL can then configure your cameras)
  --no-demo            start without the simulated camera and bus peer
  --camera HOST[:PORT] list this camera (repeatable); the password comes from
                       $CAMCONFIG_PASSWORD, else it is asked for on the terminal
  --user NAME          user for the --camera cameras (default admin)
  --https              reach the --camera cameras over HTTPS
  --iface NAME         start the distributor on this interface (needs --no-demo);
                       the passphrase comes from $CAMCONFIG_PASSPHRASE (unset: unencrypted)
  --bus-port N         UDP port of the distributor (with --iface; default as in user_config.json)
  --open-url-file F    also write the URL (token included) to file F, readable by you only
  -h, --help           this text`;

export function parseServeOptions(argv: string[]): ServeOptions {
  const { positionals, options } = parseArgs(
    argv,
    [
      { name: 'port', value: true },
      { name: 'host', value: true },
      { name: 'allow-remote' },
      { name: 'no-demo' },
      { name: 'open-url-file', value: true },
      { name: 'camera', value: true, repeatable: true },
      { name: 'user', value: true },
      { name: 'https' },
      { name: 'iface', value: true },
      { name: 'bus-port', value: true },
      { name: 'help', alias: 'h' },
    ],
    'camconfig serve',
  );
  if (positionals.length > 0) throw new UsageError(`camconfig serve takes no arguments (found '${positionals[0]}')`);
  const host = options.get('host')?.[0] ?? '127.0.0.1';
  const allowRemote = options.has('allow-remote');
  if (!isLoopbackHost(host) && !allowRemote) {
    throw new UsageError(`--host ${host} is not a loopback address: whoever reaches it with the URL can configure your cameras; add --allow-remote if that is what you want`);
  }
  const demo = !options.has('no-demo');
  const iface = options.get('iface')?.[0];
  if (iface !== undefined && demo) throw new UsageError(`--iface ${iface} replaces the demo bus on lo: add --no-demo`);
  const busPortText = options.get('bus-port')?.[0];
  if (busPortText !== undefined && iface === undefined) throw new UsageError('--bus-port needs --iface (the interface the distributor starts on)');
  const user = options.get('user')?.[0] ?? 'admin';
  if (user === '') throw new UsageError('--user is empty: give the user name the cameras know');
  return {
    help: options.has('help'),
    port: parsePort(options.get('port')?.[0], '--port', 0),
    host,
    allowRemote,
    demo,
    openUrlFile: options.get('open-url-file')?.[0],
    cameras: (options.get('camera') ?? []).map(parseCameraArg),
    https: options.has('https'),
    user,
    iface,
    busPort: busPortText === undefined ? undefined : parsePort(busPortText, '--bus-port', 1),
  };
}

function parsePort(text: string | undefined, option: string, lowest: 0 | 1): number {
  if (text === undefined) return 0;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < lowest || port > 65535) {
    throw new UsageError(`${option} must be a whole number from ${lowest} to 65535${lowest === 0 ? ' (0 = any free port)' : ''}, found '${text}'`);
  }
  return port;
}
