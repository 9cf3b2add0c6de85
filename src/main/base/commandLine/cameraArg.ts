// `--camera HOST[:PORT]`, shared by `camconfig rc`, `camconfig serve` and the desktop app.
import { cameraHostProblem, canonicalCameraHost } from '../../../shared/net/cameraHost';
import { parsePortText } from '../../../shared/net/portText';
import { UsageError } from './usageError';

export interface CameraArg {
  host: string;
  port: number | undefined;
}

/** `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`. */
export function parseCameraArg(arg: string): CameraArg {
  const match = /^\[([^\]]+)\](?::(.*))?$/.exec(arg) ?? /^([^:[\]]+)(?::([^:]*))?$/.exec(arg);
  const given = match?.[1];
  if (!match || !given) throw new UsageError(`--camera '${arg}' is not HOST or HOST:PORT (an IPv6 address goes in brackets: [fe80::1]:80)`);
  const hostProblem = cameraHostProblem(given);
  if (hostProblem) throw new UsageError(`--camera '${arg}': ${hostProblem}`);
  const host = canonicalCameraHost(given);
  const portText = match[2];
  if (portText === undefined) return { host, port: undefined };
  const port = parsePortText(portText);
  if ('problem' in port) throw new UsageError(`--camera '${arg}': ${port.problem}`);
  return { host, port: port.port };
}

export function cameraArgText({ host, port }: CameraArg): string {
  return port === undefined ? host : `${host}:${port}`;
}
