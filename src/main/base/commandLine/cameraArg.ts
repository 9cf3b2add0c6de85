// `--camera HOST[:PORT]`, shared by `camconfig rc`, `camconfig serve` and the desktop app.
import { UsageError } from './usageError';

export interface CameraArg {
  host: string;
  port: number | undefined;
}

/** `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`. */
export function parseCameraArg(arg: string): CameraArg {
  const match = /^\[([^\]]+)\](?::(.*))?$/.exec(arg) ?? /^([^:[\]]+)(?::([^:]*))?$/.exec(arg);
  const host = match?.[1];
  if (!match || !host) throw new UsageError(`--camera '${arg}' is not HOST or HOST:PORT (an IPv6 address goes in brackets: [fe80::1]:80)`);
  const portText = match[2];
  if (portText === undefined) return { host, port: undefined };
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) throw new UsageError(`--camera '${arg}': port '${portText}' is not a number from 1 to 65535`);
  return { host, port };
}

export function cameraArgText({ host, port }: CameraArg): string {
  return port === undefined ? host : `${host}:${port}`;
}
