// A camera's host as the technician gives it (the add and edit forms, camera lists, --camera):
// an IPv4 address (four numbers 0 to 255, no leading zero: some resolvers read 010 as octal), a
// host name, or an IPv6 address with or without brackets. Every camera is kept under one
// canonical form, so the same camera written two ways is one camera (duplicates, imports,
// backup names): brackets dropped, IPv6 in its shortest form (RFC 5952: [0:0:0:0:0:0:0:1] and
// [::1] are both ::1), host names in lower case without a trailing dot.
import { controlCharacterProblem } from '../text/controlCharacters';

const hostLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const hostNamePattern = new RegExp(`^${hostLabel}(?:\\.${hostLabel})*\\.?$`);
const dottedNumbersPattern = /^[\d.]+$/;
const ipv6Characters = /^[0-9A-Fa-f:.]+$/;
const zonePattern = /^[A-Za-z0-9_.-]{1,64}$/;

export const maxHostLength = 253;

/** What is wrong with `host` as a camera's host, or null. */
export function cameraHostProblem(host: string): string | null {
  if (host === '') return 'host is empty: give the camera address, e.g. 192.168.1.20';
  const control = controlCharacterProblem(host, 'host');
  if (control) return control;
  if (host.length > maxHostLength + 2) return `the host is longer than ${maxHostLength} characters`;
  const inside = /^\[(.*)\]$/.exec(host)?.[1];
  if (inside !== undefined || host.includes(':')) return ipv6Problem(inside ?? host) === null ? null : `'${host}' is not an IPv6 address`;
  if (/[\s/?#@]/.test(host)) return `'${host}' is not an IP address or host name (no spaces, "/", "?", "#" or "@": no URL)`;
  if (dottedNumbersPattern.test(host)) return ipv4Problem(host);
  if (host.length > maxHostLength) return `the host name is longer than ${maxHostLength} characters`;
  if (!hostNamePattern.test(host)) return `'${host}' is not an IP address or host name (letters, digits, '-' and '.' only)`;
  return null;
}

/** The one form a valid host is kept, compared and named in: see the top of this file. */
export function canonicalCameraHost(host: string): string {
  const inside = /^\[(.*)\]$/.exec(host)?.[1] ?? host;
  if (inside.includes(':')) {
    const [address, zone] = inside.split('%') as [string, string | undefined];
    const shortest = canonicalIpv6(address) ?? address.toLowerCase();
    return zone === undefined ? shortest : `${shortest}%${zone}`;
  }
  return inside.toLowerCase().replace(/\.$/, '');
}

/** The canonical form of a valid host; a host kept before these rules that breaks them stays as it is. */
export function canonicalIfValid(host: string): string {
  return cameraHostProblem(host) === null ? canonicalCameraHost(host) : host;
}

/** A key two hosts share exactly when they name the same camera address. */
export function hostKey(host: string): string {
  return canonicalIfValid(host).toLowerCase();
}

function ipv4Problem(host: string): string | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return `'${host}' is not an IPv4 address (four numbers from 0 to 255)`;
  if (parts.some((part) => part.length > 1 && part.startsWith('0'))) return `'${host}' has a number with a leading zero, which some systems read as octal: write it without`;
  return null;
}

function ipv6Problem(text: string): string | null {
  const [address, zone, ...more] = text.split('%');
  const valid = more.length === 0 && address !== undefined && ipv6Characters.test(address) && (zone === undefined || zonePattern.test(zone)) && canonicalIpv6(address) !== null;
  return valid ? null : 'not an IPv6 address';
}

/** The address's RFC 5952 form (the one WHATWG URLs use too), or null when it is no IPv6 address. */
function canonicalIpv6(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/** The eight 16-bit groups of an IPv6 address (`::` and a trailing dotted IPv4 part expanded), or null. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')));
  const last = parts[parts.length - 1]!;
  const tail = last.length > 0 && last[last.length - 1]!.includes('.') ? ipv4Groups(last.pop()!) : [];
  if (tail === null) return null;
  const fields = parts.map((half) => half.map((field) => (/^[0-9A-Fa-f]{1,4}$/.test(field) ? parseInt(field, 16) : Number.NaN)));
  if (fields.some((half) => half.some(Number.isNaN))) return null;
  const given = fields.flat().length + tail.length;
  if (fields.length === 1) return given === 8 ? [...fields[0]!, ...tail] : null;
  if (given > 7) return null;
  return [...fields[0]!, ...new Array<number>(8 - given).fill(0), ...fields[1]!, ...tail];
}

function ipv4Groups(text: string): number[] | null {
  if (ipv4Problem(text) !== null) return null;
  const [a, b, c, d] = text.split('.').map(Number) as [number, number, number, number];
  return [a * 256 + b, c * 256 + d];
}
