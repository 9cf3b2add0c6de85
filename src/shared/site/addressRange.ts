// The addresses and ports an address scan is given: a CIDR block (192.168.1.0/24) or a FROM-TO
// range of IPv4 addresses, and a list of ports. Nothing else is ever scanned, so every address
// here comes from the technician's text; the count is bounded (maxScanAddresses) and anything
// wrong is refused with a sentence naming the range and what is wrong with it: a text of the
// catalog (`text`, area site.range), and its English words (`problem`) for the readers that
// still take words.
import { englishText } from '../i18n/renderText';
import { localize, type Text } from '../i18n/text';

/** The most addresses one scan takes: a /20 block (the two ends of a block are no hosts, see below). */
export const maxScanAddresses = 4096;
/** The most ports one scan tries on every address. */
export const maxScanPorts = 16;
/** The longest range text read: a FROM-TO of two dotted addresses with spaces to spare. */
const maxRangeTextLength = 64;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string; text: Text };

function refused<T>(text: Text): Parsed<T> {
  return { ok: false, problem: englishText(text), text };
}

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
  if (count > maxScanAddresses) return refused(localize('site.range.tooMany', { range: shownRange(text), addresses: String(count), max: String(maxScanAddresses) }));
  return { ok: true, value: addressesBetween(first, last) };
}

/** The first and last address of `text` (as numbers, read as parseAddressRange reads it), with no bound on the count. */
export function addressRangeBounds(text: string): Parsed<{ first: number; last: number }> {
  const refuse = (why: Text): Parsed<{ first: number; last: number }> => refused(localize('site.range.refused', { range: shownRange(text), why }));
  if (text.length > maxRangeTextLength) return refuse(localize('site.range.tooLong', { max: String(maxRangeTextLength) }));
  const trimmed = text.trim();
  if (trimmed === '') return refused(localize('site.range.empty'));
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

type Bounds = { first: number; last: number } | { problem: Text };

function cidrBounds(text: string): Bounds {
  const [addressText = '', prefixText = '', ...extra] = text.split('/');
  if (extra.length > 0) return { problem: localize('site.range.twoSlashes') };
  const base = parseIpv4(addressText.trim());
  if (typeof base !== 'number') return { problem: base };
  if (!/^\d{1,2}$/.test(prefixText.trim()) || Number(prefixText) > 32) return { problem: localize('site.range.badPrefix', { prefix: prefixText }) };
  const prefix = Number(prefixText);
  const size = 2 ** (32 - prefix);
  const network = base - (base % size);
  // /31 and /32 have no network or broadcast address (RFC 3021); larger blocks do.
  return prefix >= 31 ? { first: network, last: network + size - 1 } : { first: network + 1, last: network + size - 2 };
}

function fromToBounds(text: string): Bounds {
  const [fromText = '', toText = '', ...extra] = text.split('-');
  if (extra.length > 0) return { problem: localize('site.range.twoDashes') };
  const first = parseIpv4(fromText.trim());
  if (typeof first !== 'number') return { problem: localize('site.range.from', { problem: first }) };
  const last = parseIpv4(toText.trim());
  if (typeof last !== 'number') return { problem: localize('site.range.to', { problem: last }) };
  if (last < first) return { problem: localize('site.range.reversed', { to: toText.trim(), from: fromText.trim() }) };
  return { first, last };
}

function singleBounds(text: string): Bounds {
  const value = parseIpv4(text);
  return typeof value === 'number' ? { first: value, last: value } : { problem: localize('site.range.single', { problem: value }) };
}

/** The address as a number, or what is wrong with it. */
function parseIpv4(text: string): number | Text {
  const parts = dottedQuad.exec(text);
  if (!parts) return localize('site.range.notIpv4', { text });
  const numbers = parts.slice(1).map(Number);
  if (parts.slice(1).some((part) => part.length > 1 && part.startsWith('0'))) return localize('site.range.leadingZero', { text });
  if (numbers.some((number) => number > 255)) return localize('site.range.above255', { text });
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
    if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65_535) return refused(localize('site.range.badPort', { port: item.slice(0, 16) }));
    if (!ports.includes(Number(text))) ports.push(Number(text));
    if (ports.length > maxScanPorts) return refused(localize('site.range.tooManyPorts', { max: String(maxScanPorts) }));
  }
  return { ok: true, value: ports.length > 0 ? ports : [fallback] };
}
