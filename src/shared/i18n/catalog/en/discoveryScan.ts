// The address scan (src/main/discovery/addressScan.ts): what it refuses to probe, whoever calls it.
export const discoveryScan = {
  tooManyAddresses: 'a scan takes at most {{max}} addresses, got {{given}}',
  portCount: 'a scan tries 1 to {{max}} ports, got {{given}}',
  badPort: 'port {{port}} is not a number from 1 to 65535',
  notOneAddress: "'{{address}}' is not one IPv4 address",
  badUser: "the user name must be non-empty and contain no ':'",
  outOfRange: '{{name}} must be a whole number from {{min}} to {{max}}, got {{given}}',
} as const;
