// Dotted IPv4 addresses as 32-bit numbers: for broadcast addresses (config) and the sender's
// address in a package (codec).

/** The address as an unsigned 32-bit number, or null when it is not a dotted IPv4 address. */
export function ipv4ToNumber(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0);
}

/** The dotted form of an unsigned 32-bit number. */
export function numberToIpv4(value: number): string {
  return `${value >>> 24}.${(value >>> 16) & 0xff}.${(value >>> 8) & 0xff}.${value & 0xff}`;
}
