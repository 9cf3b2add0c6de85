// The options of `camconfig serve` (docs/cli/camconfig-serve.md).
import { parseArgs } from '../rc/argParser';
import { UsageError } from '../rc/usageError';
import { isLoopbackHost } from '../../transport/webServer';

export interface ServeOptions {
  help: boolean;
  port: number;
  host: string;
  allowRemote: boolean;
  demo: boolean;
  openUrlFile: string | undefined;
}

export const serveUsage = `Usage: camconfig serve [options]

Serves CamConfig Studio to a browser (web mode) and prints the URL to open; the URL carries
a one-time token, so only who sees it can use the studio. Ctrl+C stops.

Options:
  --port N             TCP port (default 0: any free port)
  --host ADDR          address to listen on (default 127.0.0.1)
  --allow-remote       allow a --host that is not a loopback address (anyone on the network
                       who gets the URL can then configure your cameras)
  --no-demo            start without the simulated camera and bus peer
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
  return {
    help: options.has('help'),
    port: parsePort(options.get('port')?.[0]),
    host,
    allowRemote,
    demo: !options.has('no-demo'),
    openUrlFile: options.get('open-url-file')?.[0],
  };
}

function parsePort(text: string | undefined): number {
  if (text === undefined) return 0;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`--port must be a whole number from 0 to 65535 (0 = any free port), found '${text}'`);
  return port;
}
