// The address column of a camera list: `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`.
const hostLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const hostNamePattern = new RegExp(`^${hostLabel}(?:\\.${hostLabel})*\\.?$`);
const dottedNumbersPattern = /^[\d.]+$/;
const ipv6Pattern = /^[0-9A-Fa-f:.]+(?:%[A-Za-z0-9_.-]+)?$/;

export type ListedAddress = { host: string; port: number | null } | { problem: string };

/** The address column for a host and port (none: left out): the inverse of parseListedAddress. */
export function formatListedAddress(host: string, port: number | null): string {
  const bracketed = host.includes(':') ? `[${host}]` : host;
  return port === null ? bracketed : `${bracketed}:${port}`;
}

export function parseListedAddress(text: string): ListedAddress {
  if (text === '') return { problem: 'the address is empty' };
  const match = /^\[([^\]]*)\](?::(.*))?$/.exec(text) ?? /^([^:[\]]*)(?::([^:]*))?$/.exec(text);
  if (!match) return { problem: `'${text}' is not HOST or HOST:PORT (an IPv6 address goes in brackets: [fe80::1]:80)` };
  const host = match[1]!;
  const bracketed = text.startsWith('[');
  const hostProblem = bracketed ? ipv6Problem(host) : hostProblemOf(host);
  if (hostProblem) return { problem: hostProblem };
  const portText = match[2];
  if (portText === undefined) return { host, port: null };
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port < 1 || port > 65535) return { problem: `port '${portText}' of ${host} is not a number from 1 to 65535` };
  return { host, port };
}

function hostProblemOf(host: string): string | null {
  if (host === '') return 'the address has no host before the port';
  if (host.length > 253) return 'the host name is longer than 253 characters';
  if (dottedNumbersPattern.test(host)) return ipv4Problem(host);
  if (!hostNamePattern.test(host)) return `'${host}' is not an IP address or host name (letters, digits, '-' and '.' only)`;
  return null;
}

function ipv4Problem(host: string): string | null {
  const parts = host.split('.');
  const fits = parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
  return fits ? null : `'${host}' is not an IPv4 address (four numbers from 0 to 255)`;
}

function ipv6Problem(host: string): string | null {
  return host.includes(':') && ipv6Pattern.test(host) ? null : `'[${host}]' is not an IPv6 address`;
}
