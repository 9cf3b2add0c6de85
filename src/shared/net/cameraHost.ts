// A camera's host as the technician gives it (the add and edit forms, camera lists, --camera):
// an IPv4 address (four numbers 0 to 255, no leading zero: some resolvers read 010 as octal), a
// host name, or an IPv6 address with or without brackets. Every camera is kept under one
// canonical form, so the same camera written two ways is one camera (duplicates, imports,
// backup names): brackets dropped, IPv6 in its shortest form (RFC 5952: [0:0:0:0:0:0:0:1] and
// [::1] are both ::1), host names in lower case without a trailing dot.
import { englishText } from '../i18n/renderText';
import { localize, type Text } from '../i18n/text';
import { controlCharacterText } from '../text/controlCharacters';

const hostLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const hostNamePattern = new RegExp(`^${hostLabel}(?:\\.${hostLabel})*\\.?$`);
const dottedNumbersPattern = /^[\d.]+$/;
const ipv6Characters = /^[0-9A-Fa-f:.]+$/;
const zonePattern = /^[A-Za-z0-9_.-]{1,64}$/;

export const maxHostLength = 253;

/** What is wrong with `host` as a camera's host, as a text, or null. */
export function cameraHostText(host: string): Text | null {
  if (host === '') return localize('cameraHost.empty');
  const control = controlCharacterText(host, localize('cameraHost.subject'));
  if (control) return control;
  if (host.length > maxHostLength + 2) return localize('cameraHost.tooLong', { max: maxHostLength });
  const quoted = { host: `'${host}'` };
  const inside = /^\[(.*)\]$/.exec(host)?.[1];
  if (inside !== undefined || host.includes(':')) return isIpv6(inside ?? host) ? null : localize('cameraHost.notIpv6', quoted);
  if (/[\s/?#@]/.test(host)) return localize('cameraHost.notUrl', quoted);
  if (dottedNumbersPattern.test(host)) return ipv4Text(host);
  if (host.length > maxHostLength) return localize('cameraHost.nameTooLong', { max: maxHostLength });
  if (!hostNamePattern.test(host)) return localize('cameraHost.badCharacters', quoted);
  return null;
}

/** The same in English words, for a caller that reads them as a sentence (a schema's message). */
export function cameraHostProblem(host: string): string | null {
  const problem = cameraHostText(host);
  return problem === null ? null : englishText(problem);
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

function ipv4Text(host: string): Text | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return localize('cameraHost.notIpv4', { host: `'${host}'` });
  if (parts.some((part) => part.length > 1 && part.startsWith('0'))) return localize('cameraHost.leadingZero', { host: `'${host}'` });
  return null;
}

function isIpv6(text: string): boolean {
  const [address, zone, ...more] = text.split('%');
  const valid = more.length === 0 && address !== undefined && ipv6Characters.test(address) && (zone === undefined || zonePattern.test(zone)) && canonicalIpv6(address) !== null;
  return valid;
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
  if (ipv4Text(text) !== null) return null;
  const [a, b, c, d] = text.split('.').map(Number) as [number, number, number, number];
  return [a * 256 + b, c * 256 + d];
}
