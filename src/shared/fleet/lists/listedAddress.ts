// The address column of a camera list: `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`.
// The host is checked and kept in its canonical form (src/shared/net/cameraHost.ts), the port
// as decimal without a leading zero (src/shared/net/portText.ts).
import { cameraHostProblem, canonicalCameraHost } from '../../net/cameraHost';
import { parsePortText } from '../../net/portText';

export type ListedAddress = { host: string; port: number | null } | { problem: string };

/** The address column for a host and port (none: left out): the inverse of parseListedAddress. */
export function formatListedAddress(host: string, port: number | null): string {
  const bracketed = host.includes(':') ? `[${host}]` : host;
  return port === null ? bracketed : `${bracketed}:${port}`;
}

export function parseListedAddress(text: string): ListedAddress {
  if (text === '') return { problem: 'the address is empty' };
  const match = /^(\[[^\]]*\])(?::(.*))?$/.exec(text) ?? /^([^:[\]]*)(?::([^:]*))?$/.exec(text);
  if (!match) return { problem: `'${text}' is not HOST or HOST:PORT (an IPv6 address goes in brackets: [fe80::1]:80)` };
  const given = match[1]!;
  if (given === '') return { problem: 'the address has no host before the port' };
  const hostProblem = cameraHostProblem(given);
  if (hostProblem) return { problem: hostProblem };
  const host = canonicalCameraHost(given);
  const portText = match[2];
  if (portText === undefined) return { host, port: null };
  const port = parsePortText(portText, { host });
  if ('problem' in port) return port;
  return { host, port: port.port };
}
