// The addresses and ports an address scan is given: a CIDR block (192.168.1.0/24) or a FROM-TO
// range of IPv4 addresses, and a list of ports. Nothing else is ever scanned, so every address
// here comes from the technician's text; the count is bounded (maxScanAddresses) and anything
// wrong is refused with a sentence naming the range and what is wrong with it.

/** The most addresses one scan takes: a /20 block (the two ends of a block are no hosts, see below). */
export const maxScanAddresses = 4096;
/** The most ports one scan tries on every address. */
export const maxScanPorts = 16;
/** The longest range text read: a FROM-TO of two dotted addresses with spaces to spare. */
const maxRangeTextLength = 64;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const dottedQuad = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The addresses of `text`, in ascending order: `A.B.C.D/N` (a CIDR block; from /0 to /30 its
 * network and broadcast addresses are left out, as they are no hosts), `FROM-TO` (both ends
 * included) or one address.
 */
export function parseAddressRange(text: string): Parsed<string[]> {
  const bounds = addressRangeBounds(text);
  if (!bounds.ok) return bounds;
  const { first, last } = bounds.value;
  const count = last - first + 1;
  if (count > maxScanAddresses) return { ok: false, problem: `range '${shownRange(text)}': ${count} addresses; a scan takes at most ${maxScanAddresses} (a /20 block): split it` };
  return { ok: true, value: addressesBetween(first, last) };
}

/** The first and last address of `text` (as numbers, read as parseAddressRange reads it), with no bound on the count. */
export function addressRangeBounds(text: string): Parsed<{ first: number; last: number }> {
  const refuse = (why: string): Parsed<{ first: number; last: number }> => ({ ok: false, problem: `range '${shownRange(text)}': ${why}` });
  if (text.length > maxRangeTextLength) return refuse(`longer than ${maxRangeTextLength} characters; give A.B.C.D/N or FROM-TO`);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'the range is empty: give a CIDR block (192.168.1.0/24) or FROM-TO (192.168.1.10-192.168.1.60)' };
  const bounds = trimmed.includes('/') ? cidrBounds(trimmed) : trimmed.includes('-') ? fromToBounds(trimmed) : singleBounds(trimmed);
  return 'problem' in bounds ? refuse(bounds.problem) : { ok: true, value: bounds };
}

/** Every address from `first` to `last` (numbers), both included, as dotted text. */
export function addressesBetween(first: number, last: number): string[] {
  const addresses: string[] = [];
  for (let value = first; value <= last; value++) addresses.push(formatIpv4(value));
  return addresses;
}

/** The address `a.b.c.d` as a number (127.0.0.1 is 2130706433). */
export function ipv4Value(a: number, b: number, c: number, d: number): number {
  return ((a * 256 + b) * 256 + c) * 256 + d;
}

function shownRange(text: string): string {
  return text.length > maxRangeTextLength ? `${text.slice(0, maxRangeTextLength)}...` : text;
}

type Bounds = { first: number; last: number } | { problem: string };

function cidrBounds(text: string): Bounds {
  const [addressText = '', prefixText = '', ...extra] = text.split('/');
  if (extra.length > 0) return { problem: "more than one '/'" };
  const base = parseIpv4(addressText.trim());
  if (typeof base === 'string') return { problem: base };
  if (!/^\d{1,2}$/.test(prefixText.trim()) || Number(prefixText) > 32) return { problem: `prefix '/${prefixText}' is not a number from 0 to 32` };
  const prefix = Number(prefixText);
  const size = 2 ** (32 - prefix);
  const network = base - (base % size);
  // /31 and /32 have no network or broadcast address (RFC 3021); larger blocks do.
  return prefix >= 31 ? { first: network, last: network + size - 1 } : { first: network + 1, last: network + size - 2 };
}

function fromToBounds(text: string): Bounds {
  const [fromText = '', toText = '', ...extra] = text.split('-');
  if (extra.length > 0) return { problem: "more than one '-'; give FROM-TO" };
  const first = parseIpv4(fromText.trim());
  if (typeof first === 'string') return { problem: `FROM: ${first}` };
  const last = parseIpv4(toText.trim());
  if (typeof last === 'string') return { problem: `TO: ${last}` };
  if (last < first) return { problem: `${toText.trim()} comes before ${fromText.trim()}: give the lower address first` };
  return { first, last };
}

function singleBounds(text: string): Bounds {
  const value = parseIpv4(text);
  return typeof value === 'string' ? { problem: `${value}; give a CIDR block (192.168.1.0/24), FROM-TO or one address` } : { first: value, last: value };
}

/** The address as a number, or what is wrong with it. */
function parseIpv4(text: string): number | string {
  const parts = dottedQuad.exec(text);
  if (!parts) return `'${text}' is not an IPv4 address (four numbers 0 to 255, e.g. 192.168.1.20)`;
  const numbers = parts.slice(1).map(Number);
  if (parts.slice(1).some((part) => part.length > 1 && part.startsWith('0'))) return `'${text}' has a number with a leading zero`;
  if (numbers.some((number) => number > 255)) return `'${text}' has a number above 255`;
  return numbers.reduce((value, number) => value * 256 + number, 0);
}

function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** The ports of `values` (each `80` or `80,8080`), without repeats, in the order given; `fallback` when none. */
export function parsePortList(values: readonly string[], fallback: number): Parsed<number[]> {
  const ports: number[] = [];
  for (const item of values.flatMap((value) => value.split(','))) {
    const text = item.trim();
    if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65_535) return { ok: false, problem: `port '${item.slice(0, 16)}' is not a number from 1 to 65535` };
    if (!ports.includes(Number(text))) ports.push(Number(text));
    if (ports.length > maxScanPorts) return { ok: false, problem: `more than ${maxScanPorts} ports; a scan tries at most ${maxScanPorts} on every address` };
  }
  return { ok: true, value: ports.length > 0 ? ports : [fallback] };
}
