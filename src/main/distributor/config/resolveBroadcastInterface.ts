// Chooses the interface and IPv4 broadcast address the distributor sends on: broadcast.iface
// when set, else the first of the system list broadcast.interfaces that has one.
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { ipv4ToNumber, numberToIpv4 } from '../ipv4Address';
import type { BroadcastInterfaceChoice, SystemConfig, UserConfig } from './types';

export type InterfaceTable = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * The broadcast address of an IPv4 address and netmask (all host bits set), or null for a
 * /31 or /32 network, which has none (a point-to-point or single-host address).
 */
export function ipv4BroadcastAddress(address: string, netmask: string): string | null {
  const addressValue = ipv4ToNumber(address);
  const maskValue = ipv4ToNumber(netmask);
  if (addressValue === null || maskValue === null) return null;
  const hostBits = (~maskValue >>> 0) >>> 0;
  if (hostBits <= 1) return null;
  return numberToIpv4(((addressValue | hostBits) >>> 0) >>> 0);
}

function isIpv4(info: NetworkInterfaceInfo): boolean {
  return info.family === 'IPv4' || (info.family as unknown) === 4;
}

type InterfaceCheck = BroadcastInterfaceChoice;

function checkInterface(name: string, interfaces: InterfaceTable): InterfaceCheck {
  const addresses = interfaces[name];
  if (addresses === undefined) return { ok: false, reason: 'does not exist' };
  const ipv4 = addresses.filter(isIpv4);
  if (ipv4.length === 0) return { ok: false, reason: 'has no IPv4 address' };
  for (const info of ipv4) {
    const broadcast = ipv4BroadcastAddress(info.address, info.netmask);
    if (broadcast) return { ok: true, iface: name, address: info.address, netmask: info.netmask, broadcast };
  }
  return { ok: false, reason: `has no IPv4 broadcast address (${ipv4.map((info) => `${info.address}/${info.netmask}`).join(', ')})` };
}

function existingNames(interfaces: InterfaceTable): string {
  const names = Object.keys(interfaces);
  return names.length === 0 ? 'none' : names.join(', ');
}

export function resolveBroadcastInterface(system: SystemConfig, user: UserConfig, interfaces: InterfaceTable = networkInterfaces()): BroadcastInterfaceChoice {
  const chosen = user.broadcast.iface;
  if (chosen !== undefined) {
    const check = checkInterface(chosen, interfaces);
    if (check.ok) return check;
    const hint = check.reason === 'does not exist' ? ` (interfaces here: ${existingNames(interfaces)})` : '';
    return { ok: false, reason: `interface ${chosen} (broadcast.iface) ${check.reason}${hint}` };
  }
  const failures: string[] = [];
  for (const name of system.broadcast.interfaces) {
    const check = checkInterface(name, interfaces);
    if (check.ok) return check;
    failures.push(`${name} ${check.reason}`);
  }
  return {
    ok: false,
    reason: `no IPv4 broadcast address on any of ${system.broadcast.interfaces.join(', ')} (broadcast.interfaces): ${failures.join('; ')}; interfaces here: ${existingNames(interfaces)}`,
  };
}
