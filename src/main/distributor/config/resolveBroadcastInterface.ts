// Chooses the interface and IPv4 broadcast address the distributor sends on: broadcast.iface
// when set, else the first of the system list broadcast.interfaces that has one.
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { ipv4ToNumber, numberToIpv4 } from '../ipv4Address';
import type { BroadcastInterfaceChoice, SystemConfig, UserConfig } from './types';
import { localize, type Text } from '../../../shared/i18n/text';

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

type InterfaceCheck = Extract<BroadcastInterfaceChoice, { ok: true }> | { ok: false; problem: 'doesNotExist' | 'noIpv4' | 'noBroadcast'; addresses: string };

function checkInterface(name: string, interfaces: InterfaceTable): InterfaceCheck {
  const addresses = interfaces[name];
  if (addresses === undefined) return { ok: false, problem: 'doesNotExist', addresses: '' };
  const ipv4 = addresses.filter(isIpv4);
  if (ipv4.length === 0) return { ok: false, problem: 'noIpv4', addresses: '' };
  for (const info of ipv4) {
    const broadcast = ipv4BroadcastAddress(info.address, info.netmask);
    if (broadcast) return { ok: true, iface: name, address: info.address, netmask: info.netmask, broadcast };
  }
  return { ok: false, problem: 'noBroadcast', addresses: ipv4.map((info) => `${info.address}/${info.netmask}`).join(', ') };
}

function existingNames(interfaces: InterfaceTable): Text | string {
  const names = Object.keys(interfaces);
  return names.length === 0 ? localize('distributor.iface.none') : names.join(', ');
}

export function resolveBroadcastInterface(system: SystemConfig, user: UserConfig, interfaces: InterfaceTable = networkInterfaces()): BroadcastInterfaceChoice {
  const chosen = user.broadcast.iface;
  if (chosen !== undefined) {
    const check = checkInterface(chosen, interfaces);
    if (check.ok) return check;
    return { ok: false, reason: localize(`distributor.iface.${check.problem}`, { iface: chosen, addresses: check.addresses, names: existingNames(interfaces) }) };
  }
  const failures: Text[] = [];
  for (const name of system.broadcast.interfaces) {
    const check = checkInterface(name, interfaces);
    if (check.ok) return check;
    failures.push(localize(`distributor.iface.failure.${check.problem}`, { iface: name, addresses: check.addresses }));
  }
  const failureList = failures.reduceRight((rest, first) => localize('distributor.iface.list', { first, rest }));
  return {
    ok: false,
    reason: localize('distributor.iface.noneUsable', { interfaces: system.broadcast.interfaces.join(', '), failures: failureList, names: existingNames(interfaces) }),
  };
}
