// `camconfig sim --hosts FROM-TO`: the loopback addresses the simulated cameras listen on, one
// camera each. Only 127.0.0.0/8 is accepted: a simulator must never listen on a real network.
// (The discovery engine has its own range parser, src/shared/site/addressRange.ts, for CIDR
// and FROM-TO over any network; this one is the simulator's, loopback only.)
import { UsageError } from '../../base/commandLine/usageError';

const loopbackFirst = ipv4Number('127.0.0.1');
const loopbackLast = ipv4Number('127.255.255.254');

/** The addresses of `text` (`127.0.0.2-127.0.0.60`, or one address), in order; at most `limit`. */
export function parseLoopbackHosts(text: string, limit: number): string[] {
  const parts = text.split('-');
  if (parts.length > 2 || parts.some((part) => part.trim() === '')) throw new UsageError(`--hosts '${text}': give FROM-TO, e.g. 127.0.0.2-127.0.0.60, or one address`);
  const [from, to] = [parseIpv4(parts[0]!.trim()), parseIpv4((parts[1] ?? parts[0]!).trim())];
  if (from === null || to === null) throw new UsageError(`--hosts '${text}': ${from === null ? parts[0] : parts[1]} is not an IPv4 address (four numbers 0 to 255, no leading zeros)`);
  if (!isLoopbackHost(from) || !isLoopbackHost(to)) {
    throw new UsageError(`--hosts '${text}': only loopback addresses (127.0.0.1 to 127.255.255.254) are accepted: the simulator never listens on a real network`);
  }
  if (from > to) throw new UsageError(`--hosts '${text}': the range runs backwards (FROM must not come after TO)`);
  const count = to - from + 1;
  if (count > limit) throw new UsageError(`--hosts '${text}' holds ${count} addresses: at most ${limit} simulated cameras`);
  return Array.from({ length: count }, (_, index) => ipv4Text(from + index));
}

function isLoopbackHost(address: number): boolean {
  return address >= loopbackFirst && address <= loopbackLast;
}

function parseIpv4(text: string): number | null {
  const octets = text.split('.');
  if (octets.length !== 4 || !octets.every((octet) => /^(0|[1-9]\d{0,2})$/.test(octet) && Number(octet) <= 255)) return null;
  return octets.reduce((value, octet) => value * 256 + Number(octet), 0);
}

function ipv4Number(text: string): number {
  return parseIpv4(text)!;
}

function ipv4Text(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}
