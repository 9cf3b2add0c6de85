// Why a camera's host as the technician gave it is refused (src/shared/net/cameraHost.ts).
export const cameraHost = {
  subject: 'host',
  empty: 'host is empty: give the camera address, e.g. 192.0.2.20',
  tooLong: 'the host is longer than {{max}} characters',
  nameTooLong: 'the host name is longer than {{max}} characters',
  notIpv6: '{{host}} is not an IPv6 address',
  notUrl: '{{host}} is not an IP address or host name (no spaces, "/", "?", "#" or "@": no URL)',
  badCharacters: "{{host}} is not an IP address or host name (letters, digits, '-' and '.' only)",
  notIpv4: '{{host}} is not an IPv4 address (four numbers from 0 to 255)',
  leadingZero: '{{host}} has a number with a leading zero, which some systems read as octal: write it without',
} as const;
