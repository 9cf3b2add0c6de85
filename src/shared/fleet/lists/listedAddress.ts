// The address column of a camera list: `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`.
// The host is checked and kept in its canonical form (src/shared/net/cameraHost.ts), the port
// as decimal without a leading zero (src/shared/net/portText.ts).
import { cameraHostText, canonicalCameraHost } from '../../net/cameraHost';
import { parsePortText } from '../../net/portText';
import { givenWords } from '../../i18n/errorWords';
import { localize, type Text } from '../../i18n/text';

export type ListedAddress = { host: string; port: number | null } | { problem: Text };

/** The address column for a host and port (none: left out): the inverse of parseListedAddress. */
export function formatListedAddress(host: string, port: number | null): string {
  const bracketed = host.includes(':') ? `[${host}]` : host;
  return port === null ? bracketed : `${bracketed}:${port}`;
}

export function parseListedAddress(text: string): ListedAddress {
  if (text === '') return { problem: localize('cameraList.address.empty') };
  const match = /^(\[[^\]]*\])(?::(.*))?$/.exec(text) ?? /^([^:[\]]*)(?::([^:]*))?$/.exec(text);
  if (!match) return { problem: localize('cameraList.address.notHostPort', { text }) };
  const given = match[1]!;
  if (given === '') return { problem: localize('cameraList.address.noHost') };
  const hostProblem = cameraHostText(given);
  if (hostProblem) return { problem: hostProblem };
  const host = canonicalCameraHost(given);
  const portText = match[2];
  if (portText === undefined) return { host, port: null };
  const port = parsePortText(portText, { host });
  if ('problem' in port) return { problem: givenWords(port.problem) };
  return { host, port: port.port };
}
