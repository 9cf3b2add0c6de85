// `--camera HOST[:PORT]`, shared by `camconfig rc`, `camconfig serve` and the desktop app.
import { cameraHostText, canonicalCameraHost } from '../../../shared/net/cameraHost';
import { parsePortText } from '../../../shared/net/portText';
import { localize } from '../../../shared/i18n/text';
import { UsageError } from './usageError';

export interface CameraArg {
  host: string;
  port: number | undefined;
}

/** `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`. */
export function parseCameraArg(arg: string): CameraArg {
  const match = /^\[([^\]]+)\](?::(.*))?$/.exec(arg) ?? /^([^:[\]]+)(?::([^:]*))?$/.exec(arg);
  const given = match?.[1];
  if (!match || !given) throw new UsageError(localize('commandLine.cameraNotHostPort', { given: arg }));
  const hostProblem = cameraHostText(given);
  if (hostProblem) throw new UsageError(localize('commandLine.cameraProblem', { given: arg, problem: hostProblem }));
  const host = canonicalCameraHost(given);
  const portText = match[2];
  if (portText === undefined) return { host, port: undefined };
  const port = parsePortText(portText);
  if ('problem' in port) throw new UsageError(localize('commandLine.cameraProblem', { given: arg, problem: port.problem }));
  return { host, port: port.port };
}

export function cameraArgText({ host, port }: CameraArg): string {
  return port === undefined ? host : `${host}:${port}`;
}
