import { isIPv4 } from 'node:net';

/** localhost, ::1, or an IPv4 address in 127.0.0.0/8: a server bound there is reached from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIPv4(host) && host.startsWith('127.'));
}
