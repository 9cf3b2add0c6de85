import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ipv4BroadcastAddress, parseSystemConfig, resolveBroadcastInterface, resolveUserConfig, type InterfaceTable } from '../../../../src/main/distributor/config';
import type { BroadcastInterfaceChoice } from '../../../../src/main/distributor/config/types';
import { englishText } from '../../../../src/shared/i18n/renderText';

/** The choice with its reason in English words. */
const inWords = (choice: BroadcastInterfaceChoice) => (choice.ok ? choice : { ...choice, reason: englishText(choice.reason) });

function ipv4(address: string, netmask: string, internal = false): NetworkInterfaceInfo {
  return { address, netmask, family: 'IPv4', mac: '00:00:00:00:00:00', internal, cidr: null };
}
function ipv6(address: string): NetworkInterfaceInfo {
  return { address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '00:00:00:00:00:00', internal: false, cidr: null, scopeid: 0 };
}

const table: InterfaceTable = {
  lo: [ipv4('127.0.0.1', '255.0.0.0', true), ipv6('::1')],
  eth0: [ipv6('fe80::1')],
  tun0: [ipv4('10.8.0.2', '255.255.255.255')],
  wlan0: [ipv4('192.168.1.10', '255.255.255.0')],
  veth1: [ipv4('198.51.100.1', '255.255.255.255'), ipv4('198.51.100.5', '255.255.255.252')],
};

const system = (interfaces: string[]) => parseSystemConfig({ broadcast: { interfaces } }, 'system_config.json');
const user = (iface?: string) => resolveUserConfig({ broadcast: { iface } });

describe('ipv4BroadcastAddress', () => {
  it('sets all host bits', () => {
    expect(ipv4BroadcastAddress('127.0.0.1', '255.0.0.0')).toBe('127.255.255.255');
    expect(ipv4BroadcastAddress('192.168.1.10', '255.255.255.0')).toBe('192.168.1.255');
    expect(ipv4BroadcastAddress('198.51.100.5', '255.255.255.252')).toBe('198.51.100.7');
    expect(ipv4BroadcastAddress('172.16.5.4', '255.240.0.0')).toBe('172.31.255.255');
  });

  it('has none for /32 and /31 networks or unreadable addresses', () => {
    expect(ipv4BroadcastAddress('10.8.0.2', '255.255.255.255')).toBeNull();
    expect(ipv4BroadcastAddress('10.8.0.2', '255.255.255.254')).toBeNull();
    expect(ipv4BroadcastAddress('10.8.0', '255.0.0.0')).toBeNull();
    expect(ipv4BroadcastAddress('10.8.0.256', '255.0.0.0')).toBeNull();
  });
});

describe('resolveBroadcastInterface', () => {
  it('takes the first interface of the system list that has a broadcast address', () => {
    expect(resolveBroadcastInterface(system(['eth9', 'eth0', 'tun0', 'wlan0', 'lo']), user(), table)).toEqual({
      ok: true,
      iface: 'wlan0',
      address: '192.168.1.10',
      netmask: '255.255.255.0',
      broadcast: '192.168.1.255',
    });
  });

  it('uses lo: 127.0.0.1/255.0.0.0 broadcasts to 127.255.255.255', () => {
    expect(resolveBroadcastInterface(system(['lo']), user(), table)).toMatchObject({ ok: true, iface: 'lo', broadcast: '127.255.255.255' });
  });

  it('skips a /32 address and uses the next address of the same interface', () => {
    expect(resolveBroadcastInterface(system(['veth1']), user(), table)).toMatchObject({ ok: true, address: '198.51.100.5', broadcast: '198.51.100.7' });
  });

  it('prefers broadcast.iface over the system list', () => {
    expect(resolveBroadcastInterface(system(['wlan0']), user('lo'), table)).toMatchObject({ ok: true, iface: 'lo' });
  });

  it('says why no interface of the list could be used', () => {
    const choice = resolveBroadcastInterface(system(['eth0', 'tun0', 'eth9']), user(), table);
    expect(inWords(choice)).toEqual({
      ok: false,
      reason:
        'no IPv4 broadcast address on any of eth0, tun0, eth9 (broadcast.interfaces): eth0 has no IPv4 address; ' +
        'tun0 has no IPv4 broadcast address (10.8.0.2/255.255.255.255); eth9 does not exist; interfaces here: lo, eth0, tun0, wlan0, veth1',
    });
  });

  it('says when broadcast.iface does not exist, listing the interfaces there are', () => {
    expect(inWords(resolveBroadcastInterface(system(['lo']), user('wlan9'), table))).toEqual({
      ok: false,
      reason: 'interface wlan9 (broadcast.iface) does not exist (interfaces here: lo, eth0, tun0, wlan0, veth1)',
    });
  });

  it('does not fall back to the list when broadcast.iface is unusable', () => {
    expect(inWords(resolveBroadcastInterface(system(['lo']), user('tun0'), table))).toEqual({
      ok: false,
      reason: 'interface tun0 (broadcast.iface) has no IPv4 broadcast address (10.8.0.2/255.255.255.255)',
    });
  });

  it('reads this machine\'s interface table by default, where lo broadcasts on 127.255.255.255', () => {
    expect(resolveBroadcastInterface(system(['lo']), user())).toMatchObject({ ok: true, iface: 'lo', address: '127.0.0.1', broadcast: '127.255.255.255' });
  });
});
